import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDay, isUntranslated, Tag } from '@norsecraft/shared';
import { markdownExcerpt } from '@norsecraft/shared/markdown-text';
import { coverUrl, type NewsPost } from '../../../api/news';
import { Muted } from '../../../components/section';
import { t } from '../i18n';

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(6)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 14rem minmax(0, 1fr);
  }

  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.2rem, 2.5vw, 1.5rem);
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A post in the list: cover, title leading to its page, date and author, its opening words. */
export function NewsCard({ post }: { post: NewsPost }) {
  return (
    <Item lang={isUntranslated(post.lang) ? post.lang : undefined}>
      {post.cover_path && <img src={coverUrl(post.cover_path)} alt="" loading="lazy" />}
      <div>
        <h2>
          <Link to={`/news/${post.slug}`}>{post.title}</Link>
        </h2>
        <Meta>
          {post.pinned && <Tag $tone="primary">{t('news.pinned')}</Tag>}
          {post.published_at && (
            <time dateTime={post.published_at}>{formatDay(post.published_at)}</time>
          )}
          <span>{t('news.by', { author: post.author_name })}</span>
        </Meta>
        <Muted>{markdownExcerpt(post.body, 240)}</Muted>
      </div>
    </Item>
  );
}
