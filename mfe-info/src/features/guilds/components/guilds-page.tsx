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
  UntranslatedNote,
} from '@norsecraft/shared';
import { CardTitle } from '../../../components/section';
import { useGuilds } from '../api/use-guilds';
import { GUILD_MEMBER_CAP } from '../lib/guild-cap';
import { t } from '../i18n';

const Facts = styled(FactList)`
  dd {
    font-weight: 600;
  }
`;

export default function GuildsPage() {
  return (
    <Page>
      <PageHeader title={t('guilds.title')} subtitle={t('guilds.subtitle')} />
      <QueryView
        query={useGuilds()}
        loadingLabel={t('guilds.loading')}
        errorTitle={t('guilds.failed')}
        isEmpty={(guilds) => guilds.length === 0}
        empty={
          <ContentEmptyState
            title={t('guilds.emptyTitle')}
            message={t('guilds.emptyMessage')}
            kind="guilds"
            addLabel={t('guilds.emptyAdd')}
          />
        }
      >
        {(guilds) => (
          <>
            <UntranslatedNote lang={guilds[0]?.lang} />
            <Grid $min="260px">
              {guilds.map((guild) => (
                <Card as="article" key={guild.id}>
                  <CardTitle>{guild.name}</CardTitle>
                  <Tag $tone="primary">{t('guilds.level', { level: guild.level })}</Tag>
                  <Facts>
                    <dt>{t('guilds.leader')}</dt>
                    <dd>{guild.leader}</dd>
                    <dt>{t('guilds.members')}</dt>
                    <dd>
                      {guild.members}/{GUILD_MEMBER_CAP}
                    </dd>
                    <dt>{t('guilds.focus')}</dt>
                    <dd>{guild.focus}</dd>
                  </Facts>
                </Card>
              ))}
            </Grid>
          </>
        )}
      </QueryView>
    </Page>
  );
}
