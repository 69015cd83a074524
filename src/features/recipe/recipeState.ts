import type { RecipeLanguage } from '../../core/language/recipeLanguages';
import type { Preferences } from '../../core/preferences/preferencesTypes';
import type { Recipe, RecipePreview } from '../../core/recipe/recipeTypes';
import type { RequestFailure } from '../../core/request/recipeFailure';

export interface RecipeState {
  recipe: Recipe | null;
  /** The id the shown recipe is kept under in My recipes (a new recipe's is its request's id). */
  keptId: string | null;
  /** The shown recipe was opened from My recipes, not suggested for the listed ingredients. */
  openedFromMyRecipes: boolean;
  /**
   * The preferences a newly arrived recipe was checked against, as the request read them (the reply's one
   * check): while they stay the same, the card need not check it again. Null for a recipe opened from My recipes.
   */
  checkedFor: Preferences | null;
  /**
   * The language the shown recipe was asked in (a kept one's, when opened from My recipes): every reading of it
   * (scaling, units, have/need, nutrition) uses it, whatever the page's language is now.
   */
  language: RecipeLanguage | null;
  /** The servings the cook asked for when the shown recipe was made: what it serves when it does not say. */
  madeForServings: number | null;
  /** The servings asked for by the running request. */
  requestedServings: number | null;
  loading: boolean;
  hasGenerated: boolean;
  /** The spec's "Get a recipe" disabled flag; the same reducer cases keep it equal to `loading`. */
  disabled: boolean;
  /** Why the last request failed, for the hint under "Failed to load recipe.". */
  failure: RequestFailure | null;
  /** What has arrived of a streamed reply; discarded when the request ends either way. */
  preview: RecipePreview | null;
  /** The running request; results of any other (superseded) request are ignored. */
  requestId: string | null;
  /** What the screen showed before the running request, so Stop can put it back. */
  beforeRequest: { hasGenerated: boolean; failure: RequestFailure | null } | null;
}
