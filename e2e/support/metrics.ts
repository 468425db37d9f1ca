import http from 'node:http';
import { E2E_PORT } from './environment';

/** The samples of the product's Prometheus scrape, by series as printed (`name{label="value",…}`). */
export type Samples = Map<string, number>;

/** GET /metrics of the running product (a sandbox serves it without a token). */
export function scrapeMetrics(): Promise<Samples> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: E2E_PORT, path: '/metrics' }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`/metrics answered ${response.statusCode}`));
          const samples: Samples = new Map();
          for (const line of Buffer.concat(chunks).toString('utf8').split('\n')) {
            if (line === '' || line.startsWith('#')) continue;
            const space = line.lastIndexOf(' ');
            samples.set(line.slice(0, space), Number(line.slice(space + 1)));
          }
          resolve(samples);
        });
      })
      .on('error', reject);
  });
}

/** The sample of `name` with exactly these labels (0 when absent). */
export function sample(samples: Samples, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  for (const [series, value] of samples) {
    const brace = series.indexOf('{');
    if (brace === -1 || series.slice(0, brace) !== name) continue;
    const pairs = series
      .slice(brace + 1, -1)
      .split(',')
      .sort();
    if (pairs.length === wanted.length && pairs.every((pair, i) => pair === wanted[i])) return value;
  }
  return 0;
}
