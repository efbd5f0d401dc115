import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../support/server-process.js';
import { useTestApp } from '../support/test-app.js';

interface ScriptSummary {
  iterations: number;
  scenarios: { name: string }[];
  checks: { name: string; passes: number; fails: number }[];
  requests: { total: number; failed: number };
  failures: string[];
}

const ITERATIONS = 3;

/**
 * Runs one k6 script through the Node runner against `baseUrl`; asynchronously, because the runner
 * blocks its own thread on every request and the app answering it lives in this process.
 */
function smoke(script: string, baseUrl: string): Promise<{ code: number | null; output: string; summary: ScriptSummary | undefined }> {
  const dir = mkdtempSync(join(tmpdir(), 'khru-k6-'));
  const summaryFile = join(dir, 'summary.json');
  const runner = join(repositoryRoot, 'infra/k6/node-runner/run.mjs');
  const args = [
    runner,
    '--iterations',
    String(ITERATIONS),
    '-e',
    `BASE_URL=${baseUrl}`,
    '-e',
    'THINK_SECONDS=0',
    '--summary-export',
    summaryFile,
    join(repositoryRoot, 'infra/k6', script),
  ];
  const child = spawn(process.execPath, args, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      const summary = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { scripts: ScriptSummary[] }).scripts[0] : undefined;
      rmSync(dir, { recursive: true, force: true });
      resolve({ code, output, summary });
    }),
  );
}

// The k6 scenarios run for a few iterations against the embedded default (demo data seeded at start),
// so a changed path, body or response shape breaks `npm test` instead of the next load test.
describe('k6 scenarios in a Node smoke run on the embedded default', () => {
  const { subject: app } = useTestApp('pglite');

  it.each(['browse.js', 'search-suggest.js', 'checkout.js', 'enrol-by-credit.js', 'progress-soak.js', 'test-start-spike.js', 'report-monday.js'])(
    '%s passes every check with no failed request',
    async (script) => {
      const { code, output, summary } = await smoke(script, app().config.publicUrl);
      // Without a summary the runner's own output says what went wrong.
      expect({ code, failures: summary?.failures ?? output }).toEqual({ code: 0, failures: [] });
      expect(summary!.iterations).toBe(ITERATIONS * summary!.scenarios.length);
      expect(summary!.requests.failed).toBe(0);
      expect(summary!.checks.length).toBeGreaterThan(0);
      expect(summary!.checks.filter((c) => c.fails > 0 || c.passes === 0)).toEqual([]);
      expect(output).toContain('all checks passed');
    },
  );
});
