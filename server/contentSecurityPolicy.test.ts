import { createHash } from 'node:crypto';
import { contentSecurityPolicy, withContentSecurityPolicy } from './contentSecurityPolicy';

const page =
  '<html><head><script>a()</script></head><body><script>b()</script><script src="/x.js"></script>' +
  '<script type="application/json">{}</script><script type="module">c()</script></body></html>';
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe("the built page's Content-Security-Policy", () => {
  it("allows scripts from the page's origin and its inline scripts, classic or module, by hash only", () => {
    expect(directive(contentSecurityPolicy(page, ''), 'script-src')).toBe(
      `script-src 'self' ${hash('a()')} ${hash('b()')} ${hash('c()')}`,
    );
  });

  it("lets requests go to itself, Hugging Face and the configured endpoint's origin only", () => {
    expect(directive(contentSecurityPolicy(page, 'http://127.0.0.1:11434/v1'), 'connect-src')).toBe(
      "connect-src 'self' https://router.huggingface.co https://huggingface.co http://127.0.0.1:11434",
    );
  });

  it('forbids plugins, base changes and form submissions', () => {
    const policy = contentSecurityPolicy(page, '');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
  });

  it('goes first in <head>', () => {
    expect(withContentSecurityPolicy(page, '')).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
  });
});

describe('the policy for signing in with Hugging Face', () => {
  const policy = contentSecurityPolicy('<html><head></head></html>', '');

  it('lets the page exchange the code and read who signed in, on the Hub alone', () => {
    expect(directive(policy, 'connect-src')).toContain('https://huggingface.co');
  });

  it('shows the signed-in cook’s picture from Hugging Face’s avatars, and no other image host', () => {
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: https://huggingface.co https://cdn-avatars.huggingface.co",
    );
  });
});
