import {
  currentLanguage,
  useServerFirst,
  useSessionUser,
  type DropdownItem,
} from '@norsecraft/shared';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../../../lib/i18n';
import { saveLanguage } from '../api/save-language';
import { languageLinks, type LanguageLink } from '../lib/language-links';
import { useRouteTable } from '../../../lib/route-table-context';

/** Where a switch sits: the footer, or the small-screen menu's panel. */
export type LanguageSwitchPlacement = 'footer' | 'panel';

const Links = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** This page in the other languages, and how to go there remembering the choice. */
function useLanguageChoices() {
  const { pathname, search, hash } = useLocation();
  const userId = useSessionUser()?.id ?? null;
  // The HTML of a page not found is rendered once for every such address: it links the other
  // language's home until the page is hydrated.
  const known = useRouteTable().find(pathname) !== null;
  const here = `${pathname}${search}${hash}`;
  const to = useServerFirst(here, known ? here : '/');
  const links = languageLinks(to, currentLanguage());
  /** Remembers the choice (for a member, in their profile too), then loads the page in it. */
  const go = (link: LanguageLink) =>
    void saveLanguage(link.language, userId).then(() => window.location.assign(link.href));
  return { links, go };
}

/**
 * Links to this page in the other languages. A plain link (it works before the page's code
 * has loaded); a click remembers the choice first.
 */
export function LanguageSwitch({ placement }: { placement: LanguageSwitchPlacement }) {
  const { links, go } = useLanguageChoices();
  const follow = (link: LanguageLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A page may hold the visitor first (a game's unsubmitted score): its dialog decides.
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.button !== 0) return;
    event.preventDefault();
    go(link);
  };
  return (
    <Links role="group" aria-label={t('language.label')}>
      {links.map((link) => (
        <a
          key={link.language}
          href={link.href}
          hrefLang={link.language}
          lang={link.language}
          title={t('language.switchTo', { language: link.name })}
          onClick={follow(link)}
          data-language-switch={placement}
        >
          {link.name}
        </a>
      ))}
    </Links>
  );
}

/** The top bar's More menu entries for the other languages (after a divider). */
export function useLanguageMenuItems(): DropdownItem[] {
  const { links, go } = useLanguageChoices();
  return [
    { kind: 'divider', id: 'language-divider' },
    ...links.map((link) => ({
      id: `language-${link.language}`,
      label: <span lang={link.language}>{link.name}</span>,
      onSelect: () => go(link),
    })),
  ];
}
