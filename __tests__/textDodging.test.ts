import { allergyFoods, recipeCheckPreparations, recipeConflict } from '../src/features/preferences/recipeConflict';
import { findTerm } from '../src/lib/findTerm';
import { validateIngredient } from '../src/features/ingredients/ingredientRules';
import { prepareNonFoodCheck } from '../src/features/ingredients/nonFoods';
import type { Recipe } from '../src/recipe/recipeTypes';

const uses = (allergy: string, text: string) => findTerm(text, allergyFoods(allergy));

describe('text that hides a word still names it', () => {
  it.each([
    ['peanuts', 'р\u0435anut butter', 'Cyrillic р and е'],
    ['peanuts', 'ΡΕΑΝUT BUTTER', 'Greek capitals'],
    ['sesame', 'ѕеѕаmе oil', 'Cyrillic ѕ, е and а'],
    ['peanuts', 'pea\u00ADnut butter', 'a soft hyphen'],
    ['peanuts', 'pea\u200Bnut butter', 'a zero-width space'],
    ['peanuts', 'pea\u2060nut\uFEFF butter', 'a word joiner and a byte-order mark'],
    ['peanuts', 'peanut\u200E butter', 'a left-to-right mark'],
    ['peanuts', 'ｐｅａｎｕｔ ｂｕｔｔｅｒ', 'full-width letters'],
    ['peanuts', '𝐩𝐞𝐚𝐧𝐮𝐭 𝐛𝐮𝐭𝐭𝐞𝐫', 'mathematical bold letters'],
    ['milk', 'cre\u0300me frai\u0302che', 'combining accents'],
    ['eggs', 'Œufs battus', 'the œ ligature'],
    ['peanuts', 'peanutbutter', 'two words joined'],
    ['peanuts', 'pea nut butter', 'a word split in two'],
    ['tree nuts', 'wal nuts', 'a word split in two'],
    ['shellfish', 'shell-fish stock', 'a hyphen in a word'],
    ['sesame', 'tahinni', 'a doubled letter'],
    ['peanuts', 'peanutt sauce', 'a doubled letter'],
    ['fish', 'worchestershire sauce', 'one letter added'],
    ['milk', 'mozarella', 'one letter missing'],
    ['milk', 'parmesean', 'one letter added'],
    ['gluten', 'spagetti', 'one letter missing'],
    ['peanuts', 'Erdnussbutter', 'German'],
    ['peanuts', 'mantequilla de maní', 'Spanish'],
    ['milk', 'beurre demi-sel', 'French'],
    ['gluten', 'farina 00', 'Italian'],
    ['sesame', 'PEANUTS-FREE SESAME', 'capitals'],
  ])('%s: finds it in "%s" (%s)', (allergy, text) => {
    expect(uses(allergy, text)).not.toBeNull();
  });
});

describe('"free" that is free, and "free" that is not', () => {
  it.each([
    ['milk', 'lactose-free milk', 'milk'],
    ['gluten', 'wheat-free rye bread', 'rye bread'],
    ['milk', '50 g butter, free-range eggs', 'butter'],
    ['milk', 'sugar-free whipped cream', 'cream'],
    ['eggs', '2 large free range eggs', 'eggs'],
    ['milk', 'dairy-free spread; 2 tbsp butter', 'butter'],
  ])('%s: "%s" still uses %s', (allergy, text, found) => {
    expect(uses(allergy, text)).toBe(found);
  });

  it.each([
    ['gluten', 'gluten-free pasta'],
    ['gluten', 'gluten free soy sauce'],
    ['milk', 'dairy-free butter'],
    ['milk', 'non-dairy creamer'],
    ['eggs', 'egg-free mayonnaise'],
    ['peanuts', 'peanut-free granola'],
    ['tree nuts', 'nut-free pesto'],
    ['soy', 'soy-free tamari alternative'],
    ['sesame', 'sesame-free bagels'],
  ])('%s: "%s" is free of it', (allergy, text) => {
    expect(uses(allergy, text)).toBeNull();
  });
});

