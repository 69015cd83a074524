import { PHOTO_SERVICE_PATH } from '../../src/core/chat/modelSettings';
import type { PartsMessage } from '../../src/core/chat/chatClient';
import { MAX_PHOTO_DATA_URL_LENGTH } from '../../src/core/photo/photoLimits';
import { readFoodsSeen } from '../../src/core/photo/foodsSeen';
import { FAKE_FRUIT_BOWL_READING } from '../../__tests__/e2e/support/fakeProvider';
import { injectableServer, serverWithUpstream, streamedText } from '../../__tests__/support/recipeServerKit';
import { demoFoodsSeen } from '../demoChef/demoFoodsSeen';
import { errorReplySchema } from '../errorReply';

/** A real JPEG's first bytes are enough for the server, which never decodes the photo: the model does. */
const photo = `data:image/jpeg;base64,${Buffer.from('\xff\xd8\xff\xe0 a photo of a fruit bowl').toString('base64')}`;

const postPhoto = (url: string, body: unknown) =>
  fetch(`${url}${PHOTO_SERVICE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const injectPhoto = (app: Awaited<ReturnType<typeof injectableServer>>['app'], body: unknown) =>
  app.inject({
    method: 'POST',
    url: PHOTO_SERVICE_PATH,
    headers: { 'Content-Type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/photo', () => {
  it('sends the upstream vision model the photo as one image_url part, and streams back what it saw', async () => {
    const running = await serverWithUpstream({ HF_VISION_MODEL: 'owner/vision' });
    try {
      const response = await postPhoto(running.server.url, { photo, language: 'fr' });
      expect(response.status).toBe(200);
      expect(readFoodsSeen((await streamedText(response)).content)).toEqual(FAKE_FRUIT_BOWL_READING);
      const sent = running.upstream.lastRequest()!;
      expect(sent.model).toBe('owner/vision');
      const parts = (sent.messages?.[1] as PartsMessage).content;
      expect(parts.filter((part) => part.type === 'image_url')).toEqual([
        { type: 'image_url', image_url: { url: photo } },
      ]);
      expect(String(sent.messages?.[0]?.content)).toContain('Write the names in French');
    } finally {
      await running.close();
    }
  });

  it('never writes the photo in its log, at any level', async () => {
    const running = await serverWithUpstream({ LOG_LEVEL: 'trace' });
    try {
      await (await postPhoto(running.server.url, { photo })).text();
      await (await postPhoto(running.server.url, { photo: `${photo}!` })).text();
      await new Promise((resolve) => setImmediate(resolve));
      expect(running.lines.length).toBeGreaterThan(0);
      expect(running.lines.join('\n')).not.toContain(photo.slice('data:image/jpeg;base64,'.length));
    } finally {
      await running.close();
    }
  });

  const demoContent = (body: string) =>
    body
      .split('\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => (JSON.parse(line.slice(6)) as { choices: Array<{ delta: { content?: string } }> }).choices[0]!)
      .map((choice) => choice.delta.content ?? '')
      .join('');

  it("answers with the demo chef's sample shelf, marked as its sample", async () => {
    const { app } = await injectableServer();
    const content = demoContent((await injectPhoto(app, { photo })).body);
    expect(readFoodsSeen(content)).toEqual(demoFoodsSeen());
    expect(readFoodsSeen(content)?.sample).toBe(true);
    await app.close();
  });

  it("names the demo chef's shelf in the cook's language", async () => {
    const { app } = await injectableServer();
    const content = demoContent((await injectPhoto(app, { photo, language: 'es' })).body);
    expect(readFoodsSeen(content)?.foods.map(({ name }) => name)).toEqual([
      'huevos',
      'tomates',
      'espinacas',
      'queso cheddar',
      'limón',
    ]);
    await app.close();
  });

  it.each([
    ['not a data URL', { photo: 'https://example.com/fridge.jpg' }],
    ['not a picture the app reads', { photo: 'data:image/gif;base64,R0lGODlh' }],
    ['something besides the photo', { photo, model: 'someone/else' }],
    ['no photo', { language: 'en' }],
  ])('refuses a body with %s, in the one error shape, without asking the model', async (_, body) => {
    const { app, askedCount } = await injectableServer();
    const response = await injectPhoto(app, body);
    expect(response.statusCode).toBe(400);
    expect(errorReplySchema.safeParse(response.json()).success).toBe(true);
    expect(response.body).not.toContain('R0lGODlh');
    expect(askedCount()).toBe(0);
    await app.close();
  });

  it('refuses a photo over the size limit with 413 before reading it', async () => {
    const { app, askedCount } = await injectableServer();
    const huge = `data:image/jpeg;base64,${'A'.repeat(MAX_PHOTO_DATA_URL_LENGTH + 2048)}`;
    const response = await injectPhoto(app, { photo: huge });
    expect(response.statusCode).toBe(413);
    expect(errorReplySchema.safeParse(response.json()).success).toBe(true);
    expect(askedCount()).toBe(0);
    await app.close();
  });

  it('counts a photo against the same limit as recipes', async () => {
    const { app } = await injectableServer({ RATE_LIMIT_RECIPES: '1' });
    expect((await injectPhoto(app, { photo })).statusCode).toBe(200);
    const refused = await injectPhoto(app, { photo });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { kind: 'busy' } });
    await app.close();
  });

  it('says the model cannot read photos when the upstream has no vision, as llama.cpp without --mmproj says it', async () => {
    const noVision = 'image input is not supported - hint: if this is unexpected, you may need to provide the mmproj';
    const running = await serverWithUpstream({}, { kind: 'status', status: 500, message: noVision });
    try {
      const response = await postPhoto(running.server.url, { photo });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: { message: 'The model cannot read photos.', kind: 'no-vision' } });
    } finally {
      await running.close();
    }
  });
});
