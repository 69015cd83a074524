import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectPreferences } from '../../preferences/preferencesSlice';
import { asksForChefsMarks } from '../../../core/request/preferencesPrompt';
import { colors } from '../../../styles/themes';

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  color: ${colors.mutedText};
`;

export const LABELS_NOTE =
  'Checked against your allergies and diet by the app and by the chef. The check helps, but it can miss things: read the label of everything you buy.';

/** Under the ingredients of a recipe checked against allergies or a diet: labels still need reading. */
export function LabelsNote() {
  const checked = asksForChefsMarks(useAppSelector(selectPreferences));
  return checked ? <Note>{LABELS_NOTE}</Note> : null;
}