describe('everywhere a recipe names a food', () => {
  const recipe: Recipe = {
    name: 'Crunch Bowl',
    description: 'A bright bowl.',
    ingredients: [{ name: 'rice', measurement: '200 g' }],
    instructions: ['Cook the rice.'],
  };

  it('checks the name', () => {
    expect(recipeConflict({ ...recipe, name: 'Peanut Crunch Bowl' }, { allergies: ['peanuts'], diet: 'none' })).toBe(
      'This recipe uses peanut, and you avoid peanuts.',
    );
  });

  it('checks the description', () => {
    expect(
      recipeConflict(
        { ...recipe, description: 'Finished with a sesame drizzle.' },
        { allergies: ['sesame'], diet: 'none' },
      ),
    ).toBe('This recipe uses sesame, and you avoid sesame.');
  });

  it('checks each ingredient and each step', () => {
    const withStep = { ...recipe, instructions: ['Cook the rice.', 'Top with hummus.'] };
    expect(recipeConflict(withStep, { allergies: ['sesame'], diet: 'none' })).toBe(
      'This recipe uses hummus, and you avoid sesame.',
    );
  });

  it('adds the chef’s marks: an ingredient the chef says contains milk is a conflict the table did not see', () => {
    const marked = {
      ...recipe,
      ingredients: [{ name: 'house dressing', measurement: '2 tbsp', contains: ['milk' as const] }],
    };
    expect(recipeConflict(marked, { allergies: ['milk'], diet: 'none' })).toBe(
      'This recipe uses house dressing, which the chef says contains milk, and you avoid milk.',
    );
    expect(recipeConflict(marked, { allergies: [], diet: 'vegan' })).toBe(
      'This recipe uses house dressing, which the chef says contains milk: not vegan.',
    );
  });

  it('never lets the chef’s marks clear what the table found', () => {
    const unmarked = { ...recipe, ingredients: [{ name: 'butter', measurement: '50 g', contains: [] }] };
    expect(recipeConflict(unmarked, { allergies: ['milk'], diet: 'none' })).toBe(
      'This recipe uses butter, and you avoid milk.',
    );
  });
});

describe('kitchen actions are not "not food"', () => {
  const steps = (...instructions: string[]): Recipe => ({
    name: 'Loaf',
    description: 'Bread.',
    ingredients: [{ name: 'flour', measurement: '500 g' }],
    instructions,
  });

  it.each([
    'Cover with plastic wrap and leave to rise.',
    'Paint the loaf with oil.',
    'Line the tin with parchment.',
    'Cover loosely with foil.',
    'Brush with egg wash.',
    'Wrap in cling film and chill.',
    'Tie with kitchen twine.',
    'For a cleaner flavour, skim the stock.',
  ])('lets "%s" through', (step) => {
    expect(recipeConflict(steps(step), { allergies: [], diet: 'none' })).toBeNull();
  });

  it('still refuses an ingredient that is paint', () => {
    const paint: Recipe = { ...steps('Mix.'), ingredients: [{ name: 'paint', measurement: '1 cup' }] };
    expect(recipeConflict(paint, { allergies: [], diet: 'none' })).toBe(
      'This recipe uses paint, which is not something to cook with.',
    );
  });
});

describe('recipeCheckPreparations', () => {
  it('builds each list the cook is checked against in a call of its own, for one idle moment each', async () => {
    const preparations = recipeCheckPreparations({ allergies: ['peanuts', 'kiwi'], diet: 'vegan' });
    expect(preparations).toHaveLength(2 + 8);
    await Promise.all(preparations.map((prepare) => prepare()));
  });
});

describe('the form’s not-food check', () => {
  it('knows chemical, product and brand names once its whole list has loaded (at idle time)', async () => {
    await prepareNonFoodCheck();
    for (const name of ['sodium hypochlorite', 'Domestos', 'washing-up liquid', 'Tylenol', 'WD-40', 'white spirit']) {
      expect(validateIngredient(name, [])).toEqual({ ok: false, rule: 'not-food' });
    }
  });

  it('never refuses a kitchen item or a food that shares a word with a non-food', async () => {
    await prepareNonFoodCheck();
    for (const name of ['plastic wrap', 'parchment paper', 'soap nut', 'dough conditioner', 'edible glue', 'Persil']) {
      expect(validateIngredient(name, [])).toMatchObject({ ok: true });
    }
  });
});
