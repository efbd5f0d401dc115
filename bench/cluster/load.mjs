// A closed-loop load driver: `connections` loops, each running `iteration(call)` again and again until the time
// is up, over kept-alive connections. Every request made through `call` counts: requests per second, p95, errors.
import { Agent, request } from 'node:http';

/** The `q` quantile (0..1) of sorted numbers. */
const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

export async function runLoad({ url, connections, durationMs, iteration, setup }) {
  const base = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const call = (method, path, { headers = {}, json, form } = {}) =>
    new Promise((resolve) => {
      const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form).toString() : null;
      const started = performance.now();
      const req = request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path,
          agent,
          headers: {
            Accept: 'application/json',
            ...(json !== undefined
              ? { 'Content-Type': 'application/json' }
              : form !== undefined
                ? { 'Content-Type': 'application/x-www-form-urlencoded' }
                : {}),
            ...(body !== null ? { 'Content-Length': Buffer.byteLength(body) } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            latencies.push(performance.now() - started);
            const status = response.statusCode ?? 0;
            if (status >= 400) errors += 1;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = null;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            resolve({ status, body: parsed, headers: response.headers });
          });
        },
      );
      req.on('error', () => {
        latencies.push(performance.now() - started);
        errors += 1;
        resolve({ status: 0, body: null, headers: {} });
      });
      if (body !== null) req.write(body);
      req.end();
    });
  const context = setup ? await setup(call) : undefined;
  latencies.length = 0;
  errors = 0;
  const end = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, n) => {
      while (performance.now() < end) await iteration(call, n, context);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.slice().sort((a, b) => a - b);
  return { requests: sorted.length, perSecond: sorted.length / seconds, p95: quantile(sorted, 0.95), errors };
}
