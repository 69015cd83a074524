import { act, screen, within } from '@testing-library/react';
import { passTime } from '../../../../__tests__/support/passTime';
import { withCookModeOpen, withRecipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';
import { READ_ALOUD_STORAGE_KEY } from '../readAloudSlice';
import { noSpeech, speechStandIns, standIns } from '../../../../__tests__/support/speechStandIns';

startEachTestAfresh();

/** The speech stand-ins, with what they were told to say (texts) and everything, cancels included. */
function fakeSpeech() {
  speechStandIns();
  const { said } = standIns();
  return { spoken: () => said.flatMap((entry) => (entry === 'cancel' ? [] : [entry.text])), said };
}

afterEach(noSpeech);

it('is absent where the browser cannot speak', async () => {
  const { dialog } = await withCookModeOpen();
  expect(within(dialog).queryByRole('switch', { name: 'Read aloud' })).not.toBeInTheDocument();
});

it('is off at first, and reads the step at once when turned on, in the page’s language', async () => {
  const speech = fakeSpeech();
  document.documentElement.lang = 'en';
  const { user, dialog } = await withCookModeOpen();
  const toggle = within(dialog).getByRole('switch', { name: 'Read aloud' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(speech.spoken()).toEqual([]);
  await user.click(toggle);
  expect(speech.said.at(-1)).toEqual({ text: 'Boil the spaghetti for 10 minutes.', lang: 'en', rate: 1 });
});

it('reads each step as it is shown, again on Repeat, at the pace chosen', async () => {
  const speech = fakeSpeech();
  const { user, dialog } = await withCookModeOpen();
  await user.click(within(dialog).getByRole('switch', { name: 'Read aloud' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
  expect(speech.spoken().at(-1)).toBe('Simmer the tomatoes 5 min.');
  await user.click(within(dialog).getByRole('button', { name: 'Repeat' }));
  expect(speech.spoken().slice(-2)).toEqual(['Simmer the tomatoes 5 min.', 'Simmer the tomatoes 5 min.']);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reading speed' }), 'Slower');
  expect(speech.said.at(-1)).toMatchObject({ text: 'Simmer the tomatoes 5 min.', rate: 0.8 });
});

it('stops speaking when turned off, when cook mode closes and when the page is hidden', async () => {
  const speech = fakeSpeech();
  const { user, dialog } = await withCookModeOpen();
  const toggle = within(dialog).getByRole('switch', { name: 'Read aloud' });
  await user.click(toggle);
  await user.click(toggle);
  expect(speech.said.at(-1)).toBe('cancel');
  await user.click(toggle);
  Object.defineProperty(document, 'hidden', { configurable: true, value: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  Reflect.deleteProperty(document, 'hidden');
  expect(speech.said.at(-1)).toBe('cancel');
  await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(speech.said.at(-1)).toBe('cancel');
});

it('remembers that it is on', async () => {
  fakeSpeech();
  const { user, dialog } = await withCookModeOpen();
  await user.click(within(dialog).getByRole('switch', { name: 'Read aloud' }));
  expect(JSON.parse(window.localStorage.getItem(READ_ALOUD_STORAGE_KEY) ?? '{}')).toEqual({ on: true, rate: 'normal' });
});

it('says when a timer ends, as well as ringing it', async () => {
  jest.useFakeTimers();
  try {
    const speech = fakeSpeech();
    const { user } = await withRecipe({ fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await user.click(screen.getByRole('switch', { name: 'Read aloud' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start 10 min timer' }));
    await passTime(10 * 60_000);
    expect(speech.spoken().at(-1)).toBe('Your 10 min timer for step 1 is done.');
  } finally {
    jest.useRealTimers();
  }
});
