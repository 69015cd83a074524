import {
  ingredientsMissingForRecipe,
  lengthOverLimit,
  MAX_INGREDIENT_LENGTH,
  MAX_INGREDIENTS,
  validateIngredient,
} from './ingredientRules';

const fullList = Array.from({ length: MAX_INGREDIENTS }, (_, index) => `item ${index}`);

describe('validateIngredient', () => {
  it('accepts new text, trimmed', () => {
    expect(validateIngredient('  basil ', ['salt'])).toEqual({ ok: true, ingredient: 'basil' });
  });

  it.each(['', '   ', '\t\n', '\u200b\u200b', ' \ufeff\u200d '])(
    'rejects empty or whitespace-only input %j as empty',
    (input) => {
      expect(validateIngredient(input, [])).toEqual({ ok: false, rule: 'empty' });
    },
  );

  it('rejects trimmed text already in the list as a duplicate', () => {
    expect(validateIngredient(' salt ', ['salt'])).toEqual({ ok: false, rule: 'duplicate' });
  });

  it('compares duplicates case-sensitively', () => {
    expect(validateIngredient('Salt', ['salt'])).toEqual({ ok: true, ingredient: 'Salt' });
  });

  it('rejects an eleventh ingredient with the limit rule', () => {
    expect(validateIngredient('pepper', fullList)).toEqual({ ok: false, rule: 'limit' });
  });

  it('checks empty before duplicate before the limit', () => {
    expect(validateIngredient('  ', fullList)).toEqual({ ok: false, rule: 'empty' });
    expect(validateIngredient('item 3', fullList)).toEqual({ ok: false, rule: 'duplicate' });
  });

  it('refuses what is not food, after the spec rules and the length cap', () => {
    expect(validateIngredient('bleach', [])).toEqual({ ok: false, rule: 'not-food' });
    expect(validateIngredient('Rat Poison', [])).toEqual({ ok: false, rule: 'not-food' });
    expect(validateIngredient('bleach', ['bleach'])).toEqual({ ok: false, rule: 'duplicate' });
    expect(validateIngredient('bleach', fullList)).toEqual({ ok: false, rule: 'limit' });
    expect(validateIngredient(`bleach ${'x'.repeat(MAX_INGREDIENT_LENGTH)}`, [])).toEqual({
      ok: false,
      rule: 'too-long',
    });
  });
});

describe('ingredientsMissingForRecipe', () => {
  it('counts down to the third ingredient, then says nothing', () => {
    expect([0, 1, 2, 3, 10].map(ingredientsMissingForRecipe)).toEqual([0, 2, 1, 0, 0]);
  });
});

describe('lengthOverLimit', () => {
  it('gives the length once the cleaned text is over the limit, and nothing before', () => {
    expect(lengthOverLimit('a'.repeat(MAX_INGREDIENT_LENGTH))).toBeNull();
    expect(lengthOverLimit(` ${'a'.repeat(MAX_INGREDIENT_LENGTH)} `)).toBeNull();
    expect(lengthOverLimit('a'.repeat(MAX_INGREDIENT_LENGTH + 1))).toBe(MAX_INGREDIENT_LENGTH + 1);
  });
});
