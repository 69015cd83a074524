import { combineSlices } from '@reduxjs/toolkit';
import { ingredientsSlice } from '../features/ingredients/ingredientsSlice';
import { languageSlice } from '../features/language/languageSlice';
import { themeSlice } from '../features/theme/themeSlice';

/**
 * Slices whose code loads with the part of the page that needs them (recipe, preferences, settings) add themselves here
 * (`declare module` in their file) and inject their reducer when that code arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The first screen's slices, statically; the others are injected when their code is loaded, so the first
 * download holds only what the first screen needs. Until then their selectors read their initial state.
 */
export const rootReducer = combineSlices(
  ingredientsSlice,
  themeSlice,
  languageSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
