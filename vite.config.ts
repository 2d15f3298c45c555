/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { toolSummaries } from './scripts/tool-summaries-plugin.mjs'
import { EXTRAS_CACHE, offlinePrecache } from './scripts/offline-precache-plugin.mjs'

/**
 * D21: the production build carries a Content-Security-Policy. Scripts only from the app itself
 * (no 'unsafe-inline', no 'unsafe-eval'; 'wasm-unsafe-eval' for hash-wasm and QuickJS), images only
 * from the app, data: and blob:. connect-src stays open because the API tools call the user's own
 * URLs, and only when the user presses Send. The dev server skips it: Vite's HMR needs inline code.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  'connect-src * data: blob:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

function contentSecurityPolicy(): Plugin {
  return {
    name: 'devtools-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
      )
    },
  }
}

/**
 * D27: offline and installable. Workbox (generateSW) writes dist/sw.js after the bundle, precaching
 * the core of the build (the shell, every tool's screen, every engine a tool's default action
 * needs: lazy chunks, workers, wasm, fonts, icons, the manifest), so after one visit every tool
 * opens with no network. Issue 32 item 13: the heavy extras only another choice needs (FIGlet
 * fonts, faker locales, AVIF, the Benchmarks page; scripts/offline-precache-plugin.mjs) stay out
 * of the precache, which is half the size; offline.json lists them, the service worker caches each
 * on first use (CacheFirst: the app's own hashed names only), and "Make every tool available
 * offline" fetches them all. No other runtime caching: API responses and other origins go to the
 * network untouched. registerType 'prompt': a new build waits until the user presses
 * "Reload to update" (src/app/pwa/register.ts); nothing reloads by itself. The registration is
 * our own bundled code (injectRegister: null), so the CSP needs no inline script.
 */
function offline() {
  const extras = offlinePrecache()
  return [extras.plugin, VitePWA({
    registerType: 'prompt',
    injectRegister: null,
    // The icons and every other file come from the glob below; the plugin adds the manifest itself.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'DevTools Box',
      short_name: 'DevTools Box',
      description: 'Developer utilities that run entirely in your browser.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2563eb',
      lang: 'en',
      categories: ['developer', 'utilities', 'productivity'],
      icons: [
        { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      // Text shared to the installed app opens it at /?title=&text=&url=; src/app/pwa/share-target.ts
      // hands it to the palette's detection (D25). The action is inside the scope, as the spec asks.
      share_target: { action: '/', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
    },
    workbox: {
      globPatterns: ['**/*'],
      globIgnores: ['**/*.map', '**/node_modules/**/*', 'manifest.webmanifest'],
      // The biggest chunks (prettier's plugins, the QuickJS single-file build) are several MB.
      maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // The first visit's page is taken over as soon as the precache is complete, so it keeps
      // working offline; a later build still waits for the user (no skipWaiting).
      clientsClaim: true,
      skipWaiting: false,
      manifestTransforms: [extras.manifestTransform],
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: EXTRAS_CACHE },
        },
      ],
    },
  })]
}

/**
 * Chunk file names safe in a URL as written: figlet's fonts are named like "ANSI Shadow", and a
 * space became `%20` in the service worker's precache list (and in every request for the chunk).
 * Rolldown's own rule (NUL, `?`, `*`) is kept.
 */
const sanitizeFileName = (name: string) => name.replace(/[\0?*]/g, '_').replace(/[\s#%]+/g, '-')

export default defineConfig({
  plugins: [toolSummaries(), react(), tailwindcss(), contentSecurityPolicy(), offline()],
  worker: { format: 'es', rolldownOptions: { output: { sanitizeFileName } } },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        sanitizeFileName,
        // The editor is shared by the tools that show code; a named chunk makes it easy to see in
        // the network panel (and in the e2e check that the home page never loads it).
        codeSplitting: {
          groups: [{ name: 'codemirror', test: /node_modules[\\/](@codemirror|@lezer|style-mod|w3c-keyname|crelt)[\\/]/ }],
        },
      },
    },
  },
  preview: { host: '127.0.0.1' },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
    environment: 'node',
    // Several tests do real work (a 50,000-line diff, the zxcvbn dictionaries, 1 MB of CSV): on a
    // busy 2-core machine they took over Vitest's 5 s default without being wrong.
    testTimeout: 30_000,
  },
})
