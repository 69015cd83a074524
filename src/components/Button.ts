import styled from 'styled-components';
import { colors } from '../styles/themes';

/** The filled call-to-action button shared by the form and the generate panel. */
export const Button = styled.button`
  min-height: 44px;
  padding: 0.6rem 1.1rem;
  border: none;
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  background: ${colors.accent};
  color: ${colors.onAccent};
  cursor: pointer;

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
