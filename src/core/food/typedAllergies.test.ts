/** @jest-environment jsdom */
import { validateAllergy } from './allergyRules';
import { allergyAdded, selectPreferences } from '../../features/preferences/preferencesSlice';
import { recipeConflict } from './recipeConflict';
import { preferencesFrom } from '../preferences/storedPreferences';
import { typedAllergies } from './typedAllergies';
import { makeStore } from '../../app/store';
import { conflictInEnglish } from '../../../__tests__/support/englishLines';
import { pageDeps } from '../../page/whatLoadsWhen';

/** The check, as the card words it in English. */
const said = (...args: Parameters<typeof recipeConflict>) => conflictInEnglish(recipeConflict(...args));

describe('allergies as cooks type them', () => {
  it.each([
    ['peanut allergy', ['peanuts']],
    ['Severe PEANUT allergy', ['peanuts']],
    ['allergic to sesame', ['sesame']],
    ['sesame seeds', ['sesame']],
    ['coeliac', ['gluten']],
    ['celiac disease', ['gluten']],
    ['lactose intolerant', ['milk']],
    ['dairy-free', ['milk']],
    ['fish, shellfish', ['fish', 'shellfish']],
    ['milk and eggs', ['milk', 'eggs']],
    ['soy / sesame', ['soy', 'sesame']],
    ['tree nuts', ['tree nuts']],
    ['prawns', ['shellfish']],
    ['wheat', ['gluten']],
    ['peanuts, groundnuts', ['peanuts']],
    ['dairy products', ['milk']],
    ['milk products', ['milk']],
    ['dairy foods', ['milk']],
    ['egg products', ['eggs']],
    ['seafood allergy', ['shellfish']],
    ['wheat intolerance', ['gluten']],
    ['Milchprodukte', ['milk']],
    ['Laktoseintoleranz', ['milk']],
    ['Erdnussallergie', ['peanuts']],
    ['Allergie gegen Meeresfrüchte', ['shellfish']],
    ['Eier', ['eggs']],
    ['produits laitiers', ['milk']],
    ['allergie aux fruits de mer', ['shellfish']],
    ['intolérance au gluten', ['gluten']],
    ['allergique aux arachides', ['peanuts']],
    ['œufs', ['eggs']],
    ['productos lácteos', ['milk']],
    ['alergia al pescado', ['fish']],
    ['intolerancia a la lactosa', ['milk']],
    ['huevos y marisco', ['eggs', 'shellfish']],
    ['latticini', ['milk']],
    ['allergia alla frutta a guscio', ['tree nuts']],
    ['intolleranza al glutine', ['gluten']],
    ['uova', ['eggs']],
    ['sesamo', ['sesame']],
  ])('"%s" is %j', (typed, groups) => {
    expect(typedAllergies(typed)).toEqual(groups.map((allergy) => ({ allergy, known: true })));
  });

  it.each([
    'nuts',
    'nut allergy',
    'Nuts',
    'mixed nuts',
    'Nüsse',
    'Nussallergie',
    'noix',
    'frutos secos',
    'frutta secca',
  ])('"%s" is tree nuts and peanuts: a cook who types it avoids both', (typed) => {
    expect(typedAllergies(typed).map(({ allergy }) => allergy)).toEqual(['tree nuts', 'peanuts']);
  });

  it('keeps an allergy the table does not know as typed, without the words around it', () => {
    expect(typedAllergies('kiwi allergy')).toEqual([{ allergy: 'kiwi', known: false }]);
  });

  it('refuses a line that adds nothing new as a duplicate', () => {
    expect(validateAllergy('peanut allergy', ['peanuts'])).toEqual({ ok: false, rule: 'duplicate' });
  });

  it('adds one entry per group from one line', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(allergyAdded('fish, shellfish'));
    store.dispatch(allergyAdded('allergic to fish'));
    expect(selectPreferences(store.getState()).allergies).toEqual(['fish', 'shellfish']);
  });

  it('protects a cook who typed "nuts" from peanuts and from tree nuts, and one who typed "dairy products" from butter', () => {
    window.localStorage.clear();
    const store = makeStore(undefined, pageDeps());
    store.dispatch(allergyAdded('nuts'));
    store.dispatch(allergyAdded('dairy products'));
    const preferences = selectPreferences(store.getState());
    const recipeWith = (name: string) => ({
      name: 'Dish',
      description: '',
      ingredients: [{ name, measurement: '' }],
      instructions: [],
    });
    expect(preferences.allergies).toEqual(['tree nuts', 'peanuts', 'milk']);
    expect(said(recipeWith('peanut butter'), preferences)).toMatch('and you avoid peanuts.');
    expect(said(recipeWith('walnuts'), preferences)).toMatch('and you avoid tree nuts.');
    expect(said(recipeWith('butter'), preferences)).toMatch('and you avoid milk.');
  });

  it('protects a German cook who typed "Schalentiere" from "200 g Garnelen"', () => {
    window.localStorage.clear();
    const store = makeStore(undefined, pageDeps());
    store.dispatch(allergyAdded('Schalentiere'));
    const preferences = selectPreferences(store.getState());
    const prawns = {
      name: 'Garnelenpfanne',
      description: '',
      ingredients: [{ name: 'Garnelen', measurement: '200 g' }],
      instructions: [],
    };
    expect(preferences.allergies).toEqual(['shellfish']);
    expect(recipeConflict(prawns, preferences)).not.toBeNull();
  });

  it('reads an allergy kept by an earlier version as its group', () => {
    expect(preferencesFrom({ allergies: ['peanut', 'Sesame', 'kiwi'] }).allergies).toEqual([
      'peanuts',
      'sesame',
      'kiwi',
    ]);
  });
});

