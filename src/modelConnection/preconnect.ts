/**
 * Asks the browser to open connections to `origins` now (`<link rel="preconnect">`, once per origin), so the
 * first request there does not wait for DNS, TCP and TLS: on a phone's connection, two or three round trips.
 * Anonymous, like the client's requests, which send their token in a header rather than as a credential: a
 * browser keeps those connections apart from credentialed ones.
 */
export function preconnect(origins: readonly string[], page: Document | undefined = globalThis.document): void {
  // Where the client runs without a page (Node, as in the integration tests), there is nothing to ask.
  if (!page) return;
  for (const origin of origins) {
    const opened = [...page.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].some(
      (link) => new URL(link.href).origin === origin,
    );
    if (opened) continue;
    const link = page.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    page.head.append(link);
  }
}
