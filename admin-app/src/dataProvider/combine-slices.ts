import { combineDataProviders, type DataProvider } from 'react-admin';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type Method = (typeof METHODS)[number];

/** The react-admin methods a resource with its own API implements (without the resource name); the rest go to simple-rest. */
export type ResourceData = Partial<Record<Method, (params: never) => Promise<unknown>>>;

/** A slice's data: its resources' own methods by resource name, and the methods its screens call by name. */
export interface SliceData {
  resources?: Record<string, ResourceData>;
  methods?: Record<string, (...args: never[]) => Promise<unknown>>;
}

/** What a slice's screens ask `useDataProvider` for: react-admin's methods and the slice's own. */
export type DataProviderWith<Methods> = DataProvider & Methods;

/** A resource's provider: its own methods, `fallback`'s for the others. */
function providerOf(own: ResourceData, fallback: DataProvider): DataProvider {
  const provider: DataProvider = { ...fallback };
  for (const method of METHODS) {
    const call = own[method];
    if (call) provider[method] = ((_resource: string, params: unknown) => call(params as never)) as never;
  }
  return provider;
}

/**
 * One data provider from the slices: each resource to its slice's provider through react-admin's
 * `combineDataProviders` (any other resource to `fallback`), and every slice's own methods beside them. A resource or
 * method two slices claim is a mistake, refused at once.
 */
export function combineSlices(fallback: DataProvider, slices: SliceData[]): DataProvider {
  const providers = new Map<string, DataProvider>();
  const methods: Record<string, unknown> = {};
  for (const slice of slices) {
    for (const [resource, own] of Object.entries(slice.resources ?? {})) {
      if (providers.has(resource)) throw new Error(`Two slices serve the resource ${resource}`);
      providers.set(resource, providerOf(own, fallback));
    }
    for (const [name, method] of Object.entries(slice.methods ?? {})) {
      if (name in methods || (METHODS as readonly string[]).includes(name)) throw new Error(`Two slices define the method ${name}`);
      methods[name] = method;
    }
  }
  const combined = combineDataProviders((resource) => providers.get(resource) ?? fallback);
  return { ...Object.fromEntries(METHODS.map((method) => [method, combined[method]])), ...methods } as DataProvider;
}
