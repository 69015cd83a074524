import styled from 'styled-components';

/** The text field shared by the ingredient form and the token dialog. */
export const TextInput = styled.input`
  min-height: 44px;
  padding: 0.6rem 0.8rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  font: inherit;
  background: ${({ theme }) => theme.colors.inputBackground};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;
