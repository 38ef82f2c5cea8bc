import styled from 'styled-components';
import {
  Card,
  ContentEmptyState,
  contentIcon,
  Grid,
  isUntranslated,
  LinkButton,
  Page,
  PageHeader,
  QueryView,
  siteConfig,
  UntranslatedNote,
} from '@norsecraft/shared';
import { CardTitle, Muted, Section } from '../../../components/section';
import { ExternalButtonLink } from '../../../components/external-link';
import { Icon } from '../../../components/icon';
import type { StoreCategory } from '../api/get-store';
import { useStore } from '../api/use-store';
import { t } from '../i18n';

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
    <Grid $min="240px" lang={isUntranslated(categories[0]?.lang) ? 'en' : undefined}>
      {categories.map((category) => (
        <Card as="article" key={category.id}>
          <IconBox>
            <Icon name={contentIcon(category.icon)} size={36} />
          </IconBox>
          <CardTitle>{category.title}</CardTitle>
          <Muted>{category.description}</Muted>
          <Examples aria-label={t('store.examples', { title: category.title })}>
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
      <PageHeader title={t('store.title')} subtitle={t('store.subtitle')} />
      <QueryView
        query={useStore()}
        loadingLabel={t('store.loading')}
        errorTitle={t('store.failed')}
        isEmpty={(categories) => categories.length === 0}
        empty={
          <ContentEmptyState
            title={t('store.emptyTitle')}
            message={t('store.emptyMessage')}
            kind="store_categories"
            addLabel={t('store.emptyAdd')}
          />
        }
      >
        {(categories) => (
          <>
            <UntranslatedNote lang={categories[0]?.lang} />
            <Categories categories={categories} />
          </>
        )}
      </QueryView>
      <Section>
        <Cta>
          {siteConfig.storeUrl ? (
            <ExternalButtonLink href={siteConfig.storeUrl}>{t('store.visit')}</ExternalButtonLink>
          ) : (
            // No store to visit yet: no button that leads nowhere, but how to get these today.
            <>
              <Muted>{t('store.closed')}</Muted>
              <ExternalButtonLink href={siteConfig.chatInviteUrl}>
                {t('store.ask')}
              </ExternalButtonLink>
              <LinkButton to="/staff" variant="ghost">
                {t('store.staff')}
              </LinkButton>
            </>
          )}
        </Cta>
      </Section>
    </Page>
  );
}
