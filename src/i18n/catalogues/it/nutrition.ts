import type { nutrition as english } from '../en/nutrition';

/** Nutrition per serving in Italian, with the rows an Italian food label gives. */
export const nutrition = {
  'nutrition.heading': 'Valori nutrizionali per porzione',
  'nutrition.source': 'Valori: USDA FoodData Central, SR Legacy. Non dallo chef.',
  'nutrition.energy': 'Energia',
  'nutrition.energyValue': '{kcal, number} kcal ({kj, number} kJ)',
  'nutrition.protein': 'Proteine',
  'nutrition.fat': 'Grassi',
  'nutrition.fatValue': '{fat, number} g, di cui acidi grassi saturi {saturated, number} g',
  'nutrition.carbohydrate': 'Carboidrati',
  'nutrition.carbohydrateValue': '{carbohydrate, number} g, di cui zuccheri {sugars, number} g',
  'nutrition.fibre': 'Fibre',
  'nutrition.sodium': 'Sodio',
  'nutrition.salt': 'Sale',
  'nutrition.grams': '{grams, number} g',
  'nutrition.milligrams': '{milligrams, number} mg',
  'nutrition.notEnough': 'Troppo poco di questa ricetta è nella tabella degli alimenti per dare valori per porzione.',
  'nutrition.fromAll': 'Da tutti i {lines} ingredienti.',
  'nutrition.fromSome': 'Da {counted} ingredienti su {lines}; non contati: {left}.',
  'nutrition.notCountedLine': '{line} ({reason})',
  'nutrition.reason.noAmount': 'nessuna quantità',
  'nutrition.reason.unknownFood': 'non è nella tabella degli alimenti',
  'nutrition.reason.unsureFood': 'alimento incerto',
  'nutrition.reason.noWeight': 'nessun peso per quella quantità',
} as const satisfies Record<keyof typeof english, string>;
