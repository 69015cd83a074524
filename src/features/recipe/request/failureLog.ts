import type { Recipe } from '../../../core/recipe/recipeTypes';
import type { RequestFailure } from '../../../core/modelRequest/recipeFailure';
import type { RecipeReply } from './recipeReply';
import type { RecipeConflict } from '../../../core/food/recipeConflict';

// What the console gets when a request fails: the cook sees one line of hint, the developer sees why.

/** How much of a reply that is not a recipe the console gets: enough to see what went wrong. */
const CONSOLE_CHARS = 2_000;

/** Logging a huge reply whole would itself block the page (the console copies it): its start and its length. */
export function forTheConsole(content: unknown): unknown {
  if (typeof content !== 'string' || content.length <= CONSOLE_CHARS) return content;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a line of the console, for developers
  return `${content.slice(0, CONSOLE_CHARS)}… (${content.length.toLocaleString('en')} characters in all)`;
}

export function logRequestError(failure: RequestFailure, error: unknown): void {
  console.error(`The recipe request failed (${failure.kind}):`, error);
}

export function logNotARecipe(reply: RecipeReply & { parsed: { ok: false } }): void {
  console.error(
    `The model's reply is not a recipe (${reply.parsed.problem}, finish_reason ${String(reply.finishReason)}). Raw content:`,
    forTheConsole(reply.content),
  );
}

export function logWithheldWhileStreaming(conflict: RecipeConflict): void {
  console.error("The model's recipe was withheld while it streamed:", conflict);
}

export function logWithheld(conflict: RecipeConflict, recipe: Recipe): void {
  console.error("The model's recipe was withheld:", conflict, 'Recipe:', recipe);
}
