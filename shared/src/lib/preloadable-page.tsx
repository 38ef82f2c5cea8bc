import { useState, type ComponentType } from 'react';
import { retryableLazy, withPageLanguage } from './failed-loads';

/**
 * A lazily loaded page whose chunk can be fetched ahead of the visit (the shell prefetches on
 * link hover). Once fetched, the page renders at once: React.lazy would still suspend on its
 * first render, and a shown fallback is held for at least 300 ms. A chunk that failed to load
 * (offline) loads again once the boundary that caught it lets it (retryFailedLoads). Loaded means
 * its catalogs in the page's language too: it never renders in English on a Swedish page.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    withPageLanguage(load).then((mod) => {
      loaded = mod.default;
      return mod;
    });
  const Lazy = retryableLazy(preload);
  function Page() {
    // Chosen once per mount: switching component type later would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Page, preload };
}
