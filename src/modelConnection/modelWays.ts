import { ChatRequestError } from '../core/chat/chatClient';
import { SIGN_IN_EXPIRED_ERROR } from '../core/modelRequest/classifyRequestError';
import type { RecipeModel, ReplyPiece } from '../core/modelRequest/recipeModel';
import { readSavedSetting, saveSetting } from '../lib/savedSetting';
import { readSignIn } from './signInToken';
import { readUserToken } from './userToken';

/**
 * Whose model a request goes to: the cook's Hugging Face account (signed in), the token they pasted, or what the
 * app was built with (its own server, the demo chef, or a model it names).
 */
export type ModelWay = 'sign-in' | 'token' | 'built';

export const MODEL_WAY_KEY = 'modelWay';

const WAYS: readonly ModelWay[] = ['sign-in', 'token', 'built'];
const isModelWay = (value: unknown): value is ModelWay => WAYS.includes(value as ModelWay);

export class SignInExpiredError extends Error {
  override name = SIGN_IN_EXPIRED_ERROR;
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's message, which the cook never reads (they get its kind's hint)
    super('The Hugging Face sign-in has expired.');
  }
}

/** The ways a cook has, in the order the app prefers them: their account, their token, the app's. */
export const waysOf = ({ signedIn, hasToken }: { signedIn: boolean; hasToken: boolean }): ModelWay[] => [
  ...(signedIn ? ['sign-in' as const] : []),
  ...(hasToken ? ['token' as const] : []),
  'built',
];

/** The way chosen, while it is still available; else the first the cook has. */
export const wayAmong = (available: readonly ModelWay[], chosen: ModelWay | null): ModelWay =>
  chosen && available.includes(chosen) ? chosen : available[0]!;

/** The cook's choice as this device kept it, or null. */
export const chosenWay = (): ModelWay | null => readSavedSetting(MODEL_WAY_KEY, isModelWay);

/** The way in use now, as this device keeps the sign-in, the token and the choice. */
export const wayInUse = (): ModelWay =>
  wayAmong(waysOf({ signedIn: readSignIn() !== null, hasToken: readUserToken() !== '' }), chosenWay());

/** Keeps the cook's choice; false when the browser refuses (it then holds for nothing but this page). */
export const chooseWay = (way: ModelWay): boolean => saveSetting(MODEL_WAY_KEY, way);

/**
 * The token a request is sent with, by the way in use: the sign-in's, the pasted one, or '' for the app's own.
 * Throws SignInExpiredError when the way is a sign-in whose known expiry has passed: the cook is asked to sign in
 * again, never silently sent to another model.
 */
export function tokenInUse(now: number = Date.now()): { way: ModelWay; token: string } {
  const way = wayInUse();
  if (way === 'token') return { way, token: readUserToken() };
  if (way === 'built') return { way, token: '' };
  const signIn = readSignIn()!;
  if (signIn.expiresAt <= now) throw new SignInExpiredError();
  return { way, token: signIn.token };
}

/** A 401 to a signed-in cook's request is their sign-in run out (about 8 hours): asked to sign in again. */
function expiring<Ask>(
  ask: (request: Ask, options: { signal: AbortSignal }) => AsyncIterable<ReplyPiece>,
): (request: Ask, options: { signal: AbortSignal }) => AsyncIterable<ReplyPiece> {
  return async function* (request, options) {
    try {
      yield* ask(request, options);
    } catch (error) {
      if (error instanceof ChatRequestError && error.status === 401) throw new SignInExpiredError();
      throw error;
    }
  };
}

/** The model as the way in use asks it: a signed-in cook's refusals read as their sign-in expired. */
export function modelForWay(way: ModelWay, model: RecipeModel): RecipeModel {
  if (way !== 'sign-in') return model;
  return {
    streams: model.streams,
    askForRecipe: expiring(model.askForRecipe.bind(model)),
    askForIdeas: expiring(model.askForIdeas.bind(model)),
    askForFoodsSeen: expiring(model.askForFoodsSeen.bind(model)),
  };
}
