import './zodConfig.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n/index.ts';
import './styles/global.css';
import App from './App.tsx';

const root = document.getElementById('root');
if (root) {
  // The shell in index.html stays until the words of the start language are there.
  void languageReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
