import type { TableFood } from '../../src/core/nutrition/nutritionTableTypes';

/**
 * Counting words SR28's abbreviated table does not carry (it keeps two portions a food), from SR28's portion
 * weights (its WEIGHT file, USDA, public domain) for the same entries: what "2 cloves garlic" or "1 onion"
 * weighs. Each was checked against WEIGHT.txt of the full SR28 release (8,789 foods).
 */
export const MORE_PORTIONS: Readonly<Record<string, TableFood['portions']>> = {
  // Egg, whole, raw.
  '01123': [
    { text: '1 medium', grams: 44 },
    { text: '1 small', grams: 38 },
  ],
  // Apples, raw, with skin.
  '09003': [{ text: '1 medium', grams: 182 }],
  // Bananas, raw.
  '09040': [{ text: '1 medium', grams: 118 }],
  // Squash, summer, zucchini, including skin, raw.
  '11477': [{ text: '1 medium', grams: 196 }],
  // Avocados, raw, all commercial varieties.
  '09037': [{ text: '1 fruit', grams: 201 }],
  // Garlic, raw.
  '11215': [{ text: '1 clove', grams: 3 }],
  // Onions, raw.
  '11282': [
    { text: '1 medium', grams: 110 },
    { text: '1 large', grams: 150 },
    { text: '1 small', grams: 70 },
  ],
  // Tomatoes, red, ripe, raw.
  '11529': [
    { text: '1 cherry', grams: 17 },
    { text: '1 plum tomato', grams: 62 },
    { text: '1 medium', grams: 123 },
    { text: '1 large', grams: 182 },
    { text: '1 small', grams: 91 },
  ],
  // Carrots, raw.
  '11124': [
    { text: '1 medium', grams: 61 },
    { text: '1 large', grams: 72 },
    { text: '1 small', grams: 50 },
  ],
  // Butter, with salt and without.
  '01001': [{ text: '1 stick', grams: 113 }],
  '01145': [{ text: '1 stick', grams: 113 }],
  // Pears, raw.
  '09252': [
    { text: '1 medium', grams: 178 },
    { text: '1 large', grams: 230 },
    { text: '1 small', grams: 148 },
  ],
  // Celery, raw: a medium stalk (7-1/2" to 8" long).
  '11143': [{ text: '1 stalk', grams: 40 }],
  // Onions, spring or scallions (including tops and bulb), raw.
  '11291': [
    { text: '1 medium', grams: 15 },
    { text: '1 large', grams: 25 },
    { text: '1 small', grams: 5 },
  ],
  // Cabbage, raw: a medium head (about 5-3/4" dia).
  '11109': [
    { text: '1 head', grams: 908 },
    { text: '1 leaf', grams: 23 },
  ],
  // Watermelon, raw.
  '09326': [
    { text: '1 melon', grams: 4518 },
    { text: '1 wedge', grams: 286 },
  ],
  // Bread, white, commercially prepared: a cup of cubes.
  '18069': [{ text: '1 cup', grams: 35 }],
  // Lettuce, cos or romaine, raw.
  '11251': [{ text: '1 head', grams: 626 }],
  // Cabbage, red, raw: a medium head (about 5" dia).
  '11112': [{ text: '1 head', grams: 839 }],
  // Parsley, fresh: 10 sprigs.
  '11297': [{ text: '10 sprigs', grams: 10 }],
  // Coriander (cilantro) leaves, raw: 9 sprigs.
  '11165': [{ text: '9 sprigs', grams: 20 }],
  // Cauliflower, raw: a medium head (5-6" dia).
  '11135': [{ text: '1 head', grams: 588 }],
  // Mushrooms, white, raw.
  '11260': [
    { text: '1 medium', grams: 18 },
    { text: '1 large', grams: 23 },
    { text: '1 small', grams: 10 },
  ],
  // Potatoes, white, flesh and skin, raw.
  '11354': [
    { text: '1 medium', grams: 213 },
    { text: '1 small', grams: 92 },
    { text: '1 large', grams: 369 },
  ],
  // Peppers, sweet, red, raw.
  '11821': [
    { text: '1 medium', grams: 119 },
    { text: '1 large', grams: 164 },
    { text: '1 small', grams: 74 },
  ],
};

/** The portion a count means when it is not a medium one: "2 eggs" are large ones, as recipes mean them. */
export const USUAL_PIECE: Readonly<Record<string, string>> = { '01123': 'large' };
