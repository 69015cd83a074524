import type { RecipeLanguage } from '../language/recipeLanguages';
import { englishFoodWords } from './englishFoodWords';
import { foodNameOf } from './foodNameWords';
import type { FoodState, NutritionTable } from './nutritionTableTypes';

/** A food of the table a cook can pick for a line: its SR28 number, and the name that found it. */
export interface FoodFound {
  sr: string;
  name: string;
  state: FoodState;
}

/** How many foods a search offers: a screenful on a phone. */
const MOST_FOUND = 8;

/** Whether every word asked starts a word of the name: "spel fl" finds "spelt flour". */
const namesAll = (name: string, asked: readonly string[]) => {
  const words = name.split(' ');
  return asked.every((word) => words.some((nameWord) => nameWord.startsWith(word)));
};

/**
 * The table's foods a cook's words name, when they pick another food for a line: typed in their language and read
 * as the counter reads a line ("harina de espelta" is spelt flour), or in English; the name itself first, then
 * names that start as asked, then the shortest. One result per entry, in each state the table has it in.
 */
export function foodsNamed(typed: string, language: RecipeLanguage, table: NutritionTable): FoodFound[] {
  const asked = [foodNameOf(typed), language === 'en' ? '' : foodNameOf(englishFoodWords(typed, language))]
    .filter(Boolean)
    .map((words) => words.split(' '));
  if (asked.length === 0) return [];
  const closeness = (name: string) =>
    asked.some((words) => words.join(' ') === name) ? 0 : asked.some((words) => name.startsWith(words[0]!)) ? 1 : 2;
  const names = Object.keys(table.names)
    .filter((name) => asked.some((words) => namesAll(name, words)))
    .sort((a, b) => closeness(a) - closeness(b) || a.length - b.length || a.localeCompare(b));
  const found: FoodFound[] = [];
  for (const name of names) {
    for (const [state, sr] of Object.entries(table.names[name]!) as [FoodState, string][]) {
      if (!found.some((food) => food.sr === sr)) found.push({ sr, name, state });
    }
    if (found.length >= MOST_FOUND) break;
  }
  return found.slice(0, MOST_FOUND);
}
