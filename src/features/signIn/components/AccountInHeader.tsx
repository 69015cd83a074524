import { useAppListener } from '../../../app/addAppListener';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { HEADER_HEIGHT_PX } from '../../../styles/layout';
import { colors } from '../../../styles/themes';
import {
  selectSignedInAccount,
  selectSignInFailure,
  selectSignInStatus,
  signInExpiredByRequest,
  signInFailureDismissed,
  type SignInFailure,
} from '../signInSlice';
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

/** From this width the header has room for the name and Sign out; a phone shows the picture (Chef settings, the rest). */
const WIDE = '48rem';

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Picture = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
`;

const OnWideScreens = styled.span`
  display: none;

  @media (min-width: ${WIDE}) {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

// Under the header, above the page: where a phone's header has no room for a sentence and its buttons.
const Notice = styled.div`
  position: fixed;
  top: ${HEADER_HEIGHT_PX}px;
  inset-inline: 0;
  z-index: 9;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.5rem 1rem;
  background: ${colors.noticeBackground};
  color: ${colors.text};
  border-bottom: 1px solid ${colors.border};
`;

/**
 * Who is signed in with Hugging Face (picture, and on wide screens the name and Sign out); under the header, Sign
 * in again once the sign-in has run out, and what went wrong with signing in. Also where a return from Hugging
 * Face is finished.
 */
export function AccountInHeader() {
  useSignInReturn();
  useAppListener(signInExpiredByRequest);
  const dispatch = useAppDispatch();
  const text = useSignInText();
  const account = useAppSelector(selectSignedInAccount);
  const expired = useAppSelector(selectSignInStatus) === 'expired';
  const failure = useAppSelector(selectSignInFailure);
  const signOutButton = (
    <SecondaryButton type="button" onClick={() => dispatch(signOut())}>
      {text('signIn.signOut')}
    </SecondaryButton>
  );
  return (
    <>
      {account && (
        <Account>
          <Picture src={account.picture} alt={text('signIn.picture', { name: account.name })} />
          <OnWideScreens>
            <span>{text('signIn.signedInAs', { name: account.name })}</span>
            {signOutButton}
          </OnWideScreens>
        </Account>
      )}
      {(expired || failure) && (
        <Notice role="status">
          {expired && (
            <>
              <span>{text('signIn.expired')}</span>
              <SignInButton again />
              {signOutButton}
            </>
          )}
          {failure && (
            <>
              <span>{text(FAILURE_TEXTS[failure])}</span>
              <SecondaryButton type="button" onClick={() => dispatch(signInFailureDismissed())}>
                {text('signIn.dismiss')}
              </SecondaryButton>
            </>
          )}
        </Notice>
      )}
    </>
  );
}
