import { currentLanguage, useSessionUser } from '@norsecraft/shared';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { t } from '../../../lib/i18n';
import { saveLanguage } from '../api/save-language';
import { languageLinks, type LanguageLink } from '../lib/language-links';

export type LanguageSwitchPlacement = 'bar' | 'footer';

const Links = styled.div<{ $placement: LanguageSwitchPlacement }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.accent};
  }

  ${({ $placement, theme }) =>
    $placement === 'bar' &&
    css`
      /* Below the widest layouts the bar has no room: the footer's switch serves them. */
      display: none;
      font-size: 0.875rem;

      @media (min-width: ${theme.breakpoints.xl}) {
        display: inline-flex;
      }
    `}
`;

/**
 * Links to this page in the other languages. A plain link (it works before the page's code
 * has loaded); a click remembers the choice first, for a member in their profile too.
 */
export function LanguageSwitch({ placement }: { placement: LanguageSwitchPlacement }) {
  const { pathname, search, hash } = useLocation();
  const user = useSessionUser();
  const links = languageLinks(`${pathname}${search}${hash}`, currentLanguage());

  const follow = (link: LanguageLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A page may hold the visitor first (a game's unsubmitted score): its dialog decides.
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.button !== 0) return;
    event.preventDefault();
    void saveLanguage(link.language, user?.id ?? null).then(() =>
      window.location.assign(link.href),
    );
  };

  return (
    <Links $placement={placement} role="group" aria-label={t('language.label')}>
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
