import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ANONYMOUS_NAME,
  Avatar,
  Card,
  FactList,
  LinkButton,
  PlayerName,
  RichText,
  Tag,
  formatDateTime,
  Truncate,
  publicLabel,
  timeAgo,
  type GameAccount,
  type Profile,
} from '@norsecraft/shared';
import { said, t } from '../../../lib/i18n';

const Layout = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
`;

const Info = styled.div`
  flex: 1 1 220px;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function When({ date, now }: { date: string | null; now: number }) {
  if (!date) return <>{t('profile.never')}</>;
  return (
    <time dateTime={date} title={formatDateTime(date)}>
      {timeAgo(date, now)}
    </time>
  );
}

/** The game name: the linked player's, verified; else the name typed before links, unverified. */
function GameName({ profile, account }: { profile: Profile; account: GameAccount | null }) {
  if (account) {
    return (
      <>
        <PlayerName>{account.name}</PlayerName> <Tag $tone="success">{t('profile.verified')}</Tag>
      </>
    );
  }
  if (profile.minecraft_username) {
    return (
      <>
        <PlayerName>{profile.minecraft_username}</PlayerName>{' '}
        <Tag $tone="warning">{t('profile.unverified')}</Tag>
      </>
    );
  }
  return <>{t('profile.notLinked')}</>;
}

interface ProfileCardProps {
  profile: Profile;
  /** The linked game account (null: none, or not known yet). */
  gameAccount: GameAccount | null;
  email: string;
  /** The moment the labels are relative to (injected so tests are stable). */
  now: number;
}

/**
 * The member as others know them: the heading is the public name (not the account name taken
 * from the e-mail, which no one else sees), or Anonymous before one is chosen.
 */
export function ProfileCard({ profile, gameAccount, email, now }: ProfileCardProps) {
  const name = profile.public_name ?? said(ANONYMOUS_NAME);
  return (
    <Layout $padding={6}>
      <Avatar url={profile.avatar_url} name={name} size={128} />
      <Info>
        <Name>
          <Truncate text={name} />
        </Name>
        {!profile.public_name && (
          <Hint>
            <RichText
              text={t('profile.noPublicName')}
              parts={{ settings: (text) => <Link to="/settings">{text}</Link> }}
            />
          </Hint>
        )}
        <FactList>
          <dt>{t('profile.accountName')}</dt>
          <dd>
            <Truncate text={profile.username} />
          </dd>
          <dt>{t('profile.email')}</dt>
          <dd>
            <Truncate text={email} />
          </dd>
          <dt>{t('profile.minecraft')}</dt>
          <dd>
            <GameName profile={profile} account={gameAccount} />
          </dd>
          <dt>{t('profile.shownAs')}</dt>
          <dd data-testid="public-as">
            <Truncate text={said(publicLabel(profile))} />
          </dd>
          <dt>{t('profile.joined')}</dt>
          <dd>
            <When date={profile.created_at} now={now} />
          </dd>
          <dt>{t('profile.lastActive')}</dt>
          <dd>
            <When date={profile.last_active_at} now={now} />
          </dd>
        </FactList>
      </Info>
      <LinkButton to="/settings" variant="secondary">
        {t('profile.edit')}
      </LinkButton>
    </Layout>
  );
}
