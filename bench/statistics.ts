export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Median and range, rounded to whole milliseconds: how the bench reports repeated runs. */
export const summary = (values: number[]) => ({
  median: round(median(values)),
  min: round(Math.min(...values)),
  max: round(Math.max(...values)),
});

/** "median (min–max)", as a table's cell. */
export const cell = (values: number[]) => {
  const { median: middle, min, max } = summary(values);
  return `${middle} (${min}–${max})`;
};

/**
 * How B compares with A over interleaved pairs: each side's median and range, the paired differences, and the
 * verdict. A difference counts as beyond the run's spread when at least 8 of 10 pairs move the same way (a
 * two-sided sign test, p ≈ 0.11); otherwise the two are within the spread of each other.
 */
export function comparison(a: number[], b: number[]) {
  const differences = b.map((value, index) => value - a[index]!);
  const faster = differences.filter((difference) => difference < 0).length;
  const slower = differences.filter((difference) => difference > 0).length;
  const beyondSpread = Math.max(faster, slower) >= Math.ceil(0.8 * differences.length);
  const verdict = beyondSpread ? (faster > slower ? 'faster' : 'slower') : 'within spread';
  return { a: cell(a), b: cell(b), pairedMedian: round(median(differences)), faster, slower, verdict };
}
