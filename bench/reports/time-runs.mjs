/**
 * Calls `work` `warmUp` times untimed, then up to `runs` times one after another (fewer when they pass
 * `budgetMs` together, at least 5); answers the median and p95 in milliseconds, how many runs were
 * timed, and the last answer.
 */
export async function timeRuns(work, { warmUp = 5, runs = 30, budgetMs = 10_000 } = {}) {
  let answer;
  for (let i = 0; i < warmUp; i++) answer = await work();
  const latencies = [];
  const started = performance.now();
  while (latencies.length < runs && (latencies.length < 5 || performance.now() - started < budgetMs)) {
    const t = performance.now();
    answer = await work();
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  return { median: at(0.5), p95: at(0.95), runs: latencies.length, answer };
}
