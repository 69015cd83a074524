import styled from 'styled-components';

/** A form's row: a label and its fields side by side, wrapping on a narrow screen. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

/** A field's label in a row, as bold as a group's legend. */
export const FieldLabel = styled.label`
  font-weight: 600;
`;
