import styled from 'styled-components';
import { Card } from '@norsecraft/shared';
import { CardTitle, Muted } from '../../../components/section';
import type { Builder } from '../data';
import { PlayerHead } from './player-head';

const Row = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
`;

export function BuilderCard({ builder }: { builder: Builder }) {
  return (
    <Row as="article">
      <PlayerHead username={builder.minecraft_username} size={48} />
      <div>
        <CardTitle>{builder.name}</CardTitle>
        <Muted>{builder.specialty}</Muted>
      </div>
    </Row>
  );
}
