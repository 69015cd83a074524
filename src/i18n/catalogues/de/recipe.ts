import type { recipe as english } from '../en/recipe';

/** The recipe panel in German. */
export const recipe = {
  'generate.heading': 'Bereit für ein Rezept?',
  'generate.intro': 'Lass dir aus den Zutaten, die du da hast, ein leckeres Rezept vorschlagen.',
  'generate.getRecipe': 'Rezept holen',
  'results.loading': 'Hier erscheint gleich das Ergebnis …',
  'results.stop': 'Stopp',
  'results.suggested': 'Rezeptvorschlag:',
  'results.fromMyRecipes': 'Aus Meine Rezepte:',
  'results.failed': 'Das Rezept konnte nicht geladen werden.',
  'results.tryAgain': 'Noch einmal versuchen',
  'results.status.loading': 'Dein Rezept wird geschrieben …',
  'results.status.ready': 'Rezept fertig: {name}',
  'results.status.failedWithHint': 'Das Rezept konnte nicht geladen werden. {hint}',
} as const satisfies Record<keyof typeof english, string>;
