type Container = { kind: 'object'; phase: 'key' | 'colon' | 'value' | 'done' } | { kind: 'array' };

const CLOSER = { object: '}', array: ']' } as const;
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/**
 * Reads a JSON object while it is still being written, cheaply enough to run on every animation frame of a
 * long stream: each call scans only the text added since the last one, remembers the last point where the
 * text, with its open brackets closed, is valid JSON, and hands that to the native JSON.parse.
 *
 * What it shows: complete values only. A string, number or literal appears once it is followed by a comma or
 * a closing bracket (a string value as soon as its closing quote arrives), so a name is never shown half-typed;
 * a key with no value yet is left out.
 */
export function createPartialJsonReader() {
  let position = 0;
  let stack: Container[] = [];
  let started = false;
  let finished = false;
  let inString = false;
  let escaped = false;
  // The longest prefix that, closed with `safeClosers`, is valid JSON; -1 until there is one.
  let safeEnd = -1;
  let safeClosers = '';
  const reset = () => {
    position = 0;
    stack = [];
    started = finished = inString = escaped = false;
    safeEnd = -1;
    safeClosers = '';
  };

  const closers = () =>
    stack
      .slice()
      .reverse()
      .map((container) => CLOSER[container.kind])
      .join('');
  const markSafe = (end: number) => {
    safeEnd = end;
    safeClosers = closers();
  };
  const top = () => stack[stack.length - 1];
  /** A value has just ended at `end`: the object it sat in now waits for a comma or its end. */
  const valueEnded = (end: number) => {
    const container = top();
    if (container?.kind === 'object') container.phase = 'done';
    if (stack.length === 0) finished = true;
    markSafe(end);
  };

  function scan(text: string) {
    for (; position < text.length && !finished; position += 1) {
      const char = text[position]!;
      if (!started) {
        if (char !== '{') continue;
        started = true;
        stack.push({ kind: 'object', phase: 'key' });
        markSafe(position + 1);
        continue;
      }
      const container = top()!;
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') {
          inString = false;
          if (container.kind === 'object' && container.phase === 'key') container.phase = 'colon';
          else valueEnded(position + 1);
        }
        continue;
      }
      if (WHITESPACE.has(char)) continue;
      if (char === '"') {
        inString = true;
      } else if (char === ':') {
        if (container.kind === 'object') container.phase = 'value';
      } else if (char === ',') {
        // Whatever came before the comma (a number, a literal) is complete; a dangling key never is.
        if (container.kind === 'array' || container.phase === 'done') markSafe(position);
        if (container.kind === 'object') container.phase = 'key';
      } else if (char === '{' || char === '[') {
        stack.push(char === '{' ? { kind: 'object', phase: 'key' } : { kind: 'array' });
        markSafe(position + 1);
      } else if (char === '}' || char === ']') {
        // A number or literal that ran up to the bracket ends with it.
        if (container.kind === 'array' || container.phase === 'done' || container.phase === 'key') {
          stack.pop();
          valueEnded(position + 1);
        } else {
          stack.pop();
        }
      } else if (container.kind === 'object' && container.phase === 'value') {
        // The first character of a number or literal: complete only at the next comma or bracket.
        container.phase = 'done';
      }
    }
  }

  return {
    /**
     * The value written so far in `text`, or undefined before an object has begun. `text` is expected to grow
     * by appending; shorter text than was read before starts the reading over.
     */
    read(text: string): unknown {
      if (text.length < position) reset();
      scan(text);
      if (safeEnd < 0) return undefined;
      const start = text.indexOf('{');
      try {
        return JSON.parse(text.slice(start, safeEnd) + safeClosers);
      } catch {
        return undefined;
      }
    },
  };
}
