// The public site's entry: the app with its routes (wouter: small, so the home page stays light on a phone).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The shared styles first, so each feature's own rules come after them and win at equal specificity.
import './app/styles.css';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
