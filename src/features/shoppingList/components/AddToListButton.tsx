import { useAppListener } from '../../../app/addAppListener';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { ingredientLine } from '../../../core/recipe/ingredientLine';
import { selectBaseServings, selectShownServings } from '../../cook/cookSlice';
import { selectKeptId, selectRecipe, selectRecipeLanguage } from '../../recipe/recipeSlice';
import { recipeAddedToList, recipeTakenOffList, selectListedRecipes } from '../shoppingListSlice';
import { shoppingListSaved } from '../shoppingListStorage';
import { useShoppingListText } from './shoppingListTexts';

/**
 * "Add to shopping list" on the card: puts the shown recipe on the list at the servings shown, in its own
 * language (at other servings, it replaces itself); pressed again, takes it off. Its name and its pressed state
 * say whether it is on the list as shown.
 */
export function AddToListButton() {
  useAppListener(shoppingListSaved);
  const dispatch = useAppDispatch();
  const text = useShoppingListText();
  const recipe = useAppSelector(selectRecipe);
  const language = useAppSelector(selectRecipeLanguage);
  const servings = useAppSelector(selectBaseServings);
  const shoppedServings = useAppSelector(selectShownServings);
  const keptId = useAppSelector(selectKeptId);
  const listed = useAppSelector(selectListedRecipes);
  if (!recipe) return null;
  // The recipe as kept in My recipes, else by its name: put on again, it replaces itself.
  const id = keptId ?? `recipe:${recipe.name}`;
  const onTheList = listed.find((entry) => entry.id === id);
  const onTheListAsShown = onTheList?.shoppedServings === shoppedServings;

  const toggle = () => {
    if (onTheListAsShown) return void dispatch(recipeTakenOffList(id));
    const lines = recipe.ingredients.map((ingredient) => ingredientLine(ingredient, language)).filter(Boolean);
    dispatch(recipeAddedToList({ id, name: recipe.name, language, lines, servings, shoppedServings }));
  };

  return (
    <SecondaryButton type="button" aria-pressed={onTheListAsShown} onClick={toggle}>
      {text(onTheListAsShown ? 'shoppingList.onTheList' : 'shoppingList.addToList')}
    </SecondaryButton>
  );
}
