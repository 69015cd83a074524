import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { conflictWarningAccepted, selectCookState, selectShownRecipeConflict } from '../cookSlice';
import { colors } from '../../../styles/themes';
import { useCookText } from './cookTexts';
import { useConflictLine } from '../../../recipeCard/recipeLines';
import { selectLanguage } from '../../language/languageSlice';

const Warning = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.danger};
  background: ${colors.noticeBackground};
  color: ${colors.text};

  p {
    margin: 0 0 0.5rem;
  }
`;

/**
 * A recipe on screen that conflicts with the cook's preferences (one kept before an allergy was added): a warning
 * naming the conflict, with Start cooking only once the cook chooses to cook it anyway.
 */
export function PreferencesCheck() {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector(selectShownRecipeConflict);
  const { warningAccepted } = useAppSelector(selectCookState);
  const text = useCookText();
  const language = useAppSelector(selectLanguage);
  const conflictLine = useConflictLine(language);
  if (!conflict) return null;
  return (
    <Warning role="alert">
      <p>
        <strong>{text('cook.notSafe')}</strong> {conflictLine(conflict)}
      </p>
      {warningAccepted ? (
        <p>{text('cook.cookedAnyway')}</p>
      ) : (
        <SecondaryButton type="button" onClick={() => dispatch(conflictWarningAccepted())}>
          {text('cook.cookAnyway')}
        </SecondaryButton>
      )}
    </Warning>
  );
}
