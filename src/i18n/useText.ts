import { useLingui } from '@lingui/react';
import type { firstScreen } from './catalogues/en/firstScreen';
import type { Text } from './partTexts';

/** The ids of the first screen's texts (the header, the welcome, the list, the footer, the parts' failures). */
export type FirstScreenId = keyof typeof firstScreen;

export type FirstScreenText = Text<FirstScreenId>;

/**
 * A text of the first screen, in the cook's language. Its texts are not in the code: the page holds them in each
 * language (index.tsx speaks them), and a page that is not prerendered downloads them (speakLanguage).
 */
export const useText = (): FirstScreenText => useLingui()._;
