import { failureHint, type RequestFailure } from '../../../core/request/recipeFailure';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import type { ResultsView } from '../recipeSlice';

/** The short line a screen reader announces as the results change, instead of the whole recipe. */
export function recipeStatusLine(view: ResultsView, recipe: Recipe | null, failure: RequestFailure | null): string {
  switch (view) {
    case 'hidden':
      return '';
    case 'loading':
      return 'Writing your recipe…';
    case 'recipe':
      return `Recipe ready: ${recipe?.name ?? ''}`;
    case 'failed':
      return failure ? `Failed to load recipe. ${failureHint(failure)}` : 'Failed to load recipe.';
  }
}
