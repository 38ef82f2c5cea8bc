import styled from 'styled-components';
import { LinkButton } from '../ui/button';
import { Page } from '../ui/layout';
import { useNotFoundStatus } from './page-status';
import { t } from '../i18n/shared-messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: clamp(1.75rem, 5vw, 3rem);
    text-transform: uppercase;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.125rem;
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Art = styled.svg`
  width: min(60vw, 220px);
  height: auto;
  color: ${({ theme }) => theme.colors.primary};

  .sea {
    stroke: ${({ theme }) => theme.colors.info};
  }
  .stone {
    fill: ${({ theme }) => theme.colors.surfaceRaised};
    stroke: ${({ theme }) => theme.colors.border};
  }
`;

/** A runestone on an empty shore, the longship gone over the sea: nothing was found here. */
function LostShore() {
  return (
    <Art viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <path className="stone" d="M30 70 L28 22 Q38 8 48 22 L46 70 Z" strokeWidth="2" />
      <path
        d="M38 26 L38 60 M38 34 L44 28 M38 44 L32 38 M38 50 L44 56"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        className="sea"
        d="M0 72 Q10 68 20 72 T40 72 T60 72 T80 72 T100 72 T120 72"
        fill="none"
        strokeWidth="2"
      />
      <path d="M86 50 L106 50 L102 56 L90 56 Z" fill="currentColor" opacity="0.7" />
      <path d="M96 50 L96 36 L104 46 Z" fill="currentColor" opacity="0.5" />
    </Art>
  );
}

/** The 404 page's name, in the page's language (its tab title). */
export const notFoundName = (): string => t('notFound.title');

/**
 * The 404 page: for a path no page has (the shell) and for a page's address that names nothing
 * (a remote's page, e.g. a player the record has never had). Rendered on the server, it makes the
 * answer a 404.
 */
export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Page>
      <Box>
        <LostShore />
        <Code aria-hidden="true">404</Code>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <LinkButton to="/">{t('notFound.home')}</LinkButton>
      </Box>
    </Page>
  );
}
