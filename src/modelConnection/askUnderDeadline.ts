import { ChatConnectionError } from '../core/chat/chatClient';
import { rejectOnAbort, requestDeadline, STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../core/chat/requestTimeout';
import { classifyRequestError, SIGN_IN_EXPIRED_ERROR } from '../core/modelRequest/classifyRequestError';
import type { RequestFailure } from '../core/modelRequest/recipeFailure';
import type { RecipeModel } from '../core/modelRequest/recipeModel';
import type { ModelDeps } from './modelDeps';
import { builtEndpointUrl } from './requestSettings';

/** What `ask` is given: the model, and the deadline's signal and its `alive` (something arrived). */
export interface AskUnder {
  model: RecipeModel;
  signal: AbortSignal;
  alive: () => void;
}

export type Asked<T> = { ok: true; value: T } | { ok: false; failure: RequestFailure; error: unknown };

/**
 * Asks the model as every request does: its code loaded first (a failed download is as good as no network),
 * under the request's deadline (a stream stalled for 20 s, or 3 min in all), and whatever went wrong turned into
 * the failure the cook is told. Stopped by the cook (`signal`: Stop, Clear All), it throws instead: that is not a
 * failure, and nothing is reported.
 */
export async function askUnderDeadline<T>(
  extra: ModelDeps,
  signal: AbortSignal,
  ask: (under: AskUnder) => Promise<T>,
): Promise<Asked<T>> {
  const deadline = requestDeadline(signal, {
    totalMs: extra.timeoutMs ?? TOTAL_TIMEOUT_MS,
    stallMs: extra.stallTimeoutMs ?? STALL_TIMEOUT_MS,
  });
  try {
    // Stopped while this code was downloading: the model is not asked at all.
    signal.throwIfAborted();
    const asking = extra
      .loadRecipeModel()
      .catch((error: unknown) => {
        // A sign-in that has run out is the cook's to renew, not a network failure.
        throw error instanceof Error && error.name === SIGN_IN_EXPIRED_ERROR ? error : new ChatConnectionError(error);
      })
      .then((model) => ask({ model, signal: deadline.signal, alive: deadline.alive }));
    return { ok: true, value: await Promise.race([asking, rejectOnAbort(deadline.signal)]) };
  } catch (error) {
    if (signal.aborted) throw error;
    const failure = classifyRequestError(deadline.signal.aborted ? deadline.signal.reason : error, {
      online: typeof navigator === 'undefined' || navigator.onLine,
      endpointUrl: extra.endpointUrl ?? builtEndpointUrl(),
    });
    return { ok: false, failure, error };
  } finally {
    deadline.dispose();
  }
}
