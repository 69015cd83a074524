import type { Locator, Page } from 'playwright-core';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { noSpeech, speechStandIns, type SpeechStandIns } from '../support/speechStandIns';
import { axeViolations } from './support/axe';
import { addIngredients, chromiumForThisFile, eventually, pausePageClock, setScenario } from './support/browser';

/**
 * Cook mode hands free, in the production build: init scripts stand in for speech synthesis (recording what is
 * said) and speech recognition (the test says the phrases).
 */

const three = ['salmon', 'lemon', 'dill'];
const recipe = demoRecipe(three);
const chromium = chromiumForThisFile();

const spoken = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { speech: SpeechStandIns }).speech.said.map((entry) =>
      entry === 'cancel' ? 'cancel' : entry.text,
    ),
  );
const hear = (page: Page, phrase: string) =>
  page.evaluate((words) => (window as unknown as { speech: SpeechStandIns }).speech.hear(words), phrase);

/**
 * Turns Listen on, and waits until the page's recognition has started: "Listening" shows in the render, the
 * recognition starts in the effect after it, and a phrase said in between is heard by no one. Asked from here
 * (eventually) rather than with waitForFunction, which polls on the page's animation frames: a paused page clock
 * has none.
 */
async function listen(page: Page, dialog: Locator) {
  await dialog.getByRole('switch', { name: 'Listen' }).click();
  const listening = () =>
    page.evaluate(() => {
      const session = (window as unknown as { speech: SpeechStandIns }).speech.recognitions.at(-1);
      return session !== undefined && session.started > 0 && !session.aborted;
    });
  await eventually(listening, true);
}

async function cookMode(standIns: () => void, colorScheme: 'light' | 'dark' = 'light', clock = false) {
  await setScenario({ kind: 'recipe' });
  const { page } = await chromium.open('phone', {
    colorScheme,
    clock,
    beforeLoad: (context) => context.addInitScript(standIns),
  });
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Start cooking' }).click();
  return { page, dialog: page.getByRole('dialog', { name: recipe.name }) };
}

