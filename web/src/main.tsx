// The page's entry: mounts the app on #app.
import { render } from 'preact';
import { App } from './app';
import { startLanguage } from './i18n/i18n';
import './styles.css';

// The first paint is already in the person's language: its catalog is loaded first.
void startLanguage().then(() => {
  const root = document.getElementById('app');
  if (root !== null) render(<App />, root);
});
