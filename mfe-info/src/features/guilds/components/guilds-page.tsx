import styled from 'styled-components';
import {
  Card,
  ContentEmptyState,
  FactList,
  Grid,
  Page,
  PageHeader,
  QueryView,
  Tag,
} from '@norsecraft/shared';
import { CardTitle } from '../../../components/section';
import { useGuilds } from '../api/use-guilds';
import { GUILD_MEMBER_CAP } from '../lib/guild-cap';

const Facts = styled(FactList)`
  dd {
    font-weight: 600;
  }
`;

export default function GuildsPage() {
  return (
    <Page>
      <PageHeader title="Guilds" subtitle="The strongest clans of the realm." />
      <QueryView
        query={useGuilds()}
        loadingLabel="Loading the guilds..."
        errorTitle="Failed to load the guilds"
        isEmpty={(guilds) => guilds.length === 0}
        empty={
          <ContentEmptyState
            title="No guilds yet"
            message="The strongest clans will be listed here."
            kind="guilds"
            addLabel="Add the first guild"
          />
        }
      >
        {(guilds) => (
          <Grid $min="260px">
            {guilds.map((guild) => (
              <Card as="article" key={guild.id}>
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
        )}
      </QueryView>
    </Page>
  );
}
