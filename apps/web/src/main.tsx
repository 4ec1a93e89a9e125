import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// the date and time pickers and the file drop zone of the form fields (issue 13)
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
