import styled from 'styled-components';
import { Card, FactList, Grid, Page, PageHeader, Tag } from '@norsecraft/shared';
import { CardTitle } from '../../../components/section';
import { GUILD_MEMBER_CAP, GUILDS } from '../data';

const Facts = styled(FactList)`
  dd {
    font-weight: 600;
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
