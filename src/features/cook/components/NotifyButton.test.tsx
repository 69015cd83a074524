import { screen, within } from '@testing-library/react';
import { withRecipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';

startEachTestAfresh();

describe('notifications', () => {
  it('is offered once the first timer runs, asks only when the cook chooses to, then shows a finished timer', async () => {
    const shown: string[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = jest.fn(async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      });
      constructor(title: string, options?: NotificationOptions) {
        shown.push(`${title}: ${options?.body}`);
      }
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
    try {
      const { user } = await withRecipe();
      await user.click(screen.getByRole('button', { name: 'Start cooking' }));
      expect(screen.queryByRole('button', { name: 'Notify me when a timer ends' })).not.toBeInTheDocument();
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start 10 min timer' }));
      expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Notify me when a timer ends' }));
      expect(FakeNotification.requestPermission).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Notify me when a timer ends' })).not.toBeInTheDocument();
      const { ringTimerAlarm } = await import('./timerAlarm');
      ringTimerAlarm('Personal AI Chef', 'Your 10 min timer for step 1 is done.');
      expect(shown).toEqual(['Personal AI Chef: Your 10 min timer for step 1 is done.']);
    } finally {
      Reflect.deleteProperty(window, 'Notification');
    }
  });
});
