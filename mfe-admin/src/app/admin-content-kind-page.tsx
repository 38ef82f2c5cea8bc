import { EmptyState, LinkButton } from '@norsecraft/shared';
import { contentKindOfPath } from '@norsecraft/shared/content-kinds';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../components/admin-page';
import { StaffGate } from '../features/access/components/staff-gate';
import { ContentListEditor } from '../features/content/components/content-list-editor';
import { SingleRowEditor } from '../features/content/components/single-row-editor';

/** One kind of content (`/admin/content/vote-sites`), for those its kind admits. */
export function AdminContentKindPage() {
  const spec = contentKindOfPath(useParams().kind ?? '');
  if (!spec) {
    return (
      <StaffGate access="editor">
        <AdminPage title="Site Content" subtitle="No such kind of content">
          <EmptyState
            title="There is no such kind of content"
            action={<LinkButton to="/admin/content">All content</LinkButton>}
          />
        </AdminPage>
      </StaffGate>
    );
  }
  return (
    <StaffGate access={spec.access}>
      <AdminPage
        title={spec.label}
        subtitle={`Shown on ${spec.page}. Every save keeps the version before it.`}
      >
        {spec.single ? <SingleRowEditor spec={spec} /> : <ContentListEditor spec={spec} />}
      </AdminPage>
    </StaffGate>
  );
}
