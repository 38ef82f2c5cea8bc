import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  ContentEmptyState,
  contentIcon,
  EmptyState,
  Field,
  Grid,
  Input,
  QueryView,
  useDebouncedValue,
  type WikiHubCategory,
} from '@norsecraft/shared';
import { CardTitle, Muted, Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { useWikiHub, useWikiSearch } from '../api/use-wiki';
import { t } from '../i18n';

/** Typing settles this long before the search goes to the database. */
const SEARCH_DELAY_MS = 250;

const Search = styled.div`
  max-width: 480px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Articles = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;

  li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} 0;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    text-underline-offset: 3px;
  }
  small {
    display: block;
    margin-top: -${({ theme }) => theme.space(1)};
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Categories({ categories }: { categories: WikiHubCategory[] }) {
  return (
    <Grid $min="240px">
      {categories.map((category) => (
        <Card as="article" key={category.id}>
          <CardTitle>
            <Icon name={contentIcon(category.icon)} size={20} /> {category.title}
          </CardTitle>
          <Articles>
            {category.articles.map((article) => (
              <li key={article.slug}>
                <Link to={`/wiki/${article.slug}`}>{article.title}</Link>
              </li>
            ))}
          </Articles>
          {category.article_count > category.articles.length && (
            <Muted>
              {t('wiki.more', { count: category.article_count - category.articles.length })}
            </Muted>
          )}
        </Card>
      ))}
    </Grid>
  );
}

function SearchResults({ query }: { query: string }) {
  const search = useWikiSearch(query);
  return (
    <QueryView
      query={search}
      loadingLabel={t('wiki.searching')}
      errorTitle={t('wiki.searchFailed')}
    >
      {({ rows }) =>
        rows.length === 0 ? (
          <EmptyState title={t('wiki.noResults')} message={t('wiki.noMatch', { query })} />
        ) : (
          <Card aria-busy={search.isPlaceholderData}>
            <Articles aria-label={t('wiki.matching')}>
              {rows.map((row) => (
                <li key={row.slug}>
                  <Link to={`/wiki/${row.slug}`}>{row.title}</Link>
                  <small>{row.category}</small>
                </li>
              ))}
            </Articles>
          </Card>
        )
      }
    </QueryView>
  );
}

/** The categories and their articles, and the wiki's search over every article's title and text. */
export function WikiCategories() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useWikiSearch(query);
  const hub = useWikiHub();
  const count = search.data?.total ?? 0;
  return (
    <Section aria-labelledby="wiki-browse-title">
      <SectionTitle id="wiki-browse-title">{t('wiki.browse')}</SectionTitle>
      <Search role="search">
        <Field
          label={t('wiki.search')}
          hint={query && search.data ? t('wiki.matchCount', { count }) : undefined}
        >
          <Input
            type="search"
            value={text}
            placeholder={t('wiki.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
      </Search>
      {query ? (
        <SearchResults query={query} />
      ) : (
        <QueryView
          query={hub}
          loadingLabel={t('wiki.hubLoading')}
          errorTitle={t('wiki.hubFailed')}
          isEmpty={(categories) => categories.length === 0}
          empty={
            <ContentEmptyState
              title={t('wiki.emptyTitle')}
              message={t('wiki.emptyMessage')}
              kind="wiki_articles"
              addLabel={t('wiki.emptyAdd')}
            />
          }
        >
          {(categories) => <Categories categories={categories} />}
        </QueryView>
      )}
    </Section>
  );
}
