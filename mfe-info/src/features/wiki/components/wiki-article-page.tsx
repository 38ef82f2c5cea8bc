import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  isUntranslated,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
  UntranslatedNote,
  usePageName,
} from '@norsecraft/shared';
import { Markdown } from '@norsecraft/shared/markdown';
import type { WikiArticle } from '../api/get-wiki';
import { useWikiArticle } from '../api/use-wiki';
import { t } from '../i18n';

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

// A readable measure, as the rules.
const Body = styled.article`
  max-width: 46rem;
`;

function Article({ article }: { article: WikiArticle }) {
  usePageName(article.title);
  return (
    <>
      <Crumbs aria-label={t('wiki.breadcrumb')}>
        <Link to="/wiki">{t('wiki.title')}</Link> / {article.category?.title}
      </Crumbs>
      <PageHeader title={article.title} />
      <UntranslatedNote lang={article.lang} />
      <Body lang={isUntranslated(article.lang) ? article.lang : undefined}>
        <Markdown source={article.body} />
      </Body>
    </>
  );
}

/** A wiki article at its own address, /wiki/<slug>. */
export default function WikiArticlePage() {
  const { slug = '' } = useParams();
  const article = useWikiArticle(slug);
  return (
    <Page>
      <QueryView
        query={article}
        loadingLabel={t('wiki.articleLoading')}
        errorTitle={t('wiki.articleFailed')}
      >
        {(found) =>
          found ? (
            <Article article={found} />
          ) : (
            <>
              <PageHeader title={t('wiki.notFound')} />
              <EmptyState
                title={t('wiki.notFoundTitle')}
                message={t('wiki.notFoundMessage')}
                action={<LinkButton to="/wiki">{t('wiki.back')}</LinkButton>}
              />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
