import { useHasAccess } from '../auth/hooks';
import { LinkButton } from '../ui/button';
import { EmptyState } from '../ui/states';
import { contentAdminPath, type ContentKindName } from './content-lang';

export interface ContentEmptyStateProps {
  /** 'No rules yet' */
  title: string;
  message?: string;
  /** The kind an editor adds the first of. */
  kind: ContentKindName;
  /** 'Add the first rule' */
  addLabel: string;
}

/**
 * A content page with nothing to show yet (a site deployed without seed): says so, and offers
 * those who may write the content the way to add the first (the database decides in the end).
 */
export function ContentEmptyState({ title, message, kind, addLabel }: ContentEmptyStateProps) {
  const mayEdit = useHasAccess(kind === 'site_settings' ? 'admin' : 'editor');
  return (
    <EmptyState
      title={title}
      message={message}
      action={
        mayEdit ? (
          <LinkButton to={contentAdminPath(kind)} variant="secondary">
            {addLabel}
          </LinkButton>
        ) : undefined
      }
    />
  );
}
