import type { ReactNode } from 'react';
import { useFollowOtherTabs } from '../app/otherTabs';
import { OnDemand, useLoadParts } from '../components/OnDemand';
import { AccountInHeader } from '../features/signIn/components/AccountInHeader';
import { MyRecipesButton } from '../features/myRecipes/components/MyRecipesButton';
import { ModelSettingsButton } from '../features/settings/ModelSettingsButton';
import { ShoppingListButton } from '../features/shoppingList/components/ShoppingListButton';
import { AddKeptRecipesToList } from '../features/shoppingList/components/AddKeptRecipesToList';
import type { KeptRecipe } from '../features/myRecipes/keptRecipe';
import { ThemeToggle } from '../features/theme/ThemeToggle';

declare module '../components/OnDemand' {
  interface LazyPartProps {
    /** My recipes' panel, with the database code: fetched when the page is idle, so opening it does not wait. */
    myRecipesPanel: {
      onClosed: () => void;
      loadRecipeView: () => Promise<void>;
      addToList: (chosen: readonly KeptRecipe[], done: () => void) => ReactNode;
    };
    /** The shopping list, with SR28's table to add it up: its code is fetched on the first click. */
    shoppingListPanel: { onClosed: () => void };
    /** Chef settings, rarely opened: its code is fetched on the first click. */
    modelSettingsDialog: object;
  }
}

/**
 * The header's buttons, in their own chunk: they only work once the scripts run, so they arrive with them; and with
 * them, the page starts hearing what other tabs of the app change.
 */
export function HeaderControls() {
  useFollowOtherTabs();
  const loadMyRecipesPanel = useLoadParts('myRecipesPanel');
  const loadRecipeView = useLoadParts('recipeArea', 'cookableRecipe');
  return (
    <>
      <AccountInHeader />
      <MyRecipesButton
        loadPanel={loadMyRecipesPanel}
        panel={(onClosed) => (
          <OnDemand
            part="myRecipesPanel"
            floating
            onClosed={onClosed}
            loadRecipeView={loadRecipeView}
            addToList={(chosen, done) => <AddKeptRecipesToList chosen={chosen} onAdded={done} />}
          />
        )}
      />
      <ShoppingListButton panel={(onClosed) => <OnDemand part="shoppingListPanel" floating onClosed={onClosed} />} />
      <ModelSettingsButton dialog={<OnDemand part="modelSettingsDialog" floating />} />
      <ThemeToggle />
    </>
  );
}
