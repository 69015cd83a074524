/**
 * The first screen's texts in English, the source language: the header, the welcome, the ingredient form and
 * list, the footer. ICU MessageFormat (`{count, plural, …}`, `<0>…</0>` for a link); `npm run catalogues` compiles
 * them. The specification's texts are here word for word.
 */
export const firstScreen = {
  'page.skipToIngredients': 'Skip to ingredients',
  'header.productName': 'Personal AI Chef',
  'header.logo': "Chef's hat logo",
  'welcome.heading': 'Welcome to your personal AI chef',
  'welcome.intro':
    'Tell me what is in your kitchen. List at least three ingredients you have on hand and I will suggest a recipe you can cook with them.',
  'footer.copyright': '© {year} Personal AI Chef. <0>Source code on GitHub</0>',
  'ingredients.inputLabel': 'Ingredient',
  'ingredients.inputPlaceholder': 'e.g oregano',
  'ingredients.add': 'Add Ingredient',
  'ingredients.rule.empty': 'Please enter a valid ingredient.',
  'ingredients.rule.duplicate': 'This ingredient is already in the list.',
  'ingredients.rule.limit': 'You can only add up to {max} ingredients.',
  'ingredients.rule.tooLong': 'Ingredient names can be up to {max} characters.',
  'ingredients.rule.notFood': "That doesn't look like something to cook with.",
  'ingredients.tooLongHint': '{length}/{max} characters: shorten it to add it.',
  'ingredients.neededHint':
    '{missing, plural, one {Add # more ingredient to get a recipe.} other {Add # more ingredients to get a recipe.}}',
  'ingredients.heading': 'Ingredients on hand:',
  'ingredients.clearAll': 'Clear All',
  'ingredients.remove': 'Remove {ingredient}',
} as const;
