import { act, screen, within } from '@testing-library/react';
import { withCookModeOpen, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';
import { selectTimers } from '../timersSlice';
import { noSpeech, speechStandIns, standIns } from '../../../../__tests__/support/speechStandIns';

startEachTestAfresh();

/** The speech stand-ins: the test says phrases into the newest recognition session, ends it or refuses it. */
function fakeRecognition() {
  speechStandIns();
  const current = () => standIns().recognitions.at(-1)!;
  return { current, say: (phrase: string) => act(() => standIns().hear(phrase)) };
}

afterEach(noSpeech);

it('says in one line where the browser cannot listen, and keeps the buttons', async () => {
  const { dialog } = await withCookModeOpen();
  expect(within(dialog).getByText('This browser cannot listen for commands: use the buttons.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('switch', { name: 'Listen' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Next step' })).toBeInTheDocument();
});

it('does not listen until the cook turns Listen on, then shows that it is listening', async () => {
  const recognition = fakeRecognition();
  const { user, dialog } = await withCookModeOpen();
  const toggle = within(dialog).getByRole('switch', { name: 'Listen' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  expect(recognition.current().started).toBe(1);
  expect(within(dialog).getByText('Listening')).toBeInTheDocument();
});

it('moves between steps, starts and stops a timer, and closes on what it hears inside longer phrases', async () => {
  const recognition = fakeRecognition();
  const { user, dialog, store } = await withCookModeOpen();
  await user.click(within(dialog).getByRole('switch', { name: 'Listen' }));
  recognition.say('start the timer please');
  expect(selectTimers(store.getState())).toHaveLength(1);
  expect(within(dialog).getByText('Listening · heard “start timer”')).toBeInTheDocument();
  recognition.say('okay stop the timer');
  expect(selectTimers(store.getState())).toHaveLength(0);
  recognition.say('okay next step please');
  expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
  recognition.say('go back');
  expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
  const session = recognition.current();
  recognition.say('close');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(session.aborted).toBe(true);
});

it('listens again when the browser ends a session', async () => {
  const recognition = fakeRecognition();
  const { user, dialog } = await withCookModeOpen();
  await user.click(within(dialog).getByRole('switch', { name: 'Listen' }));
  act(() => recognition.current().onend?.());
  expect(recognition.current().started).toBe(2);
});

it('says so when the microphone is refused, and turns Listen off', async () => {
  const recognition = fakeRecognition();
  const { user, dialog } = await withCookModeOpen();
  await user.click(within(dialog).getByRole('switch', { name: 'Listen' }));
  act(() => recognition.current().onerror?.({ error: 'not-allowed' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'The microphone was not allowed, so commands cannot be heard: use the buttons.',
  );
  expect(within(dialog).getByRole('switch', { name: 'Listen' })).toHaveAttribute('aria-checked', 'false');
});

it('stops listening when the page is hidden', async () => {
  const recognition = fakeRecognition();
  const { user, dialog } = await withCookModeOpen();
  await user.click(within(dialog).getByRole('switch', { name: 'Listen' }));
  Object.defineProperty(document, 'hidden', { configurable: true, value: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  Reflect.deleteProperty(document, 'hidden');
  expect(recognition.current().aborted).toBe(true);
  expect(within(dialog).getByRole('switch', { name: 'Listen' })).toHaveAttribute('aria-checked', 'false');
});

it('repeats the step, reads its ingredients and stops reading when asked', async () => {
  const recognition = fakeRecognition();
  const said = () => standIns().said.at(-1);
  const { user, dialog } = await withCookModeOpen();
  await user.click(within(dialog).getByRole('switch', { name: 'Listen' }));
  recognition.say('can you repeat that');
  expect(said()).toMatchObject({ text: 'Boil the spaghetti for 10 minutes.' });
  recognition.say('read me the ingredients');
  expect(said()).toMatchObject({ text: '200 g spaghetti' });
  recognition.say('stop reading');
  expect(said()).toBe('cancel');
});
