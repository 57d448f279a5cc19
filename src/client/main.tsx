import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { matchRoute } from '../shared/routes';
import { App } from './App';
import { preparePage } from './routes';
import './styles.css';

const root = document.getElementById('root')!;
// The page's chunk and data are loaded before hydrating, so the prerendered HTML is reused without a flash.
const match = matchRoute(window.location.pathname);
await preparePage(match?.route.page ?? 'notFound', match?.params ?? {}, window.location.search);

const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
);
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
