import styled from 'styled-components';
import { Card, StrokeIcon } from '@norsecraft/shared';
import type { Benefit } from '../lib/benefits';
import { t } from '../../../lib/i18n';

const Rune = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function BenefitCard({ benefit }: { benefit: Benefit }) {
  return (
    <Card as="li">
      <Rune aria-hidden="true">
        <StrokeIcon path={benefit.runePath} width={26} strokeWidth={2} />
      </Rune>
      <Title>{t(`benefit.${benefit.id}.title`)}</Title>
      <Text>{t(`benefit.${benefit.id}.text`)}</Text>
    </Card>
  );
}
