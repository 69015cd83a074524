/**
 * The first screen's texts in English, the source language: the header, the welcome, the ingredient form and
 * list, the footer, and the line a part of the page shows when its code cannot be downloaded. ICU MessageFormat (`{count, plural, …}`, `<0>…</0>` for a link), compiled
 * by the build (webpack/catalogueLoader.ts). The specification's texts are here word for word.
 */
export const firstScreen = {
  'page.skipToIngredients': 'Skip to ingredients',
  'header.productName': 'Personal AI Chef',
  'header.logo': "Chef's hat logo",
  'welcome.heading': 'Welcome to your personal AI chef',
  'welcome.intro':
    'Tell me what is in your kitchen. List at least three ingredients you have on hand and I will suggest a recipe you can cook with them.',
  'footer.copyright': '© {year} Personal AI Chef.',
  'footer.sourceCode': 'Source code on GitHub',
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
  'names.myRecipes': 'My recipes',
  'names.chefSettings': 'Chef settings',
  'theme.switchToDark': 'Switch to dark theme',
  'theme.switchToLight': 'Switch to light theme',
  'lazyPart.retry': 'Retry',
  'lazyPart.reloadIfRepeated': 'If this keeps happening, reload the page: the app may have been updated.',
  'parts.headerControls': "The header's buttons could not be loaded.",
  'parts.demoNotice': 'The demo notice could not be loaded.',
  'parts.preferences': 'The preferences could not be loaded.',
  'parts.updateLine': 'The update notice could not be loaded.',
  'parts.recipeArea': 'The recipe panel could not be loaded.',
  'parts.myRecipesPanel': 'My recipes could not be loaded.',
  'parts.timerAlarms': 'The timer alarms could not be loaded.',
  'parts.cookableRecipe': 'The cooking tools could not be loaded.',
  'parts.recipeSteering': 'The changes and other ideas could not be loaded.',
  'parts.recipeNutrition': 'The nutrition figures could not be loaded.',
  'parts.photo': 'The photo button could not be loaded.',
  'parts.modelSettingsDialog': 'Chef settings could not be loaded.',
  'parts.shoppingListPanel': 'The shopping list could not be loaded.',
} as const;
