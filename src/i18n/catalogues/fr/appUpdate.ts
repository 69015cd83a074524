import type { appUpdate as english } from '../en/appUpdate';

/** The update line in French. */
export const appUpdate = {
  'update.ready': 'Une nouvelle version de Votre chef personnel IA est prête.',
  'update.reload': 'Recharger',
  'update.reloading': 'Rechargement…',
} as const satisfies Record<keyof typeof english, string>;
