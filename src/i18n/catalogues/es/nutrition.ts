import type { nutrition as english } from '../en/nutrition';

/** Nutrition per serving in Spanish. */
export const nutrition = {
  'nutrition.heading': 'Información nutricional por ración',
  'nutrition.source': 'Datos: USDA FoodData Central, SR Legacy. No proceden del chef.',
  'nutrition.energy': 'Valor energético',
  'nutrition.energyValue': '{kcal, number} kcal ({kj, number} kJ)',
  'nutrition.protein': 'Proteínas',
  'nutrition.fat': 'Grasas',
  'nutrition.fatValue': '{fat, number} g, de las cuales saturadas {saturated, number} g',
  'nutrition.carbohydrate': 'Hidratos de carbono',
  'nutrition.carbohydrateValue': '{carbohydrate, number} g, de los cuales azúcares {sugars, number} g',
  'nutrition.fibre': 'Fibra alimentaria',
  'nutrition.sodium': 'Sodio',
  'nutrition.salt': 'Sal',
  'nutrition.grams': '{grams, number} g',
  'nutrition.milligrams': '{milligrams, number} mg',
  'nutrition.notEnough': 'Hay demasiado poco de esta receta en la tabla de alimentos para dar valores por ración.',
  'nutrition.fromAll': 'Calculado con los {lines} ingredientes.',
  'nutrition.fromSome': 'Calculado con {counted} de {lines} ingredientes; sin contar: {left}.',
  'nutrition.notCountedLine': '{line} ({reason})',
  'nutrition.reason.noAmount': 'sin cantidad',
  'nutrition.reason.unknownFood': 'no está en la tabla de alimentos',
  'nutrition.reason.unsureFood': 'no se sabe con certeza qué alimento es',
  'nutrition.reason.noWeight': 'no se sabe cuánto pesa esa cantidad',
} as const satisfies Record<keyof typeof english, string>;
