import type { Recipe } from '../recipe/recipeTypes';
import { changeNotMade, type Pantry } from './changeNotMade';
import type { RecipeChange } from './recipeChange';
import { notMadeInEnglish } from '../../../__tests__/support/englishLines';

/** The check, as the card words it in English. */
const said = (...args: Parameters<typeof changeNotMade>) => notMadeInEnglish(changeNotMade(...args));

const before: Recipe = {
  name: 'Roast peppers with feta',
  description: 'Sweet and soft.',
  ingredients: [
    { name: 'red peppers', measurement: '3' },
    { name: 'feta', measurement: '100 g' },
    { name: 'olive oil', measurement: '2 tablespoons' },
    { name: 'garlic', measurement: '2 cloves' },
  ],
  instructions: ['Heat the oven to 200 °C.', 'Roast the peppers for 25 minutes.', 'Crumble over the feta.'],
  prepMinutes: 10,
  cookMinutes: 30,
};
const pantry: Pantry = { ingredients: ['red peppers', 'feta', 'garlic'], hasBasics: true };
const withSteps = (instructions: string[]): Recipe => ({ ...before, instructions });
const check = (change: RecipeChange, after: Recipe) => said(change, before, after, pantry);

describe('No oven', () => {
  it.each([
    [['Heat the oven to 200 °C.', 'Cook the peppers for 25 minutes.'], 'This version still uses the oven in step 1.'],
    [['Slice the peppers.', 'Roast the peppers for 25 minutes.'], 'This version still roasts the peppers in step 2.'],
    [['Bake for 20 minutes until golden.'], 'This version still bakes in step 1.'],
    [['Broil the tops until charred, 3 minutes.'], 'This version still broils the tops in step 1.'],
    [['Slide the tray under the broiler.'], 'This version still uses the broiler in step 1.'],
    [['Transfer the pan to a hot oven.'], 'This version still uses the oven in step 1.'],
    [['Preheat the Oven.'], 'This version still uses the oven in step 1.'],
    [['Fry the onions.', 'Then roast everything at 180 °C.'], 'This version still roasts everything in step 2.'],
    [['ROAST THE PEPPERS UNTIL SOFT.'], 'This version still roasts the peppers in step 1.'],
    [['Bake the peppers, covered, for 20 minutes.'], 'This version still bakes the peppers in step 1.'],
    [['Season, then bake in a hot oven.'], 'This version still bakes in step 1.'],
    [['Finish in the oven for 5 minutes.'], 'This version still uses the oven in step 1.'],
  ])('fails %j', (steps, reason) => {
    expect(check({ kind: 'noOven' }, withSteps(steps))).toBe(reason);
  });

  it.each([
    [['Char the peppers in a dry skillet over high heat, 8 minutes.', 'Crumble over the feta.']],
    [['Pan-roast the peppers in a skillet for 10 minutes.']],
    [['Dry-roast the cumin seeds in a pan.']],
    [['Simmer the peppers in a Dutch oven on the stove for 20 minutes.']],
    [['Warm the sauce in the microwave oven for 1 minute.']],
    [['Stir in the baking powder.']],
    [['Add the roasted peppers from the jar.']],
    [['Toast the bread under a grill pan lid.']],
    [['Fry the peppers until soft.', 'Serve with bread.']],
    [['Stir-fry everything in a wok for 5 minutes.']],
  ])('passes %j', (steps) => {
    expect(check({ kind: 'noOven' }, withSteps(steps))).toBeNull();
  });
});

describe('One pan', () => {
  it.each([
    [
      ['Boil the pasta in a pot.', 'Fry the garlic in a pan.'],
      'This version uses a pot in step 1 and a pan in step 2.',
    ],
    [
      ['Cook the rice in a saucepan.', 'Brown the chicken in a skillet.'],
      'This version uses a saucepan in step 1 and a skillet in step 2.',
    ],
    [['Fry the onions in a pan.', 'Heat another pan.'], 'This version uses a second pan in step 2.'],
    [
      ['Fry the onions in a pan.', 'In a separate large pan, fry the eggs.'],
      'This version uses a second pan in step 2.',
    ],
    [
      ['Spread the peppers on a baking sheet.', 'Warm the sauce in a saucepan.'],
      'This version uses a baking sheet in step 1 and a saucepan in step 2.',
    ],
    [
      ['Roast on a sheet pan.', 'Fry the garlic in a frying pan.'],
      'This version uses a sheet pan in step 1 and a frying pan in step 2.',
    ],
    [
      ['Bring a pot of water to the boil, then fry the garlic in a wok.'],
      'This version uses a pot in step 1 and a wok in step 1.',
    ],
    [['Wipe out the skillet.', 'Fry the eggs in a clean skillet.'], 'This version uses a second skillet in step 2.'],
  ])('fails %j', (steps, reason) => {
    expect(check({ kind: 'onePan' }, withSteps(steps))).toBe(reason);
  });

  it.each([
    [['Heat the oil in a large skillet.', 'Add the peppers to the pan.', 'Return the chicken to the skillet.']],
    [['Fry the onions in a frying pan.', 'Stir the rice into the pan.']],
    [['Bring the stock to the boil in a large pot.', 'Add the pasta to the pot.']],
    [['Spread everything on a sheet pan.', 'Roast until golden, turning the tray once.']],
    [['Simmer everything in a Dutch oven for 40 minutes.', 'Stir the casserole once.']],
    [['Whisk the eggs in a bowl.', 'Pour them into the pan.']],
    [['Add a tin of tomatoes to the saucepan.']],
    [['Slice the peppers.', 'Serve.']],
  ])('passes %j', (steps) => {
    expect(check({ kind: 'onePan' }, withSteps(steps))).toBeNull();
  });
});

