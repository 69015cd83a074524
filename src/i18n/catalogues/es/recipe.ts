import type { recipe as english } from '../en/recipe';

/** The recipe panel in Spanish. */
export const recipe = {
  'generate.heading': '¿Listo para una receta?',
  'generate.intro': 'Genera una receta deliciosa con los ingredientes que tienes a mano.',
  'generate.getRecipe': 'Pedir una receta',
  'results.loading': 'los resultados aparecerán aquí…',
  'results.stop': 'Detener',
  'results.suggested': 'Receta sugerida:',
  'results.fromMyRecipes': 'De Mis recetas:',
  'results.failed': 'No se ha podido cargar la receta.',
  'results.tryAgain': 'Volver a intentarlo',
  'results.status.loading': 'Escribiendo tu receta…',
  'results.status.ready': 'Receta lista: {name}',
  'results.status.failedWithHint': 'No se ha podido cargar la receta. {hint}',
} as const satisfies Record<keyof typeof english, string>;
