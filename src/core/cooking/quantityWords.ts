/**
 * How a quantity is written before it can be read: a decimal comma ("1,5 kg", but not "1,500 g") as a point, and
 * a quantity in words at the start of a line ("two eggs", "half a lemon", "a dozen eggs") as digits.
 */

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  'a dozen': '12',
  'half a dozen': '6',
  'half a': '1/2',
  'half an': '1/2',
  'a half': '1/2',
  half: '1/2',
  'a quarter': '1/4',
  'a third': '1/3',
  'three quarters': '3/4',
  'one and a half': '1 1/2',
  'two and a half': '2 1/2',
  'a couple of': '2',
  'a couple': '2',
};

// Longest first, so "one and a half" is read before "one", "half a dozen" before "half a".
const LEADING_WORDS = new RegExp(
  `^(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b(?:\\s+of\\b)?`,
  'i',
);

/** "1,5 kg potatoes" → "1.5 kg potatoes"; "two eggs" → "2 eggs"; "half a lemon" → "1/2 lemon". */
export function withQuantityInDigits(line: string): string {
  return line
    .trim()
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(
      LEADING_WORDS,
      (words: string) =>
        NUMBER_WORDS[
          words
            .toLowerCase()
            .replace(/\s+of$/, '')
            .replace(/\s+/g, ' ')
        ] ?? words,
    );
}
