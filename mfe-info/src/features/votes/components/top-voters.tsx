import styled from 'styled-components';
import { Card, Truncate } from '@norsecraft/shared';
import { TOP_VOTERS } from '../data';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Rank = styled.span`
  flex: none;
  width: 2.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Name = styled(Truncate)`
  flex: 1;
`;

export function TopVoters() {
  return (
    <Card>
      <List>
        {TOP_VOTERS.map((voter, i) => (
          <Row key={voter.name}>
            <Rank>#{i + 1}</Rank>
            <Name text={voter.name} />
            <span>{voter.votes} votes</span>
          </Row>
        ))}
      </List>
    </Card>
  );
}
