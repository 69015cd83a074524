import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { selectFoodSafety, selectShownUnits } from '../cookSlice';
import { warningText } from './foodSafetyText';
import { useCookText } from './cookTexts';
import { colors } from '../../../styles/themes';

const Warning = styled.p`
  margin: 0.4rem 0 0;
  padding: 0.4rem 0.75rem;
  border-left: 4px solid ${colors.danger};
  background: ${colors.noticeBackground};
  color: ${colors.text};
  font-size: 1rem;
  font-weight: 600;
`;

/**
 * The warnings of one step that takes a food to less than its safe temperature. On the card they are an alert,
 * announced once as the recipe appears; cook mode shows the same words without announcing them again.
 */
export function StepSafetyWarnings({ step, announce }: { step: number; announce: boolean }) {
  const safety = useAppSelector(selectFoodSafety);
  const units = useAppSelector(selectShownUnits);
  const text = useCookText();
  const warnings = safety?.warnings.filter((warning) => warning.step === step) ?? [];
  return warnings.map((warning, index) => (
    <Warning key={index} role={announce ? 'alert' : undefined}>
      <span aria-hidden="true">⚠ </span>
      {warningText(text, warning, units)}
    </Warning>
  ));
}
