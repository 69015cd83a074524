import type { demoNotice as english } from '../en/demoNotice';

/** The demo notice in French. */
export const demoNotice = {
  'demo.label': 'Mode démo',
  'demo.notice':
    '<0>Mode démo :</0> des recettes d’exemple du chef de démonstration, hors ligne. Pour de vraies recettes, ajoutez un jeton dans <1>{chefSettings}</1>.',
} as const satisfies Record<keyof typeof english, string>;