describe('allergies typed in Spanish', () => {
  it.each([
    ['cacahuetes', ['peanuts']],
    ['maní', ['peanuts']],
    ['alergia al cacahuete', ['peanuts']],
    ['leche', ['milk']],
    ['lácteos', ['milk']],
    ['huevo', ['eggs']],
    ['gluten', ['gluten']],
    ['trigo', ['gluten']],
    ['pescado', ['fish']],
    ['marisco', ['shellfish']],
    ['crustáceos', ['shellfish']],
    ['soja', ['soy']],
    ['sésamo', ['sesame']],
    ['ajonjolí', ['sesame']],
    ['almendras', ['tree nuts']],
    ['avellanas', ['tree nuts']],
    ['anacardos', ['tree nuts']],
    ['gambas', ['shellfish']],
    ['langostinos', ['shellfish']],
    ['mejillones', ['shellfish']],
    ['atún', ['fish']],
  ])('"%s" is %j', (typed, groups) => {
    expect(typedAllergies(typed)).toEqual(groups.map((allergy) => ({ allergy, known: true })));
  });
});

describe('allergies typed in French', () => {
  it.each([
    ['arachides', ['peanuts']],
    ['cacahuètes', ['peanuts']],
    ['allergie à l’arachide', ['peanuts']],
    ['lait', ['milk']],
    ['produits laitiers', ['milk']],
    ['œufs', ['eggs']],
    ['oeuf', ['eggs']],
    ['gluten', ['gluten']],
    ['blé', ['gluten']],
    ['poisson', ['fish']],
    ['fruits de mer', ['shellfish']],
    ['crustacés', ['shellfish']],
    ['mollusques', ['shellfish']],
    ['soja', ['soy']],
    ['sésame', ['sesame']],
    ['fruits à coque', ['tree nuts']],
    ['amandes', ['tree nuts']],
    ['noisettes', ['tree nuts']],
    ['noix de cajou', ['tree nuts']],
    ['crevettes', ['shellfish']],
    ['moules', ['shellfish']],
    ['thon', ['fish']],
  ])('"%s" is %j', (typed, groups) => {
    expect(typedAllergies(typed)).toEqual(groups.map((allergy) => ({ allergy, known: true })));
  });
});

describe('allergies typed in German', () => {
  it.each([
    ['Erdnüsse', ['peanuts']],
    ['Erdnussallergie', ['peanuts']],
    ['Milch', ['milk']],
    ['Laktoseintoleranz', ['milk']],
    ['Milchprodukte', ['milk']],
    ['Eier', ['eggs']],
    ['Gluten', ['gluten']],
    ['Weizen', ['gluten']],
    ['Zöliakie', ['gluten']],
    ['Fisch', ['fish']],
    ['Meeresfrüchte', ['shellfish']],
    ['Krebstiere', ['shellfish']],
    ['Weichtiere', ['shellfish']],
    ['Soja', ['soy']],
    ['Sesam', ['sesame']],
    ['Schalenfrüchte', ['tree nuts']],
    ['Mandeln', ['tree nuts']],
    ['Haselnüsse', ['tree nuts']],
    ['Cashewkerne', ['tree nuts']],
    ['Garnelen', ['shellfish']],
    ['Muscheln', ['shellfish']],
    ['Lachs', ['fish']],
  ])('"%s" is %j', (typed, groups) => {
    expect(typedAllergies(typed)).toEqual(groups.map((allergy) => ({ allergy, known: true })));
  });
});

describe('allergies typed in Italian', () => {
  it.each([
    ['arachidi', ['peanuts']],
    ['allergia alle arachidi', ['peanuts']],
    ['latte', ['milk']],
    ['latticini', ['milk']],
    ['lattosio', ['milk']],
    ['uova', ['eggs']],
    ['glutine', ['gluten']],
    ['celiachia', ['gluten']],
    ['frumento', ['gluten']],
    ['pesce', ['fish']],
    ['frutti di mare', ['shellfish']],
    ['crostacei', ['shellfish']],
    ['molluschi', ['shellfish']],
    ['soia', ['soy']],
    ['sesamo', ['sesame']],
    ['frutta a guscio', ['tree nuts']],
    ['mandorle', ['tree nuts']],
    ['nocciole', ['tree nuts']],
    ['anacardi', ['tree nuts']],
    ['gamberi', ['shellfish']],
    ['cozze', ['shellfish']],
    ['tonno', ['fish']],
  ])('"%s" is %j', (typed, groups) => {
    expect(typedAllergies(typed)).toEqual(groups.map((allergy) => ({ allergy, known: true })));
  });
});
