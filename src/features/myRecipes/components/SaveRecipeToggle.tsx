import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { selectIngredients } from '../../ingredients/ingredientsSlice';
import { selectPreferences } from '../../preferences/preferencesSlice';
import { selectKeptId, selectRecipe, selectRecipeLanguage } from '../../recipe/recipeSlice';
import { selectKeptRecipe } from '../myRecipesSlice';
import { recipeKept, savedToggled } from '../keptRecipesThunks';
import { useMyRecipesText } from './myRecipesTexts';

/** "Save recipe" / "Saved": its name says whether the shown recipe is in My recipes' Saved. */
export function SaveRecipeToggle() {
  const dispatch = useAppDispatch();
  const id = useAppSelector(selectKeptId);
  const recipe = useAppSelector(selectRecipe);
  const kept = useAppSelector((state) => selectKeptRecipe(state, id));
  const ingredients = useAppSelector(selectIngredients);
  const preferences = useAppSelector(selectPreferences);
  const language = useAppSelector(selectRecipeLanguage);
  const text = useMyRecipesText();
  if (!id || !recipe) return null;

  const toggle = () => {
    if (kept) return void dispatch(savedToggled(id));
    // Removed from My recipes since it was shown: saving keeps it again.
    void dispatch(
      recipeKept({
        id,
        recipe,
        language,
        madeFrom: { ingredients: [...ingredients], preferences },
        madeAt: Date.now(),
        saved: true,
      }),
    );
  };

  return (
    <SecondaryButton type="button" onClick={toggle}>
      {text(kept?.saved ? 'myRecipes.savedRecipe' : 'myRecipes.saveRecipe')}
    </SecondaryButton>
  );
}
