import styled from 'styled-components';
import { useAppSelector } from '../../../app/withTypes';
import { selectFoodSafety, selectShownUnits } from '../cookSlice';
import { safeLineText } from './foodSafetyText';
import { colors } from '../../../styles/themes';
import { useCookText } from './cookTexts';

const Facts = styled.ul`
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  color: ${colors.text};

  li + li {
    margin-top: 0.25rem;
  }
`;

/**
 * The food-safety facts of the recipe shown, as plain lines (not warnings): each food's safe temperature inside,
 * and the lines for preserving at room temperature and for raw or rare dishes.
 */
export function FoodSafetyLines() {
  const safety = useAppSelector(selectFoodSafety);
  const units = useAppSelector(selectShownUnits);
  const text = useCookText();
  if (!safety) return null;
  const lines = [
    ...safety.lines.map((line) => safeLineText(text, line, units)),
    ...(safety.preserving ? [text('safety.preserving')] : []),
    ...(safety.rawRisk ? [text('safety.rawRisk')] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <Facts aria-label={text('cook.foodSafety')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Facts>
  );
}
