import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { colors } from '../../../styles/themes';
import { selectSignedInAccount, selectSignInFailure, selectSignInStatus, type SignInFailure } from '../signInSlice';
import { signOut } from '../signInThunks';
import { SignInButton } from './SignInButton';
import { useSignInText } from './signInTexts';
import { useSignInReturn } from './useSignInReturn';

/** What the cook is told of each way signing in can fail. */
const FAILURE_TEXTS = {
  cancelled: 'signIn.failure.cancelled',
  refused: 'signIn.failure.refused',
  failed: 'signIn.failure.failed',
  offline: 'signIn.failure.offline',
} as const satisfies Record<SignInFailure, string>;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Picture = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
`;

const Line = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${colors.text};
  font-size: 0.9rem;

  &:empty {
    display: none;
  }
`;

/**
 * Who is signed in with Hugging Face (picture and name) and Sign out; Sign in again once the sign-in has run out;
 * and what went wrong with signing in. Also where a return from Hugging Face is finished.
 */
export function AccountInHeader() {
  useSignInReturn();
  const dispatch = useAppDispatch();
  const text = useSignInText();
  const account = useAppSelector(selectSignedInAccount);
  const status = useAppSelector(selectSignInStatus);
  const failure = useAppSelector(selectSignInFailure);
  return (
    <Account>
      {account && (
        <>
          <Picture src={account.picture} alt={text('signIn.picture', { name: account.name })} />
          <span>{text('signIn.signedInAs', { name: account.name })}</span>
        </>
      )}
      {status === 'expired' && (
        <>
          <span>{text('signIn.expired')}</span>
          <SignInButton again />
        </>
      )}
      {(account || status === 'expired') && (
        <SecondaryButton type="button" onClick={() => dispatch(signOut())}>
          {text('signIn.signOut')}
        </SecondaryButton>
      )}
      <Line role="status">{failure && text(FAILURE_TEXTS[failure])}</Line>
    </Account>
  );
}
