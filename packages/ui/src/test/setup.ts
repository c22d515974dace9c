import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadSharedCatalog } from '@haat/i18n';

// Tests render in both languages.
await loadSharedCatalog('en');

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
