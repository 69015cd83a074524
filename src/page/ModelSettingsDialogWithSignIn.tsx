import { ModelSettingsDialog } from '../features/settings/ModelSettingsDialog';
import { SignInSlot, type SignInControls } from '../features/settings/signInSlot';
import { ModelChoice } from '../features/signIn/components/ModelChoice';

const signInControls: SignInControls = { ModelChoice };

/** Chef settings, with signing in with Hugging Face and the choice of whose model. */
export function ModelSettingsDialogWithSignIn() {
  return (
    <SignInSlot value={signInControls}>
      <ModelSettingsDialog />
    </SignInSlot>
  );
}
