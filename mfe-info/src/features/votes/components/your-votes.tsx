import { Link } from 'react-router-dom';
import { useSessionUser } from '@norsecraft/shared';
import { useMyVotes } from '../api/use-votes';

/**
 * The "Your votes" card's figure: the signed-in member's votes this month and streak of days, by
 * their linked player; how to get there for a visitor or a member without a game account.
 */
export function YourVotes() {
  const signedIn = useSessionUser() !== null;
  const mine = useMyVotes();
  if (!signedIn) return <Link to="/login">Sign in to see yours</Link>;
  if (!mine.data) return <>…</>;
  if (!mine.data.linked) return <Link to="/settings">Link your game account</Link>;
  const { votes, streak } = mine.data;
  return (
    <>
      {votes.toLocaleString('en-US')}
      <small>
        {' '}
        · {streak} {streak === 1 ? 'day' : 'days'} in a row
      </small>
    </>
  );
}
