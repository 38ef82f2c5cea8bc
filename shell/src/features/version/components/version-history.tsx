import { Modal } from '@norsecraft/shared';
import styled from 'styled-components';
import { CHANGELOG, formatReleaseDate, formatVersion } from '../changelog';
import { t } from '../../../lib/i18n';

const Entry = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(5)};
    padding-top: ${({ theme }) => theme.space(5)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h3 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.primary};
  }

  time {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    letter-spacing: 0;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** The version history dialog (loaded when first opened: version-panel.tsx). */
export default function VersionHistory({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={t('version.history')}>
      {CHANGELOG.map((entry) => {
        const version = formatVersion(entry.version);
        return (
          <Entry key={version} aria-label={t('version.entry', { version })}>
            <h3>
              {t('version.short', { version })}{' '}
              <time dateTime={entry.date}>{formatReleaseDate(entry.date)}</time>
            </h3>
            {/* The release notes are written in English only. */}
            <ul lang="en">
              {entry.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </Entry>
        );
      })}
    </Modal>
  );
}
