import styled from 'styled-components';
import {
  Card,
  ContentEmptyState,
  Grid,
  Page,
  PageHeader,
  QueryView,
  Tag,
  UntranslatedNote,
  type QuestDifficulty,
} from '@norsecraft/shared';
import { CardTitle, Muted } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { useQuests } from '../api/use-quests';
import { t } from '../i18n';

const DIFFICULTY_TONE = {
  Easy: 'success',
  Medium: 'warning',
  Hard: 'danger',
} as const satisfies Record<QuestDifficulty, string>;

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

const Rewards = styled.div`
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

export default function QuestsPage() {
  return (
    <Page>
      <PageHeader title={t('quests.title')} subtitle={t('quests.subtitle')} />
      <QueryView
        query={useQuests()}
        loadingLabel={t('quests.loading')}
        errorTitle={t('quests.failed')}
        isEmpty={(quests) => quests.length === 0}
        empty={
          <ContentEmptyState
            title={t('quests.emptyTitle')}
            message={t('quests.emptyMessage')}
            kind="quests"
            addLabel={t('quests.emptyAdd')}
          />
        }
      >
        {(quests) => (
          <>
            <UntranslatedNote lang={quests[0]?.lang} />
            <Grid $min="280px">
              {quests.map((quest) => (
                <Body as="article" key={quest.id}>
                  <CardTitle>{quest.title}</CardTitle>
                  <Meta>
                    <Tag $tone={DIFFICULTY_TONE[quest.difficulty]}>
                      {t(`quests.${quest.difficulty}`)}
                    </Tag>
                    <Tag $tone="info">
                      <Icon name="clock" size={12} />
                      &nbsp;{quest.time_limit}
                    </Tag>
                  </Meta>
                  <Muted>{quest.description}</Muted>
                  <Rewards>
                    <h4>{t('quests.rewards')}</h4>
                    <ul>
                      {quest.rewards.map((reward) => (
                        <li key={reward}>{reward}</li>
                      ))}
                    </ul>
                  </Rewards>
                </Body>
              ))}
            </Grid>
          </>
        )}
      </QueryView>
    </Page>
  );
}
