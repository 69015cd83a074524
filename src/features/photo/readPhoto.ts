import { createAppAsyncThunk } from '../../app/withTypes';
import { readFoodsSeen, type FoodsSeen } from '../../core/photo/foodsSeen';
import type { PhotoAsk } from '../../core/photo/photoPrompt';
import type { RequestFailure } from '../../core/modelRequest/recipeFailure';
import { browserIsOffline } from '../../lib/browserIsOffline';
import { askUnderDeadline } from '../../modelConnection/askUnderDeadline';
import { chosenVisionModel } from '../../modelConnection/visionModelChoice';
import { selectLanguage } from '../language/languageSlice';
import { PhotoProblem, shrinkPhoto, type PhotoProblemKind } from './shrinkPhoto';

/** How the photo thunk shrinks a photo; tests pass their own (jsdom has no canvas). */
export interface PhotoDeps {
  shrinkPhoto?: (file: Blob) => Promise<string>;
}

/** Why a photo gave no foods to confirm: the photo itself, nothing seen in it, or the request's failure. */
export type PhotoFailure = RequestFailure | { kind: PhotoProblemKind | 'no-food-seen' };

/**
 * Reads the cook's photo: shrunk on the device, then sent to the model the cook's recipes go to (its vision model),
 * which answers with the foods it sees. Fails, in words the cook can act on, for a file that is not a photo or is
 * too large, a photo with no food in it, and as a recipe request fails (offline, busy, timed out, no vision…).
 * Stopped by the cook (Cancel), it is aborted and nothing is said.
 */
export const readPhoto = createAppAsyncThunk<FoodsSeen, Blob, { rejectValue: PhotoFailure }>(
  'photo/photoChosen',
  async (file, { getState, extra, signal, rejectWithValue }) => {
    let photo: string;
    try {
      photo = await (extra.shrinkPhoto ?? shrinkPhoto)(file);
    } catch (error) {
      if (error instanceof PhotoProblem) return rejectWithValue({ kind: error.kind });
      // The app's own mistake, not the photo's: the cook is told the request failed, the console says why.
      console.error('The photo could not be shrunk:', error);
      throw error;
    }
    signal.throwIfAborted();
    if (browserIsOffline()) return rejectWithValue({ kind: 'offline' });
    const language = selectLanguage(getState());
    const model = chosenVisionModel();
    const ask: PhotoAsk = { photo, ...(language !== 'en' && { language }), ...(model && { model }) };
    const asked = await askUnderDeadline(extra, signal, async ({ model: reader, signal: deadline, alive }) => {
      let text = '';
      for await (const piece of reader.askForFoodsSeen(ask, { signal: deadline })) {
        alive();
        text += piece.text ?? '';
      }
      return text;
    });
    if (!asked.ok) return rejectWithValue(asked.failure);
    const seen = readFoodsSeen(asked.value);
    if (!seen) return rejectWithValue({ kind: 'unreadable' });
    return seen.foods.length > 0 ? seen : rejectWithValue({ kind: 'no-food-seen' });
  },
);
