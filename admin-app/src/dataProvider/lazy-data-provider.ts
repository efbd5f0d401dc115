import type { KhruDataProvider } from './index';

let loading: Promise<KhruDataProvider> | null = null;
const load = () => (loading ??= import('./index').then((module) => module.dataProvider));

/**
 * The data provider, loaded with its first call: the login page makes none, so the app's first download carries
 * no API code. Every property reads as a method that waits for the real one (react-admin only ever calls them);
 * `supportAbortSignal` stays unset, as on the real provider.
 */
export const lazyDataProvider = new Proxy({} as KhruDataProvider, {
  get(_target, name) {
    if (typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal') return undefined;
    return async (...args: unknown[]) => {
      const method = (await load())[name as keyof KhruDataProvider];
      if (typeof method !== 'function') throw new Error(`The data provider has no method ${name}`);
      return (method as (...params: unknown[]) => Promise<unknown>)(...args);
    };
  },
});
