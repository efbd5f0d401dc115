import { describe, expect, it } from '@jest/globals';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import type { ProjectionRunner, SearchIndexRunner } from '@khru/projections';
import { lastValueFrom, of } from 'rxjs';
import { ReadAfterInterceptor } from './read-after.interceptor.js';

/** A runner that fails the test the moment anything reads or calls it. */
const untouchable = <T extends object>(name: string) =>
  new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`the ${name} was touched (${String(property)})`);
    },
  });

const context = (query: Record<string, unknown>, headers: Record<string, string>) =>
  ({
    switchToHttp: () => ({ getRequest: () => ({ query }), getResponse: () => ({ setHeader: (name: string, value: string) => (headers[name] = value) }) }),
  }) as unknown as ExecutionContext;

const handler: CallHandler = { handle: () => of('answer') };

describe('ReadAfterInterceptor', () => {
  it('lets a request that names no ?after= position through without touching either runner', async () => {
    const interceptor = new ReadAfterInterceptor(untouchable<ProjectionRunner>('projection runner'), untouchable<SearchIndexRunner>('search runner'));
    const headers: Record<string, string> = {};
    await expect(lastValueFrom(interceptor.intercept(context({ search: 'excel' }, headers), handler))).resolves.toBe('answer');
    expect(headers).toEqual({});
  });

  it('waits for both runners to pass the position a request names, then says where they stand', async () => {
    const target = '00000000000000000007-00000000000000000003';
    const waited: string[] = [];
    const runner = { position: { commit: 7n, prepare: 3n }, waitFor: async () => (waited.push('read models'), true) } as unknown as ProjectionRunner;
    const search = { waitFor: async () => (waited.push('search'), true) } as unknown as SearchIndexRunner;
    const headers: Record<string, string> = {};
    await expect(lastValueFrom(new ReadAfterInterceptor(runner, search).intercept(context({ after: target }, headers), handler))).resolves.toBe('answer');
    expect(waited.sort()).toEqual(['read models', 'search']);
    expect(headers).toEqual({ 'x-read-position': target, 'x-read-stale': 'false' });
  });
});
