import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test double for huggingface.co's OpenID provider, on loopback: the discovery document, an authorize page that
 * returns a code with the state (or the cook's "Cancel"), and the token and user-info endpoints, holding the code
 * to its PKCE challenge as the real one does. Its answers have the shapes @huggingface/hub reads.
 */
export interface FakeOpenIdProvider {
  /** What the app is configured with as the provider's address (HF_OAUTH_PROVIDER_URL). */
  url: string;
  /** What the authorize page does next: sign the cook in, or the cook cancels there. */
  setNextAnswer: (answer: 'sign-in' | 'cancel') => void;
  /** Every access token it has handed out. */
  issuedTokens: () => string[];
  /** The authorize requests' query strings, in order. */
  authorizeRequests: () => URLSearchParams[];
  close: () => Promise<void>;
}

export const FAKE_ACCOUNT = {
  sub: '6601a1b2c3d4e5f6a7b8c9d0',
  name: 'Ada Cook',
  preferred_username: 'adacook',
  picture: 'https://cdn-avatars.huggingface.co/v1/production/uploads/adacook.png',
  profile: 'https://huggingface.co/adacook',
  isPro: false,
  canPay: true,
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  });
  response.end(JSON.stringify(body));
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * `publicUrl`: the address its documents name for itself and its endpoints, when a browser test answers
 * https://huggingface.co from it (the page's own policy then sees Hugging Face's origin); its own by default.
 */
export async function startFakeOpenIdProvider({
  expiresInSeconds = 8 * 3600,
  publicUrl,
}: { expiresInSeconds?: number; publicUrl?: string } = {}): Promise<FakeOpenIdProvider> {
  let nextAnswer: 'sign-in' | 'cancel' = 'sign-in';
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens: string[] = [];
  const authorizeRequests: URLSearchParams[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'OPTIONS') return sendJson(response, 204, null);
      if (address.pathname === '/.well-known/openid-configuration') {
        const named = publicUrl ?? url;
        return sendJson(response, 200, {
          issuer: named,
          authorization_endpoint: `${named}/oauth/authorize`,
          token_endpoint: `${named}/oauth/token`,
          userinfo_endpoint: `${named}/oauth/userinfo`,
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (address.pathname === '/oauth/authorize') {
        const query = address.searchParams;
        authorizeRequests.push(query);
        const back = new URL(query.get('redirect_uri') ?? '');
        back.searchParams.set('state', query.get('state') ?? '');
        if (nextAnswer === 'cancel') {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'The user cancelled the sign-in');
        } else {
          const code = randomUUID();
          codes.set(code, {
            challenge: query.get('code_challenge') ?? '',
            redirectUri: query.get('redirect_uri') ?? '',
          });
          back.searchParams.set('code', code);
        }
        response.writeHead(302, { Location: back.href });
        return response.end();
      }
      if (address.pathname === '/oauth/token' && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verified =
          issued !== undefined &&
          issued.redirectUri === form.get('redirect_uri') &&
          issued.challenge === s256(form.get('code_verifier') ?? '');
        if (!verified) return sendJson(response, 400, { error: 'invalid_grant' });
        const token = `hf_oauth_${randomUUID().replaceAll('-', '')}`;
        tokens.push(token);
        return sendJson(response, 200, {
          access_token: token,
          expires_in: expiresInSeconds,
          id_token: 'header.payload.signature',
          scope: 'openid profile inference-api',
          token_type: 'bearer',
        });
      }
      if (address.pathname === '/oauth/userinfo') {
        const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        return tokens.includes(token) ? sendJson(response, 200, FAKE_ACCOUNT) : sendJson(response, 401, {});
      }
      sendJson(response, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    setNextAnswer: (answer) => (nextAnswer = answer),
    issuedTokens: () => [...tokens],
    authorizeRequests: () => [...authorizeRequests],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
