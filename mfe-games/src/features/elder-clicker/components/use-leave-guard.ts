import { currentLanguage, localizedPath, splitLanguagePath } from '@norsecraft/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Asks before leaving the page while `active`.
 *
 * - Tab close / reload / typing a URL: `beforeunload` (the browser shows its own wording).
 * - In-app links: react-router's `useBlocker` needs a data router, and the shell renders a plain
 *   <BrowserRouter> (it throws there). So a capture-phase click listener on `document` sees every
 *   same-origin link click before react-router's <Link> handler and cancels it with
 *   `preventDefault()`, which <Link> respects; the caller then shows its own confirmation and
 *   `confirm()` carries on to the link's target.
 *   Not covered: the browser's back/forward buttons and programmatic `navigate()` calls.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  // The router's path, not window.location's: they differ under a MemoryRouter.
  const { pathname } = useLocation();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;

    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    }

    function onClickCapture(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return; // external: beforeunload asks
      if (url.pathname === localizedPath(pathname, currentLanguage())) return;
      event.preventDefault();
      setPendingHref(url.pathname + url.search + url.hash);
    }

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClickCapture, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClickCapture, true);
    };
  }, [active, pathname]);

  return {
    /** The in-app destination waiting for confirmation, if any. */
    pendingHref: active ? pendingHref : null,
    confirm() {
      if (pendingHref) {
        // The page's address carries its language (/sv/…): a link in it stays in the app; one to
        // the other language (the language switch) loads that page.
        const { language, path } = splitLanguagePath(pendingHref);
        if (language === currentLanguage()) navigate(path);
        else window.location.assign(pendingHref);
      }
      setPendingHref(null);
    },
    cancel() {
      setPendingHref(null);
    },
  };
}
