import { Banner, notFoundName, NoticeRegion, pageTitle, useNamedPage } from '@norsecraft/shared';
import { pageName } from '@norsecraft/shared/document';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '../components/footer';
import { OfflineBanner } from '../components/offline-banner';
import { ChatWidget } from '../features/chat-widget/components/chat-widget';
import { TopBar } from '../features/navigation/components/top-bar';
import { prefetchRemote } from '../features/remotes/api/remote-loader';
import { VersionButton } from '../features/version/components/version-button';
import { useRouteTable } from '../lib/route-table-context';
import {
  LanguageSwitch,
  useLanguageMenuItems,
} from '../features/language/components/language-switch';
import { useSavedLanguage } from '../features/language/components/use-saved-language';
import { t } from '../lib/i18n';
import { FooterServerStatus } from './footer-server-status';
import { Region } from './region';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

// A full screen tall: the footer starts below the fold, so a page that arrives after the layout
// (remotes load late) does not push a visible footer down (layout shift).
const Main = styled.main`
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.navHeight};
  outline: none;
`;

const ConfigBanner = styled(Banner)`
  margin: ${({ theme }) => theme.space(4)};
`;

export function Layout({ configError }: { configError: string | null }) {
  const { pathname } = useLocation();
  const route = useRouteTable().find(pathname);
  const named = useNamedPage();
  // The HTML host writes the same title into the served page (head.ts); a page without a name in
  // its manifest is named by its data (its heading there).
  const title = pageTitle(
    route ? (pageName(route, pathname) ?? named ?? undefined) : notFoundName(),
  );
  useSavedLanguage();
  const languageItems = useLanguageMenuItems();

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <SkipLink href="#main">{t('layout.skip')}</SkipLink>
      <Region name="nav">
        <TopBar
          version={<VersionButton placement="bar" />}
          prefetchRemote={prefetchRemote}
          languageItems={languageItems}
          languageSwitch={<LanguageSwitch placement="panel" />}
        />
      </Region>
      <Main id="main" tabIndex={-1}>
        <OfflineBanner />
        {configError && <ConfigBanner tone="error">{t('layout.configError')}</ConfigBanner>}
        <Region name="page">
          <Outlet />
        </Region>
      </Main>
      <Region name="footer">
        <Footer
          serverStatus={<FooterServerStatus />}
          version={<VersionButton placement="footer" />}
          languageSwitch={<LanguageSwitch placement="footer" />}
        />
      </Region>
      <Region name="chat">
        <ChatWidget />
      </Region>
      <NoticeRegion />
    </>
  );
}
