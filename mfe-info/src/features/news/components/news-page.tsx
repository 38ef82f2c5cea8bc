import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ContentEmptyState,
  EmptyState,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
  UntranslatedNote,
} from '@norsecraft/shared';
import { useNewsPage } from '../api/use-news';
import { newsPagePath, parseNewsPage } from '../lib/news-paths';
import { useAnnounceLivePosts } from '../api/use-announce-live-posts';
import { NewsCard } from './news-card';
import { t } from '../i18n';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

function NewsList({ page }: { page: number }) {
  const news = useNewsPage(page);
  useAnnounceLivePosts(news.data?.posts);
  return (
    <QueryView
      query={news}
      loadingLabel={t('news.loading')}
      errorTitle={t('news.failed')}
      isEmpty={({ posts }) => posts.length === 0}
      empty={
        page === 1 ? (
          <ContentEmptyState
            title={t('news.emptyTitle')}
            message={t('news.emptyMessage')}
            kind="news_posts"
            addLabel={t('news.emptyAdd')}
          />
        ) : (
          <EmptyState
            title={t('news.noPage')}
            action={<LinkButton to="/news">{t('news.backLatest')}</LinkButton>}
          />
        )
      }
    >
      {({ posts, hasOlder }) => (
        <>
          <UntranslatedNote lang={posts[0]?.lang} />
          {posts.map((post) => (
            <NewsCard key={post.id} post={post} />
          ))}
          <Pager aria-label={t('news.pages')}>
            {page > 1 ? (
              <LinkButton to={newsPagePath(page - 1)} variant="secondary">
                {t('news.newer')}
              </LinkButton>
            ) : (
              <span />
            )}
            {hasOlder && (
              <LinkButton to={newsPagePath(page + 1)} variant="secondary">
                {t('news.older')}
              </LinkButton>
            )}
          </Pager>
        </>
      )}
    </QueryView>
  );
}

/** /news and /news/page/<n>: the posts that are live, pinned first, newest next. */
export default function NewsPage() {
  const page = parseNewsPage(useParams().page);
  return (
    <Page>
      <PageHeader
        title={t('news.title')}
        subtitle={page && page > 1 ? t('news.olderSubtitle', { page }) : t('news.subtitle')}
      />
      {page === null ? (
        <EmptyState
          title={t('news.noPage')}
          action={<LinkButton to="/news">{t('news.backLatest')}</LinkButton>}
        />
      ) : (
        <NewsList page={page} />
      )}
    </Page>
  );
}
