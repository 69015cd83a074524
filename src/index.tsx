import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { buildModelSettings } from './app/buildSettings';
import { RecipeProvider } from './app/RecipeProvider';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

createRoot(container).render(
  <StrictMode>
    <RecipeProvider>
      <App demoMode={buildModelSettings().demo} />
    </RecipeProvider>
  </StrictMode>,
);
