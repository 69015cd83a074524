/** Copies a text to the clipboard; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shares a text through the Web Share API where the browser has one, else copies it: what happened, so the page
 * says it ('cancelled' when the cook closed the share sheet, which needs no word).
 */
export async function shareOrCopy(
  title: string,
  text: string,
): Promise<'shared' | 'cancelled' | 'copied' | 'notCopied'> {
  if (navigator.share) {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(text)) ? 'copied' : 'notCopied';
}
