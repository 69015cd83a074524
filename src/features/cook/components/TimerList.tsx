import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { IconButton } from '../../../components/IconButton';
import { LinkButton } from '../../../components/LinkButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { selectTimers, timerDismissed, timerRestored } from '../timersSlice';
import type { CookTimer } from '../timersStorage';
import { timersDoneText } from './useTimerAlarms';
import { useNow } from './useNow';
import { clockText } from '../clockText';
import { colors } from '../../../styles/themes';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $ended: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.25rem 0.25rem 0.75rem;
  border: 2px solid ${colors.border};
  border-radius: 999px;
  font-variant-numeric: tabular-nums;

  ${({ $ended }) =>
    $ended &&
    css`
      border-color: ${colors.accent};
      background: ${colors.noticeBackground};
      font-weight: 600;
    `}
`;

const Cancelled = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0 0;

  button {
    min-height: 44px;
  }
`;

/**
 * The running and finished timers, with the time left; a finished one says so until dismissed. Shown on the card
 * and in cook mode; `announce` marks the one a screen reader hears (the other is behind the modal, or not shown).
 */
export function TimerList({ announce }: { announce: boolean }) {
  const dispatch = useAppDispatch();
  const timers = useAppSelector(selectTimers);
  const now = useNow(timers.some(({ ended }) => !ended));
  // A cancelled running timer can be had back: one tap is easy to make by mistake with floury hands.
  const [cancelled, setCancelled] = useState<CookTimer | null>(null);
  const remove = (timer: CookTimer) => {
    dispatch(timerDismissed(timer.id));
    setCancelled(timer.ended ? null : timer);
  };
  if (timers.length === 0 && !cancelled) return null;
  return (
    <>
      {timers.length > 0 && (
        <List aria-label="Timers">
          {timers.map((timer) => {
            const { id, label, step, endsAt, ended, pausedLeftMs } = timer;
            const left = clockText((pausedLeftMs ?? endsAt - now) / 1000);
            return (
              <Item key={id} $ended={ended}>
                {ended
                  ? `${label} (step ${step + 1}): done`
                  : `${label} (step ${step + 1}): ${left} left${pausedLeftMs === undefined ? '' : ', paused'}`}
                <IconButton
                  type="button"
                  aria-label={`${ended ? 'Dismiss' : 'Cancel'} the ${label} timer for step ${step + 1}`}
                  onClick={() => remove(timer)}
                >
                  ×
                </IconButton>
              </Item>
            );
          })}
        </List>
      )}
      {cancelled && (
        <Cancelled role="status">
          {`The ${cancelled.label} timer for step ${cancelled.step + 1} was cancelled.`}
          <LinkButton
            type="button"
            onClick={() => {
              dispatch(timerRestored(cancelled));
              setCancelled(null);
            }}
          >
            Undo
          </LinkButton>
        </Cancelled>
      )}
      {announce && <VisuallyHidden role="status">{timersDoneText(timers)}</VisuallyHidden>}
    </>
  );
}
