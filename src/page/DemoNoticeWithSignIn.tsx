import { DemoNoticeWhenDemo } from '../features/settings/DemoModeNotice';
import { SignInSlot, type SignInControls } from '../features/settings/signInSlot';
import { SignInButton } from '../features/signIn/components/SignInButton';

const signInControls: SignInControls = { SignInButton };

/** The demo notice, with "Sign in with Hugging Face" in its line. */
export function DemoNoticeWithSignIn() {
  return (
    <SignInSlot value={signInControls}>
      <DemoNoticeWhenDemo />
    </SignInSlot>
  );
}
