import type { RecipePreview } from '../../../core/recipe/recipeTypes';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../core/preferences/preferencesTypes';
import { recipeConflict, type RecipeConflict } from '../../../core/food/recipeConflict';
import { createRecipePreviewReader } from '../../../core/recipe/parseRecipePreview';
import { previewThrottle } from './previewThrottle';

/**
 * Past this much streamed text the preview stops following: it already shows the first of everything the final
 * card will, and parsing ever more text on every frame would block the page (a server ignoring max_tokens).
 */
export const MAX_PREVIEW_CHARS = 20_000;

/**
 * What ends a JSON value: the preview shows complete values only, so a piece of text with none of these (most
 * of a name or a step, as it streams) cannot change it, and is not worth reading the reply again for.
 */
const VALUE_END = /["\],}]/;

/** Nothing of the recipe has arrived yet: the card would be an empty box. */
const isEmpty = ({ name, description, ingredients, instructions }: RecipePreview) =>
  name === undefined && description === undefined && ingredients.length === 0 && instructions.length === 0;

/**
 * The previews of a streaming reply: read from the text so far at most PREVIEWS_PER_SECOND times a second, each
 * new one checked against the cook's preferences before it is shown, so nothing that conflicts is ever painted,
 * even for a moment. The first conflict is reported to `onWithheld` (which stops the stream) instead.
 */
export function checkedPreviews({
  textSoFar,
  preferences = DEFAULT_PREFERENCES,
  onPreview,
  onWithheld,
}: {
  textSoFar: () => string;
  preferences?: Preferences;
  onPreview: (preview: RecipePreview) => void;
  onWithheld: (conflict: RecipeConflict) => void;
}) {
  const readPreview = createRecipePreviewReader();
  // What the card last showed: past the caps (or mid-word) a frame often has nothing new, and re-rendering the
  // same card would cost the page for nothing.
  let lastShown = '';
  let withheld: RecipeConflict | undefined;
  const throttle = previewThrottle(() => {
    const shown = readPreview(textSoFar());
    const serialized = JSON.stringify(shown);
    if (!shown || isEmpty(shown) || serialized === lastShown || withheld) return false;
    lastShown = serialized;
    withheld = recipeConflict(shown, preferences) ?? undefined;
    if (withheld) onWithheld(withheld);
    else onPreview(shown);
    return true;
  });
  return {
    /**
     * `piece` arrived: a preview follows when it may end a value, unless the text is past MAX_PREVIEW_CHARS.
     * True when one was shown at once.
     */
    textArrived(piece: string): boolean {
      return VALUE_END.test(piece) && textSoFar().length <= MAX_PREVIEW_CHARS && throttle.request();
    },
    cancel: () => throttle.cancel(),
    /** Why the reply was withheld, once a preview conflicted. */
    withheld: () => withheld,
  };
}
