import styled from 'styled-components';
import { Muted } from '../../../components/section';
import type { Builder } from '../lib/staff';
import { PlayerHead } from './player-head';

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
`;

const Entry = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.1rem;
  }
`;

/** The builders: a head, a name and what they built, side by side. */
export function BuilderList({ builders }: { builders: Builder[] }) {
  return (
    <List>
      {builders.map((builder) => (
        <Entry key={builder.id}>
          <PlayerHead username={builder.minecraft_username} size={48} />
          <div>
            <h3>{builder.name}</h3>
            <Muted>{builder.specialty}</Muted>
          </div>
        </Entry>
      ))}
    </List>
  );
}
