import type { demoNotice as english } from '../en/demoNotice';

/** The demo notice in Italian. */
export const demoNotice = {
  'demo.label': 'Modalità demo',
  'demo.notice':
    '<0>Modalità demo:</0> ricette di esempio dello chef demo offline. Per quelle vere, aggiungi un token in <1>{chefSettings}</1>.',
} as const satisfies Record<keyof typeof english, string>;
