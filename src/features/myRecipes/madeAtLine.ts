const dateAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a kept recipe arrived, in the cook's own locale: "22 Nov 2026, 06:41". */
export const madeAtLine = (madeAt: number): string => dateAndTime.format(madeAt);
