import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { selectPreferences } from '../../preferences/preferencesSlice';
import { asksForChefsMarks } from '../../preferences/preferencesPrompt';
import { conflictWarningAccepted, selectCookState, selectShownRecipeConflict } from '../cookSlice';

const Warning = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0 0 0.5rem;
  }
`;

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export const LABELS_NOTE =
  'Checked against your allergies and diet by the app and by the chef. The check helps, but it can miss things: read the label of everything you buy.';

/**
 * What the check against the cook's preferences says of the recipe shown: a warning naming the conflict (a
 * recipe kept before an allergy was added), with Start cooking only once the cook chooses to cook it anyway;
 * otherwise, when allergies or a diet are set, a plain note that labels still need reading.
 */
export function PreferencesCheck() {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector(selectShownRecipeConflict);
  const { warningAccepted } = useAppSelector(selectCookState);
  const checked = asksForChefsMarks(useAppSelector(selectPreferences));
  if (!conflict) return checked ? <Note>{LABELS_NOTE}</Note> : null;
  return (
    <Warning role="alert">
      <p>
        <strong>Not safe for you as it stands.</strong> {conflict}
      </p>
      {warningAccepted ? (
        <p>You chose to cook it anyway: change what conflicts first.</p>
      ) : (
        <SecondaryButton type="button" onClick={() => dispatch(conflictWarningAccepted())}>
          Cook it anyway
        </SecondaryButton>
      )}
    </Warning>
  );
}
