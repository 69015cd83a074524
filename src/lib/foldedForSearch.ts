/** Lower case without accents, so "Crème" is found by "creme". */
export const foldedForSearch = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
