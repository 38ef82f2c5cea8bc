import styled from 'styled-components';
import { Button, Page, PageHeader, Spinner, siteConfig, useServerFirst } from '@norsecraft/shared';
import { ExternalLink } from '../../../components/external-link';
import { useMapStatus } from '../lib/use-map-status';
import { t } from '../i18n';

const MAP_HEIGHT = 800;

const Frame = styled.div`
  position: relative;
  height: ${MAP_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  iframe {
    display: block;
    width: 100%;
    height: ${MAP_HEIGHT}px;
    border: 0;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
  }
`;

export default function MapPage() {
  const { status, attempt, onFrameLoad, onFrameError, retry } = useMapStatus(siteConfig.mapUrl);
  // The frame is added once the page is hydrated: in the server's HTML it could finish loading
  // before React listened, and the page would wait for a load event that had passed.
  const hydrated = useServerFirst(true, false);
  return (
    <Page>
      <PageHeader title={t('map.title')} subtitle={t('map.subtitle')} />
      <Frame>
        {hydrated && status !== 'failed' && (
          <iframe
            key={attempt}
            src={siteConfig.mapUrl}
            title={t('map.frame')}
            sandbox="allow-scripts allow-same-origin allow-popups"
            height={MAP_HEIGHT}
            onLoad={onFrameLoad}
            onError={onFrameError}
          />
        )}
        {status === 'loading' && (
          <Overlay>
            <Spinner size="lg" label={t('map.loading')} />
          </Overlay>
        )}
        {status === 'failed' && (
          <Overlay role="alert">
            <strong>{t('map.failed')}</strong>
            <p>{t('map.unavailable')}</p>
            <ExternalLink href={siteConfig.mapUrl}>{t('map.open')}</ExternalLink>
            <Button variant="secondary" onClick={retry}>
              {t('map.retry')}
            </Button>
          </Overlay>
        )}
      </Frame>
    </Page>
  );
}
