import { createHash } from 'node:crypto';
import { HF_HUB_ORIGIN, HF_ROUTER_ORIGIN } from '../src/core/chat/modelOrigins';

/** Where Hugging Face keeps its accounts' pictures. */
const HF_AVATARS_ORIGIN = 'https://cdn-avatars.huggingface.co';

/**
 * Where the Hugging Face client may send requests: the router, and the Hub for provider look-ups and for signing
 * in (the OpenID discovery, the token exchange and the user info are all on the Hub's origin).
 */
const HUGGING_FACE_ORIGINS = [HF_ROUTER_ORIGIN, HF_HUB_ORIGIN];

/** The code of the scripts written in a page, classic or module (not its JSON data, which never runs). */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The built page's Content-Security-Policy: scripts only from its own origin plus its inline scripts by
 * hash; requests only to itself, Hugging Face and the configured endpoint. Styles allow inline because
 * styled-components writes <style> elements at run time.
 */
export function contentSecurityPolicy(html: string, endpointUrl: string): string {
  const connect = ["'self'", ...HUGGING_FACE_ORIGINS, ...(endpointUrl ? [new URL(endpointUrl).origin] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts(html).map(sha256).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // A signed-in cook's picture, from Hugging Face's avatars (the provider's user info names it).
    `img-src 'self' data: ${HF_HUB_ORIGIN} ${HF_AVATARS_ORIGIN}`,
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The form is handled by the app; a submit before the scripts run must not reload the page.
    "form-action 'none'",
  ].join('; ');
}

/** Adds the policy to the page as the first thing in <head>, so it governs everything after it. */
export function withContentSecurityPolicy(html: string, endpointUrl: string): string {
  const policy = contentSecurityPolicy(html, endpointUrl);
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}">`);
}
