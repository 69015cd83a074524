import { spanishPlural, spanishSingular } from './spanishPlurals';

it.each([
  ['cebolla', 'cebollas'],
  ['diente', 'dientes'],
  ['huevo', 'huevos'],
  ['limón', 'limones'],
  ['nuez', 'nueces'],
  ['pimiento', 'pimientos'],
  ['grande', 'grandes'],
  ['morada', 'moradas'],
  ['cucharadita', 'cucharaditas'],
  ['filete', 'filetes'],
  ['chile', 'chiles'],
  ['verde', 'verdes'],
  ['champiñón', 'champiñones'],
])('"%s" is "%s" in the plural, and back', (one, many) => {
  expect(spanishPlural(one)).toBe(many);
  expect(spanishSingular(many)).toBe(one);
});
