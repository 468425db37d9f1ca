/**
 * The yardstick: a minimal Fastify + pg server that runs, for each case, the very statements
 * the product sent for it (captured by capture.ts through the database's query logger), in
 * the same order, and answers their rows as JSON. No GraphQL, no ORM, no auth layer: what is
 * left is the database and HTTP. Env: PORT, DATABASE_URL, CASES (the captured JSON file).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { Pool } from 'pg';
import type { CapturedCase } from './capture';

async function main() {
  const cases = JSON.parse(readFileSync(process.env.CASES!, 'utf8')) as Record<string, CapturedCase>;
  const pool = new Pool({ connectionString: process.env.DATABASE_URL });
  const app = Fastify();
  for (const [name, captured] of Object.entries(cases)) {
    app.post(`/raw/${name}`, async () => {
      const results: unknown[] = [];
      for (const statement of captured.statements) {
        results.push((await pool.query(statement.sql, statement.params)).rows);
      }
      return results;
    });
  }
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.send?.('ready');
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}

void main();
