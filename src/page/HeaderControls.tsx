import { useFollowOtherTabs } from '../app/otherTabs';
import { AccountInHeader } from '../features/signIn/components/AccountInHeader';
import { MyRecipesButton } from '../features/myRecipes/components/MyRecipesButton';
import { ModelSettingsButton } from '../features/settings/ModelSettingsButton';
import { ThemeToggle } from '../features/theme/ThemeToggle';

/**
 * The header's buttons, in their own chunk: they only work once the scripts run, so they arrive with them; and with
 * them, the page starts hearing what other tabs of the app change.
 */
export function HeaderControls() {
  useFollowOtherTabs();
  return (
    <>
      <AccountInHeader />
      <MyRecipesButton />
      <ModelSettingsButton />
      <ThemeToggle />
    </>
  );
}
