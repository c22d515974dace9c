import { createContext, type ReactNode } from 'react';

/** The storefront page's body as plain elements (entry.server.ts makes it once from FLOOR_PAGE_FILE). */
export const PageBodyContext = createContext<ReactNode>(null);
