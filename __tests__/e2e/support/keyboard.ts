import type { Page } from 'playwright-core';

/** The focused element's accessible label, and whether a focus ring is drawn around it. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      tag: element.tagName,
      ringVisible:
        element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the element named `name` has focus, checking every stop shows its ring. */
export async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press(key);
    const stop = await focused(page);
    expect({ ...stop, ringVisible: stop.ringVisible }).toEqual({ ...stop, ringVisible: true });
    if (stop.name === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}
