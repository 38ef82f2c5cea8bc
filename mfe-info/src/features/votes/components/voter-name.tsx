import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PlayerName, playerPagePath, RichText, type Voter } from '@norsecraft/shared';
import { t } from '../i18n';

const Member = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/**
 * A voter: their current game name, linking to their player page, and the public name of the
 * member linked to them when they show one (and it is another name).
 */
export function VoterName({ voter }: { voter: Voter }) {
  return (
    <>
      <Link to={playerPagePath(voter.name)}>
        <PlayerName>{voter.name}</PlayerName>
      </Link>
      {voter.member && voter.member !== voter.name && (
        <Member>
          {' '}
          <RichText
            text={t('votes.onSite', { name: voter.member })}
            parts={{ name: (text) => <PlayerName>{text}</PlayerName> }}
          />
        </Member>
      )}
    </>
  );
}
