import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startShell } from './startShell';

const container = document.getElementById('root');
if (container) {
  const shell = startShell();
  createRoot(container).render(<App shell={shell} />);
}
