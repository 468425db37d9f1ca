import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` to a temporary file beside `file`, then renames it over `file`: a crash never
 * leaves half a file, and a reader never sees half of one. The sandboxes' JSON state files are
 * written this way (under their file lock when replicas share them).
 */
export function writeFileAtomicallySync(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
