import type { nutrition as english } from '../en/nutrition';

/** Nutrition per serving in German, with the rows a German food label gives. */
export const nutrition = {
  'nutrition.heading': 'Nährwerte pro Portion',
  'nutrition.source': 'Werte: USDA FoodData Central, SR Legacy. Nicht vom Koch.',
  'nutrition.energy': 'Brennwert',
  'nutrition.energyValue': '{kcal, number} kcal ({kj, number} kJ)',
  'nutrition.protein': 'Eiweiß',
  'nutrition.fat': 'Fett',
  'nutrition.fatValue': '{fat, number} g, davon gesättigte Fettsäuren {saturated, number} g',
  'nutrition.carbohydrate': 'Kohlenhydrate',
  'nutrition.carbohydrateValue': '{carbohydrate, number} g, davon Zucker {sugars, number} g',
  'nutrition.fibre': 'Ballaststoffe',
  'nutrition.sodium': 'Natrium',
  'nutrition.salt': 'Salz',
  'nutrition.grams': '{grams, number} g',
  'nutrition.milligrams': '{milligrams, number} mg',
  'nutrition.notEnough': 'Zu wenig von diesem Rezept steht in der Lebensmitteltabelle, um Werte pro Portion anzugeben.',
  'nutrition.fromAll': 'Aus allen {lines} Zutaten.',
  'nutrition.fromSome': 'Aus {counted} von {lines} Zutaten; nicht gezählt: {left}.',
  'nutrition.notCountedLine': '{line} ({reason})',
  'nutrition.reason.noAmount': 'keine Menge',
  'nutrition.reason.unknownFood': 'nicht in der Lebensmitteltabelle',
  'nutrition.reason.unsureFood': 'nicht sicher, welches Lebensmittel',
  'nutrition.reason.noWeight': 'kein Gewicht für diese Menge',
} as const satisfies Record<keyof typeof english, string>;
