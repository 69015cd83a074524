import { firstScreen } from './catalogues/en/firstScreen';
import { partTexts } from './partTexts';

/** A text of the first screen (the header, the welcome, the list, the footer), in the cook's language. */
export const useText = partTexts(firstScreen);

export type FirstScreenText = ReturnType<typeof useText>;

export type FirstScreenId = Parameters<FirstScreenText>[0];
