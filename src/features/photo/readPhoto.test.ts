import { makeStore } from '../../app/store';
import { codeOnDemand } from '../../page/whatLoadsWhen';
import { ChatRequestError } from '../../core/chat/chatClient';
import { MAX_INGREDIENTS } from '../../core/ingredients/ingredientRules';
import { createRecipeServiceModel } from '../../modelConnection/recipeServiceModel';
import { answering, fakeDeps, FakeChatClient } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { addTickedFoods } from './addTickedFoods';
import {
  photoDismissed,
  selectPhotoFailure,
  selectPhotoIsSample,
  selectPhotoPhase,
  selectSeenFoods,
  seenFoodRenamed,
  seenFoodTicked,
} from './photoSlice';
import { readPhoto } from './readPhoto';
import { PhotoProblem } from './shrinkPhoto';
import type { PartsMessage } from '../../core/chat/chatClient';

/** A photo as the phone gives it; jsdom cannot decode one, so the tests shrink it with a stand-in. */
const photoFile = new Blob(['a photo'], { type: 'image/jpeg' });
const SHRUNK = 'data:image/jpeg;base64,/9j/c2hydW5r';
const shrunk = async () => SHRUNK;

const foodsReply = (foods: Array<[string, number]>) =>
  JSON.stringify({ foods: foods.map(([name, sure]) => ({ name, sure })) });

function storeReading(client: FakeChatClient, ingredients: string[] = [], shrinkPhoto = shrunk) {
  return makeStore(stateWith(ingredients), { ...fakeDeps(client), shrinkPhoto });
}

const namesOf = (store: ReturnType<typeof makeStore>) => selectSeenFoods(store.getState()).map(({ name }) => name);

describe('reading a photo of the fridge', () => {
  it('sends the shrunk photo and offers what the model saw, unsure foods unticked', async () => {
    const client = answering(
      foodsReply([
        ['eggs', 0.95],
        ['spinach', 0.8],
        ['leek', 0.3],
      ]),
    );
    const store = storeReading(client);
    await store.dispatch(readPhoto(photoFile));
    expect(selectPhotoPhase(store.getState())).toBe('confirming');
    expect(selectSeenFoods(store.getState()).map(({ name, ticked, unsure }) => [name, ticked, unsure])).toEqual([
      ['eggs', true, false],
      ['spinach', true, false],
      ['leek', false, true],
    ]);
    const images = (client.requests[0]!.messages[1] as PartsMessage).content.filter(({ type }) => type === 'image_url');
    expect(images).toEqual([{ type: 'image_url', image_url: { url: SHRUNK } }]);
  });

  it('adds nothing to the list until the cook taps Add', async () => {
    const store = storeReading(answering(foodsReply([['eggs', 1]])), ['rice']);
    await store.dispatch(readPhoto(photoFile));
    expect(selectIngredients(store.getState())).toEqual(['rice']);
  });

  it('adds the ticked foods, as the cook corrected them, and closes', async () => {
    const store = storeReading(
      answering(
        foodsReply([
          ['eggs', 1],
          ['spinach', 1],
          ['leek', 0.2],
        ]),
      ),
      ['rice'],
    );
    await store.dispatch(readPhoto(photoFile));
    store.dispatch(seenFoodTicked({ id: 1, ticked: false }));
    store.dispatch(seenFoodRenamed({ id: 0, name: 'duck eggs' }));
    store.dispatch(addTickedFoods());
    expect(selectIngredients(store.getState())).toEqual(['rice', 'duck eggs']);
    expect(selectPhotoPhase(store.getState())).toBe('closed');
  });

  it('keeps what the list refused, each with its rule, and adds the rest', async () => {
    const seen = foodsReply([
      ['rice', 1],
      ['washing-up liquid', 1],
      ['milk', 1],
      ['milk', 0.9],
      ['kale', 1],
    ]);
    const store = storeReading(answering(seen), ['rice', 'a', 'b', 'c', 'd', 'e', 'f', 'g']);
    await store.dispatch(readPhoto(photoFile));
    store.dispatch(addTickedFoods());
    expect(selectIngredients(store.getState())).toHaveLength(MAX_INGREDIENTS);
    expect(selectIngredients(store.getState()).slice(-2)).toEqual(['milk', 'kale']);
    expect(selectSeenFoods(store.getState()).map(({ name, refusedFor }) => [name, refusedFor])).toEqual([
      ['rice', 'duplicate'],
      ['washing-up liquid', 'not-food'],
    ]);
    expect(selectPhotoPhase(store.getState())).toBe('confirming');
  });

  it('offers at most as many foods as one reading holds, and adds only up to the limit', async () => {
    const many = foodsReply(Array.from({ length: 30 }, (_, index) => [`food ${index + 1}`, 1] as [string, number]));
    const store = storeReading(answering(many));
    await store.dispatch(readPhoto(photoFile));
    expect(namesOf(store)).toHaveLength(20);
    store.dispatch(addTickedFoods());
    expect(selectIngredients(store.getState())).toHaveLength(MAX_INGREDIENTS);
    expect(selectSeenFoods(store.getState()).every(({ refusedFor }) => refusedFor === 'limit')).toBe(true);
  });

  it('forgets a refusal once the cook corrects the name', async () => {
    const store = storeReading(answering(foodsReply([['rice', 1]])), ['rice']);
    await store.dispatch(readPhoto(photoFile));
    store.dispatch(addTickedFoods());
    store.dispatch(seenFoodRenamed({ id: 0, name: 'brown rice' }));
    expect(selectSeenFoods(store.getState())[0]?.refusedFor).toBeNull();
    store.dispatch(addTickedFoods());
    expect(selectIngredients(store.getState())).toEqual(['rice', 'brown rice']);
  });

  it("marks the demo chef's sample as its sample", async () => {
    const store = storeReading(answering('{"sample":true,"foods":[{"name":"eggs","sure":0.95}]}'));
    await store.dispatch(readPhoto(photoFile));
    expect(selectPhotoIsSample(store.getState())).toBe(true);
  });

  it('closes with nothing added when the cook cancels, and ignores the reply that comes after', async () => {
    let answer: (reply: string) => void = () => {};
    const client = new FakeChatClient(
      () =>
        new Promise((resolve) => {
          answer = (content) => resolve({ choices: [{ message: { content }, finish_reason: 'stop' }] });
        }),
    );
    const store = storeReading(client, ['rice']);
    const reading = store.dispatch(readPhoto(photoFile));
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispatch(photoDismissed());
    reading.abort();
    answer(foodsReply([['eggs', 1]]));
    await reading;
    expect(selectPhotoPhase(store.getState())).toBe('closed');
    expect(selectIngredients(store.getState())).toEqual(['rice']);
  });
});

