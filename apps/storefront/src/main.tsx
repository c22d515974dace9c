import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@haat/ui/fonts';
import '@haat/ui/global';
import { applyThemeClass } from '@haat/ui/theme-class';
import { App } from './app/app.tsx';
import { setUpI18n } from './lib/i18n.ts';

await setUpI18n();
// Theme 1 until a shop says otherwise (the market pages and the first spinner use it).
applyThemeClass(1);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
