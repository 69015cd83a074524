import type { Aisle } from '../../../core/shopping/shoppingList';
import { shoppingList } from '../../../i18n/catalogues/en/shoppingList';
import { partTexts } from '../../../i18n/partTexts';

/** A text of the shopping list, in the cook's language. */
export const useShoppingListText = partTexts(shoppingList);

/** Each aisle's name, as the list heads it. */
export const AISLE_TEXT: Record<Aisle, keyof typeof shoppingList> = {
  produce: 'shoppingList.aisle.produce',
  meatAndFish: 'shoppingList.aisle.meatAndFish',
  dairyAndEggs: 'shoppingList.aisle.dairyAndEggs',
  bakery: 'shoppingList.aisle.bakery',
  dryGoods: 'shoppingList.aisle.dryGoods',
  tinsAndJars: 'shoppingList.aisle.tinsAndJars',
  spices: 'shoppingList.aisle.spices',
  drinks: 'shoppingList.aisle.drinks',
  other: 'shoppingList.aisle.other',
};
