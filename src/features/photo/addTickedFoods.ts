import type { AppThunk } from '../../app/store';
import { foodsJoiningList } from '../../core/photo/foodsJoiningList';
import { foodsFromPhotoAdded, selectIngredients, selectNonFoods } from '../ingredients/ingredientsSlice';
import { selectTickedFoods } from './photoSlice';

/**
 * The cook's tap on Add under their photo: each ticked food meets the list's rules as a typed one does (the same
 * non-foods the form refuses), and one event says which joined and which were turned away, and why. True when
 * every one joined (the foods then close).
 */
export const addTickedFoods = (): AppThunk<boolean> => (dispatch, getState) => {
  const state = getState();
  const joining = foodsJoiningList(selectTickedFoods(state), selectIngredients(state), selectNonFoods(state));
  dispatch(foodsFromPhotoAdded(joining));
  return joining.refused.length === 0;
};