describe('Quicker', () => {
  it('fails a version that takes as long or longer in all', () => {
    expect(check({ kind: 'quicker' }, { ...before, prepMinutes: 15, cookMinutes: 25 })).toBe(
      'This version takes 40 min in all, no quicker than the 40 min before.',
    );
  });

  it('passes a version with less time in all', () => {
    expect(check({ kind: 'quicker' }, { ...before, prepMinutes: 5, cookMinutes: 15 })).toBeNull();
  });

  it('cannot be checked, and so passes, when either version gives no times', () => {
    const { prepMinutes: _prep, cookMinutes: _cook, ...untimed } = before;
    expect(check({ kind: 'quicker' }, untimed)).toBeNull();
  });
});

describe('Fewer ingredients', () => {
  it('fails a version with as many lines', () => {
    expect(check({ kind: 'fewerIngredients' }, before)).toBe(
      'This version has 4 ingredients, no fewer than the 4 before.',
    );
  });

  it('passes a version with fewer lines', () => {
    expect(check({ kind: 'fewerIngredients' }, { ...before, ingredients: before.ingredients.slice(0, 3) })).toBeNull();
  });
});

describe('Vegetarian', () => {
  it('fails a version that keeps meat, by the diet check every recipe meets', () => {
    const after = { ...before, ingredients: [...before.ingredients, { name: 'chorizo', measurement: '100 g' }] };
    expect(check({ kind: 'vegetarian' }, after)).toBe('This version uses chorizo, which is not vegetarian.');
  });

  it('passes a vegetarian version', () => {
    expect(check({ kind: 'vegetarian' }, before)).toBeNull();
  });
});

describe('Only what I have', () => {
  it('fails a version that needs something the cook did not list', () => {
    const after = { ...before, ingredients: [...before.ingredients, { name: 'pine nuts', measurement: '30 g' }] };
    expect(check({ kind: 'onlyWhatIHave' }, after)).toBe('This version still needs pine nuts, which you did not list.');
  });

  it('counts the basics as had only when the cook said so', () => {
    expect(check({ kind: 'onlyWhatIHave' }, before)).toBeNull();
    expect(said({ kind: 'onlyWhatIHave' }, before, before, { ...pantry, hasBasics: false })).toBe(
      'This version still needs olive oil, which you did not list.',
    );
  });
});

it.each([{ kind: 'spicier' }, { kind: 'milder' }, { kind: 'wish', wish: 'for a party' }] as RecipeChange[])(
  'leaves %j unchecked: no code can taste it',
  (change) => {
    expect(check(change, before)).toBeNull();
  },
);

describe('a version written in Spanish', () => {
  const spanishBase: Recipe = { ...before, instructions: ['Sofreír la cebolla.'] };
  const versionWith = (instructions: string[]): Recipe => ({ ...spanishBase, instructions });

  it.each([
    [['Precalentar el horno a 200 °C.'], 'This version still uses the oven in step 1.'],
    [
      ['Cortar los pimientos.', 'Hornear los pimientos 25 minutos.'],
      'This version still bakes los pimientos in step 2.',
    ],
    [['Gratinar el queso 3 minutos.'], 'This version still broils el queso in step 1.'],
  ])('that still uses the oven is said to (%j)', (instructions, line) => {
    expect(said({ kind: 'noOven' }, spanishBase, versionWith(instructions), pantry)).toBe(line);
  });

  it.each([[['Calentar en el horno microondas 2 minutos.']], [['Cocinar a fuego lento en una olla.']]])(
    'that cooks on the stove or in a microwave makes No oven (%j)',
    (instructions) => {
      expect(said({ kind: 'noOven' }, spanishBase, versionWith(instructions), pantry)).toBeNull();
    },
  );

  it('that needs a second pan is said to', () => {
    const twoPans = versionWith(['Sofreír la cebolla en una sartén.', 'Cocer la pasta en una olla.']);
    expect(said({ kind: 'onePan' }, spanishBase, twoPans, pantry)).toBe(
      'This version uses a sartén in step 1 and a olla in step 2.',
    );
    expect(
      said({ kind: 'onePan' }, spanishBase, versionWith(['Dorar en una sartén.', 'Calentar otra sartén.']), pantry),
    ).toBe('This version uses a second sartén in step 2.');
  });
});

