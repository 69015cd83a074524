import { CHEFS_LABELS, CHEFS_LABELS_SENTENCE } from './chefsLabels';
import { DEFAULT_PREFERENCES } from '../preferences/preferencesTypes';
import { parseRecipe } from './parseRecipe';
import { recipeJsonSchema } from './recipeSchema';
import { recipeRequestFor } from '../modelRequest/recipeRequestFor';

const three = ['rice', 'lime', 'spinach'];
const schemaOf = (request: ReturnType<typeof recipeRequestFor>) =>
  request.response_format?.type === 'json_schema' ? request.response_format.json_schema.schema : undefined;

describe('the chef’s marks on each ingredient', () => {
  it('are asked for, in the prompt and the schema, when the cook has an allergy', () => {
    const request = recipeRequestFor(
      { ingredients: three, preferences: { ...DEFAULT_PREFERENCES, allergies: ['peanuts'] } },
      'test/model',
    );
    expect(request.messages[0]?.content).toContain(CHEFS_LABELS_SENTENCE);
    expect(JSON.stringify(schemaOf(request))).toContain(JSON.stringify([...CHEFS_LABELS]));
  });

  it('are asked for when the cook has a diet', () => {
    const request = recipeRequestFor(
      { ingredients: three, preferences: { ...DEFAULT_PREFERENCES, diet: 'vegan' } },
      'test/model',
    );
    expect(request.messages[0]?.content).toContain(CHEFS_LABELS_SENTENCE);
  });

  it('are not asked for with no preference set: the request stays the spec’s', () => {
    const request = recipeRequestFor({ ingredients: three, preferences: DEFAULT_PREFERENCES }, 'test/model');
    expect(request.messages[0]?.content).not.toContain('"contains"');
    expect(schemaOf(request)).toEqual(recipeJsonSchema());
    expect(JSON.stringify(schemaOf(request))).not.toContain('contains');
  });

  it('are read as our labels, whatever words the model used, and dropped when unknown', () => {
    const reply = JSON.stringify({
      name: 'Bowl',
      description: 'A bowl.',
      ingredients: [
        { name: 'dressing', measurement: '2 tbsp', contains: ['Dairy', 'nuts', 'wheat', 'glitter', 'milk'] },
      ],
      instructions: ['Mix.'],
    });
    const parsed = parseRecipe(reply);
    expect(parsed.ok && parsed.recipe.ingredients[0]?.contains).toEqual(['milk', 'tree nuts', 'gluten']);
  });
});
