import { durationText } from '../lib/durationText';
import type { RecipeFacts } from './recipeTypes';

const minutesText = (minutes: number) => durationText(minutes * 60);

/** "Serves 4 · 15 min prep · 30 min cook", with only what the reply gave; '' when it gave none. */
export function recipeFactsLine({ servings, prepMinutes, cookMinutes }: RecipeFacts): string {
  return [
    servings !== undefined && `Serves ${servings}`,
    prepMinutes !== undefined && `${minutesText(prepMinutes)} prep`,
    cookMinutes !== undefined && `${minutesText(cookMinutes)} cook`,
  ]
    .filter(Boolean)
    .join(' · ');
}
