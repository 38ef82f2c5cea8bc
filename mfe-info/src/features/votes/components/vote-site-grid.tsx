import styled from 'styled-components';
import { Card, formatMoney, Grid, RichText, Tag } from '@norsecraft/shared';
import { CardTitle } from '../../../components/section';
import { ExternalButtonLink } from '../../../components/external-link';
import { Icon } from '../../../components/icon';
import type { VoteSite } from '../api/get-vote-sites';
import { t } from '../i18n';

const SiteCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Rewards = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  line-height: 1.7;
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bonus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;

const Action = styled.div`
  margin-top: auto;
`;

export function VoteSiteGrid({ sites }: { sites: VoteSite[] }) {
  return (
    <Grid $min="260px">
      {sites.map((site) => (
        <SiteCard as="article" key={site.id}>
          <CardTitle>{site.name}</CardTitle>
          <Rewards aria-label={t('votes.rewardsOn', { site: site.name })}>
            {site.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
            <li>
              <RichText
                text={t('votes.coins', { money: formatMoney(site.currency) })}
                parts={{ money: (text) => <strong>{text}</strong> }}
              />
            </li>
          </Rewards>
          <Meta>
            <Tag $tone="info">{t('votes.cooldown', { hours: site.cooldown_hours })}</Tag>
          </Meta>
          {site.bonus && (
            <Bonus>
              <Icon name="star" size={16} /> {t('votes.bonus', { bonus: site.bonus })}
            </Bonus>
          )}
          <Action>
            <ExternalButtonLink href={site.url}>
              {t('votes.voteOn', { site: site.name })}
            </ExternalButtonLink>
          </Action>
        </SiteCard>
      ))}
    </Grid>
  );
}
