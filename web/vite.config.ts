import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { visualizer } from 'rollup-plugin-visualizer'
import { precompress } from './build-plugins/precompress'
import { FIRST_REQUESTS_ENTRY, preloadStartScreen } from './build-plugins/preload-start-screen'
import { defineConfig } from 'vitest/config'

// The shop server answers every API, file and socket path; the dev server only serves the SPA.
const backend = 'http://localhost:3000'

/**
 * The shop's catalogue folder (data/ beside web/), which a few tests read as `@data/…?raw`. The
 * mutation run tests a copy of web/ further down (web/.stryker-tmp/<shard>/sandbox-…), where a
 * relative ../data is missing: the test file then fails to load and Stryker drops it without a
 * word. The nearest folder up the tree that holds data/ is found from either.
 */
function shopDataDir (): string {
  let dir = fileURLToPath(new URL('.', import.meta.url))
  while (!existsSync(join(dir, 'data', 'challenges.yml')) && dirname(dir) !== dir) dir = dirname(dir)
  return join(dir, 'data')
}

export default defineConfig({
  // Relative asset URLs keep the build working wherever the server mounts web/dist.
  base: './',
  plugins: [
    react(),
    preloadStartScreen(),
    precompress(),
    // `npm run bench` asks for the bundle analyzer: a treemap to open and the raw figures it summarises.
    ...(process.env.BUNDLE_REPORT
      ? [
          visualizer({ filename: '../reports/bundle/treemap.html', template: 'treemap', gzipSize: true, brotliSize: true }),
          visualizer({ filename: '../reports/bundle/modules.json', template: 'raw-data', gzipSize: true })
        ]
      : [])
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@data': shopDataDir() }
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry bundles React, MUI and the shell (~700 kB raw); the budget that matters is gzip (≤ 250 kB).
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // The first requests are an entry of their own, so index.html can run them before the main bundle has loaded.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), [FIRST_REQUESTS_ENTRY]: fileURLToPath(new URL('./src/app/first-requests.ts', import.meta.url)) }
    }
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/rest': backend,
      '/api': backend,
      '/ftp': backend,
      '/assets/public': backend,
      '/redirect': backend,
      '/socket.io': { target: backend, ws: true }
    }
  },
  preview: { port: 4173 },
  test: {
    // Pure functions run in Node; component tests (*.test.tsx) ask for happy-dom in their first line.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    environmentOptions: {
      happyDOM: {
        url: 'http://shop.test/',
        // The app's own start-up (the translations src/lib/i18n.ts loads on import) fetches assets
        // before a test's MSW server listens; served from public/ they never reach the network.
        settings: { fetch: { virtualServers: [{ url: 'http://shop.test/assets/', directory: fileURLToPath(new URL('./public/assets', import.meta.url)) }] } }
      }
    },
    // A screen test clicks through a form; on a loaded machine that can take seconds.
    testTimeout: 60_000,
    // Component tests spend much of their time waiting (MSW answers, findBy… polling, a form's
    // debounce), so twice as many workers as cores keep the cores busy: on two cores the suite of
    // 149 files took 266 s with four workers against 417 s with the default.
    maxWorkers: '200%'
  }
})
