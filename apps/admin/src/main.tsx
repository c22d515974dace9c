import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@haat/ui/fonts';
import '@haat/ui/global';
import { applyThemeClass } from '@haat/ui/theme-class';
import { App } from './app/app.tsx';
import { initAdminI18n } from './lib/i18n.ts';

// docs/product/README.md: the admin wears theme 4, applied as `admin-theme` on <html> so portals get it too.
applyThemeClass(4);
await initAdminI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
