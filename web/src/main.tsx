// The page's entry: mounts the app on #app.
import { render } from 'preact';
import { App } from './app';
import './styles.css';

const root = document.getElementById('app');
if (root !== null) render(<App />, root);
