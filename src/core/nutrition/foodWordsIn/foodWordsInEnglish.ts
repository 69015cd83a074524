/**
 * How a language names the foods the nutrition table knows, in English words the counter reads (foodOfLine): a
 * line in that language reaches the same SR28 entry as its English translation.
 */
export interface FoodWordsInEnglish {
  /** Foods, as the language's recipes name them (any number, any gender), and their English names. */
  foods: Readonly<Record<string, string>>;
  /**
   * Words that say the kind, size or state of a food, and the English word that says it; '' for a word that says
   * nothing the counter uses. A key ending in "*" is a stem: German adds endings ("frische", "frischen").
   */
  describing: Readonly<Record<string, string>>;
  /** Words where the food's name ends: what follows says how it is used ("para freír", "zum Braten"). */
  ends: readonly string[];
  /** Words that join a food's words and say nothing ("de", "del", "di"). */
  joins: readonly string[];
}