it('reads each step aloud as it changes, again on Repeat, and says nothing once cook mode closes', async () => {
  const { page, dialog } = await cookMode(speechStandIns);
  await dialog.getByRole('switch', { name: 'Read aloud' }).click();
  expect((await spoken(page)).at(-1)).toBe(recipe.instructions[0]);
  const lastSaid = await page.evaluate(() => (window as unknown as { speech: SpeechStandIns }).speech.said.at(-1));
  expect(lastSaid).toMatchObject({ lang: 'en' });
  await dialog.getByRole('button', { name: 'Next step' }).click();
  expect((await spoken(page)).at(-1)).toBe(recipe.instructions[1]);
  await dialog.getByRole('button', { name: 'Repeat' }).click();
  // Each reading cancels what was being said first.
  expect((await spoken(page)).slice(-4)).toEqual(['cancel', recipe.instructions[1], 'cancel', recipe.instructions[1]]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Cook mode's cleanup runs a moment after the dialog has left the page.
  await eventually(async () => (await spoken(page)).at(-1), 'cancel');
  const afterClose = await spoken(page);
  await page.waitForTimeout(300);
  expect(await spoken(page)).toEqual(afterClose);
});

it('obeys voice commands inside longer phrases, and hears nothing after close', async () => {
  const { page, dialog } = await cookMode(speechStandIns, 'light', true);
  // "heard …" shows for 2 s of the page's clock: paused, it stays until the test has read it.
  await pausePageClock(page);
  await listen(page, dialog);
  await hear(page, 'okay next step please');
  await dialog.getByText(`Step 2 of ${recipe.instructions.length}`).waitFor();
  await dialog.getByText('heard “next”').waitFor();
  // axe runs on the page's timers.
  await page.clock.resume();
  await hear(page, 'start the timer');
  await dialog.getByRole('button', { name: /^Pause the .* timer for step 2/ }).waitFor();
  await hear(page, 'stop timer');
  await dialog.getByRole('button', { name: /^Start .* timer$/ }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await hear(page, 'close please');
  await dialog.waitFor({ state: 'detached' });
  await hear(page, 'next');
  expect(await page.getByRole('dialog').count()).toBe(0);
});

it('goes back, repeats, reads the ingredients and stops reading on command, and listens on after the browser ends a session', async () => {
  const { page, dialog } = await cookMode(speechStandIns);
  await dialog.getByRole('switch', { name: 'Read aloud' }).click();
  await listen(page, dialog);
  await hear(page, 'next');
  await dialog.getByText(`Step 2 of ${recipe.instructions.length}`).waitFor();
  await hear(page, 'go back please');
  await dialog.getByText(`Step 1 of ${recipe.instructions.length}`).waitFor();
  await eventually(async () => (await spoken(page)).at(-1), recipe.instructions[0]);
  await hear(page, 'can you repeat that');
  expect((await spoken(page)).slice(-2)).toEqual(['cancel', recipe.instructions[0]]);
  await hear(page, 'read the ingredients');
  const forThisStep = await dialog.getByRole('list', { name: 'For this step' }).getByRole('listitem').allTextContents();
  expect(forThisStep.length).toBeGreaterThan(0);
  expect((await spoken(page)).at(-1)).toBe(forThisStep.join(', '));
  await hear(page, 'stop reading');
  expect((await spoken(page)).at(-1)).toBe('cancel');
  // A silence ends the browser's session: the page starts it again, and the next command is heard.
  await page.evaluate(() => (window as unknown as { speech: SpeechStandIns }).speech.recognitions.at(-1)!.onend?.());
  expect(
    await page.evaluate(() => (window as unknown as { speech: SpeechStandIns }).speech.recognitions.at(-1)!.started),
  ).toBe(2);
  await hear(page, 'next');
  await dialog.getByText(`Step 2 of ${recipe.instructions.length}`).waitFor();
});

it('says when a timer ends, as well as ringing it', async () => {
  const { page, dialog } = await cookMode(speechStandIns, 'light', true);
  await dialog.getByRole('switch', { name: 'Read aloud' }).click();
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await dialog.getByRole('button', { name: /^Start .* timer$/ }).click();
  await page.clock.runFor(10 * 60_000);
  const rung = page.getByText(/^Your .+ timer for step 2 is done\.$/);
  await rung.waitFor();
  await eventually(async () => (await spoken(page)).at(-1), await rung.textContent());
});

it('stops reading and listening when the page is hidden', async () => {
  const { page, dialog } = await cookMode(speechStandIns);
  await dialog.getByRole('switch', { name: 'Read aloud' }).click();
  await listen(page, dialog);
  // Headless Chromium's pages are never hidden: the page is told it is, as a phone's would be when the cook
  // switches apps.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await dialog.getByRole('switch', { name: 'Listen', checked: false }).waitFor();
  expect((await spoken(page)).at(-1)).toBe('cancel');
  expect(
    await page.evaluate(() => (window as unknown as { speech: SpeechStandIns }).speech.recognitions.at(-1)!.aborted),
  ).toBe(true);
  await hear(page, 'next');
  expect(await dialog.getByText(`Step 1 of ${recipe.instructions.length}`).count()).toBe(1);
});

it('has no Read aloud or Listen switch without the APIs, and says that commands cannot be heard', async () => {
  const { dialog } = await cookMode(noSpeech);
  await dialog.getByText('This browser cannot listen for commands: use the buttons.').waitFor();
  expect(await dialog.getByRole('switch').count()).toBe(0);
});

it('passes axe in the dark theme with reading and listening on, targets a thumb can hit, swipes to the finished view', async () => {
  const { page, dialog } = await cookMode(speechStandIns, 'dark');
  await dialog.getByRole('switch', { name: 'Read aloud' }).click();
  await dialog.getByRole('switch', { name: 'Listen' }).click();
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await dialog.getByRole('button', { name: /^Start .* timer$/ }).click();
  expect(await axeViolations(page)).toEqual([]);
  for (const control of await dialog.getByRole('button').all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    expect([await control.textContent(), Math.round(box.width) >= 44 && Math.round(box.height) >= 44]).toEqual([
      await control.textContent(),
      true,
    ]);
  }

  // A horizontal swipe on a touch screen changes the step, from step 1 to the finished view.
  await dialog.getByRole('button', { name: 'Previous step' }).click();
  await dialog.getByText(`Step 1 of ${recipe.instructions.length}`).waitFor();
  const swipe = async (fromX: number, toX: number) => {
    await dialog.dispatchEvent('touchstart', { touches: [{ identifier: 0, clientX: fromX, clientY: 500 }] });
    await dialog.dispatchEvent('touchend', { changedTouches: [{ identifier: 0, clientX: toX, clientY: 505 }] });
  };
  await swipe(320, 80);
  await dialog.getByText(`Step 2 of ${recipe.instructions.length}`).waitFor();
  await swipe(80, 320);
  await dialog.getByText(`Step 1 of ${recipe.instructions.length}`).waitFor();
  for (let step = 1; step < recipe.instructions.length; step += 1) await swipe(320, 80);
  await swipe(320, 80);
  await dialog.getByText('All steps done. Enjoy your meal!').waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

it('keeps the cook in cook mode when a real swipe goes back to step 1, even on step 1, and forward again', async () => {
  const { page, dialog } = await cookMode(speechStandIns);
  const app = page.url();
  // A finger on the screen, as the browser's own gestures see it (events dispatched in the page are not).
  const screen = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    const at = (x: number) => ({ type: 'touchMove' as const, touchPoints: [{ x, y: 500 }] });
    await screen.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y: 500 }] });
    for (let move = 1; move <= 8; move += 1) {
      await screen.send('Input.dispatchTouchEvent', at(fromX + ((toX - fromX) * move) / 8));
    }
    await screen.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const steps = recipe.instructions.length;
  await swipe(330, 30);
  await dialog.getByText(`Step 2 of ${steps}`).waitFor();
  await swipe(30, 360);
  await dialog.getByText(`Step 1 of ${steps}`).waitFor();
  // On step 1 the app has nowhere to go back to: the browser's "back" would take the swipe if it could. The next
  // swipe is handled after it, so a page that had left could not show step 2.
  await swipe(30, 360);
  await swipe(360, 30);
  await dialog.getByText(`Step 2 of ${steps}`).waitFor();
  await swipe(30, 360);
  await dialog.getByText(`Step 1 of ${steps}`).waitFor();
  expect(page.url()).toBe(app);
});
