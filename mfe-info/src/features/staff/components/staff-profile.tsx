import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, notify, Tag } from '@norsecraft/shared';
import { Muted } from '../../../components/section';
import { ExternalLink } from '../../../components/external-link';
import { copyText } from '../../../lib/copy-text';
import { TAG_COPIED_MS, type StaffMember } from '../lib/staff';
import { PlayerHead } from './player-head';
import { StaffStatsPanel } from './staff-stats-panel';
import { t } from '../i18n';

// A head of the server: a panel of its own. Everyone else: a row of the roster.
const Profile = styled.article<{ $lead: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'head name'
    'text text'
    'actions actions'
    'stats stats';
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  align-items: center;

  ${({ $lead, theme }) =>
    $lead
      ? css`
          padding: ${theme.space(6)};
          background: ${theme.colors.surface};
          border-top: 3px solid ${theme.colors.primary};
          border-radius: ${theme.radius.md};
          box-shadow: ${theme.shadow.sm};
          @media (min-width: ${theme.breakpoints.sm}) {
            grid-template-areas:
              'head name'
              'head text'
              'head actions'
              'stats stats';
            align-items: start;
          }
        `
      : css`
          padding: ${theme.space(4)} 0;
          @media (min-width: ${theme.breakpoints.md}) {
            grid-template-columns: auto minmax(0, 1fr) auto;
            grid-template-areas:
              'head name actions'
              'head text actions'
              'stats stats stats';
            row-gap: ${theme.space(1)};
          }
        `}
`;

const Head = styled.div`
  grid-area: head;
  line-height: 0;
`;

const Name = styled.div<{ $lead: boolean }>`
  grid-area: name;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ $lead }) => ($lead ? '1.6rem' : '1.2rem')};
  }
`;

const Text = styled.div`
  grid-area: text;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Links = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
`;

const Stats = styled.div`
  grid-area: stats;
`;

const ROLE_TONE = {
  Owner: 'primary',
  Developer: 'info',
  Moderator: 'success',
  Helper: 'accent',
} as const;

/** A staff member: head, name and rank, what they do, their chat tag, links and stats. */
export function StaffProfile({ member, lead = false }: { member: StaffMember; lead?: boolean }) {
  const [statsOpen, setStatsOpen] = useState(false);
  const statsId = useId();

  async function copyTag() {
    if (await copyText(member.discord_tag)) {
      notify({ text: t('staff.copied', { tag: member.discord_tag }), ms: TAG_COPIED_MS });
    }
  }

  return (
    <Profile $lead={lead} aria-labelledby={`${statsId}-name`}>
      <Head>
        <PlayerHead username={member.minecraft_username} size={lead ? 112 : 56} />
      </Head>
      <Name $lead={lead}>
        <h3 id={`${statsId}-name`}>{member.name}</h3>
        <Tag $tone={ROLE_TONE[member.role]}>{t(`staff.role.${member.role}`)}</Tag>
      </Name>
      <Text>
        <Muted>{member.description}</Muted>
        {(member.github_username || member.twitter_username) && (
          <Links>
            {member.github_username && (
              <ExternalLink href={`https://github.com/${member.github_username}`}>
                {t('staff.github')}
              </ExternalLink>
            )}
            {member.twitter_username && (
              <ExternalLink href={`https://twitter.com/${member.twitter_username}`}>
                {t('staff.twitter')}
              </ExternalLink>
            )}
          </Links>
        )}
      </Text>
      <Actions>
        <Button
          variant="secondary"
          size="sm"
          onClick={copyTag}
          aria-label={t('staff.copyTag', { tag: member.discord_tag })}
        >
          {`@${member.discord_tag}`}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={statsOpen}
          aria-controls={statsId}
          onClick={() => setStatsOpen((open) => !open)}
        >
          {t('staff.viewStats')}
        </Button>
      </Actions>
      {statsOpen && (
        <Stats>
          <StaffStatsPanel id={statsId} stats={member.stats} />
        </Stats>
      )}
    </Profile>
  );
}
