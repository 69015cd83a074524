import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../server/recipeServer';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { PHOTO_LONGEST_SIDE } from '../../src/core/photo/photoLimits';
import { axeViolations } from './support/axe';
import { addIngredients, chromiumForThisFile, recipeShown, setScenario, type OpenAppOptions } from './support/browser';
import { serveDirectBuild } from './support/builds';
import { focused, tabTo } from './support/keyboard';
import { exifOf, fruitsPhoto, sentPhoto, sizeOf, withExif } from './support/photoFiles';

/**
 * "Add from a photo" on a phone, with a real photo of food (photos/fruits.jpg), through the app's own server (the
 * suite's deployment) and on a page that asks its model itself. The fake vision model answers every photo with
 * the fruit a model would read in it (FAKE_FRUIT_BOWL_READING) and records what it was sent.
 */

const chromium = chromiumForThisFile();

type PhotoFile = { name: string; mimeType: string; buffer: Buffer };
const jpeg = (buffer: Buffer, name = 'fridge.jpg'): PhotoFile => ({ name, mimeType: 'image/jpeg', buffer });

const open = (options: OpenAppOptions = {}) => chromium.open('phone', options);

/** The cook taps "Add from a photo" and picks the photo from their phone (its bytes, or a file's path). */
async function choosePhoto(page: Page, photo: PhotoFile | string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add from a photo' }).click();
  await (await chooser).setFiles(photo);
}

const seenFoods = (page: Page) => page.getByRole('region', { name: 'What your photo shows' });
const listed = (page: Page) =>
  page
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.slice('Remove '.length)));

/** The image parts of the last request the fake vision model was sent. */
async function imagesTheModelReceived(): Promise<string[]> {
  const response = await fetch(new URL('/__last-request', process.env.E2E_CHAT_URL));
  const body = (await response.json()) as { messages: Array<{ content: unknown }> };
  return body.messages.flatMap(({ content }) =>
    Array.isArray(content)
      ? (content as Array<{ type: string; image_url?: { url: string } }>)
          .filter((part) => part.type === 'image_url')
          .map((part) => part.image_url!.url)
      : [],
  );
}

/** Reads the photo and waits for its foods; returns the one photo the model received, as bytes. */
async function photoTheModelRead(page: Page, photo: PhotoFile): Promise<Buffer> {
  await choosePhoto(page, photo);
  await seenFoods(page).waitFor();
  const images = await imagesTheModelReceived();
  expect(images).toHaveLength(1);
  return sentPhoto(images[0]!);
}

/** A 12-megapixel photo (4032 × 3024, as phones take them), made in the browser from the real one. */
async function twelveMegapixels(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async (small) => {
    // Decoded here: the page's Content-Security-Policy lets it fetch no data: URL.
    const original = new Blob([Uint8Array.from(atob(small), (char) => char.charCodeAt(0))], { type: 'image/jpeg' });
    const bitmap = await createImageBitmap(original);
    const canvas = new OffscreenCanvas(4032, 3024);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, 4032, 3024);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary);
  }, fruitsPhoto().toString('base64'));
  return Buffer.from(base64, 'base64');
}

