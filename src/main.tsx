import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './hud/app/App';
import { registerAppUpdates } from './platform/register-service-worker';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// After the first render: the service worker (offline play, updates) never delays the first paint.
void registerAppUpdates();
