import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetch the code now; once it is in, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy plus `preload()`. Code fetched ahead (the first page, in main.tsx) renders at once
 * instead of through a Suspense fallback and a second render.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // Once the lazy wrapper has mounted it stays in use, so a later render cannot remount its tree.
  let usedLazy = false;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => remember().then((component) => ({ default: component })));
  function LazyWithPreload(props: P) {
    const Loaded = loaded;
    if (Loaded && !usedLazy) return <Loaded {...props} />;
    usedLazy = true;
    return <Lazy {...props} />;
  }
  return Object.assign(LazyWithPreload, { preload: () => remember().then(() => undefined) });
}
