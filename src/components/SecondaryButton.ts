import styled from 'styled-components';
import { Button } from './Button';
import { colors } from '../styles/themes';

/** An outlined button for the quieter action beside or instead of a filled one (Stop, Retry). */
export const SecondaryButton = styled(Button)`
  background: transparent;
  color: ${colors.text};
  border: 2px solid ${colors.border};
`;
