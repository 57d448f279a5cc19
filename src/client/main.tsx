import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { matchRoute } from '../shared/routes';
import { App } from './App';
import { loadPage } from './routes';
import './styles.css';

const root = document.getElementById('root')!;
// The page's chunk is loaded before hydrating, so the prerendered HTML is reused without a flash.
await loadPage(matchRoute(window.location.pathname)?.route.page ?? 'notFound');

const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
);
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
