import { setTimeout as pause } from 'node:timers/promises';
import { askedServings } from '../../src/core/modelRequest/preferencesPrompt';
import type { RecipeModel, ReplyPiece } from '../../src/core/modelRequest/recipeModel';
import { demoFoodsSeen } from './demoFoodsSeen';
import { demoRecipe } from './demoRecipe';
import { demoChanged, demoIdeaRecipe, demoIdeas } from './demoSteering';

export interface DemoPace {
  /** Pause between streamed pieces, so a stream looks like a model writing. */
  streamDelayMs?: number;
  /** Characters per streamed piece (about one token each). */
  streamChunkChars?: number;
}

/**
 * The demo chef, when the server has neither a token nor an endpoint: the sample recipe for the ingredients and
 * servings asked for (a new version of one, or an idea in full), ideas, and its sample shelf for a photo (it reads
 * none), in the language asked for, streamed a few characters at a time like a model writing.
 */
export function demoRecipeModel({ streamDelayMs = 15, streamChunkChars = 4 }: DemoPace = {}): RecipeModel {
  async function* written(answer: unknown, signal: AbortSignal): AsyncGenerator<ReplyPiece> {
    const content = JSON.stringify(answer);
    for (let index = 0; index < content.length; index += streamChunkChars) {
      signal.throwIfAborted();
      yield { text: content.slice(index, index + streamChunkChars) };
      if (streamDelayMs > 0) await pause(streamDelayMs, undefined, { signal });
    }
    yield { finishReason: 'stop' };
  }
  return {
    streams: true,
    askForRecipe({ ingredients, preferences, change, idea, language }, { signal }) {
      if (change) return written(demoChanged(change.base, change.change, ingredients, preferences, language), signal);
      const servings = askedServings(preferences);
      return written(
        idea ? demoIdeaRecipe(ingredients, idea, servings, language) : demoRecipe(ingredients, servings, language),
        signal,
      );
    },
    askForIdeas: ({ ingredients, shownNames, language }, { signal }) =>
      written({ ideas: demoIdeas(ingredients, shownNames, language) }, signal),
    askForFoodsSeen: ({ language }, { signal }) => written(demoFoodsSeen(language), signal),
  };
}
