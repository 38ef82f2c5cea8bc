import {
  Card,
  contentAdminPath,
  Grid,
  hasAccess,
  LinkButton,
  useStaffRoles,
  type StaffAccess,
} from '@norsecraft/shared';
import styled from 'styled-components';

const AREAS: readonly {
  access: StaffAccess;
  title: string;
  text: string;
  to: string;
  go: string;
}[] = [
  {
    access: 'editor',
    title: 'Site content',
    text: 'Every page’s words: rules, staff, the wiki, votes, store, guilds, quests, achievements and the landing page.',
    to: '/admin/content',
    go: 'Edit the content',
  },
  {
    access: 'editor',
    title: 'News',
    text: 'Write posts, publish them now or at a time, and pin the important ones.',
    to: contentAdminPath('news_posts'),
    go: 'Write the news',
  },
  {
    access: 'moderator',
    title: 'Punishments',
    text: 'Add, edit and revoke the site’s punishments; the game server’s arrive through its bridge.',
    to: '/admin/punishments',
    go: 'Open the punishments',
  },
];

const Area = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  h2,
  p {
    margin: 0;
  }
`;

/** What a staff member who is not an admin does here: the areas their roles open. */
export function StaffOverview() {
  const roles = useStaffRoles();
  return (
    <Grid $min="260px">
      {AREAS.filter((area) => hasAccess(roles, area.access)).map((area) => (
        <Area as="section" key={area.to} aria-label={area.title}>
          <h2>{area.title}</h2>
          <p>{area.text}</p>
          <LinkButton to={area.to} variant="secondary">
            {area.go}
          </LinkButton>
        </Area>
      ))}
    </Grid>
  );
}
