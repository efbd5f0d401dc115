// Sends the requests of one k6 http call (one, or a batch in parallel) with fetch, posts the
// responses back and wakes the virtual user blocked in Atomics.wait (k6's http calls are synchronous).
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';

const { port, signal } = workerData;

const describe = (error) => {
  const cause = error?.cause;
  return [error?.name === 'TimeoutError' ? 'request timeout' : error?.message, cause?.code ?? cause?.message].filter(Boolean).join(': ');
};

async function send(request) {
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? undefined,
      redirect: request.followRedirects ? 'follow' : 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const headersAt = performance.now();
    const text = await response.text();
    const ended = performance.now();
    return {
      status: response.status,
      statusText: response.statusText,
      url: response.url || request.url,
      headers: [...response.headers],
      body: request.discardBody ? null : text,
      timings: { waiting: headersAt - started, receiving: ended - headersAt, duration: ended - started },
      error: '',
    };
  } catch (error) {
    const ended = performance.now();
    return {
      status: 0,
      statusText: '',
      url: request.url,
      headers: [],
      body: null,
      timings: { waiting: 0, receiving: 0, duration: ended - started },
      error: describe(error),
    };
  }
}

port.on('message', async (requests) => {
  const responses = await Promise.all(requests.map(send));
  port.postMessage(responses);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
