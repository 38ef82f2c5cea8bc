import styled from 'styled-components';
import { Card, Grid, Page, PageHeader, Tag } from '@norsecraft/shared';
import { CardTitle } from '../../../components/section';
import { GUILD_MEMBER_CAP, GUILDS } from '../data';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export default function GuildsPage() {
  return (
    <Page>
      <PageHeader title="Guilds" subtitle="The strongest clans of the realm." />
      <Grid $min="260px">
        {GUILDS.map((guild) => (
          <Card as="article" key={guild.name}>
            <CardTitle>{guild.name}</CardTitle>
            <Tag $tone="primary">Level {guild.level}</Tag>
            <Facts>
              <dt>Leader</dt>
              <dd>{guild.leader}</dd>
              <dt>Members</dt>
              <dd>
                {guild.members}/{GUILD_MEMBER_CAP}
              </dd>
              <dt>Focus</dt>
              <dd>{guild.focus}</dd>
            </Facts>
          </Card>
        ))}
      </Grid>
    </Page>
  );
}
