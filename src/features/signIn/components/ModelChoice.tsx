import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { signOut } from '../signInThunks';
import { chooseWay, chosenWay, wayAmong, waysOf, type ModelWay } from '../../../modelConnection/modelWays';
import { colors } from '../../../styles/themes';
import { selectHasUserToken, selectRecipeServiceIsDemo } from '../../settings/settingsSlice';
import { signInProvider } from '../signInProvider';
import { selectKeptAccount } from '../signInSlice';
import { SignInButton } from './SignInButton';
import { useSignInText } from './signInTexts';

const Note = styled.p`
  margin: 0.5rem 0;
  color: ${colors.mutedText};
`;

const Choice = styled.fieldset`
  margin: 1rem 0;
  border: 1px solid ${colors.border};
  border-radius: 8px;

  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
`;

/**
 * Chef settings' account part: Sign in with Hugging Face, and, when the cook has more than one way to a model
 * (their account, a pasted token, the app's own), which one their recipes go to.
 */
export function ModelChoice() {
  const text = useSignInText();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectKeptAccount);
  const hasUserToken = useAppSelector(selectHasUserToken);
  const demo = useAppSelector(selectRecipeServiceIsDemo);
  const [chosen, setChosen] = useState(chosenWay);
  const ways = waysOf({ signedIn: account !== null, hasToken: hasUserToken });
  const inUse = wayAmong(ways, chosen);
  const choose = (way: ModelWay) => {
    chooseWay(way);
    setChosen(way);
  };
  const label = (way: ModelWay) =>
    way === 'sign-in'
      ? text('way.signIn', { name: account!.name })
      : text(way === 'token' ? 'way.token' : demo ? 'way.demo' : 'way.built');
  return (
    <>
      {account && (
        <Note>
          {text('signIn.signedInAs', { name: account.name })}{' '}
          <SecondaryButton type="button" onClick={() => dispatch(signOut())}>
            {text('signIn.signOut')}
          </SecondaryButton>
        </Note>
      )}
      {!account && signInProvider() && (
        <>
          <Note>{text('signIn.about')}</Note>
          <SignInButton />
        </>
      )}
      {ways.length === 1 && <Note>{text('way.onlyOne', { way: label(inUse) })}</Note>}
      {ways.length > 1 && (
        <Choice>
          <legend>{text('way.legend')}</legend>
          {ways.map((way) => (
            <label key={way}>
              <input type="radio" name="model-way" checked={way === inUse} onChange={() => choose(way)} />
              {label(way)}
            </label>
          ))}
        </Choice>
      )}
    </>
  );
}
