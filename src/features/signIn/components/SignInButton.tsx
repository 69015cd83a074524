import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { Button } from '../../../components/Button';
import { browserSignInWay } from '../browserSignInWay';
import { signInProvider } from '../signInProvider';
import { selectSignInStatus } from '../signInSlice';
import { startSigningIn } from '../signInThunks';
import { useSignInText } from './signInTexts';

/**
 * "Sign in with Hugging Face" (or "Sign in again"): leaves for Hugging Face's page with the list and the recipe kept
 * for the trip. Not shown when the deployer set up no OAuth app.
 */
export function SignInButton({ again = false }: { again?: boolean }) {
  const dispatch = useAppDispatch();
  const text = useSignInText();
  const leaving = useAppSelector(selectSignInStatus) === 'leaving';
  const provider = signInProvider();
  if (!provider) return null;
  const signIn = () => {
    if (!leaving) void dispatch(startSigningIn(browserSignInWay(provider)));
  };
  return (
    <Button type="button" onClick={signIn} aria-disabled={leaving}>
      {text(again ? 'signIn.again' : 'signIn.button')}
    </Button>
  );
}
