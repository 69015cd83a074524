import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from './IconButton';

// Round with its icon alone on a phone; with its name beside the icon where the header has room.
const Pill = styled(IconButton)`
  gap: 0.4rem;

  @media (min-width: 48rem) {
    width: auto;
    padding: 0 0.9rem 0 0.7rem;
    border-radius: 22px;
  }
`;

// The name is the button's text at every width (so it is what assistive technology reads), shown where it fits.
const Name = styled.span`
  @media (max-width: 47.99rem) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

type LabelledIconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { icon: ReactNode; children: string };

/** A header button named in words: its icon, and its name beside it where the header has room. */
export function LabelledIconButton({ icon, children, ...props }: LabelledIconButtonProps) {
  return (
    <Pill type="button" {...props}>
      {icon}
      <Name>{children}</Name>
    </Pill>
  );
}
