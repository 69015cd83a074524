import styled from 'styled-components';
import { colors } from '../styles/themes';

/** A round 44 px header button holding an icon; its aria-label names it. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.border};
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
`;
