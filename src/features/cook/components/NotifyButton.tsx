import { useState } from 'react';
import { useAppSelector } from '../../../app/withTypes';
import { SecondaryButton } from '../../../components/SecondaryButton';
import { selectTimers } from '../timersSlice';
import { useCookText } from './cookTexts';

const canAsk = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

/**
 * Offered once a timer runs (not on every step before): asks, when the cook chooses to, whether a finished timer
 * may also show a notification.
 */
export function NotifyButton() {
  const [askable, setAskable] = useState(canAsk);
  const timing = useAppSelector(selectTimers).length > 0;
  const text = useCookText();
  if (!askable || !timing) return null;
  const ask = async () => {
    await Notification.requestPermission().catch(() => 'denied');
    setAskable(canAsk());
  };
  return (
    <SecondaryButton type="button" onClick={ask}>
      {text('timers.notify')}
    </SecondaryButton>
  );
}
