import styled from 'styled-components';
import { Card, Grid, Page, PageHeader, Tag } from '@norsecraft/shared';
import { CardTitle, Muted } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { QUESTS, type Difficulty } from '../data';

const DIFFICULTY_TONE = {
  Easy: 'success',
  Medium: 'warning',
  Hard: 'danger',
} as const satisfies Record<Difficulty, string>;

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
      <PageHeader title="Quests" subtitle="Sagas waiting to be written. Pick one and set sail." />
      <Grid $min="280px">
        {QUESTS.map((quest) => (
          <Body as="article" key={quest.title}>
            <CardTitle>{quest.title}</CardTitle>
            <Meta>
              <Tag $tone={DIFFICULTY_TONE[quest.difficulty]}>{quest.difficulty}</Tag>
              <Tag $tone="info">
                <Icon name="clock" size={12} />
                &nbsp;{quest.timeLimit}
              </Tag>
            </Meta>
            <Muted>{quest.description}</Muted>
            <Rewards>
              <h4>Rewards</h4>
              <ul>
                {quest.rewards.map((reward) => (
                  <li key={reward}>{reward}</li>
                ))}
              </ul>
            </Rewards>
          </Body>
        ))}
      </Grid>
    </Page>
  );
}
