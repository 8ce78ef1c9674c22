import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), serviceWorker({ publicDir: 'src/web/public' })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are built for debugging, but no file names them: the server serves them only with
    // SERVE_SOURCE_MAPS=true (then a SourceMap header points to them), so browsers never ask for
    // a map that answers 404.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/auth': 'http://localhost:5000' },
  },
});
