import type { FinishReason } from '../chat/chatClient';
import type { Preferences } from '../preferences/preferencesTypes';
import type { Recipe } from '../recipe/recipeTypes';
import type { RecipeChange } from '../steering/recipeChange';
import type { RecipeIdea } from '../steering/recipeIdea';
import type { RecipeLanguage } from '../language/recipeLanguages';
import type { PhotoAsk } from '../photo/photoPrompt';

/** A recipe to change, and the change the cook asked for. */
export interface ChangeAsk {
  base: Recipe;
  change: RecipeChange;
}

/**
 * What a cook asks a model for: a recipe from these ingredients, within their preferences (none set: the spec's);
 * or a new version of a recipe with a change; or the full recipe of an idea they chose.
 */
export interface RecipeAsk {
  ingredients: readonly string[];
  preferences?: Preferences;
  /** The language the recipe is written in; English (the spec's request) when not given. */
  language?: RecipeLanguage;
  change?: ChangeAsk;
  idea?: RecipeIdea;
}

/** Short ideas from the same ingredients and preferences, other than the recipes already shown (by name). */
export interface IdeasAsk {
  ingredients: readonly string[];
  preferences?: Preferences;
  language?: RecipeLanguage;
  shownNames: readonly string[];
}

/** The tokens a request took, as the model's server reported them. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/**
 * A piece of the reply as it arrives: its text, the model's thinking, and why it stopped, at the end; and the
 * tokens the request took, when the server reports them (at or after the end).
 */
export interface ReplyPiece {
  text?: string;
  thinking?: string;
  finishReason?: FinishReason;
  usage?: TokenUsage;
}

/**
 * The one seam between the app and a model. Each route implements it: a model server asked directly with the
 * prompt (chatRecipeModel: Hugging Face or any OpenAI-compatible endpoint), the app's own recipe service, which
 * is sent the ask itself, and on the server the demo chef.
 */
export interface RecipeModel {
  /** Whether the reply comes in pieces as it is written (shown as it comes), or in one piece at its end. */
  readonly streams: boolean;
  askForRecipe(ask: RecipeAsk, options: { signal: AbortSignal }): AsyncIterable<ReplyPiece>;
  /** The reply's text is `{"ideas":[…]}`, read as it comes by ideasSoFar. */
  askForIdeas(ask: IdeasAsk, options: { signal: AbortSignal }): AsyncIterable<ReplyPiece>;
  /** The foods in the cook's photo: the reply's text is `{"foods":[…]}`, read by readFoodsSeen. */
  askForFoodsSeen(ask: PhotoAsk, options: { signal: AbortSignal }): AsyncIterable<ReplyPiece>;
}
