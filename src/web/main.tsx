// First: configure zod before anything loads it (see the module).
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { adoptEarlySessionRead } from './features/auth/api/early-session-read.ts';
import { queryClient } from './lib/api-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

adoptEarlySessionRead(queryClient);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
