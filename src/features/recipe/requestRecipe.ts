import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { selectCanRequestRecipe, selectIngredients } from '../ingredients/ingredientsSlice';
import { isReasoningModel } from './modelSettings';
import { parseRecipe, type ReplyProblem } from './parseRecipe';
import { MAX_REPLY_TOKENS, recipeMessages } from './recipePrompt';
import type { Recipe } from './recipeTypes';

export type RecipeFailure = { reason: 'request-failed'; message: string } | { reason: ReplyProblem };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const requestRecipe = createAppAsyncThunk<Recipe, void, { rejectValue: RecipeFailure }>(
  'recipe/requested',
  async (_, { getState, extra, signal, rejectWithValue }) => {
    const ingredients = selectIngredients(getState());
    let content: unknown;
    try {
      const client = await extra.loadChatClient();
      const reply = await client.chatCompletion(
        {
          model: extra.model,
          messages: recipeMessages(ingredients),
          max_tokens: MAX_REPLY_TOKENS,
          ...(isReasoningModel(extra.model) && { reasoning_effort: 'low' as const }),
        },
        { signal },
      );
      content = reply.choices[0]?.message.content;
    } catch (error) {
      console.error('The recipe request failed:', error);
      return rejectWithValue({ reason: 'request-failed', message: describe(error) });
    }
    const parsed = parseRecipe(content);
    if (!parsed.ok) {
      console.error(`The model's reply is not a recipe (${parsed.problem}). Raw content:`, content);
      return rejectWithValue({ reason: parsed.problem });
    }
    return parsed.recipe;
  },
  {
    // One request at a time, and only with enough ingredients: a second click is refused, not queued.
    condition: (_, { getState }) => {
      const state = getState();
      return selectCanRequestRecipe(state) && !state.recipe.loading;
    },
  },
);
