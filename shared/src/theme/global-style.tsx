import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
import { FALLBACK_FACES_CSS, loadWebFonts } from './fonts';
import { THEME_VARIABLES_CSS } from './theme-variables';

// Static, so it is inserted once: re-inserting @font-face rules would make the browser
// re-resolve the fonts.
const FallbackFaces = createGlobalStyle`${FALLBACK_FACES_CSS}`;

// Both themes' variables: a theme change switches an attribute on <html>, not these rules.
const ThemeVariables = createGlobalStyle`${THEME_VARIABLES_CSS}`;

const ThemedGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  /* In-page scrolls (scrollIntoView, #anchors) stop below the fixed top bar, not under it. */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${({ theme }) => theme.navHeight} + ${({ theme }) => theme.space(4)});
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    letter-spacing: 0.04em;
    line-height: 1.2;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  a { color: ${({ theme }) => theme.colors.accent}; }

  img, svg, canvas, iframe { max-width: 100%; }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* One visible focus style for keyboard users everywhere, never for mouse clicks. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** The site's base styles: the shipped font faces and the themed element defaults. */
export function GlobalStyle() {
  // A no-op under the shell, which starts them from its first script.
  useEffect(loadWebFonts, []);
  return (
    <>
      <FallbackFaces />
      <ThemeVariables />
      <ThemedGlobalStyle />
    </>
  );
}
