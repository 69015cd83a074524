import { wordsOf } from '../food/findTerm';
import { singularWord } from '../language/englishPlurals';
import type { RecipeLanguage } from '../language/recipeLanguages';
import { singularIn } from '../language/singularIn';

/** What "I have the basics" covers: these count as on hand without being listed. */
const STAPLES = [
  'salt',
  'pepper',
  'black pepper',
  'salt and pepper',
  'sea salt',
  'kosher salt',
  'oil',
  'olive oil',
  'vegetable oil',
  'cooking oil',
  'sunflower oil',
  'water',
  'sal',
  'sal marina',
  'sal y pimienta',
  'pimienta',
  'pimienta negra',
  'aceite',
  'aceite de oliva',
  'aceite de oliva virgen extra',
  'aceite de girasol',
  'aceite vegetal',
  'agua',
  'sel',
  'sel fin',
  'gros sel',
  'fleur de sel',
  'sel et poivre',
  'poivre',
  'poivre noir',
  'huile',
  "huile d'olive",
  'huile de tournesol',
  'huile végétale',
  'huile neutre',
  'eau',
  'salz',
  'meersalz',
  'salz und pfeffer',
  'pfeffer',
  'schwarzer pfeffer',
  'ol',
  'olivenol',
  'sonnenblumenol',
  'rapsol',
  'pflanzenol',
  'speiseol',
  'wasser',
  'sale',
  'sale fino',
  'sale grosso',
  'sale e pepe',
  'pepe',
  'pepe nero',
  'olio',
  'olio d oliva',
  'olio di oliva',
  'olio extravergine di oliva',
  'olio di semi',
  'acqua',
];

/** Words that describe how much or how, not what: "freshly ground black pepper, to taste" is black pepper. */
const NOT_WHAT =
  /\b(?:to taste|freshly|ground|cracked|fine|coarse|extra virgin|as needed|for frying|for serving|optional|al gusto|recién molida|molida|para freír|para servir|opcional|à volonté|selon le goût|du moulin|fraîchement moulu|moulu|vierge extra|pour la friture|pour servir|facultatif|nach geschmack|frisch gemahlener|frisch gemahlen|gemahlener|gemahlen|zum braten|zum servieren|optional|etwas|q\.b\.?|quanto basta|appena macinato|macinato fresco|macinato|per friggere|per servire|facoltativo)(?!\p{L})/gu;

