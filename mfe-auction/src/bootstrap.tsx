import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import RemoteRoutes from './routes';

// Standalone dev harness: the same providers the shell gives, so this team can work alone.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <RemoteRoutes />
  </BrowserRouter>,
);
