import fc from 'fast-check';
import { makeStore } from '../../src/app/store';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../src/core/ingredients/ingredientRules';
import {
  draftChanged,
  ingredientAdded,
  ingredientRemoved,
  ingredientsCleared,
  warningExpired,
} from '../../src/features/ingredients/ingredientsSlice';
import { parseRecipe } from '../../src/core/recipe/parseRecipe';
import { MAX_RECIPE_ENTRIES, MAX_TEXT_LENGTH } from '../../src/core/recipe/replyText';
import { parseRecipePreview } from '../../src/core/recipe/parseRecipePreview';
import { selectRecipeState } from '../../src/features/recipe/recipeSlice';
import { requestRecipe } from '../../src/features/recipe/requestRecipe';
import { answering, fakeDeps } from '../support/fakeChatClient';

// Reported by `npm test` so the number of generated cases is on record.
const RUNS = 500;

const text = fc.oneof(fc.string(), fc.constantFrom('salt', ' salt ', 'Salt', '', '   ', '\t\n', 'x'.repeat(70)));
const ingredientAction = fc.oneof(
  text.map((value) => ingredientAdded(value)),
  text.map((value) => draftChanged(value)),
  fc.nat(12).map((index) => ingredientRemoved(index)),
  fc.constant(ingredientsCleared()),
  fc.constant(warningExpired()),
  fc.constant(requestRecipe.pending('r', undefined)),
  fc.constant(requestRecipe.rejected(null, 'r', undefined, { kind: 'offline' })),
);

describe('properties', () => {
  it(`keeps the list valid and the flags consistent through any ${RUNS} sequences of actions`, () => {
    fc.assert(
      fc.property(fc.array(ingredientAction, { maxLength: 40 }), (actions) => {
        const store = makeStore(undefined, fakeDeps(answering('')));
        for (const action of actions) {
          store.dispatch(action);
          const { ingredients } = store.getState();
          const recipe = selectRecipeState(store.getState());
          expect(ingredients.items.length).toBeLessThanOrEqual(MAX_INGREDIENTS);
          expect(new Set(ingredients.items).size).toBe(ingredients.items.length);
          for (const item of ingredients.items) {
            expect(item).toBe(item.trim());
            expect(item.length).toBeGreaterThan(0);
            expect(item.length).toBeLessThanOrEqual(MAX_INGREDIENT_LENGTH);
            // eslint-disable-next-line no-control-regex -- control characters are what this property rules out
            expect(item).not.toMatch(/[\u0000-\u001f]/);
          }
          expect(recipe.disabled).toBe(recipe.loading);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`never throws on ${RUNS} arbitrary replies, and returns a valid recipe or a failure`, () => {
    const jsonish = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => `Sure! \`\`\`json\n${JSON.stringify(value)}\n\`\`\``),
      fc
        .record({
          name: fc.string(),
          description: fc.string(),
          ingredients: fc.array(fc.anything()),
          instructions: fc.array(fc.string()),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(jsonish, (content) => {
        const parsed = parseRecipe(content);
        if (!parsed.ok) return ['not-text', 'not-json', 'not-a-recipe'].includes(parsed.problem);
        const { recipe } = parsed;
        return (
          recipe.name.length > 0 &&
          recipe.name === recipe.name.trim() &&
          recipe.ingredients.every((entry) => entry.name !== '' || entry.measurement !== '') &&
          recipe.instructions.every((step) => step.trim() === step && step !== '')
        );
      }),
      { numRuns: RUNS },
    );
  });

  it(`reads ${RUNS} generated streams cut at random points without throwing: preview and final parse stay within the caps`, () => {
    const recipeText = fc
      .record({
        name: fc.string({ maxLength: 3000 }),
        description: fc.string(),
        ingredients: fc.array(
          fc.oneof(fc.record({ name: fc.string(), measurement: fc.oneof(fc.string(), fc.integer()) }), fc.string()),
          { maxLength: 150 },
        ),
        instructions: fc.array(fc.oneof(fc.string(), fc.record({ step: fc.nat(), text: fc.string() })), {
          maxLength: 150,
        }),
      })
      .chain((recipe) => {
        const text = `<think>{"name": "not this"}</think>${JSON.stringify(recipe)} Tip: {enjoy}`;
        return fc.tuple(fc.constant(text), fc.nat({ max: text.length }));
      });
    fc.assert(
      fc.property(recipeText, ([text, cut]) => {
        const soFar = text.slice(0, cut);
        const preview = parseRecipePreview(soFar);
        const parsed = parseRecipe(soFar);
        const previewWithinCaps =
          preview === null ||
          ((preview.name ?? '').length <= MAX_TEXT_LENGTH &&
            preview.ingredients.length <= MAX_RECIPE_ENTRIES &&
            preview.instructions.length <= MAX_RECIPE_ENTRIES &&
            preview.name !== 'not this');
        const parsedWithinCaps =
          !parsed.ok ||
          (parsed.recipe.name.length <= MAX_TEXT_LENGTH &&
            parsed.recipe.ingredients.length <= MAX_RECIPE_ENTRIES &&
            parsed.recipe.instructions.length <= MAX_RECIPE_ENTRIES);
        return previewWithinCaps && parsedWithinCaps;
      }),
      { numRuns: RUNS },
    );
  });
});
