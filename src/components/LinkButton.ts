import styled from 'styled-components';
import { colors } from '../styles/themes';

/** A button that looks like a link: an action written into the page's text (Clear All, the demo notice's). */
export const LinkButton = styled.button`
  min-height: 44px;
  padding: 0 0.25rem;
  border: none;
  background: none;
  font: inherit;
  color: ${colors.accent};
  text-decoration: underline;
  cursor: pointer;
`;
