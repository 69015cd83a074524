import { createAction } from '@reduxjs/toolkit';
import type { RecipePreview } from '../../core/recipe/recipeTypes';

/**
 * More of a streamed recipe has arrived; `requestId` ties it to the request that is still running. Its own
 * module, so the request's work dispatches it without importing the slice that imports the request.
 */
export const recipePreviewed = createAction<{ requestId: string; preview: RecipePreview }>('recipe/previewed');
