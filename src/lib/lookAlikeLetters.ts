/**
 * Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables for the Latin alphabet), and the
 * Latin letters NFKC leaves whole: "реаnut" with a Cyrillic р and е reads as "peanut", "œuf" as "oeuf".
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y',
  х: 'x', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g', ı: 'i',
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th',
  // Capitals first: lower case would make Greek Ν a ν, read as v.
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', Ѕ: 'S', І: 'I',
  Ј: 'J', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y',
  Χ: 'X', Œ: 'OE', Æ: 'AE', Ø: 'O', Ł: 'L',
};

const LOOK_ALIKE_LETTERS = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

const folded = (text: string) => text.replace(LOOK_ALIKE_LETTERS, (letter) => LOOK_ALIKES[letter] ?? letter);

/** The text in lower case, with every look-alike letter replaced by the Latin letters it is read as. */
export const latinLowerCase = (text: string): string => folded(folded(text).toLowerCase());
