import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/withTypes';
import { signInProvider } from '../signInProvider';
import { finishSigningIn, holdsSignInAnswer } from '../signInThunks';

/**
 * Back from Hugging Face: the answer leaves the address at once (a code is used once, and must not stay in the
 * history), the cook is signed in or told why not, and the page scrolls to where they were.
 */
export function useSignInReturn() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const returned = window.location.href;
    if (!holdsSignInAnswer(returned)) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
    const provider = signInProvider();
    if (!provider) return;
    void dispatch(finishSigningIn({ ...provider, tab: window.sessionStorage }, returned)).then((trip) => {
      if (trip) window.scrollTo(0, trip.scrollY);
    });
  }, [dispatch]);
}
