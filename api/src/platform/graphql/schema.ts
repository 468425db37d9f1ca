import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The committed SDL file is the contract; the server loads it rather than restating it in code. */
export const SCHEMA_PATH = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

export function loadSchema(): string {
  return readFileSync(SCHEMA_PATH, 'utf8');
}
