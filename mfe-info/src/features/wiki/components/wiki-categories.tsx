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
              {`and ${category.article_count - category.articles.length} more: search for them above.`}
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
    <QueryView query={search} loadingLabel="Searching..." errorTitle="The search failed">
      {({ rows }) =>
        rows.length === 0 ? (
          <EmptyState title="No articles found" message={`Nothing matches “${query}”.`} />
        ) : (
          <Card aria-busy={search.isPlaceholderData}>
            <Articles aria-label="Matching articles">
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
      <SectionTitle id="wiki-browse-title">Browse categories</SectionTitle>
      <Search role="search">
        <Field
          label="Search articles"
          hint={
            query && search.data
              ? `${count} matching ${count === 1 ? 'article' : 'articles'}`
              : undefined
          }
        >
          <Input
            type="search"
            value={text}
            placeholder="Search the knowledge base..."
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
      </Search>
      {query ? (
        <SearchResults query={query} />
      ) : (
        <QueryView
          query={hub}
          loadingLabel="Loading the knowledge base..."
          errorTitle="Failed to load the knowledge base"
          isEmpty={(categories) => categories.length === 0}
          empty={
            <ContentEmptyState
              title="No articles yet"
              message="Guides and lore for every realm will be collected here."
              kind="wiki_articles"
              addLabel="Add the first article"
            />
          }
        >
          {(categories) => <Categories categories={categories} />}
        </QueryView>
      )}
    </Section>
  );
}