describe('a version written in French', () => {
  const frenchBase: Recipe = { ...before, instructions: ['Faire revenir l’oignon.'] };
  const versionWith = (instructions: string[]): Recipe => ({ ...frenchBase, instructions });

  it.each([
    [['Préchauffer le four à 200 °C.'], 'This version still uses the oven in step 1.'],
    [
      ['Couper les poivrons.', 'Enfourner les poivrons pendant 25 minutes.'],
      'This version still bakes les poivrons in step 2.',
    ],
    [['Gratiner le fromage 3 minutes.'], 'This version still broils le fromage in step 1.'],
    [['Faire rôtir le poulet au four.'], 'This version still roasts le poulet in step 1.'],
  ])('that still uses the oven is said to (%j)', (instructions, line) => {
    expect(said({ kind: 'noOven' }, frenchBase, versionWith(instructions), pantry)).toBe(line);
  });

  it.each([
    [['Réchauffer 2 minutes au four à micro-ondes.']],
    [['Laisser mijoter dans une cocotte.']],
    [['Cut the loaf into four slices.']],
  ])('that cooks on the stove or in a microwave makes No oven (%j)', (instructions) => {
    expect(said({ kind: 'noOven' }, frenchBase, versionWith(instructions), pantry)).toBeNull();
  });

  it('that needs a second pan is said to', () => {
    const twoPans = versionWith(['Faire revenir l’oignon dans une poêle.', 'Cuire les pâtes dans une casserole.']);
    expect(said({ kind: 'onePan' }, frenchBase, twoPans, pantry)).toBe(
      'This version uses a poêle in step 1 and a casserole in step 2.',
    );
    expect(
      said(
        { kind: 'onePan' },
        frenchBase,
        versionWith(['Dorer dans une poêle.', 'Chauffer une autre grande poêle.']),
        pantry,
      ),
    ).toBe('This version uses a second poêle in step 2.');
  });
});

describe('a version written in German', () => {
  const germanBase: Recipe = { ...before, instructions: ['Die Zwiebel andünsten.'] };
  const versionWith = (instructions: string[]): Recipe => ({ ...germanBase, instructions });

  it.each([
    [['Den Backofen auf 200 °C vorheizen.'], 'This version still uses the oven in step 1.'],
    [['Die Paprika schneiden.', 'Die Paprika 25 Minuten backen.'], 'This version still bakes in step 2.'],
    [['Mit Käse bestreuen und überbacken.'], 'This version still broils in step 1.'],
  ])('that still uses the oven is said to (%j)', (instructions, line) => {
    expect(said({ kind: 'noOven' }, germanBase, versionWith(instructions), pantry)).toBe(line);
  });

  it.each([[['2 Minuten in der Mikrowelle erwärmen.']], [['In einem Topf köcheln lassen.']]])(
    'that cooks on the stove or in a microwave makes No oven (%j)',
    (instructions) => {
      expect(said({ kind: 'noOven' }, germanBase, versionWith(instructions), pantry)).toBeNull();
    },
  );

  it('that needs a second pan is said to', () => {
    const twoPans = versionWith(['Die Zwiebel in einer Pfanne andünsten.', 'Die Nudeln in einem Topf kochen.']);
    expect(said({ kind: 'onePan' }, germanBase, twoPans, pantry)).toBe(
      'This version uses a Pfanne in step 1 and a Topf in step 2.',
    );
    expect(
      said(
        { kind: 'onePan' },
        germanBase,
        versionWith(['In einer Pfanne anbraten.', 'Eine zweite große Pfanne erhitzen.']),
        pantry,
      ),
    ).toBe('This version uses a second Pfanne in step 2.');
  });
});

describe('a version written in Italian', () => {
  const italianBase: Recipe = { ...before, instructions: ['Soffriggere la cipolla.'] };
  const versionWith = (instructions: string[]): Recipe => ({ ...italianBase, instructions });

  it.each([
    [['Preriscaldare il forno a 200 °C.'], 'This version still uses the oven in step 1.'],
    [['Tagliare i peperoni.', 'Infornare i peperoni per 25 minuti.'], 'This version still bakes i peperoni in step 2.'],
    [['Gratinare il formaggio 3 minuti.'], 'This version still broils il formaggio in step 1.'],
  ])('that still uses the oven is said to (%j)', (instructions, line) => {
    expect(said({ kind: 'noOven' }, italianBase, versionWith(instructions), pantry)).toBe(line);
  });

  it.each([[['Scaldare nel forno a microonde 2 minuti.']], [['Cuocere a fuoco lento in una pentola.']]])(
    'that cooks on the stove or in a microwave makes No oven (%j)',
    (instructions) => {
      expect(said({ kind: 'noOven' }, italianBase, versionWith(instructions), pantry)).toBeNull();
    },
  );

  it('that needs a second pan is said to', () => {
    const twoPans = versionWith(['Soffriggere la cipolla in una padella.', 'Cuocere la pasta in una pentola.']);
    expect(said({ kind: 'onePan' }, italianBase, twoPans, pantry)).toBe(
      'This version uses a padella in step 1 and a pentola in step 2.',
    );
    expect(
      said(
        { kind: 'onePan' },
        italianBase,
        versionWith(['Rosolare in una padella.', 'Scaldare un’altra padella.']),
        pantry,
      ),
    ).toBe('This version uses a second padella in step 2.');
  });
});
