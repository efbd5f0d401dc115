// The types of ./stale-output.mjs.
export function newest(path: string): number;
export function isStale(root: string, step: { output: string; inputs: string[] }): boolean;
