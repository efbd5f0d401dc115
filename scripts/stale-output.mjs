import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under `path` (a file or a folder), or 0 when it does not exist. */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, entry) => Math.max(latest, newest(join(path, entry))), stat.mtimeMs);
}

/** Whether `output` (under `root`) is missing or older than one of its `inputs` (files or folders). */
export const isStale = (root, { output, inputs }) => newest(join(root, output)) <= Math.max(...inputs.map((input) => newest(join(root, input))));