describe('a photo that gives no foods, each saying why and leaving the list as it was', () => {
  const readWith = async (store: ReturnType<typeof makeStore>) => {
    await store.dispatch(readPhoto(photoFile));
    expect(selectPhotoPhase(store.getState())).toBe('failed');
    expect(selectIngredients(store.getState())).toEqual(['rice']);
    return selectPhotoFailure(store.getState());
  };

  it('no food seen', async () => {
    expect(await readWith(storeReading(answering('{"foods":[]}'), ['rice']))).toEqual({ kind: 'no-food-seen' });
  });

  it('not a photo, before anything is sent', async () => {
    const client = answering(foodsReply([['eggs', 1]]));
    const notAPhoto = async () => {
      throw new PhotoProblem('not-a-photo');
    };
    expect(await readWith(storeReading(client, ['rice'], notAPhoto))).toEqual({ kind: 'not-a-photo' });
    expect(client.requests).toHaveLength(0);
  });

  it('too large even shrunk, before anything is sent', async () => {
    const client = answering(foodsReply([['eggs', 1]]));
    const tooLarge = async () => {
      throw new PhotoProblem('photo-too-large');
    };
    expect(await readWith(storeReading(client, ['rice'], tooLarge))).toEqual({ kind: 'photo-too-large' });
    expect(client.requests).toHaveLength(0);
  });

  it("the app's own failure to shrink it, said as a failed request and logged", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = async () => {
      throw new TypeError('canvas.convertToBlob is not a function');
    };
    try {
      expect(await readWith(storeReading(answering(foodsReply([['eggs', 1]])), ['rice'], broken))).toEqual({
        kind: 'request-failed',
      });
      expect(error).toHaveBeenCalledWith('The photo could not be shrunk:', expect.any(TypeError));
    } finally {
      error.mockRestore();
    }
  });

  it('the model has no vision', async () => {
    const client = new FakeChatClient(async () => {
      throw new ChatRequestError('this model does not support image input', 400);
    });
    expect(await readWith(storeReading(client, ['rice']))).toEqual({ kind: 'no-vision' });
  });

  it('rate limited, with how long to wait', async () => {
    const client = new FakeChatClient(async () => {
      throw new ChatRequestError('Too Many Requests', 429, 30);
    });
    expect(await readWith(storeReading(client, ['rice']))).toEqual({ kind: 'rate-limited', retryAfterSeconds: 30 });
  });

  it('offline', async () => {
    const store = storeReading(answering(foodsReply([['eggs', 1]])), ['rice']);
    // Node has no navigator: the browser's, saying it has no network.
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      expect(await readWith(store)).toEqual({ kind: 'offline' });
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('timed out', async () => {
    jest.useFakeTimers();
    try {
      const client = new FakeChatClient(() => new Promise(() => {}));
      const store = makeStore(stateWith(['rice']), { ...fakeDeps(client), shrinkPhoto: shrunk, timeoutMs: 1000 });
      const reading = store.dispatch(readPhoto(photoFile));
      await jest.advanceTimersByTimeAsync(1001);
      await reading;
      expect(selectPhotoFailure(store.getState())).toEqual({ kind: 'timed-out' });
      expect(selectIngredients(store.getState())).toEqual(['rice']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("the app's own server says the chef is busy", async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: { message: 'The chef is busy.', kind: 'busy', retryAfterSeconds: 60 } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
      }),
    );
    try {
      const model = createRecipeServiceModel('http://127.0.0.1:9/api/recipe');
      const store = makeStore(stateWith(['rice']), {
        ...codeOnDemand,
        loadRecipeModel: async () => model,
        shrinkPhoto: shrunk,
      });
      expect(await readWith(store)).toEqual({ kind: 'busy', retryAfterSeconds: 60 });
      expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:9/api/photo');
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('a reply that lists no foods at all is unreadable', async () => {
    expect(await readWith(storeReading(answering('There is a fridge.'), ['rice']))).toEqual({ kind: 'unreadable' });
  });
});
