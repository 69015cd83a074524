import { DemoNoticeWhenDemo } from '../features/settings/DemoModeNotice';
import { SignInButton } from '../features/signIn/components/SignInButton';

/** The demo notice, with "Sign in with Hugging Face" in its line. */
export function DemoNoticeWithSignIn() {
  return <DemoNoticeWhenDemo signInButton={<SignInButton />} />;
}
