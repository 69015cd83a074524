import type { RecipeFacts } from './recipeTypes';

/** "15 min", "1 h", "1 h 30 min". */
function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

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
