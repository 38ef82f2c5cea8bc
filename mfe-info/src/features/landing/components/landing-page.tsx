import { useRef } from 'react';
import { Page } from '@norsecraft/shared';
import { Hero } from './hero';
import { FeatureGrid } from './feature-grid';
import { SpecsBlock } from './specs-block';

export default function LandingPage() {
  const featuresRef = useRef<HTMLElement>(null);
  return (
    <>
      <Hero onScrollDown={() => featuresRef.current?.scrollIntoView({ behavior: 'smooth' })} />
      <Page>
        <FeatureGrid ref={featuresRef} />
        <SpecsBlock />
      </Page>
    </>
  );
}
