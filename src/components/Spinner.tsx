import styled, { keyframes } from 'styled-components';
import { colors } from '../styles/themes';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A decorative spinner; the text beside it is what assistive technology reads. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${colors.spinnerTrack};
  border-top-color: ${colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`;
