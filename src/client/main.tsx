import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startTagManager } from './lib/analytics';
import { readPublicConfig } from './lib/public-config';

const config = readPublicConfig(document);
startTagManager(config.gtmId);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
