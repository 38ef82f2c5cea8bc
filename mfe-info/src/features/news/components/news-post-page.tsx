import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  formatDay,
  isUntranslated,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
  Tag,
  UntranslatedNote,
  usePageName,
} from '@norsecraft/shared';
import { Markdown } from '@norsecraft/shared/markdown';
import { coverUrl, type NewsPost } from '../../../api/news';
import { useNewsPost } from '../api/use-news';
import { t } from '../i18n';

const Body = styled.article`
  max-width: 46rem;
`;

// Not a paragraph: a link preview's description is the post's first paragraph, not its date.
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  max-width: 46rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

function Post({ post }: { post: NewsPost }) {
  usePageName(post.title);
  return (
    <>
      <PageHeader title={post.title} />
      <Meta>
        {post.pinned && <Tag $tone="primary">{t('news.pinned')}</Tag>}
        {post.published_at && (
          <time dateTime={post.published_at}>{formatDay(post.published_at)}</time>
        )}
        <span>{t('news.by', { author: post.author_name })}</span>
      </Meta>
      {/* The link preview's image (the HTML host reads data-preview-image). */}
      {post.cover_path && <Cover src={coverUrl(post.cover_path)} alt="" data-preview-image="" />}
      <UntranslatedNote lang={post.lang} />
      <Body lang={isUntranslated(post.lang) ? post.lang : undefined}>
        <Markdown source={post.body} />
      </Body>
      <LinkButton to="/news" variant="ghost">
        {t('news.all')}
      </LinkButton>
    </>
  );
}

/** A news post at its own address, /news/<slug>. */
export default function NewsPostPage() {
  const { post: slug = '' } = useParams();
  return (
    <Page>
      <QueryView
        query={useNewsPost(slug)}
        loadingLabel={t('news.postLoading')}
        errorTitle={t('news.postFailed')}
      >
        {(post) =>
          post ? (
            <Post post={post} />
          ) : (
            <>
              <PageHeader title={t('news.notFound')} />
              <EmptyState
                title={t('news.notFoundTitle')}
                message={t('news.notFoundMessage')}
                action={<LinkButton to="/news">{t('news.back')}</LinkButton>}
              />
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
