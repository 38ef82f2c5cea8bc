import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { MemoryRouter } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, createTheme, type ResolvedThemeMode } from '../src/theme';

const MODES: readonly ResolvedThemeMode[] = ['dark', 'light'];
const ACCENT = 'green';

const Panes = styled.div`
  display: flex;
  flex-wrap: wrap;
  min-height: 100vh;
`;

/** One theme's half of the canvas, painted in that theme whatever the page's own colours. */
const Pane = styled.section`
  flex: 1 1 360px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  color-scheme: ${({ theme }) => theme.mode};
  /* Fixed-position parts (toasts) stay inside their own theme's half. */
  transform: translateZ(0);
`;

/** Every story in both themes side by side, or in one when the toolbar picks it. */
const inThemes: Decorator = (Story, { globals }) => {
  const shown = MODES.includes(globals.theme) ? [globals.theme as ResolvedThemeMode] : MODES;
  return (
    <MemoryRouter>
      <ThemeProvider theme={createTheme(shown[0]!, ACCENT)}>
        <GlobalStyle />
      </ThemeProvider>
      <Panes>
        {shown.map((mode) => (
          <ThemeProvider key={mode} theme={createTheme(mode, ACCENT)}>
            <Pane aria-label={`${mode} theme`} data-theme={mode}>
              <Story />
            </Pane>
          </ThemeProvider>
        ))}
      </Panes>
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [inThemes],
  parameters: { layout: 'fullscreen' },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'both', title: 'Dark and light' },
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
      },
    },
  },
  initialGlobals: { theme: 'both' },
};

export default preview;