/** Where the food's name ends and how to prepare it begins: "butter, softened", "chicken (boneless)". */
const PREPARATION = /[,(;]| for | to | cut | into /;

/** The part of a food a recipe asks for: with the food on the list, the cook has its cloves, juice or yolks. */
const PARTS = new Set([
  'clove',
  'juice',
  'zest',
  'yolk',
  'white',
  'leaf',
  'leave',
  'sprig',
  'stalk',
  'stick',
  'wedge',
  'slice',
  'rind',
  'peel',
  'head',
  'bulb',
  'breast',
  'thigh',
  'leg',
  'wing',
  'drumstick',
  'fillet',
  'piece',
  'floret',
  'half',
]);

/**
 * Two-word foods that end with another food's name but are not that food: the cook with peanut butter has no
 * butter, with sweet potatoes no potatoes, with a bell pepper no (black) pepper.
 */
export const COMPOUNDS = new Set(
  [
    'peanut butter',
    'almond butter',
    'cashew butter',
    'nut butter',
    'apple butter',
    'cocoa butter',
    'shea butter',
    'coconut milk',
    'almond milk',
    'oat milk',
    'soy milk',
    'rice milk',
    'coconut cream',
    'cream cheese',
    'coconut water',
    'sweet potato',
    'bell pepper',
    'red pepper',
    'green pepper',
    'yellow pepper',
    'chili pepper',
    'chilli pepper',
    'jalapeno pepper',
    'sweet pepper',
    'baking soda',
    'baking powder',
    'ginger ale',
    'ginger beer',
    'root beer',
    'water chestnut',
  ].map((phrase) => phrase.split(' ').map(singularWord).join(' ')),
);

/** Languages that name the food first and what kind after it: "tomates cherry", "cipolle rosse". */
const HEAD_FIRST: ReadonlySet<RecipeLanguage> = new Set(['es', 'fr', 'it']);

/**
 * In those, the part of a food comes first, joined to it: the cook with garlic has its "dientes de ajo", "gousses
 * d'ail", "spicchi d'aglio"; with chicken its "pechugas de pollo", "blancs de poulet", "petti di pollo".
 */
const PARTS_BEFORE = new Set(
  [
    ...['diente', 'pechuga', 'muslo', 'contramuslo', 'filete', 'rama', 'hoja', 'zumo', 'jugo', 'ralladura', 'yema'],
    ...['clara', 'gajo', 'rodaja', 'gousse', 'blanc', 'cuisse', 'filet', 'jus', 'zeste', 'jaune', 'feuille', 'brin'],
    ...['tranche', 'quartier', 'spicchio', 'petto', 'coscia', 'filetto', 'succo', 'scorza', 'tuorlo', 'albume'],
    ...['foglia', 'rametto', 'fetta'],
  ].map((part) => wordsOf(part).trim()),
);
const JOINING = new Set(['de', 'del', 'd', 'du', 'des', 'di', 'della', 'dello', 'dei', 'degli', 'delle']);

/** Lower-case words, each in the singular, without preparation or a part word: "Garlic cloves, crushed" → "garlic". */
export function foodWords(text: string, language: RecipeLanguage = 'en'): string[] {
  const singular = (word: string) => singularIn(language, word);
  const words = wordsOf(text.toLowerCase().split(PREPARATION)[0]!.replace(NOT_WHAT, ' '))
    .trim()
    .split(' ')
    .filter((word) => word && !/^\d/.test(word))
    .map(singular);
  if (HEAD_FIRST.has(language) && words.length > 2 && PARTS_BEFORE.has(words[0]!) && JOINING.has(words[1]!))
    return words.slice(2);
  return words.length > 1 && PARTS.has(words.at(-1)!) ? words.slice(0, -1) : words;
}

const STAPLE_NAMES = new Set(STAPLES.map((staple) => foodWords(staple).join(' ')));

/**
 * Whether `kind` names a kind of `food`: it ends with the food's words ("cherry tomato" of "tomato"), unless the
 * word before them makes another food ("peanut butter" is not butter).
 */
function isKindOf(kind: readonly string[], food: readonly string[], headFirst = false): boolean {
  if (food.length === 0 || kind.length < food.length) return false;
  if (headFirst) return food.every((word, index) => kind[index] === word);
  const start = kind.length - food.length;
  if (food.some((word, index) => kind[start + index] !== word)) return false;
  return start === 0 || !COMPOUNDS.has(kind.slice(start - 1, start + 1).join(' '));
}

/**
 * Whether the cook has this ingredient: one of their listed ingredients is the same food, or a kind of it, or it
 * is a kind of theirs, ignoring case, plurals and preparation ("Tomatoes" and "tomato", "cherry tomatoes" and
 * "tomatoes", "garlic cloves" and "garlic"), but never a food that merely contains another's name (egg noodles
 * do not give eggs, peanut butter no butter, chicken stock no chicken). With the basics on, salt, pepper, oil
 * and water count as had. In a language that names the food first, a kind starts with it ("tomates cherry" of
 * "tomates"; never "salsa de tomate"), and plurals are read as that language makes them ("Eier" of "Ei").
 */
export function isOnHand(
  ingredientName: string,
  cookList: readonly string[],
  hasBasics: boolean,
  language: RecipeLanguage = 'en',
): boolean {
  if (hasBasics && STAPLE_NAMES.has(foodWords(ingredientName).join(' '))) return true;
  const name = foodWords(ingredientName, language);
  const headFirst = HEAD_FIRST.has(language);
  return cookList.some((item) => {
    const listed = foodWords(item, language);
    return isKindOf(name, listed, headFirst) || isKindOf(listed, name, headFirst);
  });
}
