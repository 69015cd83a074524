import styled from 'styled-components';
import { colors } from '../styles/themes';

/** A modal <dialog> as a drawer from the right edge, the whole height of the screen (the whole screen on a phone). */
export const Drawer = styled.dialog`
  width: min(32rem, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0 0 0 auto;
  padding: 1rem 1.25rem 1.5rem;
  border: none;
  border-left: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  overflow-y: auto;

  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
`;
