import type { App } from '../../src/app/build-app';

/** The samples of a Prometheus text scrape, by series (`name{label="value",…}` as printed). */
export type Samples = Map<string, number>;

export function parseSamples(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/**
 * The sum of the samples of `name` whose labels include every given pair (0 when none), so
 * a test reads one series, or a total over the labels it leaves out.
 */
export function value(samples: Samples, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, label]) => `${key}="${label}"`);
  let total = 0;
  for (const [series, sample] of samples) {
    const brace = series.indexOf('{');
    const seriesName = brace === -1 ? series : series.slice(0, brace);
    if (seriesName !== name) continue;
    const labelText = brace === -1 ? '' : series.slice(brace + 1, -1);
    const pairs = labelText.split(',');
    if (wanted.every((pair) => pairs.includes(pair))) total += sample;
  }
  return total;
}

export async function scrape(app: App, headers: Record<string, string> = {}): Promise<Samples> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return parseSamples(response.body);
}
