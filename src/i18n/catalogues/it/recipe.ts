import type { recipe as english } from '../en/recipe';

/** The recipe panel in Italian. */
export const recipe = {
  'generate.heading': 'Pronto per una ricetta?',
  'generate.intro': 'Fatti proporre una ricetta gustosa con gli ingredienti che hai a portata di mano.',
  'generate.getRecipe': 'Chiedi una ricetta',
  'results.loading': 'qui appariranno i risultati…',
  'results.stop': 'Ferma',
  'results.suggested': 'Ricetta proposta:',
  'results.fromMyRecipes': 'Da Le mie ricette:',
  'results.failed': 'Non è stato possibile caricare la ricetta.',
  'results.tryAgain': 'Riprova',
  'results.status.loading': 'Sto scrivendo la tua ricetta…',
  'results.status.ready': 'Ricetta pronta: {name}',
  'results.status.failedWithHint': 'Non è stato possibile caricare la ricetta. {hint}',
} as const satisfies Record<keyof typeof english, string>;
