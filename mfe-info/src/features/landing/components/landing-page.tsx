import { useRef } from 'react';
import { ContentEmptyState, QueryView } from '@norsecraft/shared';
import { Band, BandInner } from '../../../components/band';
import { useLanding, useLatestNews } from '../api/use-landing';
import { Hero } from './hero';
import { FeatureRows } from './feature-rows';
import { SpecsBlock } from './specs-block';
import { JoinBand } from './join-band';
import { LatestNews } from './latest-news';
import { t } from '../i18n';

export default function LandingPage() {
  const featuresRef = useRef<HTMLElement>(null);
  const landing = useLanding();
  const news = useLatestNews();
  const texts = landing.data?.texts;
  return (
    <>
      <Hero
        onScrollDown={() => featuresRef.current?.scrollIntoView({ behavior: 'smooth' })}
        tagline={texts?.tagline}
        joinSteps={texts?.join_steps}
      />
      <QueryView
        query={landing}
        loadingLabel={t('landing.loading')}
        errorTitle={t('landing.failed')}
        isEmpty={({ features, facts }) => features.length + facts.length === 0}
        empty={
          <Band>
            <BandInner>
              <ContentEmptyState
                title={t('landing.emptyTitle')}
                message={t('landing.emptyMessage')}
                kind="landing_features"
                addLabel={t('landing.emptyAdd')}
              />
            </BandInner>
          </Band>
        }
      >
        {({ features, facts }) => (
          <>
            {features.length > 0 && <FeatureRows ref={featuresRef} features={features} />}
            {facts.length > 0 && <SpecsBlock facts={facts} />}
          </>
        )}
      </QueryView>
      {news.data && <LatestNews posts={news.data} />}
      <JoinBand />
    </>
  );
}
