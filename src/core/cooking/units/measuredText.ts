import type { Units } from '../../preferences/preferencesTypes';
import { converted } from './cookMeasures';

type ShownUnits = Exclude<Units, 'as-written'>;

/** Gas marks with the oven temperatures they stand for (°C as British ovens are set, °F as American ones). */
const GAS_MARKS: Record<string, { celsius: number; fahrenheit: number }> = {
  '¼': { celsius: 110, fahrenheit: 225 },
  '½': { celsius: 120, fahrenheit: 250 },
  '1': { celsius: 140, fahrenheit: 275 },
  '2': { celsius: 150, fahrenheit: 300 },
  '3': { celsius: 170, fahrenheit: 325 },
  '4': { celsius: 180, fahrenheit: 350 },
  '5': { celsius: 190, fahrenheit: 375 },
  '6': { celsius: 200, fahrenheit: 400 },
  '7': { celsius: 220, fahrenheit: 425 },
  '8': { celsius: 230, fahrenheit: 450 },
  '9': { celsius: 240, fahrenheit: 475 },
};

/** °C to the nearest 5 (350 °F → 175 °C, never 176.67), °F to the whole degree. */
export const celsiusText = (celsius: number) => `${Math.round(celsius / 5) * 5} °C`;
export const fahrenheitText = (fahrenheit: number) => `${Math.round(fahrenheit)} °F`;

const temperatureIn = (degrees: number, scale: 'C' | 'F', units: ShownUnits): string =>
  units === 'metric'
    ? celsiusText(scale === 'C' ? degrees : converted(degrees, 'F', 'C'))
    : fahrenheitText(scale === 'F' ? degrees : converted(degrees, 'C', 'F'));

/**
 * A temperature as recipes write it: "350°F", "180 °C", "200ºC", "375 degrees F", "425 degrees Fahrenheit",
 * "160C", and ranges ("325–350°F", "180 to 200 °C").
 */
const TEMPERATURE =
  /\b(\d{2,3})(?:\s*(?:-|–|to)\s*(\d{2,3}))?\s*(?:°|º|˚|degrees?\s*|deg\.?\s*)?\s*(C|F|Celsius|Fahrenheit|centigrade)\b(?!')/g;

function withTemperatures(text: string, units: ShownUnits): string {
  return text.replace(TEMPERATURE, (written, low: string, high: string | undefined, scaleWord: string) => {
    const scale = /^f/i.test(scaleWord) ? 'F' : 'C';
    // A bare letter after a number ("2 C") is read only in capitals and with two digits or more (see the pattern).
    if ((units === 'metric' && scale === 'C') || (units === 'us' && scale === 'F')) return written;
    const from = temperatureIn(Number(low), scale, units);
    if (high === undefined) return from;
    const to = temperatureIn(Number(high), scale, units);
    return `${from.replace(/ °[CF]$/, '')}–${to}`;
  });
}

/** "gas mark 4" → "gas mark 4 (180 °C)", in either system. */
function withGasMarks(text: string, units: ShownUnits): string {
  return text.replace(/\bgas mark\s*(¼|½|1\/4|1\/2|[1-9])\b(?!\s*\()/gi, (written, mark: string) => {
    const oven = GAS_MARKS[mark.replace('1/4', '¼').replace('1/2', '½')]!;
    return `${written} (${units === 'metric' ? `${oven.celsius} °C` : `${oven.fahrenheit} °F`})`;
  });
}

const CENTIMETRES_PER_INCH = 2.54;
const inchesText = (inches: number) => String(Math.max(0.5, Math.round(inches * 2) / 2)).replace('.5', '½');

/**
 * Pan and cut sizes: "9x13-inch", "9 x 13 inch", "8-inch", "2 inches thick" ↔ "23 x 33 cm", "20 cm". A bare "in"
 * is left alone: "5 in the pan" is not a size.
 */
function withLengths(text: string, units: ShownUnits): string {
  if (units === 'metric') {
    return text.replace(
      /\b(\d+(?:\.\d+)?)(?:\s*(?:x|×|by)\s*(\d+(?:\.\d+)?))?(?:-|\s)?(?:inches|inch|in\.|″|")(?![\p{L}])/gu,
      (_, first: string, second: string | undefined) =>
        `${[first, second]
          .filter((size): size is string => size !== undefined)
          .map((size) => Math.round(Number(size) * CENTIMETRES_PER_INCH))
          .join(' x ')} cm`,
    );
  }
  return text.replace(
    /\b(\d+(?:\.\d+)?)(?:\s*(?:x|×|by)\s*(\d+(?:\.\d+)?))?(?:-|\s)?(?:cm|centimetres|centimeters)\b/g,
    (_, first: string, second: string | undefined) =>
      `${[first, second]
        .filter((size): size is string => size !== undefined)
        .map((size) => inchesText(Number(size) / CENTIMETRES_PER_INCH))
        .join(' x ')}-inch`,
  );
}

/**
 * A step (or any text) with its temperatures, gas marks and pan sizes in the cook's units; everything else, and
 * everything already in those units, as written.
 */
export function measuredText(text: string, units: Units): string {
  if (units === 'as-written') return text;
  return withLengths(withGasMarks(withTemperatures(text, units), units), units);
}
