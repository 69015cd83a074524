import styled from 'styled-components';
import { colors } from '../styles/themes';

/** The quiet line under a row of buttons that says what the last one did; it keeps its height when empty. */
export const StatusLine = styled.p`
  min-height: 1.5em;
  margin: 0.5rem 0 0;
  color: ${colors.mutedText};
`;
