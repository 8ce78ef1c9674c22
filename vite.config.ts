import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
// `npm run build:web` builds it, then the prerender entry (--ssr, to dist/prerender), then
// scripts/prerender.ts writes each prerendered page's HTML (decision 027).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [serviceWorker({ publicDir: 'src/web/public' })]),
  ],
  build: isSsrBuild
    ? { outDir: '../../dist/prerender', emptyOutDir: true, sourcemap: false, minify: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Maps are built for debugging, but no file names them: the server serves them only with
        // SERVE_SOURCE_MAPS=true (then a SourceMap header points to them), so browsers never ask
        // for a map that answers 404.
        sourcemap: 'hidden',
        // Which files each page needs: the prerender preloads a page's code beside the entry, and
        // the entry budget (bench/bundle-size.ts) follows the entry's static imports.
        manifest: true,
        // One stylesheet for the whole app, so no chunk lists it as a dependency: Vite's loader
        // would otherwise add a second copy to a prerendered page (which carries it inline) when
        // a page's code loads, and its @property rules then restyle the whole document in one long
        // task. resolveDependencies below cannot drop CSS: Vite adds it back after the filter.
        cssCodeSplit: false,
        modulePreload: {
          // The one stylesheet is in every page already (inline in a prerendered one, linked in
          // index.html): a page's code must not wait for a second copy before it runs.
          resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith('.css')),
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React first, so the icons' group below does not take it in as a dependency.
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                // The icons a page shows come in one file rather than one request per icon.
                {
                  name: 'icons',
                  test: /[\\/]node_modules[\\/]lucide-react[\\/]/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/auth': 'http://localhost:5000' },
  },
}));
