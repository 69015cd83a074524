import { setTimeout as pause } from 'node:timers/promises';
import { askedServings } from '../../src/core/request/preferencesPrompt';
import type { RecipeModel } from '../../src/core/request/recipeModel';
import { demoRecipe } from '../demoRecipe';

export interface DemoPace {
  /** Pause between streamed pieces, so a stream looks like a model writing. */
  streamDelayMs?: number;
  /** Characters per streamed piece (about one token each). */
  streamChunkChars?: number;
}

/**
 * The demo chef, when the server has neither a token nor an endpoint: the sample recipe for the ingredients and
 * servings asked for, streamed a few characters at a time like a model writing.
 */
export function demoRecipeModel({ streamDelayMs = 15, streamChunkChars = 4 }: DemoPace = {}): RecipeModel {
  return {
    streams: true,
    async *askForRecipe({ ingredients, preferences }, { signal }) {
      const content = JSON.stringify(demoRecipe(ingredients, askedServings(preferences)));
      for (let index = 0; index < content.length; index += streamChunkChars) {
        signal.throwIfAborted();
        yield { text: content.slice(index, index + streamChunkChars) };
        if (streamDelayMs > 0) await pause(streamDelayMs, undefined, { signal });
      }
      yield { finishReason: 'stop' };
    },
  };
}
