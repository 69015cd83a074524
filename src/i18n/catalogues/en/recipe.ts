/** The recipe panel's texts in English: "Ready for a recipe?", the results while they load, fail or arrive. */
export const recipe = {
  'generate.heading': 'Ready for a recipe?',
  'generate.intro': 'Generate a delicious recipe based on the ingredients you have on hand.',
  'generate.getRecipe': 'Get a recipe',
  'results.loading': 'results will appear here ...',
  'results.stop': 'Stop',
  'results.suggested': 'Suggested Recipe:',
  'results.fromMyRecipes': 'From My recipes:',
  'results.failed': 'Failed to load recipe.',
  'results.tryAgain': 'Try again',
  'results.status.loading': 'Writing your recipe…',
  'results.status.ready': 'Recipe ready: {name}',
  'results.status.failedWithHint': 'Failed to load recipe. {hint}',
} as const;
