import type { RecipeLanguage } from '../../src/core/language/recipeLanguages';
import { changeNotMade } from '../../src/core/steering/changeNotMade';
import type { RecipeChange } from '../../src/core/steering/recipeChange';
import { demoRecipe } from './demoRecipe';
import { demoChanged, demoIdeaRecipe, demoIdeas } from './demoSteering';

/** A cook's three foods in each language, and what the demo chef writes from them. */
const COOKS: {
  language: RecipeLanguage;
  three: string[];
  name: string;
  description: string;
  measures: string[];
  firstStep: string;
  ideas: string[];
  ovenStep: string;
}[] = [
  {
    language: 'es',
    three: ['pollo', 'arroz', 'espinacas'],
    name: 'Demo: Pollo y arroz con espinacas',
    description:
      'Una receta de ejemplo del chef de demostración sin conexión de la app, no de una IA: hecha con pollo, arroz y espinacas.',
    measures: ['300 g', '1 taza', '2 puñados', '2 cucharadas', 'al gusto'],
    firstStep: 'Arroz: cocer en agua con sal según el paquete (el arroz tarda unos 15 minutos) y escurrir.',
    ideas: ['Salteado de pollo y arroz', 'Pollo y espinacas al horno', 'Sopa de arroz con espinacas'],
    ovenStep: 'Precalentar el horno a 200 °C.',
  },
  {
    language: 'fr',
    three: ['poulet', 'riz', 'épinards'],
    name: 'Démo : Poulet et riz avec épinards',
    description:
      'Une recette d’exemple du chef de démonstration hors ligne de l’app, pas d’une IA : préparée avec poulet, riz et épinards.',
    measures: ['300 g', '1 tasse', '2 poignées', '2 c. à s.', 'selon votre goût'],
    firstStep: 'Riz : cuire dans de l’eau salée selon le paquet (environ 15 minutes pour le riz), puis égoutter.',
    ideas: ['Poêlée de poulet et riz', 'Gratin de poulet et épinards', 'Soupe de riz et d’épinards'],
    ovenStep: 'Préchauffer le four à 200 °C.',
  },
  {
    language: 'de',
    three: ['Hähnchen', 'Reis', 'Spinat'],
    name: 'Demo: Hähnchen und Reis mit Spinat',
    description: 'Ein Beispielrezept vom Offline-Demo-Koch der App, keine KI: gemacht mit Hähnchen, Reis und Spinat.',
    measures: ['300 g', '1 Tasse', '2 Handvoll', '2 EL', 'nach Geschmack'],
    firstStep: 'Reis: nach Packungsangabe in Salzwasser garen (Reis braucht etwa 15 Minuten), dann abgießen.',
    ideas: ['Pfanne mit Hähnchen und Reis', 'Hähnchen und Spinat aus dem Ofen', 'Suppe mit Reis und Spinat'],
    ovenStep: 'Den Backofen auf 200 °C vorheizen.',
  },
  {
    language: 'it',
    three: ['pollo', 'riso', 'spinaci'],
    name: 'Demo: Pollo e riso con spinaci',
    description:
      'Una ricetta di esempio dello chef dimostrativo offline dell’app, non di un’IA: preparata con pollo, riso e spinaci.',
    measures: ['300 g', '1 tazza', '2 manciate', '2 cucchiai', 'q.b.'],
    firstStep: 'Riso: cuocere in acqua salata secondo la confezione (il riso richiede circa 15 minuti), poi scolare.',
    ideas: ['Padellata di pollo e riso', 'Pollo e spinaci al forno', 'Zuppa di riso e spinaci'],
    ovenStep: 'Preriscaldare il forno a 200 °C.',
  },
];

/** English words the demo chef writes in its English steps; none belongs in another language's recipe. */
const ENGLISH_WORDS = /\b(?:the|and|with|heat|season|serve|until|into|over)\b/i;

