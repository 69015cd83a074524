import { FakeChatClient, replyWith } from '../../../__tests__/support/fakeChatClient';
import { DEFAULT_VISION_MODEL } from '../chat/modelSettings';
import { chatRecipeModel } from './chatRecipeModel';

const photo = 'data:image/jpeg;base64,/9j/4AAQ';
const foods = '{"foods":[{"name":"eggs","sure":0.9}]}';

async function textOf(pieces: AsyncIterable<{ text?: string }>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece.text ?? '';
  return text;
}

describe('a model asked what a photo shows', () => {
  it('asks the vision model, not the recipe model, and returns its reply', async () => {
    const client = new FakeChatClient(async () => replyWith(foods));
    const model = chatRecipeModel(client, { model: 'openai/gpt-oss-20b', stream: false });
    expect(await textOf(model.askForFoodsSeen({ photo }, { signal: new AbortController().signal }))).toBe(foods);
    expect(client.requests[0]?.model).toBe(DEFAULT_VISION_MODEL);
  });

  it("asks the cook's chosen vision model when they chose one", async () => {
    const client = new FakeChatClient(async () => replyWith(foods));
    const model = chatRecipeModel(client, { model: 'recipes', visionModel: 'the-app-s-vision', stream: false });
    await textOf(model.askForFoodsSeen({ photo, model: 'llava:13b' }, { signal: new AbortController().signal }));
    expect(client.requests[0]?.model).toBe('llava:13b');
  });
});
