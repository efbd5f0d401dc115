/**
 * Runs `work(i)` `count` times with `parallel` in flight; answers the rate and per-call latencies
 * (p50, p95) in milliseconds.
 */
export async function measure(count, parallel, work) {
  const latencies = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t = performance.now();
        await work(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - start;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'per second': Math.round((count / elapsed) * 1000) };
}
