import type { demoNotice as english } from '../en/demoNotice';

/** The demo notice in German. */
export const demoNotice = {
  'demo.label': 'Demo-Modus',
  'demo.notice':
    '<0>Demo-Modus:</0> Beispielrezepte vom Offline-Demo-Koch. Für echte Rezepte trag einen Token in <1>{chefSettings}</1> ein.',
} as const satisfies Record<keyof typeof english, string>;
