#!/usr/bin/env node
// A smoke run of k6 scripts under Node, for machines without k6: each scenario's exec function runs a
// few iterations on one virtual user, one after another. Executors' rates, durations and thresholds are
// read and checked for what k6 would refuse, never applied: this proves the scripts work, not speed.
//
//   node infra/k6/node-runner/run.mjs [--iterations N] [-e KEY=VALUE]... [--summary-export FILE] SCRIPT...
//
// Exits 1 when a check fails, a request fails (transport error or status outside 200-399, as k6's
// http_req_failed counts it), an iteration throws, or a script or its options cannot be used.
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { optionProblems, scenariosOf } from './options-check.mjs';
import { reset, snapshot } from './recorder.mjs';

function parseArguments(argv) {
  const parsed = { iterations: 3, env: {}, summaryExport: null, scripts: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--iterations' || arg === '-i') parsed.iterations = Number(value());
    else if (arg === '-e' || arg === '--env') {
      const [key, ...rest] = value().split('=');
      parsed.env[key] = rest.join('=');
    } else if (arg === '--summary-export') parsed.summaryExport = value();
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else parsed.scripts.push(arg);
  }
  if (!Number.isInteger(parsed.iterations) || parsed.iterations < 1) throw new Error('--iterations must be a whole number of at least 1');
  if (parsed.scripts.length === 0) throw new Error('name at least one script');
  return parsed;
}

const describeError = (error) => (error instanceof Error ? (error.stack?.split('\n').slice(0, 3).join(' / ') ?? error.message) : String(error));

async function runScript(path, iterations) {
  reset();
  const failures = [];
  let ran = 0;
  const absolute = resolve(path);
  // k6's init-context `open()`: a file relative to the script.
  globalThis.open = (file, mode) => readFileSync(resolve(dirname(absolute), file), mode === 'b' ? undefined : 'utf8');
  let script;
  try {
    script = await import(pathToFileURL(absolute).href);
  } catch (error) {
    return {
      script: path,
      iterations: 0,
      scenarios: [],
      checks: [],
      requests: { total: 0, failed: 0 },
      failures: [`cannot load the script: ${describeError(error)}`],
    };
  }
  const options = script.options ?? {};
  failures.push(...optionProblems(script, options));
  const scenarios = scenariosOf(options).filter((s) => typeof script[s.exec] === 'function');
  let data;
  try {
    data = typeof script.setup === 'function' ? await script.setup() : undefined;
  } catch (error) {
    failures.push(`setup() threw: ${describeError(error)}`);
    return { script: path, iterations: 0, scenarios: [], ...snapshot(), failures };
  }
  for (const [index, scenario] of scenarios.entries()) {
    globalThis.__VU = index + 1;
    for (let i = 0; i < iterations; i++) {
      globalThis.__ITER = i;
      try {
        await script[scenario.exec](data);
      } catch (error) {
        failures.push(`scenario ${scenario.name}, iteration ${i}: ${describeError(error)}`);
      }
      ran += 1;
    }
  }
  if (typeof script.teardown === 'function') {
    try {
      await script.teardown(data);
    } catch (error) {
      failures.push(`teardown() threw: ${describeError(error)}`);
    }
  }
  const seen = snapshot();
  for (const c of seen.checks) if (c.fails > 0) failures.push(`check failed ${c.fails} of ${c.passes + c.fails} times: ${c.group || '::'} ${c.name}`);
  if (seen.requests.failed > 0) failures.push(`${seen.requests.failed} of ${seen.requests.total} requests failed`, ...seen.requests.listed);
  return {
    script: path,
    iterations: ran,
    scenarios: scenarios.map((s) => ({ name: s.name, executor: s.executor, exec: s.exec })),
    checks: seen.checks,
    requests: { total: seen.requests.total, failed: seen.requests.failed },
    thresholds: options.thresholds ?? {},
    failures,
  };
}

function print(result) {
  console.log(`\n${basename(result.script)}`);
  for (const s of result.scenarios) console.log(`  scenario ${s.name} (${s.executor}, exec ${s.exec})`);
  console.log(`  ${result.iterations} iterations, ${result.requests.total} requests, ${result.requests.failed} failed`);
  for (const c of result.checks) console.log(`  ${c.fails ? '✗' : '✓'} ${c.group ? `${c.group} ` : ''}${c.name}  ${c.passes}/${c.passes + c.fails}`);
  const thresholds = Object.entries(result.thresholds ?? {}).map(
    ([metric, list]) =>
      `${metric} ${[list]
        .flat()
        .map((t) => t.threshold ?? t)
        .join(', ')}`,
  );
  if (thresholds.length) console.log(`  thresholds (read, not evaluated in a smoke run): ${thresholds.join('; ')}`);
  for (const f of result.failures) console.log(`  FAIL ${f}`);
}

let args;
try {
  args = parseArguments(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\nusage: node infra/k6/node-runner/run.mjs [--iterations N] [-e KEY=VALUE]... [--summary-export FILE] SCRIPT...`);
  process.exit(2);
}
register('./loader-hooks.mjs', import.meta.url);
globalThis.__ENV = { ...process.env, ...args.env };
const results = [];
for (const script of args.scripts) {
  const result = await runScript(script, args.iterations);
  print(result);
  results.push(result);
}
const failed = results.reduce((n, r) => n + r.failures.length, 0);
if (args.summaryExport) writeFileSync(args.summaryExport, JSON.stringify({ scripts: results, failed }, null, 2));
console.log(failed ? `\n${failed} failure(s)` : '\nall checks passed, no request failed');
process.exitCode = failed ? 1 : 0;
