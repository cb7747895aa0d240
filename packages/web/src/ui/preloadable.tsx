import { lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that can be loaded ahead of its first render. Unlike a bare
 * React.lazy, it renders directly once `preload` has settled: lazy() suspends on its first render
 * even when the import is long done, and the first paint would show the fallback first.
 */
export function preloadable<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  let loaded: ComponentType<TProps> | undefined;
  let pending: Promise<ComponentType<TProps>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: TProps) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
