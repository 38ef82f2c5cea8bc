import { EmptyState, LinkButton } from '@norsecraft/shared';
import { contentKindOfPath } from '@norsecraft/shared/content-kinds';
import { useParams } from 'react-router-dom';
import { AdminPage } from '../components/admin-page';
import { StaffGate } from '../features/access/components/staff-gate';
import { ContentLanguagePicker } from '../features/content/components/content-language-picker';
import { ContentListEditor } from '../features/content/components/content-list-editor';
import { SingleRowEditor } from '../features/content/components/single-row-editor';
import { localizeKind } from '../lib/kind-texts';
import { useEditedLanguage } from '../features/content/lib/edited-language';
import { t } from '../lib/i18n';

/** One kind of content (`/admin/content/vote-sites`), for those its kind admits. */
export function AdminContentKindPage() {
  const found = contentKindOfPath(useParams().kind ?? '');
  const [lang, setLang] = useEditedLanguage();
  if (!found) {
    return (
      <StaffGate access="editor">
        <AdminPage title={t('content.title')} subtitle={t('content.noKindSubtitle')}>
          <EmptyState
            title={t('content.noKind')}
            action={<LinkButton to="/admin/content">{t('content.all')}</LinkButton>}
          />
        </AdminPage>
      </StaffGate>
    );
  }
  const spec = localizeKind(found);
  return (
    <StaffGate access={spec.access}>
      <AdminPage title={spec.label} subtitle={t('content.kindSubtitle', { page: spec.page })}>
        <ContentLanguagePicker value={lang} onChange={setLang} />
        {/* Keyed by language: a language's list, search and page start afresh. */}
        {spec.single ? (
          <SingleRowEditor key={lang} spec={spec} lang={lang} />
        ) : (
          <ContentListEditor key={lang} spec={spec} lang={lang} />
        )}
      </AdminPage>
    </StaffGate>
  );
}
