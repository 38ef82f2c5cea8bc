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
import { t } from '../lib/i18n';

/** Each area's title, text and link words are the catalog's `area.<name>.*`. */
const AREAS: readonly {
  access: StaffAccess;
  name: 'content' | 'news' | 'punishments';
  to: string;
}[] = [
  { access: 'editor', name: 'content', to: '/admin/content' },
  { access: 'editor', name: 'news', to: contentAdminPath('news_posts') },
  { access: 'moderator', name: 'punishments', to: '/admin/punishments' },
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
        <Area as="section" key={area.to} aria-label={t(`area.${area.name}.title`)}>
          <h2>{t(`area.${area.name}.title`)}</h2>
          <p>{t(`area.${area.name}.text`)}</p>
          <LinkButton to={area.to} variant="secondary">
            {t(`area.${area.name}.go`)}
          </LinkButton>
        </Area>
      ))}
    </Grid>
  );
}
