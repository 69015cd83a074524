import type { appUpdate as english } from '../en/appUpdate';

/** The update line in Spanish. */
export const appUpdate = {
  'update.ready': 'Hay una versión nueva de Tu chef personal con IA.',
  'update.reload': 'Recargar',
  'update.reloading': 'Recargando…',
} as const satisfies Record<keyof typeof english, string>;
