import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, notify, Tag } from '@norsecraft/shared';
import { CardTitle, Muted } from '../../../components/section';
import { ExternalLink } from '../../../components/external-link';
import { copyText } from '../../../lib/copy-text';
import { TAG_COPIED_MS, type StaffMember } from '../data';
import { PlayerHead } from './player-head';
import { StaffStatsPanel } from './staff-stats-panel';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
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

const ROLE_TONE = {
  Owner: 'primary',
  Developer: 'info',
  Moderator: 'success',
  Helper: 'accent',
} as const;

export function StaffCard({ member }: { member: StaffMember }) {
  const [statsOpen, setStatsOpen] = useState(false);
  const statsId = useId();

  async function copyTag() {
    if (await copyText(member.discord_tag)) {
      notify({ text: `Chat tag @${member.discord_tag} copied.`, ms: TAG_COPIED_MS });
    }
  }

  return (
    <Body as="article" aria-labelledby={`${statsId}-name`}>
      <Top>
        <PlayerHead username={member.minecraft_username} />
        <div>
          <CardTitle id={`${statsId}-name`}>{member.name}</CardTitle>
          <Tag $tone={ROLE_TONE[member.role]}>{member.role}</Tag>
        </div>
      </Top>
      <Muted>{member.description}</Muted>
      <Actions>
        <Button
          variant="secondary"
          size="sm"
          onClick={copyTag}
          aria-label={`Copy chat tag @${member.discord_tag}`}
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
          View Stats
        </Button>
      </Actions>
      {(member.github_username || member.twitter_username) && (
        <Links>
          {member.github_username && (
            <ExternalLink href={`https://github.com/${member.github_username}`}>
              GitHub
            </ExternalLink>
          )}
          {member.twitter_username && (
            <ExternalLink href={`https://twitter.com/${member.twitter_username}`}>
              Twitter
            </ExternalLink>
          )}
        </Links>
      )}
      {statsOpen && <StaffStatsPanel id={statsId} stats={member.stats} />}
    </Body>
  );
}
