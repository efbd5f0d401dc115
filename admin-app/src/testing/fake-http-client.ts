import { vi } from 'vitest';
import type { HttpClient } from '../dataProvider/http-client';

type Answer = { json?: unknown; body?: string };

/** A fake of the app's HTTP client: answers by URL, records what was asked. */
export function fakeHttp(answer: (url: string, init?: RequestInit) => Answer) {
  const http = vi.fn(async (url: string, init?: RequestInit) => {
    const { json = null, body = JSON.stringify(json) } = answer(url, init);
    return { status: 200, headers: new Headers(), body, json };
  });
  return http as typeof http & HttpClient;
}

type PathAnswer = unknown | ((options: RequestInit | undefined) => unknown);

/** An HTTP client answering by path (query left out), recording what was asked. */
export function fakeHttpByPath(answers: Record<string, PathAnswer>) {
  return vi.fn(async (url: string, options?: RequestInit) => {
    const path = url.split('?')[0]!;
    if (!(path in answers)) throw new Error(`unexpected ${options?.method ?? 'GET'} ${url}`);
    const answer = answers[path];
    const json = typeof answer === 'function' ? (answer as (o: RequestInit | undefined) => unknown)(options) : answer;
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  });
}
