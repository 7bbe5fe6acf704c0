import '@mantine/core/styles.css';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PanelsContext } from './components/slot.tsx';
import { WEB_FEATURES } from './features/registry.ts';
import { initI18n } from './lib/i18n.ts';
import { AppRoutes, appRoutes } from './routes.tsx';
import { preloadScreens } from './screen-route.tsx';

// A deeper green than Mantine's own, and a darker 'dimmed', keep text contrast at WCAG AA on white.
const theme = createTheme({
  // People who ask their system for less motion get no modal or menu animations.
  respectReducedMotion: true,
  colors: {
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#40c057',
      '#2f9e44',
      '#237a35',
      '#1b6e2f',
      '#14532d',
    ],
  },
  primaryColor: 'green',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's error red is below WCAG AA on white; field errors use the darker red everywhere.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first screen's code and the language catalogue download side by side.
preloadScreens(appRoutes, window.location.pathname);
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
        <PanelsContext value={WEB_FEATURES}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </PanelsContext>
      </MantineProvider>
    </StrictMode>,
  );
});
