import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ContentEmptyState,
  EmptyState,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
} from '@norsecraft/shared';
import { useNewsPage } from '../api/use-news';
import { newsPagePath, parseNewsPage } from '../lib/news-paths';
import { useAnnounceLivePosts } from '../api/use-announce-live-posts';
import { NewsCard } from './news-card';

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
      loadingLabel="Loading the news..."
      errorTitle="Failed to load the news"
      isEmpty={({ posts }) => posts.length === 0}
      empty={
        page === 1 ? (
          <ContentEmptyState
            title="No news yet"
            message="Announcements, events and updates will be posted here."
            kind="news_posts"
            addLabel="Write the first post"
          />
        ) : (
          <EmptyState
            title="There is no such page of news"
            action={<LinkButton to="/news">Back to the latest news</LinkButton>}
          />
        )
      }
    >
      {({ posts, hasOlder }) => (
        <>
          {posts.map((post) => (
            <NewsCard key={post.id} post={post} />
          ))}
          <Pager aria-label="News pages">
            {page > 1 ? (
              <LinkButton to={newsPagePath(page - 1)} variant="secondary">
                Newer posts
              </LinkButton>
            ) : (
              <span />
            )}
            {hasOlder && (
              <LinkButton to={newsPagePath(page + 1)} variant="secondary">
                Older posts
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
        title="News"
        subtitle={
          page && page > 1
            ? `Older news, page ${page}: what was happening on the server.`
            : 'What is happening on the server: events, updates and rules.'
        }
      />
      {page === null ? (
        <EmptyState
          title="There is no such page of news"
          action={<LinkButton to="/news">Back to the latest news</LinkButton>}
        />
      ) : (
        <NewsList page={page} />
      )}
    </Page>
  );
}
