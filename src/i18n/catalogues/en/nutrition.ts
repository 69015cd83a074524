/** Nutrition per serving in English: the rows a food label gives, and what the figures cover. */
export const nutrition = {
  'nutrition.heading': 'Nutrition per serving',
  'nutrition.source': 'Figures: USDA FoodData Central, SR Legacy. Not from the chef.',
  'nutrition.energy': 'Energy',
  'nutrition.energyValue': '{kcal, number} kcal ({kj, number} kJ)',
  'nutrition.protein': 'Protein',
  'nutrition.fat': 'Fat',
  'nutrition.fatValue': '{fat, number} g, of which saturated {saturated, number} g',
  'nutrition.carbohydrate': 'Carbohydrate',
  'nutrition.carbohydrateValue': '{carbohydrate, number} g, of which sugars {sugars, number} g',
  'nutrition.fibre': 'Fibre',
  'nutrition.sodium': 'Sodium',
  'nutrition.salt': 'Salt',
  'nutrition.grams': '{grams, number} g',
  'nutrition.milligrams': '{milligrams, number} mg',
  'nutrition.partOfTheDish':
    'Part of this dish is not counted, and it could hold much of its energy, so no figures per serving are given.',
  'nutrition.energyRange':
    'Energy: {least, number} to {most, number} kcal a serving. Part of the dish is not counted, so no other figures are given.',
  'nutrition.fromAll': 'From all {lines} ingredients.',
  'nutrition.fromSome': 'From {counted} of {lines} ingredients; not counted: {left}.',
  'nutrition.notCountedLine': '{line} ({reason})',
  'nutrition.reason.noAmount': 'no amount',
  'nutrition.reason.unknownFood': 'not in the food table',
  'nutrition.reason.unsureFood': 'not sure which food it is',
  'nutrition.reason.noWeight': 'no weight for that amount',
} as const;
