import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { selectCanRequestRecipe, selectIngredients } from '../ingredients/ingredientsSlice';
import type { ReplyProblem } from './parseRecipe';
import { recipePreviewed } from './recipePreviewed';
import type { RecipeReply } from './recipeRequest';
import type { Recipe } from './recipeTypes';

export type RecipeFailure = { reason: 'request-failed'; message: string } | { reason: ReplyProblem };

/** Named so the Performance panel (and `npm run bench`) can time each streamed update. */
export const PREVIEW_UPDATE_MEASURE = 'recipe preview update';

export const loadRecipeRequest = () =>
  import(/* webpackChunkName: "recipe-request", webpackPrefetch: true */ './recipeRequest');

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Asks the model for a recipe for the listed ingredients; a streamed reply is previewed as it arrives. */
export const requestRecipe = createAppAsyncThunk<Recipe, void, { rejectValue: RecipeFailure }>(
  'recipe/requested',
  async (_, { getState, dispatch, extra, signal, requestId, rejectWithValue }) => {
    let reply: RecipeReply;
    try {
      const [client, { askForRecipe }] = await Promise.all([extra.loadChatClient(), loadRecipeRequest()]);
      reply = await askForRecipe({
        client,
        ingredients: selectIngredients(getState()),
        model: extra.model,
        stream: extra.stream ?? false,
        signal,
        onPreview: (preview) => {
          const start = performance.now();
          dispatch(recipePreviewed({ requestId, preview }));
          // React renders a store update in a microtask queued by the dispatch; this one runs after it.
          // (jsdom has no performance.measure.)
          if (typeof performance.measure === 'function') {
            queueMicrotask(() => performance.measure(PREVIEW_UPDATE_MEASURE, { start }));
          }
        },
      });
    } catch (error) {
      console.error('The recipe request failed:', error);
      return rejectWithValue({ reason: 'request-failed', message: describe(error) });
    }
    if (!reply.parsed.ok) {
      console.error(`The model's reply is not a recipe (${reply.parsed.problem}). Raw content:`, reply.content);
      return rejectWithValue({ reason: reply.parsed.problem });
    }
    return reply.parsed.recipe;
  },
  {
    // One request at a time, and only with enough ingredients: a second click is refused, not queued.
    condition: (_, { getState }) => {
      const state = getState();
      return selectCanRequestRecipe(state) && !state.recipe.loading;
    },
  },
);
