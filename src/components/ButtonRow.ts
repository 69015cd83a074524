import styled from 'styled-components';

/** A wrapping row of buttons (a recipe's actions, My recipes' Export and Import). */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;
