import type { RequestFailure } from '../../core/request/recipeFailure';
import type { Recipe } from '../../core/recipe/recipeTypes';
import type { RecipeChange } from '../../core/steering/recipeChange';
import type { RecipeIdea } from '../../core/steering/recipeIdea';

/** One version of the recipe on the card: the first as it arrived, then each change the cook asked for. */
export interface RecipeVersion {
  recipe: Recipe;
  /** Where it is kept in My recipes (each version arrives as a recipe does). */
  keptId: string | null;
  /** The change that made it, and the version it was made from; null for the first. */
  change: RecipeChange | null;
  basedOn: number | null;
}

export interface SteeringState {
  /** Every version of this visit's recipe, oldest first, until the cook asks for a new recipe. */
  versions: RecipeVersion[];
  /** The version on the card. */
  shown: number;
  /** The last change was tapped with no network. */
  askedOffline: boolean;
  /** A change that brought no new version, and why (withheld, busy…): the card keeps its recipe. */
  changeFailure: { change: RecipeChange; failure: RequestFailure } | null;
  /** Every recipe name shown this visit: other ideas are other than these. */
  shownNames: string[];
  ideas: {
    list: RecipeIdea[];
    /** The running ideas request; results of an older one are ignored. */
    requestId: string | null;
    failure: RequestFailure | null;
  };
}
