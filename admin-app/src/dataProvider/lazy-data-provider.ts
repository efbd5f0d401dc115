import type { DataProvider } from 'react-admin';

/**
 * The data provider `load` gives, loaded with its first call: the login page makes none, so the app's first download
 * carries no API code. Every property reads as a method that waits for the real one (react-admin only ever calls
 * them); `supportAbortSignal` stays unset, as on the real provider.
 */
export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  let loading: Promise<DataProvider> | null = null;
  const once = () => (loading ??= load());
  return new Proxy({} as DataProvider, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal') return undefined;
      return async (...args: unknown[]) => {
        const method = ((await once()) as unknown as Record<string, unknown>)[name];
        if (typeof method !== 'function') throw new Error(`The data provider has no method ${name}`);
        return (method as (...params: unknown[]) => Promise<unknown>)(...args);
      };
    },
  });
}
