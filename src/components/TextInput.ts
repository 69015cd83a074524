import styled from 'styled-components';
import { colors } from '../styles/themes';

/** The text field shared by the ingredient form and the token dialog. */
export const TextInput = styled.input`
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  border: 2px solid ${colors.border};
  border-radius: 8px;
  font: inherit;
  background: ${colors.inputBackground};
  color: ${colors.text};

  &::placeholder {
    color: ${colors.mutedText};
  }
`;
