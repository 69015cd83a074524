/** `<think>…</think>` blocks (and one left open at the end), where reasoning models think aloud. */
const REASONING_BLOCK = /<think>[\s\S]*?(<\/think>|$)/gi;

/** The reply without its reasoning, which may mention JSON that is not the answer. */
export function withoutReasoning(content: string): string {
  return content.replace(REASONING_BLOCK, '');
}

/**
 * Every balanced top-level `{…}` in `text`, in order: braces inside JSON strings (and escaped quotes in them)
 * do not count, and an object still open at the end is left out. Linear in the text's length.
 */
export function jsonObjectsIn(text: string): string[] {
  const objects: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (depth === 0) {
      if (char === '{') {
        depth = 1;
        start = index;
      }
      continue;
    }
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) objects.push(text.slice(start, index + 1));
    }
  }
  return objects;
}

/** Each JSON object in a reply, parsed, in order: its reasoning dropped, and one that does not parse passed over. */
export function* parsedObjectsIn(content: string): Generator<unknown> {
  for (const candidate of jsonObjectsIn(withoutReasoning(content))) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    yield value;
  }
}
