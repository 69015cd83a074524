import { withoutInvisibleCharacters } from '../../lib/invisibleCharacters';

/** "hf_" then letters and digits: the shape of every Hugging Face access token. */
const HUGGING_FACE_TOKEN = /^hf_[A-Za-z0-9]{20,}$/;
const MAX_TOKEN_LENGTH = 200;

export const TOKEN_PROBLEMS = {
  empty: 'Paste a token first.',
  malformed: 'That does not look like an access token.',
  unsendable:
    'The token has characters a request cannot carry (accents, symbols or spaces). Copy it again from where you got it.',
  notHuggingFace:
    'A Hugging Face token starts with hf_ followed by letters and digits. Copy it again from huggingface.co → Settings → Access Tokens.',
};

/**
 * A pasted token, or the reason it cannot be one. When it will be sent to Hugging Face (no other endpoint is
 * configured), it must have the shape of a Hugging Face token; another server's keys may look like anything.
 */
export function checkToken(
  input: string,
  { forHuggingFace }: { forHuggingFace: boolean },
): { ok: true; token: string } | { ok: false; message: string } {
  // Zero-width characters come with copy and paste, and a request header cannot carry them: dropped.
  const token = withoutInvisibleCharacters(input).trim();
  if (!token) return { ok: false, message: TOKEN_PROBLEMS.empty };
  if (/\s/.test(token) || token.length > MAX_TOKEN_LENGTH) return { ok: false, message: TOKEN_PROBLEMS.malformed };
  // Anything outside printable ASCII makes the browser refuse the Authorization header, so no request would go out.
  if (/[^\x21-\x7e]/.test(token)) return { ok: false, message: TOKEN_PROBLEMS.unsendable };
  if (forHuggingFace && !HUGGING_FACE_TOKEN.test(token)) return { ok: false, message: TOKEN_PROBLEMS.notHuggingFace };
  return { ok: true, token };
}