describe('a cook adds their list from a photo of their food, on a phone', () => {
  it("through the app's own server: the foods → untick one → add → the list has the rest → Get a recipe", async () => {
    const { page, errors } = await open();
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/photo')) sent.push(request.postDataJSON());
    });
    const received = await photoTheModelRead(page, jpeg(fruitsPhoto()));
    expect(sizeOf(received)).toEqual({ width: 512, height: 480 });
    expect(sent).toEqual([{ photo: `data:image/jpeg;base64,${received.toString('base64')}` }]);

    const foods = seenFoods(page);
    for (const fruit of ['apples', 'bananas', 'grapes', 'oranges']) {
      expect(await foods.getByRole('checkbox', { name: fruit }).isChecked()).toBe(true);
    }
    expect(await foods.getByRole('checkbox', { name: 'pears' }).isChecked()).toBe(false);
    await foods.getByRole('checkbox', { name: 'grapes' }).uncheck();
    expect(await listed(page)).toEqual([]);
    await foods.getByRole('button', { name: 'Add 3 foods to my list' }).click();

    expect(await listed(page)).toEqual(['apples', 'bananas', 'oranges']);
    await page.getByText('3 foods from your photo are in your list.').waitFor();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await recipeShown(page);
    await page.getByRole('heading', { name: demoRecipe(['apples', 'bananas', 'oranges']).name }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shrinks a 12-megapixel photo to 1024 px on its longest side before it leaves the phone', async () => {
    const { page } = await open();
    const large = await twelveMegapixels(page);
    const received = await photoTheModelRead(page, jpeg(large));
    expect(sizeOf(received)).toEqual({ width: PHOTO_LONGEST_SIDE, height: 768 });
    expect(received.length).toBeLessThan(large.length / 5);
  });

  it('turns a photo upright by its EXIF orientation, and sends no orientation', async () => {
    const { page } = await open();
    const received = await photoTheModelRead(page, jpeg(withExif(fruitsPhoto(), { orientation: 6 })));
    expect(sizeOf(received)).toEqual({ width: 480, height: 512 });
    expect((await exifOf(received))?.Orientation).toBeUndefined();
  });

  it('sends none of the metadata of a photo taken with its place: no GPS, no camera', async () => {
    const { page } = await open();
    const photo = withExif(fruitsPhoto(), { gps: true });
    expect((await exifOf(photo))?.latitude).toBeCloseTo(45.07);
    const received = await photoTheModelRead(page, jpeg(photo));
    expect(await exifOf(received)).toBeUndefined();
    expect(received.includes('Test phone')).toBe(false);
  });

  it('reads it all by keyboard, each stop with its focus ring', async () => {
    const { page } = await open();
    // Listening before any key is pressed: Playwright takes the chooser over only once it has said it will.
    const chooser = page.waitForEvent('filechooser');
    // The photo button's code arrives once the page is interactive: a cook tabs to it once it is on the screen.
    await page.getByRole('button', { name: 'Add from a photo' }).waitFor();
    await page.getByRole('textbox', { name: 'Ingredient' }).focus();
    await tabTo(page, 'Add from a photo');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(jpeg(fruitsPhoto()));
    await seenFoods(page).waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'H2' });
    await tabTo(page, 'bananas');
    await page.keyboard.press('Space');
    await tabTo(page, 'Add 3 foods to my list');
    await page.keyboard.press('Enter');
    expect(await listed(page)).toEqual(['apples', 'grapes', 'oranges']);
    expect(await focused(page)).toMatchObject({ name: 'Add from a photo' });
  });

  describe.each(['light', 'dark'] as const)('in the %s theme', (colorScheme) => {
    it('has no accessibility violations while reading, with the foods, and with a failure', async () => {
      const { page } = await open({ colorScheme });
      await setScenario({ kind: 'recipe', delayMs: 1500 });
      await choosePhoto(page, jpeg(fruitsPhoto()));
      await page.getByText('Reading your photo…').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await seenFoods(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await seenFoods(page).getByRole('button', { name: 'Cancel' }).click();
      await setScenario({ kind: 'content', content: '{"foods":[]}' });
      await choosePhoto(page, jpeg(fruitsPhoto()));
      await page.getByText(/^No food could be seen in that photo\./).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

it('says why a photo gives no foods, each time keeping the list as it was', async () => {
  const app = await open();
  await addIngredients(app.page, ['rice']);
  async function failsWith(photo: PhotoFile | string, line: string | RegExp) {
    await choosePhoto(app.page, photo);
    await app.page.getByRole('alert').filter({ hasText: line }).waitFor();
    expect(await listed(app.page)).toEqual(['rice']);
    await app.page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await app.page.getByRole('alert').filter({ hasText: line }).count()).toBe(0);
  }

  // A file that is not a photo.
  await failsWith(
    jpeg(Buffer.from('%PDF-1.7 a shopping list, not a photo'), 'list.jpg'),
    'That file is not a photo the app can read. Choose a JPEG, PNG or WebP picture.',
  );
  // A photo too large to send: chosen from the disk, as the phone's own file would be (41 MB through the
  // protocol would take the browser seconds to receive).
  const folder = mkdtempSync(path.join(os.tmpdir(), 'huge-photo-'));
  const huge = path.join(folder, 'huge.jpg');
  writeFileSync(huge, Buffer.concat([fruitsPhoto(), Buffer.alloc(41 * 1024 * 1024)]));
  try {
    await failsWith(huge, 'That photo is too large to send, even made smaller. Choose another one.');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  // No food seen.
  await setScenario({ kind: 'content', content: '{"foods":[]}' });
  await failsWith(jpeg(fruitsPhoto()), /^No food could be seen in that photo\./);
  // A model that cannot read photos.
  const noVision = 'image input is not supported - hint: if this is unexpected, you may need to provide the mmproj';
  await setScenario({ kind: 'status', status: 500, message: noVision });
  await failsWith(jpeg(fruitsPhoto()), 'This model cannot read photos: choose a vision model in Chef settings.');
  // Rate limited.
  await setScenario({ kind: 'status', status: 429, retryAfterSeconds: 30 });
  await failsWith(jpeg(fruitsPhoto()), /^Too many requests right now\. Try again/);
  // Offline.
  await app.context.setOffline(true);
  await failsWith(jpeg(fruitsPhoto()), 'You appear to be offline. Check your connection, then try again.');
});

describe('on a page that asks its model itself', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serveDirectBuild();
  });
  afterAll(() => server.close());

  it('sends the model one image_url part with the shrunk JPEG, and adds what the cook confirms', async () => {
    const { page } = await open({ url: `${server.url}/` });
    const received = await photoTheModelRead(page, jpeg(withExif(fruitsPhoto(), { orientation: 6, gps: true })));
    expect(sizeOf(received)).toEqual({ width: 480, height: 512 });
    expect(await exifOf(received)).toBeUndefined();
    await seenFoods(page).getByRole('button', { name: 'Add 4 foods to my list' }).click();
    expect(await listed(page)).toEqual(['apples', 'bananas', 'grapes', 'oranges']);
  });
});
