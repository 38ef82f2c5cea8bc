import { useRef } from 'react';
import { Hero } from './hero';
import { FeatureRows } from './feature-rows';
import { SpecsBlock } from './specs-block';
import { JoinBand } from './join-band';

export default function LandingPage() {
  const featuresRef = useRef<HTMLElement>(null);
  return (
    <>
      <Hero onScrollDown={() => featuresRef.current?.scrollIntoView({ behavior: 'smooth' })} />
      <FeatureRows ref={featuresRef} />
      <SpecsBlock />
      <JoinBand />
    </>
  );
}
