import type { PartsMessage } from '../chat/chatClient';
import { foodsSeenRequestFor, PHOTO_SYSTEM_PROMPT } from './photoPrompt';

const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

describe('the request that reads a photo', () => {
  it('sends the photo as one image_url part with its data URL, after words asking about it', () => {
    const request = foodsSeenRequestFor({ photo }, 'Qwen/Qwen2.5-VL-7B-Instruct');
    const user = request.messages[1] as PartsMessage;
    expect(user.content.filter((part) => part.type === 'image_url')).toEqual([
      { type: 'image_url', image_url: { url: photo } },
    ]);
    expect(user.content[0]).toEqual({ type: 'text', text: 'What food do I have in this photo?' });
    expect(request.model).toBe('Qwen/Qwen2.5-VL-7B-Instruct');
  });

  it('holds the model to the foods-seen schema: names and how sure, nothing else', () => {
    const { response_format: format } = foodsSeenRequestFor({ photo }, 'model');
    expect(format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'foods_seen',
        schema: {
          type: 'object',
          required: ['foods'],
          properties: {
            foods: {
              type: 'array',
              items: { required: ['name', 'sure'], properties: { sure: { minimum: 0, maximum: 1 } } },
            },
          },
        },
      },
    });
  });

  it("asks for the names in the cook's language, keeping the keys in English", () => {
    const [system] = foodsSeenRequestFor({ photo, language: 'de' }, 'model').messages;
    expect(system?.content).toBe(`${PHOTO_SYSTEM_PROMPT} Write the names in German; keep the JSON keys in English.`);
  });

  it('leaves out response_format once a server refused it, or when it is off', () => {
    expect(foodsSeenRequestFor({ photo }, 'model', { refused: new Set(['response_format']) })).not.toHaveProperty(
      'response_format',
    );
    expect(foodsSeenRequestFor({ photo }, 'model', { responseFormat: 'none' })).not.toHaveProperty('response_format');
    expect(foodsSeenRequestFor({ photo }, 'model', { responseFormat: 'json_object' }).response_format).toEqual({
      type: 'json_object',
    });
  });
});
