import fc from 'fast-check';
import { allergyFoods } from './recipeConflict';
import { ALLERGENS } from './allergens';
import { DIET_EXCLUSIONS } from './avoidedFoods';
import { asWritten, findTerm, foodTextOf, namesAnyTerm } from './findTerm';

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

describe('"without" in the other languages the table reads', () => {
  it.each([
    ['gluten', 'pan sin gluten'],
    ['gluten', 'pâtes sans gluten'],
    ['eggs', 'pasta fresca senza uova'],
    ['milk', 'Brot ohne Butter'],
  ])('%s: "%s" is made without it', (allergy, text) => {
    expect(uses(allergy, text)).toBeNull();
  });

  it.each([
    ['milk', 'sin sal, con 50 g de mantequilla', 'mantequilla'],
    ['gluten', 'pan de trigo sin sal', 'trigo'],
    // Lactose-free is not milk-free: the milk proteins an allergy reacts to are still there.
    ['milk', 'yogur sin lactosa', 'yogur'],
    ['eggs', 'senza glutine, con 2 uova', 'uova'],
  ])('%s: "%s" still uses %s', (allergy, text, found) => {
    expect(uses(allergy, text)).toBe(found);
  });
});

describe('a text that names none of a list', () => {
  const lists = ALLERGENS.map(allergyFoods);
  const everyTerm = {
    terms: lists.flatMap((list) => list.terms),
    compounds: {
      starts: lists.flatMap((list) => list.compounds?.starts ?? []),
      ends: lists.flatMap((list) => list.compounds?.ends ?? []),
    },
  };

  it('is one findTerm finds nothing in, whatever the words around them', () => {
    const fromLists = lists.flatMap((list) => [...list.terms, ...(list.exceptions ?? []), ...(list.freeOf ?? [])]);
    const word = fc.oneof(
      fc.constantFrom(...fromLists),
      fc.constantFrom(...fromLists).map((term) => `${term.slice(0, -1)}${term.slice(-1).repeat(2)}s`),
      fc.constantFrom('free', '-free', 'free-range', ',', '.', 'rice', 'carrots', 'non', 'of', 'the'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), fc.constantFrom(...lists), (words, list) => {
        const text = words.join(' ');
        if (!namesAnyTerm(foodTextOf(text), everyTerm)) expect(findTerm(text, list)).toBeNull();
        if (!namesAnyTerm(foodTextOf(text), list)) expect(findTerm(text, list)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('is told apart from one that names a term, even one that is not a use of it', () => {
    const peanuts = allergyFoods('peanuts');
    expect(namesAnyTerm(foodTextOf('rice, carrots and tofu'), peanuts)).toBe(false);
    expect(namesAnyTerm(foodTextOf('peanut-free granola'), peanuts)).toBe(true);
    expect(namesAnyTerm(foodTextOf('peanutt sauce'), peanuts)).toBe(true);
  });
});

describe('a found term as the text writes it', () => {
  it.each([
    ['250 g de bœuf haché', 'boeuf hache', 'bœuf haché'],
    ['Dorar el Salmón a la plancha.', 'salmon', 'Salmón'],
    ['4 côtes de porc', 'cotes de porc', 'côtes de porc'],
    ['gambas al ajillo', 'gambas', 'gambas'],
  ])('"%s" names "%s" as "%s"', (text, found, written) => {
    expect(asWritten(text, found)).toBe(written);
  });

  it('is the folded words when the text has them only joined', () => {
    expect(asWritten('peanutbutter cookies', 'peanut butter')).toBe('peanut butter');
  });
});

describe('a dish named before what it is made without', () => {
  const gluten = { terms: ['pates', 'pasta', 'pain'], freeOf: ['gluten'] };

  it.each(['pâtes sans gluten', 'pasta sin gluten', 'pain sans gluten'])('"%s" is not a use', (text) => {
    expect(findTerm(text, gluten)).toBeNull();
  });

  it.each([
    ['pâtes sans œufs', 'pates'],
    ['pâtes sans gluten et pain', 'pain'],
  ])('"%s" still uses %s', (text, found) => {
    expect(findTerm(text, gluten)).toBe(found);
  });
});

describe('a German compound', () => {
  const peanuts = { terms: ['erdnuss'], compounds: { starts: ['erdnuss'], ends: ['erdnuss'] } };
  const milk = {
    terms: ['milch'],
    compounds: { ends: ['milch', 'kase'] },
    exceptions: ['kokosmilch'],
    freeOf: ['milch'],
  };

  it.each([
    ['Erdnussöl', peanuts, 'erdnussol'],
    ['2 EL Erdnusskrokant', peanuts, 'erdnusskrokant'],
    ['geröstete Erdnüsse', peanuts, 'erdnusse'],
    ['Bergkäse, gerieben', milk, 'bergkase'],
    ['250 ml Vollmilch', milk, 'vollmilch'],
  ])('"%s" is a use', (text, list, found) => {
    expect(findTerm(text, list)).toBe(found);
  });

  it.each([
    ['Kokosmilch', milk],
    ['milchfreier Käse', milk],
    ['Erdbeeren', peanuts],
  ])('"%s" is not', (text, list) => {
    expect(findTerm(text, list)).toBeNull();
  });
});

describe('the food table’s German compounds, in English recipes', () => {
  it.each(['Reheat the sauce and serve.', 'Serve with wild rice.', 'Add the speckled butter beans.'])(
    '"%s" is still vegetarian',
    (text) => {
      expect(DIET_EXCLUSIONS.vegetarian.map((list) => findTerm(text, list))).toEqual(
        DIET_EXCLUSIONS.vegetarian.map(() => null),
      );
    },
  );
});
