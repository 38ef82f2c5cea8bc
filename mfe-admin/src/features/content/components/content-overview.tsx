import { Card, contentAdminPath, Grid, hasAccess, useStaffRoles } from '@norsecraft/shared';
import { CONTENT_KINDS } from '@norsecraft/shared/content-kinds';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../i18n';
import { localizeKind } from '../../../lib/kind-texts';

/** The public pages, in the overview's order; each one's name is the catalog's `area.<name>`. */
const PAGES = [
  { page: '/', name: 'landing' },
  { page: '/news', name: 'news' },
  { page: '/rules', name: 'rules' },
  { page: '/staff', name: 'staff' },
  { page: '/wiki', name: 'wiki' },
  { page: '/votes', name: 'votes' },
  { page: '/store', name: 'store' },
  { page: '/guilds', name: 'guilds' },
  { page: '/quests', name: 'quests' },
  { page: '/achievements', name: 'achievements' },
] as const;

const Kinds = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const PageName = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

/** Every kind of content the visitor may edit, grouped by the page it shows on. */
export function ContentOverview() {
  const roles = useStaffRoles();
  const kinds = CONTENT_KINDS.filter((spec) => hasAccess(roles, spec.access)).map(localizeKind);
  return (
    <Grid $min="260px">
      {PAGES.map(({ page, name }) => {
        const title = t(`area.${name}`);
        const onPage = kinds.filter((spec) => spec.page === page);
        if (onPage.length === 0) return null;
        return (
          <Card as="section" key={page} aria-label={title}>
            <PageName>{title}</PageName>
            <Kinds>
              {onPage.map((spec) => (
                <li key={spec.kind}>
                  <Link to={contentAdminPath(spec.kind)}>{spec.label}</Link>
                  <p>{spec.description}</p>
                </li>
              ))}
            </Kinds>
          </Card>
        );
      })}
    </Grid>
  );
}
