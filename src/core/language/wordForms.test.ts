import { pluralIn, singularIn } from './wordForms';
import type { RecipeLanguage } from './recipeLanguages';

it.each<[RecipeLanguage, string, string]>([
  ['es', 'cebolla', 'cebollas'],
  ['es', 'diente', 'dientes'],
  ['es', 'huevo', 'huevos'],
  ['es', 'limón', 'limones'],
  ['es', 'nuez', 'nueces'],
  ['es', 'pimiento', 'pimientos'],
  ['es', 'grande', 'grandes'],
  ['es', 'morada', 'moradas'],
  ['es', 'cucharadita', 'cucharaditas'],
  ['es', 'filete', 'filetes'],
  ['es', 'chile', 'chiles'],
  ['es', 'verde', 'verdes'],
  ['es', 'champiñón', 'champiñones'],
  ['en', 'onion', 'onions'],
  ['en', 'tomato', 'tomatoes'],
  ['en', 'berry', 'berries'],
  ['en', 'dish', 'dishes'],
  ['en', 'egg', 'eggs'],
])('in %s, "%s" is "%s" in the plural, and back', (language, one, many) => {
  expect(pluralIn(language, one)).toBe(many);
  expect(singularIn(language, many)).toBe(one);
});

it.each<[RecipeLanguage, string, string]>([
  ['fr', 'oignon', 'oignons'],
  ['fr', 'rouge', 'rouges'],
  ['fr', 'poireau', 'poireaux'],
  ['fr', 'chou', 'choux'],
  ['fr', 'clou', 'clous'],
  ['fr', 'noix', 'noix'],
  ['fr', 'radis', 'radis'],
  ['fr', 'œuf', 'œufs'],
  ['de', 'Zwiebel', 'Zwiebeln'],
  ['de', 'Tomate', 'Tomaten'],
  ['de', 'Zitrone', 'Zitronen'],
  ['de', 'Kartoffel', 'Kartoffeln'],
  ['de', 'Ei', 'Eier'],
  ['de', 'Apfel', 'Äpfel'],
  ['de', 'Paprika', 'Paprika'],
  ['de', 'rote', 'rote'],
  ['it', 'cipolla', 'cipolle'],
  ['it', 'rossa', 'rosse'],
  ['it', 'pomodoro', 'pomodori'],
  ['it', 'limone', 'limoni'],
  ['it', 'spicchio', 'spicchi'],
  ['it', 'fungo', 'funghi'],
  ['it', 'uovo', 'uova'],
  ['it', 'tofu', 'tofu'],
])('in %s, "%s" is "%s" in the plural', (language, one, many) => {
  expect(pluralIn(language, one)).toBe(many);
});

it.each<[RecipeLanguage, string, string]>([
  ['fr', 'oignons', 'oignon'],
  ['fr', 'poireaux', 'poireau'],
  ['fr', 'choux', 'chou'],
  ['fr', 'citrons', 'citron'],
  ['fr', 'radis', 'radis'],
  ['fr', 'ananas', 'ananas'],
  ['fr', 'noix', 'noix'],
  ['de', 'Zwiebeln', 'Zwiebel'],
  ['de', 'Tomaten', 'Tomate'],
  ['de', 'Zitronen', 'Zitrone'],
  ['de', 'Kartoffeln', 'Kartoffel'],
  ['de', 'Eier', 'Ei'],
  ['de', 'Äpfel', 'Apfel'],
  ['de', 'Zucchini', 'Zucchini'],
  ['it', 'cipolle', 'cipolla'],
  ['it', 'pomodori', 'pomodoro'],
  ['it', 'limoni', 'limone'],
  ['it', 'spicchi', 'spicchio'],
  ['it', 'funghi', 'fungo'],
  ['it', 'uova', 'uovo'],
  ['it', 'cucchiai', 'cucchiaio'],
  ['it', 'limone', 'limone'],
  ['it', 'limone', 'limone'],
])('in %s, "%s" is "%s" in the singular', (language, many, one) => {
  expect(singularIn(language, many)).toBe(one);
});
