import type { Recipe } from '../../../src/core/recipe/recipeTypes';

/** The recipe a model writes in Spanish from huevos, espinacas and feta: a Spanish cook's dish in the journeys. */
export const SPANISH_TORTILLA: Recipe = {
  name: 'Tortilla de espinacas y feta',
  description: 'Una tortilla jugosa, lista en veinte minutos.',
  ingredients: [
    { name: 'huevos', measurement: '4' },
    { name: 'espinacas', measurement: '200 g' },
    { name: 'queso feta', measurement: '100 g' },
    { name: 'cebolla', measurement: '½' },
    { name: 'aceite de oliva', measurement: '2 cucharadas' },
  ],
  instructions: [
    'Pica la cebolla y pochala en el aceite durante 5 minutos.',
    'Añade las espinacas y saltéalas 2 minutos, hasta que se ablanden.',
    'Bate los huevos con el feta desmenuzado y viértelos en la sartén.',
    'Cuaja la tortilla a fuego lento 8 minutos, dale la vuelta y sirve.',
  ],
};
