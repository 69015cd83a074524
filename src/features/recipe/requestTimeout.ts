export const REQUEST_TIMEOUT_MS = 60_000;

/** The name the recipe thunk's own timeout gives its abort reason. */
export const TIMEOUT_ERROR_NAME = 'TimeoutError';
