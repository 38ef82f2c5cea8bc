import styled from 'styled-components';
import {
  Banner,
  Card,
  ContentEmptyState,
  Grid,
  Page,
  PageHeader,
  QueryView,
  Tag,
} from '@norsecraft/shared';
import { CardTitle, Muted } from '../../../components/section';
import { useAchievements } from '../api/use-achievements';
import { ProgressBar } from './progress-bar';

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
      <PageHeader title="Achievements" subtitle="Deeds worthy of a place in Valhalla." />
      {/* Nobody's progress is tracked yet: the bars must not pass for the visitor's own. */}
      <Preview tone="info">
        Achievements are not linked to game accounts yet. The bars show an example of how progress
        will look, not yours.
      </Preview>
      <QueryView
        query={useAchievements()}
        loadingLabel="Loading the achievements..."
        errorTitle="Failed to load the achievements"
        isEmpty={(achievements) => achievements.length === 0}
        empty={
          <ContentEmptyState
            title="No achievements yet"
            message="Deeds worthy of Valhalla will be listed here."
            kind="achievements"
            addLabel="Add the first achievement"
          />
        }
      >
        {(achievements) => (
          <Grid $min="260px">
            {achievements.map((a) => (
              <Body as="article" key={a.id} $unlocked={a.unlocked}>
                <Head>
                  <CardTitle>{a.title}</CardTitle>
                  {a.unlocked ? <Tag $tone="success">Unlocked</Tag> : <Tag>Locked</Tag>}
                </Head>
                <Muted>{a.description}</Muted>
                <ProgressBar
                  label={`${a.title} example progress`}
                  value={a.progress}
                  max={a.total}
                />
                <Muted>
                  Reward: <strong>{a.reward}</strong>
                </Muted>
              </Body>
            ))}
          </Grid>
        )}
      </QueryView>
    </Page>
  );
}
