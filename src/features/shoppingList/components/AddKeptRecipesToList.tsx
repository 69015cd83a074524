import { useState } from 'react';
import { useAppListener } from '../../../app/addAppListener';
import { useAppDispatch } from '../../../app/withTypes';
import { Button } from '../../../components/Button';
import { StatusLine } from '../../../components/StatusLine';
import { ingredientLine } from '../../../core/recipe/ingredientLine';
import type { KeptRecipe } from '../../myRecipes/keptRecipe';
import { recipeAddedToList } from '../shoppingListSlice';
import { shoppingListSaved } from '../shoppingListStorage';
import { useShoppingListText } from './shoppingListTexts';

/**
 * Under My recipes' lists: puts the recipes the cook chose there on the shopping list at once, each at the servings
 * it was made for, in its own language; `onAdded` lets My recipes clear its choice.
 */
export function AddKeptRecipesToList({ chosen, onAdded }: { chosen: readonly KeptRecipe[]; onAdded: () => void }) {
  useAppListener(shoppingListSaved);
  const dispatch = useAppDispatch();
  const text = useShoppingListText();
  const [said, setSaid] = useState('');

  const add = () => {
    for (const { id, recipe, language, madeFrom } of chosen) {
      const servings = recipe.servings ?? madeFrom.preferences.servings;
      const lines = recipe.ingredients.map((ingredient) => ingredientLine(ingredient, language)).filter(Boolean);
      dispatch(recipeAddedToList({ id, name: recipe.name, language, lines, servings, shoppedServings: servings }));
    }
    setSaid(text('shoppingList.addedChosen', { count: chosen.length }));
    onAdded();
  };

  return (
    <>
      {chosen.length > 0 && (
        <Button type="button" onClick={add}>
          {text('shoppingList.addChosen', { count: chosen.length })}
        </Button>
      )}
      <StatusLine role="status">{said}</StatusLine>
    </>
  );
}
