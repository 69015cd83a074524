import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { selectPreferences } from '../../preferences/preferencesSlice';
import { asksForChefsMarks } from '../../../core/modelRequest/preferencesPrompt';
import { colors } from '../../../styles/themes';
import { useCookText } from './cookTexts';

const Note = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  color: ${colors.mutedText};
`;

/** Under the ingredients of a recipe checked against allergies or a diet: labels still need reading. */
export function LabelsNote() {
  const checked = asksForChefsMarks(useAppSelector(selectPreferences));
  const text = useCookText();
  return checked ? <Note>{text('cook.labelsNote')}</Note> : null;
}
