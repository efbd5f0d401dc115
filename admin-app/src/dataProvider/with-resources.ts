import type { DataProvider } from 'react-admin';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type Method = (typeof METHODS)[number];

/** The methods a resource with its own API implements; the rest are never called for it. */
export type ResourceData = Partial<Record<Method, (params: never) => Promise<unknown>>>;

/** Sends each call of the listed resources to their own data, every other resource to `fallback` (react-admin's combineDataProviders, by method). */
export function withResources(fallback: DataProvider, resources: Record<string, ResourceData>): Pick<DataProvider, Method> {
  const route =
    (method: Method) =>
    (resource: string, params: unknown): Promise<unknown> => {
      const own = resources[resource]?.[method];
      return own ? own(params as never) : (fallback[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, params);
    };
  return Object.fromEntries(METHODS.map((method) => [method, route(method)])) as unknown as Pick<DataProvider, Method>;
}
