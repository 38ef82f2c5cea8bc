import { lazy, type ComponentType } from 'react';
import { loadPageLanguage } from '../i18n/messages';

/*
 * Code a render waits for — a lazy component, a promise given to `use()` — may fail to load
 * (offline, a server down). React keeps a failed lazy component's error for good, and a render
 * that started a fresh load on every try would loop while offline. So a failed load stays failed
 * until `retryFailedLoads()`: the error boundary that caught the failure calls it, and its
 * fallback shows until a Retry, a navigation or the connection's return renders the page again,
 * which then loads afresh.
 */
const resets = new Set<() => void>();

/** Lets every load that failed so far load again on its next render. */
export function retryFailedLoads(): void {
  const pending = [...resets];
  resets.clear();
  for (const reset of pending) reset();
}

/**
 * `load` once, its promise kept for the renders that wait on it (`use(attempt())`); once it has
 * failed, kept failed until `retryFailedLoads()`.
 */
export function retryableLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let attempt: Promise<T> | null = null;
  return () => {
    if (!attempt) {
      const current = load();
      attempt = current;
      current.catch(() => resets.add(() => (attempt === current ? (attempt = null) : null)));
    }
    return attempt;
  };
}

/**
 * Code and the page language's catalogs of the namespaces it defines (README "Languages"): a
 * lazily loaded page renders in the page's language from its first render.
 */
export const withPageLanguage = <T,>(load: () => Promise<T>) =>
  load().then(async (loaded) => {
    await loadPageLanguage();
    return loaded;
  });

/**
 * `React.lazy` that loads again after a failure once `retryFailedLoads()` has been called; the
 * component renders once its catalogs in the page's language are loaded too.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let Current = lazy(attempt);
  function attempt() {
    return withPageLanguage(load).catch((error: unknown) => {
      resets.add(() => (Current = lazy(attempt)));
      throw error;
    });
  }
  return function RetryableLazy(props: Props) {
    return <Current {...props} />;
  };
}
