/**
 * The journeys the benches time, as data: what a cook does on the phone, and which moments are figures. The
 * runner (phone.ts) knows how to do each kind of step; a new question is a new journey here, not a new file.
 */
import type { Scenario } from '../__tests__/e2e/support/testChatServer';
import type { Recipe } from '../src/core/recipe/recipeTypes';
import typicalRecipe from './realisticRecipe.json';

/** Something on the page: an element matching `css` whose label or text holds `text` (any text when unset). */
export interface Shown {
  css: string;
  text?: string;
}

/**
 * A figure a tap yields: the time from the tap to the frame after something is shown (or, with `since`, from
 * another of the tap's figures to it); when the request leaves or its reply's first byte arrives; or the longest
 * main-thread task until the tap's last thing is shown, or of those begun while the page still said it was busy
 * (aria-busy: the results while a recipe streams, before the finished card's render).
 */
export type TapFigure =
  Shown | (Shown & { since: string }) | 'request leaves' | 'first byte' | 'longest task' | 'longest task while busy';

export type Step =
  /** Opens the page cold: its first paint, and when React's handler is first on the Add button. */
  | { kind: 'open'; figures?: { firstPaint: string; interactive: string } }
  /** Waits until the page's own downloads are over, as a cook takes a moment to type. */
  | { kind: 'settle' }
  /** Types an ingredient key by key and taps Add; timed until `until` is painted when `figure` is named. */
  | { kind: 'add'; ingredient: string; figure?: string; until?: Shown }
  /** Adds these ingredients one by one while the button named `until` is not yet there (peers need 3 or 4). */
  | { kind: 'addWhileMissing'; ingredients: string[]; until: RegExp }
  /** Taps the button named `button`, `afterMs` after it is on the screen. */
  | { kind: 'tap'; button: RegExp; afterMs: number; figures: Record<string, TapFigure> };

export interface Journey {
  name: string;
  /** The CPU's slowdown, and whether the network is Slow 4G (150 ms, 1.6 Mbps / 750 kbps) or not throttled. */
  cpu: number;
  slow4g: boolean;
  /** The browser's language, which the page is served in, and its Add button's name there (a pattern). */
  locale?: string;
  addLabel?: string;
  /** What the model's server answers. */
  reply: Scenario;
  steps: Step[];
}

/** A recipe of the length and shape a model typically sends for three ingredients (about 260 tokens). */
export const realisticRecipe: Recipe = typicalRecipe;

/** The realistic recipe with its steps repeated, two to a further step, to about 1,000 tokens of 4 characters. */
export const thousandTokenRecipe = (() => {
  const { instructions: steps } = realisticRecipe;
  const instructions = [...steps];
  const length = () => JSON.stringify({ ...realisticRecipe, instructions }).length;
  for (let step = 0; length() < 4000; step += 2) {
    instructions.push(`Then: ${steps[step % steps.length]!} ${steps[(step + 1) % steps.length]!}`);
  }
  return JSON.stringify({ ...realisticRecipe, instructions });
})();

/** A fast provider's pace: the reply's first byte 35 ms after the request, then 100 tokens of 4 characters a second. */
const streamed = (content: string): Scenario => ({
  kind: 'content',
  content,
  delayMs: 35,
  stream: { streamChunkChars: 4, streamDelayMs: 10 },
});

const button = (name: string): Shown => ({ css: 'button', text: name });

/** A cold phone as the figures that compare visits have it: 4× CPU, Slow 4G, a recipe of typical length. */
const COLD_PHONE = { cpu: 4, slow4g: true, reply: streamed(JSON.stringify(realisticRecipe)) };
const OPENED: Step = { kind: 'open', figures: { firstPaint: 'first paint', interactive: 'interactive' } };
const RECIPE_READY: Shown = { css: '#recipe-status', text: 'Recipe ready' };

/**
 * A cook's first recipe on a cold phone (4× CPU, Slow 4G): first paint, interactive, the first Add until its row,
 * the third until the generate panel, "Get a recipe" a second later until the request leaves, the first text,
 * the whole recipe and its nutrition figures; then, a moment later, a change (Quicker) until its first text.
 */
export const firstRecipe: Journey = {
  name: 'first recipe',
  ...COLD_PHONE,
  steps: [
    OPENED,
    { kind: 'settle' },
    { kind: 'add', ingredient: 'eggs', figure: 'first Add → row', until: button('Remove eggs') },
    { kind: 'settle' },
    { kind: 'add', ingredient: 'spinach' },
    { kind: 'add', ingredient: 'feta', figure: 'third Add → generate panel', until: button('Get a recipe') },
    {
      kind: 'tap',
      button: /^Get a recipe$/,
      afterMs: 1000,
      figures: {
        'tap → request leaves': 'request leaves',
        "tap → reply's first byte": 'first byte',
        'tap → first text': { css: '#recipe-name' },
        'tap → recipe ready': RECIPE_READY,
        'ready → nutrition figures': {
          css: 'section[aria-labelledby="nutrition-heading"] dd',
          since: 'tap → recipe ready',
        },
      },
    },
    {
      kind: 'tap',
      button: /^Quicker$/,
      afterMs: 1500,
      figures: {
        'change → request leaves': 'request leaves',
        'change → first text': { css: '[aria-busy="true"] #recipe-name' },
      },
    },
  ],
};

/**
 * The longest main-thread task while a 1,000-token reply streams in at 100 tokens a second (4× CPU), and with the
 * finished card's render after it.
 */
export const longStream: Journey = {
  name: 'long stream',
  cpu: 4,
  slow4g: false,
  reply: streamed(thousandTokenRecipe),
  steps: [
    { kind: 'open' },
    ...['eggs', 'spinach', 'feta'].map((ingredient): Step => ({ kind: 'add', ingredient })),
    { kind: 'settle' },
    {
      kind: 'tap',
      button: /^Get a recipe$/,
      afterMs: 0,
      figures: {
        'longest task while streaming': 'longest task while busy',
        'longest task, with the finished card': 'longest task',
        'tap → whole recipe': RECIPE_READY,
      },
    },
  ],
};

/** A cold visit in Spanish, the language the server writes the page in: first paint and interactive. */
export const openInSpanish: Journey = {
  name: 'open in Spanish',
  ...COLD_PHONE,
  locale: 'es-ES',
  addLabel: 'añadir ingrediente$',
  steps: [{ kind: 'open', figures: { firstPaint: 'first paint (es)', interactive: 'interactive (es)' } }],
};

/**
 * The journey this app and its peers share, in words each of them understands: first paint, interactive, the
 * Add until its row, and "Get a recipe" until the recipe's name is painted (roboChef says "Generate Recipe").
 */
export const besidePeers: Journey = {
  name: 'beside peers',
  ...COLD_PHONE,
  steps: [
    OPENED,
    { kind: 'settle' },
    { kind: 'add', ingredient: 'eggs', figure: 'Add → row', until: { css: 'li', text: 'eggs' } },
    { kind: 'addWhileMissing', ingredients: ['spinach', 'feta', 'garlic'], until: /^(get a recipe|generate recipe)$/i },
    {
      kind: 'tap',
      button: /^(get a recipe|generate recipe)$/i,
      afterMs: 1000,
      figures: { 'tap → first words': { css: 'body', text: realisticRecipe.name } },
    },
  ],
};
