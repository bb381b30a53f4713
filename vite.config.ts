import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadBudgetPlugin } from './bench/first-load-budget';
import { demoAppsPlugin } from './scripts/demo-apps-build';
import { precompressPlugin } from './scripts/precompress-assets';
import { shellHtmlPlugin } from './scripts/shell-html';

// The PWA lives under /app/ (the server serves dist/ there); the API is same-origin under /api/v1.
const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/app/',
  resolve: {
    alias: [
      // The code is written against React's API (and typechecked with its types); the PWA ships
      // Preact's compat layer in its place: about 57 KiB gzip less in every mode's first load, and less
      // main-thread work (issue 13). src/lib/preact-compat.ts gives it React's autoFocus and effect
      // timing. The browser tests run on this build; the unit tests render markup with React.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      // Emotion inserts styled components' styles while they render, in the first render's short
      // slices, rather than all in the commit (src/lib/emotion-insertion.ts; issue 13).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('./src/lib/emotion-insertion.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: the first-load budget below reads which chunks each mode loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every mode's first screen uses — React, emotion, MUI's styling and its basic parts —
            // in one chunk rather than in dozens of small shared ones that rolldown would make from
            // the screens' different mixes (each with its own request and a poorer compression):
            // 8–12 KiB less gzip per mode's first load (issue 13).
            {
              name: 'ui-base',
              test: new RegExp(
                'node_modules[\\\\/](' +
                  [
                    '@mui[\\\\/](system|utils|styled-engine)',
                    '@emotion',
                    'react[\\\\/]',
                    'preact[\\\\/]',
                    'react-is',
                    'hoist-non-react-statics',
                    'clsx',
                    'prop-types',
                    '@babel[\\\\/]runtime',
                    '@mui[\\\\/]material[\\\\/]esm[\\\\/](styles|utils|internal|transitions|zero-styled|DefaultPropsProvider|useLazyRipple' +
                      '|Box|Stack|Typography|Paper|SvgIcon|ButtonBase|Button|IconButton|CircularProgress)[\\\\/]',
                  ].join('|') +
                  ')',
              ),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false, ws: true },
      '/socket.io': { target: API_TARGET, ws: true },
      // Uploaded pictures (company logos, products) are served by the API server.
      '/uploads': { target: API_TARGET },
    },
  },
  plugins: [
    // DEMO_APPS=on|off: the template demo apps in or out of the build (off in a production build by default).
    demoAppsPlugin(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      // Registered by src/lib/register-sw.ts through workbox-window, so no injected script.
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/app/',
        name: 'Cafeteria – order, kiosk, till and back office',
        short_name: 'Cafeteria',
        description: 'Order from your company cafeteria, run a kiosk or a till, and manage stores and menus.',
        start_url: '/app/',
        scope: '/app/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#fff7fa',
        theme_color: '#c2185b',
        lang: 'en-US',
        categories: ['food', 'business', 'productivity'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Fails the build when a mode's first screen loads more compressed JS than its budget (issue 13).
    firstLoadBudgetPlugin(),
    // index.html's stylesheets after its app shell, so the shell paints before they arrive.
    shellHtmlPlugin(),
    // dist/assets/*.br and *.gz beside each hashed file; the server sends them (preCompressed).
    precompressPlugin(),
  ],
});
