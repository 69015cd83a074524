import { ModelSettingsDialog } from '../features/settings/ModelSettingsDialog';
import { ModelChoice } from '../features/signIn/components/ModelChoice';

/** Chef settings, with signing in with Hugging Face and the choice of whose model. */
export function ModelSettingsDialogWithSignIn() {
  return <ModelSettingsDialog modelChoice={<ModelChoice />} />;
}