describe.each(COOKS)('the demo chef for a cook in $language', (cook) => {
  const recipe = demoRecipe(cook.three, undefined, cook.language);
  const [, bake] = demoIdeas(cook.three, [recipe.name], cook.language);
  const baked = demoIdeaRecipe(cook.three, bake!, undefined, cook.language);
  const pantry = { ingredients: cook.three, hasBasics: false };

  it('names and describes its recipe in that language, saying it is the demo', () => {
    expect(recipe.name).toBe(cook.name);
    expect(recipe.description).toBe(cook.description);
  });

  it('measures in that language’s units and writes every step in it', () => {
    expect(recipe.ingredients.map(({ measurement }) => measurement)).toEqual(cook.measures);
    expect(recipe.instructions[0]).toBe(cook.firstStep);
    expect(recipe.instructions.filter((step) => ENGLISH_WORDS.test(step))).toEqual([]);
  });

  it('offers other ideas in that language, none the recipe shown', () => {
    expect(demoIdeas(cook.three, [recipe.name], cook.language).map(({ name }) => name)).toEqual(cook.ideas);
    expect(
      demoIdeas(cook.three, [recipe.name, `${recipe.name.split(' ')[0]} ${cook.ideas[0]}`], cook.language),
    ).toHaveLength(3);
  });

  it('finishes the bake in the oven, in that language', () => {
    expect(baked.name).toBe(`${cook.name.slice(0, cook.name.indexOf(':') + 1)} ${cook.ideas[1]}`);
    expect(baked.instructions[0]).toBe(cook.ovenStep);
  });

  it.each<RecipeChange['kind']>(['noOven', 'onePan', 'quicker', 'spicier', 'vegetarian', 'fewerIngredients'])(
    'makes the change %s as the app checks it',
    (kind) => {
      const change = { kind } as RecipeChange;
      const version = demoChanged(baked, change, cook.three, undefined, cook.language);
      expect(changeNotMade(change, baked, version, pantry)).toBeNull();
      expect(version.instructions.filter((step) => ENGLISH_WORDS.test(step))).toEqual([]);
    },
  );

  it('takes the oven out for No oven, and nothing else', () => {
    const stoveTop = demoChanged(baked, { kind: 'noOven' }, cook.three, undefined, cook.language);
    expect(stoveTop.instructions).not.toContain(cook.ovenStep);
    expect(stoveTop.instructions).toHaveLength(baked.instructions.length - 1);
    expect(stoveTop.ingredients).toEqual(baked.ingredients);
  });
});

describe('the demo chef reads a food as its language names it', () => {
  const measureOf = (ingredients: string[], name: string, language: RecipeLanguage) =>
    demoRecipe(ingredients, undefined, language).ingredients.find((entry) => entry.name === name)?.measurement;

  it.each<[RecipeLanguage, string]>([
    ['es', 'caldo de pollo'],
    ['fr', 'bouillon de poulet'],
    ['it', 'brodo di pollo'],
    ['en', 'chicken stock'],
  ])('in %s, "%s" is stock, named by its first word or its last as the language puts the food', (language, stock) => {
    expect(measureOf([stock, 'rice', 'peas'], stock, language)).toBe('200 ml');
  });

  it('in German, Paprika is the vegetable and Paprikapulver the spice', () => {
    expect(measureOf(['Paprika', 'Reis', 'Eier'], 'Paprika', 'de')).toBe('200 g');
    expect(measureOf(['Paprikapulver', 'Reis', 'Eier'], 'Paprikapulver', 'de')).toBe('1 TL');
  });

  it('reads the words of another language a cook mixes in', () => {
    expect(measureOf(['chorizo', 'huevos', 'spinach'], 'spinach', 'es')).toBe('2 puñados');
  });
});

it('English is written as it always was, the seasoning no longer keeping a meat step in a vegetarian version', () => {
  const three = ['chicken', 'rice', 'spinach'];
  const recipe = demoRecipe(three);
  const vegetarian = demoChanged(recipe, { kind: 'vegetarian' }, three);
  expect(vegetarian.instructions.join(' ')).not.toMatch(/chicken/i);
  expect(vegetarian.name).toBe('Demo: Rice with spinach');
  expect(
    changeNotMade({ kind: 'vegetarian' }, recipe, vegetarian, { ingredients: three, hasBasics: false }),
  ).toBeNull();
});

describe('the demo chef writes each language’s own way', () => {
  it('elides French de before a vowel, in names and ideas', () => {
    expect(demoRecipe(['œufs', 'épinards', 'feta'], undefined, 'fr').name).toBe('Démo : Œufs avec épinards et feta');
    expect(demoIdeas(['œufs', 'épinards', 'riz'], [], 'fr')[0]!.name).toBe('Poêlée d’œufs et épinards');
  });

  it.each<[RecipeLanguage, string]>([
    ['en', 'Adjusted for your wish: "for a party".'],
    ['es', 'Ajustada a tu deseo: "for a party".'],
    ['fr', 'Adaptée à votre souhait : « for a party ».'],
    ['de', 'Angepasst an deinen Wunsch: "for a party".'],
    ['it', 'Adattata al tuo desiderio: "for a party".'],
  ])('in %s, notes a wish it cannot act on, quoted as the language quotes', (language, note) => {
    const recipe = demoRecipe(['eggs', 'spinach', 'feta'], undefined, language);
    const wished = demoChanged(recipe, { kind: 'wish', wish: 'for a party' }, [], undefined, language);
    expect(wished.description).toBe(`${recipe.description} ${note}`);
  });
});
