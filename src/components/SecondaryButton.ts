import styled from 'styled-components';
import { Button } from './Button';

/** An outlined button for the quieter action beside or instead of a filled one (Stop, Retry). */
export const SecondaryButton = styled(Button)`
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  border: 2px solid ${({ theme }) => theme.colors.border};
`;
