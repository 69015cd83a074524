import { createAction } from '@reduxjs/toolkit';
import type { RecipePreview } from './recipeTypes';

/** More of a streamed recipe has arrived; `requestId` ties it to the request that is still running. */
export const recipePreviewed = createAction<{ requestId: string; preview: RecipePreview }>('recipe/previewed');
