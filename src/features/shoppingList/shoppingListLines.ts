import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { isOnHand } from '../../core/cooking/onHand';
import table from '../../core/nutrition/nutritionTable.json';
import { AISLES, shoppingList, type Aisle, type ShoppingLine } from '../../core/shopping/shoppingList';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { selectLanguage } from '../language/languageSlice';
import { selectPreferences } from '../preferences/preferencesSlice';
import { selectListedRecipes, selectOwnItems, selectPutBack, selectTicked } from './shoppingListSlice';

/** The recipe id of an item the cook added themselves: each is a recipe of one line, so its key is its own. */
export const OWN_ITEM_PREFIX = 'own:';

/** A line as the list shows it: what it adds up to, whether the cook has it, and whether it is in the basket. */
export interface ListLine extends ShoppingLine {
  had: boolean;
  ticked: boolean;
  /** The names of the recipes that need it; none for an item of the cook's own. */
  recipeNames: string[];
  /** The item of the cook's own this line is, when nothing else needs it: what removing it removes. */
  ownItem: string | null;
}

const selectHasBasics = (state: RootState) => selectPreferences(state).hasBasics;

/**
 * Every line of the list, the recipes' and the cook's own items added up by the list's rules (core/shopping) in
 * the aisles' order; a food on the cook's ingredient list (the same product, in any language, or a kind of it in
 * the same words), or a basic when they have them, is had unless they put it back to buy. The code carries SR28's table: it loads with the list's panel.
 */
export const selectListLines = createSelector(
  [
    selectListedRecipes,
    selectOwnItems,
    selectTicked,
    selectPutBack,
    selectIngredients,
    selectHasBasics,
    selectLanguage,
  ],
  (recipes, ownItems, ticked, putBack, pantry, hasBasics, language): ListLine[] => {
    const own = ownItems.map((item) => ({
      id: `${OWN_ITEM_PREFIX}${item}`,
      name: item,
      language,
      lines: [item],
      servings: 1,
      shoppedServings: 1,
    }));
    const names = new Map(recipes.map((recipe) => [recipe.id, recipe.name]));
    // The cook's foods read as the list reads its lines, so "eggs" on their list is had for "4 huevos" too.
    const pantryLine = { id: 'pantry', name: '', language, lines: pantry, servings: 1, shoppedServings: 1 };
    const pantryFoods = new Set(shoppingList([pantryLine], table).map((line) => line.key));
    const isHad = (line: ShoppingLine) =>
      pantryFoods.has(line.key) || isOnHand(line.name, pantry, hasBasics, line.language);
    return shoppingList([...recipes, ...own], table).map((line) => ({
      ...line,
      had: isHad(line) && !putBack.includes(line.key),
      ticked: ticked.includes(line.key),
      recipeNames: line.recipeIds.flatMap((id) => names.get(id) ?? []),
      ownItem:
        line.recipeIds.length === 1 && line.recipeIds[0]!.startsWith(OWN_ITEM_PREFIX)
          ? line.recipeIds[0]!.slice(OWN_ITEM_PREFIX.length)
          : null,
    }));
  },
);

/** The lines to buy, by aisle in the shop's order, each aisle with at least one line. */
export const selectLinesByAisle = createSelector([selectListLines], (lines) =>
  AISLES.map((aisle): [Aisle, ListLine[]] => [aisle, lines.filter((line) => !line.had && line.aisle === aisle)]).filter(
    ([, inAisle]) => inAisle.length > 0,
  ),
);

/** How many lines there are to buy, and how many of them are in the basket. */
export const selectBasket = createSelector([selectLinesByAisle], (byAisle) => {
  const toBuy = byAisle.flatMap(([, lines]) => lines);
  return { count: toBuy.length, ticked: toBuy.filter((line) => line.ticked).length };
});

/** The lines of foods the cook has. */
export const selectHadLines = createSelector([selectListLines], (lines) => lines.filter((line) => line.had));
