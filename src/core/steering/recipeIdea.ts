import { isRecord } from '../../lib/isRecord';
import { foldedForSearch } from '../../lib/foldedForSearch';
import { jsonObjectsIn, withoutReasoning } from '../recipe/jsonObjectsIn';
import { cleanText, MAX_MINUTES_IN_REPLY, wholeNumber } from '../recipe/replyText';

/** A short idea under "Other ideas": enough to choose by, not yet a recipe. */
export interface RecipeIdea {
  name: string;
  /** One line on what it is. */
  summary: string;
  /** Time in all, when the chef gave it. */
  minutes?: number;
  /** What it needs beyond the cook's list. */
  extras: string[];
}

/** How many ideas the cook is offered at once. */
export const IDEAS_ASKED_FOR = 3;
const MAX_EXTRAS = 8;
/** A summary is a line, not a recipe. */
const MAX_SUMMARY_LENGTH = 160;

function toIdea(value: unknown): RecipeIdea | null {
  if (!isRecord(value)) return null;
  const name = cleanText(value.name).slice(0, 120);
  if (!name) return null;
  const minutes = wholeNumber(value.minutes, MAX_MINUTES_IN_REPLY);
  const extras = Array.isArray(value.extras) ? value.extras.map(cleanText).filter(Boolean) : [];
  return {
    name,
    summary: cleanText(value.summary).slice(0, MAX_SUMMARY_LENGTH),
    ...(minutes !== undefined && { minutes }),
    extras: extras.slice(0, MAX_EXTRAS),
  };
}

const sameName = (a: string, b: string) => foldedForSearch(a).trim() === foldedForSearch(b).trim();

/**
 * The ideas complete so far in a reply that is still arriving (`{"ideas":[{…},{…`): each as soon as its object
 * closes, at most three, none named as a recipe already shown this visit (or as another idea), whatever the
 * chef was told.
 */
export function ideasSoFar(replySoFar: string, shownNames: readonly string[]): RecipeIdea[] {
  const text = withoutReasoning(replySoFar);
  // The list of ideas, or a reply that is only a list: never another list, such as a recipe's ingredients when the
  // chef wrote a recipe instead.
  const named = /"ideas"\s*:\s*\[/.exec(text);
  const list = named ? named.index + named[0].length - 1 : text.trimStart().startsWith('[') ? text.indexOf('[') : -1;
  if (list < 0) return [];
  const ideas: RecipeIdea[] = [];
  for (const json of jsonObjectsIn(text.slice(list + 1))) {
    let idea: RecipeIdea | null = null;
    try {
      idea = toIdea(JSON.parse(json));
    } catch {
      continue;
    }
    const seen = [...shownNames, ...ideas.map(({ name }) => name)];
    if (idea && !seen.some((name) => sameName(name, idea.name))) ideas.push(idea);
    if (ideas.length === IDEAS_ASKED_FOR) break;
  }
  return ideas;
}
