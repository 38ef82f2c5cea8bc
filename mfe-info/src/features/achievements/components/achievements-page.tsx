import styled from 'styled-components';
import { Banner, Card, Grid, Page, PageHeader, Tag } from '@norsecraft/shared';
import { CardTitle, Muted } from '../../../components/section';
import { ACHIEVEMENTS } from '../data';
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
      <Grid $min="260px">
        {ACHIEVEMENTS.map((a) => (
          <Body as="article" key={a.title} $unlocked={a.unlocked}>
            <Head>
              <CardTitle>{a.title}</CardTitle>
              {a.unlocked ? <Tag $tone="success">Unlocked</Tag> : <Tag>Locked</Tag>}
            </Head>
            <Muted>{a.description}</Muted>
            <ProgressBar label={`${a.title} example progress`} value={a.progress} max={a.total} />
            <Muted>
              Reward: <strong>{a.reward}</strong>
            </Muted>
          </Body>
        ))}
      </Grid>
    </Page>
  );
}
