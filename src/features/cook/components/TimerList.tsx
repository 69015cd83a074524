import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { IconButton } from '../../../components/IconButton';
import { LinkButton } from '../../../components/LinkButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { selectTimers, timerDismissed, timerRestored } from '../timersSlice';
import type { CookTimer } from '../timersStorage';
import { timersDoneText } from './useTimerAlarms';
import { useNow } from './useNow';
import { clockText } from '../clockText';
import { colors } from '../../../styles/themes';
import { useCookText } from './cookTexts';

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
  const text = useCookText();
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
        <List aria-label={text('timers.heading')}>
          {timers.map((timer) => {
            const { id, label, step, endsAt, ended, pausedLeftMs } = timer;
            const left = clockText((pausedLeftMs ?? endsAt - now) / 1000);
            return (
              <Item key={id} $ended={ended}>
                {text(
                  ended ? 'timers.listDone' : pausedLeftMs === undefined ? 'timers.listLeft' : 'timers.listPaused',
                  {
                    label,
                    step: step + 1,
                    left,
                  },
                )}
                <IconButton
                  type="button"
                  aria-label={text(ended ? 'timers.dismiss' : 'timers.cancel', { label, step: step + 1 })}
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
          {text('timers.cancelled', { label: cancelled.label, step: cancelled.step + 1 })}
          <LinkButton
            type="button"
            onClick={() => {
              dispatch(timerRestored(cancelled));
              setCancelled(null);
            }}
          >
            {text('timers.undo')}
          </LinkButton>
        </Cancelled>
      )}
      {announce && <VisuallyHidden role="status">{timersDoneText(text, timers)}</VisuallyHidden>}
    </>
  );
}
