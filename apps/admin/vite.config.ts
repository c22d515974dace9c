import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { linguiPlugins } from '@haat/i18n/vite';
import { adminSecurityHeaders, SECURITY_HEADERS_FILE } from '@haat/setup/security-headers';
import { DEFAULT_API_URL } from './src/env-defaults.ts';

const PORT = 3001;

/**
 * Writes the headers the static server sends with the build (tooling/setup/security-headers.mjs): the
 * Content-Security-Policy names the API this build talks to (VITE_API_URL) and, when images are served from
 * elsewhere (the API's S3_PUBLIC_URL), VITE_IMAGE_URL.
 */
function securityHeaders(): Plugin {
  let headers: Record<string, string> = {};
  return {
    name: 'haat-security-headers',
    apply: 'build',
    configResolved(config) {
      const imageUrl = config.env['VITE_IMAGE_URL'] as string | undefined;
      headers = adminSecurityHeaders({
        apiUrl: (config.env['VITE_API_URL'] as string | undefined) || DEFAULT_API_URL,
        imageUrls: imageUrl ? [imageUrl] : [],
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SECURITY_HEADERS_FILE,
        source: `${JSON.stringify(headers, null, 2)}\n`,
      });
    },
  };
}

export default {
  // Lingui's macro (babel) must run before react().
  plugins: [
    ...linguiPlugins({ appConfigPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip files next to each asset, served by tooling/setup/static-build.mjs.
    compression({ include: /\.(js|css|html|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
    securityHeaders(),
  ],
  server: { port: PORT, strictPort: true },
  preview: { port: PORT, strictPort: true },
  build: {
    target: 'es2023',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their chunk stays cached between releases.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
} satisfies UserConfig;
