import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Offstage = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  visibility: hidden;
`;

/**
 * Lays its children out once, hidden from eyes, pointers and screen readers, then calls `onLaidOut`, for its
 * owner to take it away: what a part's first showing would do in the task that shows it (inject its style
 * rules, which restyle the whole page; ask the browser for font sizes the page has not used yet) is done ahead.
 */
export interface RehearsalProps {
  children: ReactNode;
  onLaidOut: () => void;
}

export function Rehearsal({ children, onLaidOut }: RehearsalProps) {
  const stage = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Reading its size lays it out now: it is gone before the next frame would have.
    stage.current?.getBoundingClientRect();
    onLaidOut();
  }, [onLaidOut]);
  return (
    <Offstage ref={stage} aria-hidden inert>
      {children}
    </Offstage>
  );
}
