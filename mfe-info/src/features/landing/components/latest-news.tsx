import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, formatDay, Grid, LinkButton } from '@norsecraft/shared';
import { markdownExcerpt } from '@norsecraft/shared/markdown-text';
import type { NewsPost } from '../../../api/news';
import { Band, BandInner } from '../../../components/band';
import { Muted, SectionTitle } from '../../../components/section';
import { t } from '../i18n';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  h2 {
    margin: 0;
  }
`;

const Post = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.15rem;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  time {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The three newest posts, each a card leading to its page; nothing when there is no news. */
export function LatestNews({ posts }: { posts: NewsPost[] }) {
  if (posts.length === 0) return null;
  return (
    <Band $raised aria-labelledby="news-title">
      <BandInner>
        <Head>
          <SectionTitle id="news-title">{t('landing.news')}</SectionTitle>
          <LinkButton to="/news" variant="ghost">
            {t('landing.allNews')}
          </LinkButton>
        </Head>
        <Grid $min="240px">
          {posts.map((post) => (
            <Post as="article" key={post.id}>
              <h3>
                <Link to={`/news/${post.slug}`}>{post.title}</Link>
              </h3>
              {post.published_at && (
                <time dateTime={post.published_at}>{formatDay(post.published_at)}</time>
              )}
              <Muted>{markdownExcerpt(post.body, 140)}</Muted>
            </Post>
          ))}
        </Grid>
      </BandInner>
    </Band>
  );
}
