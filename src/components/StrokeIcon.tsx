import type { ReactNode } from 'react';

/** The header's line icons: 22 px, drawn in the text colour, hidden from screen readers (the button names them). */
export function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
