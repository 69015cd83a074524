/** The message in an error body: OpenAI-style `{error: {message}}`, `{error: "…"}`, `{message}`, or plain text. */
export function serverMessage(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 500);
  const fields = body as { error?: unknown; message?: unknown } | null;
  const inner = fields?.error as { message?: unknown } | string | undefined;
  const message = typeof inner === 'string' ? inner : (inner?.message ?? fields?.message);
  return typeof message === 'string' ? message.slice(0, 500) : '';
}
