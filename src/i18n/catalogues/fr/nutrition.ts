import type { nutrition as english } from '../en/nutrition';

/** Nutrition per serving in French. */
export const nutrition = {
  'nutrition.heading': 'Valeurs nutritionnelles par portion',
  'nutrition.source': 'Données : USDA FoodData Central, SR Legacy. Elles ne viennent pas du chef.',
  'nutrition.energy': 'Énergie',
  'nutrition.energyValue': '{kcal, number} kcal ({kj, number} kJ)',
  'nutrition.protein': 'Protéines',
  'nutrition.fat': 'Matières grasses',
  'nutrition.fatValue': '{fat, number} g, dont acides gras saturés {saturated, number} g',
  'nutrition.carbohydrate': 'Glucides',
  'nutrition.carbohydrateValue': '{carbohydrate, number} g, dont sucres {sugars, number} g',
  'nutrition.fibre': 'Fibres alimentaires',
  'nutrition.sodium': 'Sodium',
  'nutrition.salt': 'Sel',
  'nutrition.grams': '{grams, number} g',
  'nutrition.milligrams': '{milligrams, number} mg',
  'nutrition.notEnough':
    'Trop peu de cette recette figure dans la table des aliments pour donner des valeurs par portion.',
  'nutrition.fromAll': 'Calculé sur les {lines} ingrédients.',
  'nutrition.fromSome': 'Calculé sur {counted} ingrédients sur {lines} ; non comptés : {left}.',
  'nutrition.notCountedLine': '{line} ({reason})',
  'nutrition.reason.noAmount': 'sans quantité',
  'nutrition.reason.unknownFood': 'absent de la table des aliments',
  'nutrition.reason.unsureFood': 'aliment incertain',
  'nutrition.reason.noWeight': 'poids inconnu pour cette quantité',
} as const satisfies Record<keyof typeof english, string>;
