import type { appUpdate as english } from '../en/appUpdate';

/** The update line in German. */
export const appUpdate = {
  'update.ready': 'Eine neue Version von Dein KI-Koch ist bereit.',
  'update.reload': 'Neu laden',
  'update.reloading': 'Wird neu geladen …',
} as const satisfies Record<keyof typeof english, string>;
