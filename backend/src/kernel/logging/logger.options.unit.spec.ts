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

  it('keeps no access token given in the query (the notification stream takes one there)', () => {
    const request = {
      id: 'r-2',
      method: 'GET',
      originalUrl: '/api/cmsapi/user-notifications/stream?access_token=eyJ.secret.sig&x=1',
    } as unknown as IncomingMessage;
    expect(pinoHttp.serializers.req(request)).toEqual({ id: 'r-2', method: 'GET', url: '/api/cmsapi/user-notifications/stream?access_token=[redacted]&x=1' });
  });

  it('gives the response its status only', () => {
    const response = { statusCode: 201, getHeaders: () => ({ 'set-cookie': 'x' }) } as unknown as ServerResponse;
    expect(pinoHttp.serializers.res(response)).toEqual({ statusCode: 201 });
  });
});
