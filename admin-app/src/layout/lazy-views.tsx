import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

type View = 'list' | 'show' | 'edit' | 'create';
type Views = Partial<Record<View, ComponentType>>;

/**
 * A resource's screens, loaded on first visit: the module `load` names holds them (its default
 * export), so the app's first download carries only the menu entries. `views` says which screens
 * exist, because react-admin decides links (show, edit, create) before anything loads.
 */
export function lazyViews<V extends View>(load: () => Promise<{ default: Views }>, views: readonly V[]): Record<V, ComponentType> {
  let module: Promise<{ default: Views }> | null = null;
  const once = () => (module ??= load());
  return Object.fromEntries(
    views.map((view) => {
      const Screen = lazy(async (): Promise<{ default: ComponentType }> => {
        const screen: ComponentType | undefined = (await once()).default[view];
        if (!screen) throw new Error(`The module has no ${view} screen`);
        return { default: screen };
      });
      const Lazy = () => (
        <Suspense fallback={<Loading />}>
          <Screen />
        </Suspense>
      );
      return [view, Lazy];
    }),
  ) as unknown as Record<V, ComponentType>;
}
