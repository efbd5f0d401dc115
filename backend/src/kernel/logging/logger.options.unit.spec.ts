import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLogOptions } from './logger.options.js';

describe('the request log line', () => {
  const pinoHttp = requestLogOptions('info') as { serializers: { req: (r: unknown) => unknown; res: (r: unknown) => unknown } };

  it('names the request by id, method and path, and never carries its headers (no tokens, no cookies)', () => {
    const request = {
      id: 'r-1',
      method: 'GET',
      url: '/coursesapi/job-functions',
      originalUrl: '/api/coursesapi/job-functions',
      headers: { authorization: 'Bearer secret', cookie: 'a=b' },
    } as unknown as IncomingMessage;
    expect(pinoHttp.serializers.req(request)).toEqual({ id: 'r-1', method: 'GET', url: '/api/coursesapi/job-functions' });
  });

  it('gives the response its status only', () => {
    const response = { statusCode: 201, getHeaders: () => ({ 'set-cookie': 'x' }) } as unknown as ServerResponse;
    expect(pinoHttp.serializers.res(response)).toEqual({ statusCode: 201 });
  });
});
