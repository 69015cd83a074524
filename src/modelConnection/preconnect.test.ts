/** @jest-environment jsdom */
import { preconnect } from './preconnect';

const preconnects = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => document.head.replaceChildren());

describe('preconnect', () => {
  it('asks the browser for an anonymous connection to each origin', () => {
    preconnect(['https://router.huggingface.co', 'https://huggingface.co']);
    expect(preconnects()).toEqual([
      { href: 'https://router.huggingface.co/', crossOrigin: 'anonymous' },
      { href: 'https://huggingface.co/', crossOrigin: 'anonymous' },
    ]);
  });

  it('asks once per origin, however often the client is made', () => {
    preconnect(['http://127.0.0.1:8080']);
    preconnect(['http://127.0.0.1:8080']);
    expect(preconnects()).toHaveLength(1);
  });
});
