import styled from 'styled-components';

/** A dialog's first row: its title at the start, its Close or Done button at the end. */
export const DialogTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;
