import { createAction, prepareAutoBatched } from '@reduxjs/toolkit';
import type { RecipeChange } from '../../core/steering/recipeChange';
import type { RecipeIdea } from '../../core/steering/recipeIdea';
import type { RecipeVersion } from './steeringState';

/**
 * The cook asked for a change to the recipe on the card, `from` (the request follows as `recipe/requested`). The
 * card's recipe comes with it: the first version, when it arrived before the steering code did. Rendered in the
 * next frame with the request's pending action (RTK's autoBatch), so that the request leaves before the render.
 */
export const changeRequested = createAction(
  'steering/changeRequested',
  prepareAutoBatched<{ change: RecipeChange; from: RecipeVersion }>(),
);
/** The cook chose one of the other ideas, to have it in full (the request follows as `recipe/requested`, batched). */
export const ideaChosen = createAction('steering/ideaChosen', prepareAutoBatched<RecipeIdea>());
/** The cook went to another version of this visit's recipe ("Back to the previous version"). */
export const versionShown = createAction<{ index: number; version: RecipeVersion }>('steering/versionShown');
/** More of the ideas have arrived; `requestId` ties them to the request still running. */
export const ideasPreviewed = createAction<{ requestId: string; ideas: RecipeIdea[] }>('steering/ideasPreviewed');
/** The cook tapped a change or an idea with no network: said at once, and nothing is asked. */
export const offlineAskRefused = createAction('steering/offlineAskRefused');
