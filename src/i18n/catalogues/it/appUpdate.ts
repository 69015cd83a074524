import type { appUpdate as english } from '../en/appUpdate';

/** The update line in Italian. */
export const appUpdate = {
  'update.ready': 'È pronta una nuova versione di Il tuo chef IA.',
  'update.reload': 'Ricarica',
  'update.reloading': 'Ricarico…',
} as const satisfies Record<keyof typeof english, string>;
