import styled from 'styled-components';
import {
  Banner,
  Card,
  ContentEmptyState,
  Grid,
  Page,
  PageHeader,
  QueryView,
  RichText,
  Tag,
  UntranslatedNote,
} from '@norsecraft/shared';
import { CardTitle, Muted } from '../../../components/section';
import { useAchievements } from '../api/use-achievements';
import { ProgressBar } from './progress-bar';
import { t } from '../i18n';

const Body = styled(Card)<{ $unlocked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme, $unlocked }) => ($unlocked ? theme.colors.primary : theme.colors.border)};
`;

const Preview = styled(Banner)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

export default function AchievementsPage() {
  return (
    <Page>
      <PageHeader title={t('ach.title')} subtitle={t('ach.subtitle')} />
      {/* Nobody's progress is tracked yet: the bars must not pass for the visitor's own. */}
      <Preview tone="info">{t('ach.preview')}</Preview>
      <QueryView
        query={useAchievements()}
        loadingLabel={t('ach.loading')}
        errorTitle={t('ach.failed')}
        isEmpty={(achievements) => achievements.length === 0}
        empty={
          <ContentEmptyState
            title={t('ach.emptyTitle')}
            message={t('ach.emptyMessage')}
            kind="achievements"
            addLabel={t('ach.emptyAdd')}
          />
        }
      >
        {(achievements) => (
          <>
            <UntranslatedNote lang={achievements[0]?.lang} />
            <Grid $min="260px">
              {achievements.map((a) => (
                <Body as="article" key={a.id} $unlocked={a.unlocked}>
                  <Head>
                    <CardTitle>{a.title}</CardTitle>
                    {a.unlocked ? (
                      <Tag $tone="success">{t('ach.unlocked')}</Tag>
                    ) : (
                      <Tag>{t('ach.locked')}</Tag>
                    )}
                  </Head>
                  <Muted>{a.description}</Muted>
                  <ProgressBar
                    label={t('ach.example', { title: a.title })}
                    value={a.progress}
                    max={a.total}
                  />
                  <Muted>
                    <RichText
                      text={t('ach.reward', { reward: a.reward })}
                      parts={{ reward: (text) => <strong>{text}</strong> }}
                    />
                  </Muted>
                </Body>
              ))}
            </Grid>
          </>
        )}
      </QueryView>
    </Page>
  );
}
