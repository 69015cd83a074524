import {
  ingredientsNeededHint,
  MAX_INGREDIENT_LENGTH,
  MAX_INGREDIENTS,
  RULE_MESSAGES,
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
    expect(RULE_MESSAGES['not-food']).toBe("That doesn't look like something to cook with.");
  });
});

describe('ingredientsNeededHint', () => {
  it('counts down to the third ingredient, then says nothing', () => {
    expect(ingredientsNeededHint(0)).toBe('');
    expect(ingredientsNeededHint(1)).toBe('Add 2 more ingredients to get a recipe.');
    expect(ingredientsNeededHint(2)).toBe('Add 1 more ingredient to get a recipe.');
    expect(ingredientsNeededHint(3)).toBe('');
    expect(ingredientsNeededHint(10)).toBe('');
  });
});
