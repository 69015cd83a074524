/** The line that says a new version of the app is waiting, in English. */
export const appUpdate = {
  'update.ready': 'A new version of Personal AI Chef is ready.',
  'update.reload': 'Reload',
  'update.reloading': 'Reloading…',
} as const;
