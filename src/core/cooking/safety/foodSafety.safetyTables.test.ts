import { foodSafetyOf, type RecipeToCheck } from './foodSafety';
import { CLEAN_REPLIES, UNSAFE_REPLIES, type TableReply } from '../../../../__tests__/safetyTables/safetyReplies';

const asRecipe = ({ name, ingredients, steps }: TableReply): RecipeToCheck => ({
  name,
  ingredients: ingredients.map((ingredient) => ({ name: ingredient, measurement: '' })),
  instructions: steps,
});

/** Flagged: a warning on a step, or the preserving line. */
const flagged = (entry: TableReply) => {
  const safety = foodSafetyOf(asRecipe(entry));
  return safety.warnings.length > 0 || safety.preserving;
};

it('has at least 40 replies of each kind', () => {
  expect(UNSAFE_REPLIES.length).toBeGreaterThanOrEqual(40);
  expect(CLEAN_REPLIES.length).toBeGreaterThanOrEqual(40);
});

it('flags every reply with a planted unsafe temperature or preserving step', () => {
  const missed = UNSAFE_REPLIES.filter((entry) => !flagged(entry)).map(
    ({ name, steps }) => `${name}: ${steps.join(' ')}`,
  );
  expect(missed).toEqual([]);
});

it('flags no clean reply', () => {
  const wrong = CLEAN_REPLIES.filter(flagged).map(({ name, steps }) => `${name}: ${steps.join(' ')}`);
  expect(wrong).toEqual([]);
});
