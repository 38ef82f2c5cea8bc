import { useState } from 'react';
import styled from 'styled-components';
import { Card, EmptyState, Field, Grid, Input } from '@norsecraft/shared';
import { CardTitle, Section, SectionTitle } from '../../../components/section';
import { WIKI_CATEGORIES } from '../data';
import { Icon } from '../../../components/icon';
import { filterCategories } from '../lib/filter-categories';

const Search = styled.div`
  max-width: 480px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Articles = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;

  details {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    padding: ${({ theme }) => theme.space(2)} 0;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function WikiCategories() {
  const [query, setQuery] = useState('');
  const categories = filterCategories(WIKI_CATEGORIES, query);
  const count = categories.reduce((n, c) => n + c.articles.length, 0);
  return (
    <Section aria-labelledby="wiki-browse-title">
      <SectionTitle id="wiki-browse-title">Browse categories</SectionTitle>
      <Search role="search">
        <Field
          label="Search articles"
          hint={query ? `${count} matching ${count === 1 ? 'article' : 'articles'}` : undefined}
        >
          <Input
            type="search"
            value={query}
            placeholder="Search the knowledge base..."
            onChange={(e) => setQuery(e.target.value)}
          />
        </Field>
      </Search>
      {categories.length === 0 ? (
        <EmptyState title="No articles found" message={`Nothing matches “${query.trim()}”.`} />
      ) : (
        <Grid $min="240px">
          {categories.map((category) => (
            <Card as="article" key={category.title}>
              <CardTitle>
                <Icon name={category.icon} size={20} /> {category.title}
              </CardTitle>
              <Articles>
                {category.articles.map((article) => (
                  <li key={article.title}>
                    {/* Opened in place: every title leads to its article. */}
                    <details>
                      <summary>{article.title}</summary>
                      <p>{article.body}</p>
                    </details>
                  </li>
                ))}
              </Articles>
            </Card>
          ))}
        </Grid>
      )}
    </Section>
  );
}
