import { useState } from 'react';
import { SecondaryButton } from '../../../components/SecondaryButton';

const canAsk = () => typeof Notification !== 'undefined' && Notification.permission === 'default';

/** Asks, once the cook chooses to, whether a finished timer may also show a notification. */
export function NotifyButton() {
  const [askable, setAskable] = useState(canAsk);
  if (!askable) return null;
  const ask = async () => {
    await Notification.requestPermission().catch(() => 'denied');
    setAskable(canAsk());
  };
  return (
    <SecondaryButton type="button" onClick={ask}>
      Notify me when a timer ends
    </SecondaryButton>
  );
}
