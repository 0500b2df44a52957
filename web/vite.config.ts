/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The Rust backend (`bobine serve`, default `BOBINE_ADDR`). */
const backend = 'http://127.0.0.1:8080';

/** Where index.html's inline script lists the home route's chunks (an empty list in dev). */
const HOME_CHUNKS_MARKER = '/* home route chunks */ []';

/**
 * Writes into index.html's inline script the JavaScript files of the home route (its
 * chunk and the chunks it imports), so that a visit to /home fetches them at once
 * rather than after the entry chunk has run.
 */
function homeRouteChunks(): Plugin {
  return {
    name: 'bobine-home-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const home = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/app/routes/home.tsx'),
        );
        if (!home || !html.includes(HOME_CHUNKS_MARKER)) {
          throw new Error('index.html or the home route chunk is missing its marker');
        }
        const entry = chunks.find((chunk) => chunk.isEntry);
        // What the entry already loads needs no second mention.
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          files.push(`/${fileName}`);
          for (const dep of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            visit(dep);
          }
        };
        visit(home.fileName);
        return html.replace(HOME_CHUNKS_MARKER, JSON.stringify(files));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), homeRouteChunks()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/healthz': backend,
      '/readyz': backend,
      '/metrics': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
