import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
  usePageName,
} from '@norsecraft/shared';
import { Markdown } from '@norsecraft/shared/markdown';
import type { WikiArticle } from '../api/get-wiki';
import { useWikiArticle } from '../api/use-wiki';

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
      <Crumbs aria-label="Breadcrumb">
        <Link to="/wiki">Knowledge Base</Link> / {article.category?.title}
      </Crumbs>
      <PageHeader title={article.title} />
      <Body>
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
        loadingLabel="Loading the article..."
        errorTitle="Failed to load the article"
      >
        {(found) =>
          found ? (
            <Article article={found} />
          ) : (
            <>
              <PageHeader title="Article not found" />
              <EmptyState
                title="There is no article at this address"
                message="It may have been renamed or taken down."
                action={<LinkButton to="/wiki">Back to the Knowledge Base</LinkButton>}
              />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
