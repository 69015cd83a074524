import type { recipe as english } from '../en/recipe';

/** The recipe panel in French. */
export const recipe = {
  'generate.heading': 'Prêt pour une recette ?',
  'generate.intro': 'Obtenez une délicieuse recette à partir des ingrédients que vous avez sous la main.',
  'generate.getRecipe': 'Obtenir une recette',
  'results.loading': 'les résultats apparaîtront ici…',
  'results.stop': 'Arrêter',
  'results.suggested': 'Recette suggérée :',
  'results.fromMyRecipes': 'Depuis Mes recettes :',
  'results.failed': 'La recette n’a pas pu être chargée.',
  'results.tryAgain': 'Réessayer',
  'results.status.loading': 'Rédaction de votre recette…',
  'results.status.ready': 'Recette prête : {name}',
  'results.status.failedWithHint': 'La recette n’a pas pu être chargée. {hint}',
} as const satisfies Record<keyof typeof english, string>;
