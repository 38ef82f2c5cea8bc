import { Link } from 'react-router-dom';
import { formatNumber, useSessionUser } from '@norsecraft/shared';
import { useMyVotes } from '../api/use-votes';
import { t } from '../i18n';

/**
 * The "Your votes" card's figure: the signed-in member's votes this month and streak of days, by
 * their linked player; how to get there for a visitor or a member without a game account.
 */
export function YourVotes() {
  const signedIn = useSessionUser() !== null;
  const mine = useMyVotes();
  if (!signedIn) return <Link to="/login">{t('votes.signIn')}</Link>;
  if (!mine.data) return <>…</>;
  if (!mine.data.linked) return <Link to="/settings">{t('votes.link')}</Link>;
  const { votes, streak } = mine.data;
  return (
    <>
      {formatNumber(votes)}
      <small> · {t('votes.streak', { count: streak })}</small>
    </>
  );
}
