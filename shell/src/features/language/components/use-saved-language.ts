import { currentLanguage, isLanguage, languageCookie, useSessionUser } from '@norsecraft/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { savedLanguageTarget } from '../lib/language-links';

/**
 * A member's saved language wins: once signed in (or with a stored session), a page in another
 * language is replaced by the same page in theirs, and the cookie remembers it.
 */
export function useSavedLanguage(): void {
  const user = useSessionUser();
  const { pathname, search, hash } = useLocation();
  const saved = user?.profile?.language;
  useEffect(() => {
    const target = savedLanguageTarget(saved, currentLanguage(), `${pathname}${search}${hash}`);
    if (!target || !isLanguage(saved)) return;
    document.cookie = languageCookie(saved);
    window.location.replace(target);
  }, [saved, pathname, search, hash]);
}
