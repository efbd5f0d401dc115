import simpleRestProvider from 'ra-data-simple-rest';
import type { HttpClient } from './http-client';

/** ra-data-simple-rest over the API: what a resource does not do its own way. */
export const simpleRest = (http: HttpClient) => simpleRestProvider('/api', http);
