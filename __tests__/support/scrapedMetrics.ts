import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/**
 * The recipe server's /metrics as a Prometheus scraper reads them, through a text-format parser nobody here wrote
 * (which also throws on a line the format does not allow).
 */
export function scrapedMetrics(text: string) {
  const families = parsePrometheusTextFormat(text);
  const family = (name: string) => families.find((candidate) => candidate.name === name);
  return {
    families,
    /** A counter's or gauge's value for exactly these labels; undefined when it has no such series. */
    value(name: string, labels: Record<string, string> = {}): number | undefined {
      const wanted = Object.entries(labels);
      const sample = family(name)?.metrics.find((metric) => {
        const found = metric.labels ?? {};
        return Object.keys(found).length === wanted.length && wanted.every(([key, value]) => found[key] === value);
      });
      return sample?.value === undefined ? undefined : Number(sample.value);
    },
    /**
     * One labelled series of a histogram: its count and sum. The parser reads only histograms without labels, so
     * the series' lines are given to it on their own, without the label that picks them.
     */
    histogram(name: string, label: string, value: string): { count: number; sum: number } | undefined {
      const picked = `${label}="${value}"`;
      const lines = text
        .split('\n')
        .filter((line) => line.startsWith(`${name}_`) && line.includes(picked))
        .map((line) =>
          line.replace(new RegExp(`,?${picked},?`), (found) =>
            found.startsWith(',') && found.endsWith(',') ? ',' : '',
          ),
        )
        .map((line) => line.replace('{}', ''));
      if (lines.length === 0) return undefined;
      const [series] = parsePrometheusTextFormat(`# TYPE ${name} histogram\n${lines.join('\n')}\n`)[0]?.metrics ?? [];
      return { count: Number(series?.count), sum: Number(series?.sum) };
    },
  };
}
