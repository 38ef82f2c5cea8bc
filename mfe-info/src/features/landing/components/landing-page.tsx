import { useRef } from 'react';
import { ContentEmptyState, QueryView } from '@norsecraft/shared';
import { Band, BandInner } from '../../../components/band';
import { useLanding, useLatestNews } from '../api/use-landing';
import { Hero } from './hero';
import { FeatureRows } from './feature-rows';
import { SpecsBlock } from './specs-block';
import { JoinBand } from './join-band';
import { LatestNews } from './latest-news';

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
        loadingLabel="Loading..."
        errorTitle="Failed to load this page"
        isEmpty={({ features, facts }) => features.length + facts.length === 0}
        empty={
          <Band>
            <BandInner>
              <ContentEmptyState
                title="Nothing here yet"
                message="What makes this server worth playing will be told here."
                kind="landing_features"
                addLabel="Add the first feature"
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
