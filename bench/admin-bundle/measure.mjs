// The admin app's initial JavaScript: what the browser fetches before the login page or the dashboard can show,
// gzipped. That is every script `index.html` references (entry and modulepreloads) plus the entry's static
// imports as the build manifest lists them; screens behind dynamic imports load later and do not count.
// Usage: npm run build -w admin-app && npm run bench:admin-bundle [-- --budget 250] [--dist <admin-app/dist>]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const dist = option('--dist') ?? fileURLToPath(new URL('../../admin-app/dist/', import.meta.url));
const budgetKb = Number(option('--budget') ?? 250);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// Paths in index.html carry the app's base (`/admin/`); the manifest's `file` is relative to dist.
const referenced = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1].replace(/^\/admin\//, ''));

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));
/** A chunk and everything it imports statically, as the browser fetches them. */
const closure = (files, into = new Set()) => {
  const visit = (file) => {
    if (into.has(file)) return;
    into.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  files.forEach(visit);
  return into;
};
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => (n / 1000).toFixed(1);
const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);

const initial = closure(referenced);
const rows = [...initial].map((file) => ({ file, raw: readFileSync(join(dist, file)).length, gzip: gzipOf(file) }));
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows) console.log(`${kb(row.gzip).padStart(8)} kB gz ${kb(row.raw).padStart(9)} kB  ${row.file}`);
const total = rows.reduce((all, row) => all + row.gzip, 0);

// What the first screens fetch right after the shell, by the modules that start them (reported, not budgeted).
const firstScreens = {
  'login page': ['src/layout/login-page.tsx'],
  dashboard: ['src/layout/khru-frame.tsx', 'src/dashboard/dashboard.tsx', 'src/app-data-provider.ts'],
};
for (const [screen, keys] of Object.entries(firstScreens)) {
  const files = keys.filter((key) => manifest[key]).map((key) => manifest[key].file);
  const extra = [...closure(files)].filter((file) => !initial.has(file));
  console.log(`+ ${screen}: ${kb(sum(extra))} kB gzipped more on first visit (${kb(total + sum(extra))} kB in all)`);
}
console.log(`initial JavaScript: ${kb(total)} kB gzipped in ${rows.length} files (budget ${budgetKb} kB)`);
if (total > budgetKb * 1000) process.exitCode = 1;
