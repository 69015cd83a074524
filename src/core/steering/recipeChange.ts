/** The changes a cook can ask a chef for, each one tap under a shown recipe. */
export const RECIPE_CHANGES = [
  'quicker',
  'spicier',
  'milder',
  'noOven',
  'onePan',
  'vegetarian',
  'fewerIngredients',
  'onlyWhatIHave',
] as const;
export type RecipeChangeKind = (typeof RECIPE_CHANGES)[number];

/** A change from the list, or the cook's own wish in a few words ("for a child's party"). */
export type RecipeChange = { kind: RecipeChangeKind } | { kind: 'wish'; wish: string };

/** A wish is a short request, not a prompt: longer text is refused at the form. */
export const MAX_WISH_LENGTH = 80;

/** What the chef is asked to do, in the words the request sends. */
export const CHANGE_REQUESTS: Record<RecipeChangeKind, string> = {
  quicker: 'Make it quicker: less time in all, and say the new prep and cook times.',
  spicier: 'Make it spicier.',
  milder: 'Make it milder: less heat and fewer strong spices.',
  noOven: 'Make it without an oven: no baking, roasting or broiling; cook on the stove top instead.',
  onePan: 'Make it in one pan, pot, skillet or tray: every step uses the same one.',
  vegetarian: 'Make it vegetarian: no meat, poultry, fish or seafood.',
  fewerIngredients: 'Make it with fewer ingredients.',
  onlyWhatIHave: 'Make it with only the ingredients I listed (and the basics, if I said I have them).',
};
