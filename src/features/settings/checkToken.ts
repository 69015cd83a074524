import { withoutInvisibleCharacters } from '../../lib/invisibleCharacters';

/** "hf_" then letters and digits: the shape of every Hugging Face access token. */
const HUGGING_FACE_TOKEN = /^hf_[A-Za-z0-9]{20,}$/;
const MAX_TOKEN_LENGTH = 200;

/** Why a pasted text cannot be a token (settingsTexts words each). */
export type TokenProblem = 'empty' | 'malformed' | 'unsendable' | 'notHuggingFace';

/**
 * A pasted token, or the reason it cannot be one. When it will be sent to Hugging Face (no other endpoint is
 * configured), it must have the shape of a Hugging Face token; another server's keys may look like anything.
 */
export function checkToken(
  input: string,
  { forHuggingFace }: { forHuggingFace: boolean },
): { ok: true; token: string } | { ok: false; problem: TokenProblem } {
  // Zero-width characters come with copy and paste, and a request header cannot carry them: dropped.
  const token = withoutInvisibleCharacters(input).trim();
  if (!token) return { ok: false, problem: 'empty' };
  if (/\s/.test(token) || token.length > MAX_TOKEN_LENGTH) return { ok: false, problem: 'malformed' };
  // Anything outside printable ASCII makes the browser refuse the Authorization header, so no request would go out.
  if (/[^\x21-\x7e]/.test(token)) return { ok: false, problem: 'unsendable' };
  if (forHuggingFace && !HUGGING_FACE_TOKEN.test(token)) return { ok: false, problem: 'notHuggingFace' };
  return { ok: true, token };
}
