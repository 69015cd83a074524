import { useLingui } from '@lingui/react';
import type { MessageId } from './catalogueSources';

/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

export type Text = (id: MessageId, values?: MessageValues) => string;

/** A text of the page in the cook's language; the component re-renders when the language changes. */
export function useText(): Text {
  return useLingui()._;
}
