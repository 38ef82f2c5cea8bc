import styled from 'styled-components';
import {
  Card,
  ContentEmptyState,
  contentIcon,
  Grid,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
  siteConfig,
} from '@norsecraft/shared';
import { CardTitle, Muted, Section } from '../../../components/section';
import { ExternalButtonLink } from '../../../components/external-link';
import { Icon } from '../../../components/icon';
import type { StoreCategory } from '../api/get-store';
import { useStore } from '../api/use-store';

const IconBox = styled.span`
  display: block;
  font-size: 2rem;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Examples = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.text};
`;

const Cta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

function Categories({ categories }: { categories: StoreCategory[] }) {
  return (
    <Grid $min="240px">
      {categories.map((category) => (
        <Card as="article" key={category.id}>
          <IconBox>
            <Icon name={contentIcon(category.icon)} size={36} />
          </IconBox>
          <CardTitle>{category.title}</CardTitle>
          <Muted>{category.description}</Muted>
          <Examples aria-label={`${category.title} examples`}>
            {category.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </Examples>
        </Card>
      ))}
    </Grid>
  );
}

export default function StorePage() {
  return (
    <Page>
      <PageHeader
        title="Store"
        subtitle="Support the server and pick up ranks, cosmetics and kits."
      />
      <QueryView
        query={useStore()}
        loadingLabel="Loading the store..."
        errorTitle="Failed to load the store"
        isEmpty={(categories) => categories.length === 0}
        empty={
          <ContentEmptyState
            title="Nothing in the store yet"
            message="Ranks, cosmetics and kits will be listed here."
            kind="store_categories"
            addLabel="Add the first store category"
          />
        }
      >
        {(categories) => <Categories categories={categories} />}
      </QueryView>
      <Section>
        <Cta>
          {siteConfig.storeUrl ? (
            <ExternalButtonLink href={siteConfig.storeUrl}>Visit Store</ExternalButtonLink>
          ) : (
            // No store to visit yet: no button that leads nowhere, but how to get these today.
            <>
              <Muted>
                The web store is not open yet. Until it is, staff hand out VIP ranks, cosmetics and
                kits in game: ask one of them in the community chat.
              </Muted>
              <ExternalButtonLink href={siteConfig.chatInviteUrl}>
                Ask in the community chat
              </ExternalButtonLink>
              <LinkButton to="/staff" variant="ghost">
                Meet the staff
              </LinkButton>
            </>
          )}
        </Cta>
      </Section>
    </Page>
  );
}
