import { durationText } from '../../lib/durationText';
import type { RecipeFacts } from './recipeTypes';

const minutesText = (minutes: number) => durationText(minutes * 60);

/**
 * "15 min prep · 30 min cook", with only what the reply gave; '' when it gave none. The servings are not in it:
 * the card says them once, beside the ingredients they count.
 */
export function recipeTimesLine({ prepMinutes, cookMinutes }: RecipeFacts): string {
  return [
    prepMinutes !== undefined && `${minutesText(prepMinutes)} prep`,
    cookMinutes !== undefined && `${minutesText(cookMinutes)} cook`,
  ]
    .filter(Boolean)
    .join(' · ');
}
