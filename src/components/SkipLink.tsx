import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { colors } from '../styles/themes';

const Link = styled.a`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 20;
  padding: 0.6rem 1rem;
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** The first Tab stop: hidden until focused, it takes a keyboard user past the header to `targetId`. */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  const skip = (event: MouseEvent) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      {children}
    </Link>
  );
}
