import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startShell, type StartOptions } from './startShell';

/** Starts the shell and renders the whole site into #root. */
export function mountShell(options: StartOptions = {}): void {
  const container = document.getElementById('root');
  if (!container) return;
  const shell = startShell(options);
  createRoot(container).render(<App shell={shell} />);
}
