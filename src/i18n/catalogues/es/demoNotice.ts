import type { demoNotice as english } from '../en/demoNotice';

/** The demo notice in Spanish. */
export const demoNotice = {
  'demo.label': 'Modo de demostración',
  'demo.notice':
    '<0>Modo de demostración:</0> recetas de ejemplo del chef de demostración, sin conexión. Para recetas reales, añade un token en <1>{chefSettings}</1>.',
} as const satisfies Record<keyof typeof english, string>;
