/** One name for the token settings everywhere: the header button, the dialog's title, the demo notice, the hints. */
export const MODEL_SETTINGS = 'Chef settings';
