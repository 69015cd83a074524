import type { RequestFailure } from '../../../core/modelRequest/recipeFailure';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import type { ResultsView } from '../recipeSlice';
import type { RecipeText } from './recipeTexts';

/** The short line a screen reader announces as the results change, instead of the whole recipe. */
export function recipeStatusLine(
  text: RecipeText,
  failureHint: (failure: RequestFailure) => string,
  view: ResultsView,
  recipe: Recipe | null,
  failure: RequestFailure | null,
): string {
  switch (view) {
    case 'hidden':
      return '';
    case 'loading':
      return text('results.status.loading');
    case 'recipe':
      return text('results.status.ready', { name: recipe?.name ?? '' });
    case 'failed':
      return failure ? text('results.status.failedWithHint', { hint: failureHint(failure) }) : text('results.failed');
  }
}
