import { useContext, useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { prefetchRecipeModel } from '../prefetchRecipeModel';
import { ShownRecipeSlot } from './shownRecipeSlot';

/**
 * Fetches what a request needs (the model client, the request's code) and then what shows its recipe (the slot's
 * view), from when it is mounted: the page mounts it a step before the generate panel appears, so the tap on
 * "Get a recipe" finds the code here. Renders nothing.
 */
export function PrefetchRecipeModel() {
  const dispatch = useAppDispatch();
  const shownRecipe = useContext(ShownRecipeSlot);
  useEffect(() => dispatch(prefetchRecipeModel(shownRecipe?.View.load)), [dispatch, shownRecipe]);
  return null;
}
