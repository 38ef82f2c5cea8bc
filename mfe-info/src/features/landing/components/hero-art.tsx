import styled from 'styled-components';
import fjord640Avif from '../../../assets/hero/fjord-640.avif';
import fjord640Webp from '../../../assets/hero/fjord-640.webp';
import fjord1280Avif from '../../../assets/hero/fjord-1280.avif';
import fjord1280Webp from '../../../assets/hero/fjord-1280.webp';
import fjord1920Avif from '../../../assets/hero/fjord-1920.avif';
import fjord1920Webp from '../../../assets/hero/fjord-1920.webp';

// Under the hero's scrim (z-index -1) in the hero's own stacking context.
const Art = styled.picture`
  position: absolute;
  inset: 0;
  z-index: -2;

  img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
    object-position: 50% 70%;
    image-rendering: pixelated;
  }
`;

/**
 * The fjord at night behind the hero (mfe-info/scripts/draw-hero-art.mjs draws it): decorative,
 * AVIF or WebP at the width the screen needs (8 KB at 1280 px). It is the landing page's largest
 * element, so it is fetched at high priority, beside the HTML's preloads: at low priority it
 * arrived after the shell's code and set the page's LCP (an image never holds up the first paint).
 */
export function HeroArt() {
  const sizes = '100vw';
  return (
    <Art>
      <source
        type="image/avif"
        sizes={sizes}
        srcSet={`${fjord640Avif} 640w, ${fjord1280Avif} 1280w, ${fjord1920Avif} 1920w`}
      />
      <source
        type="image/webp"
        sizes={sizes}
        srcSet={`${fjord640Webp} 640w, ${fjord1280Webp} 1280w, ${fjord1920Webp} 1920w`}
      />
      <img
        src={fjord1280Webp}
        alt=""
        width={1280}
        height={720}
        decoding="async"
        fetchPriority="high"
      />
    </Art>
  );
}
