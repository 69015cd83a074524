import { MyRecipesButton } from '../features/myRecipes/components/MyRecipesButton';
import { ModelSettingsButton } from '../features/settings/ModelSettingsButton';
import { ThemeToggle } from '../features/theme/ThemeToggle';

/** The header's buttons, in their own chunk: they only work once the scripts run, so they arrive with them. */
export function HeaderControls() {
  return (
    <>
      <MyRecipesButton />
      <ModelSettingsButton />
      <ThemeToggle />
    </>
  );
}
