import { startStaticServer } from '../server/staticServer';

// Serves `npm run build`'s dist/ on loopback, the way any static host would, plus the demo provider.
startStaticServer('dist', Number(process.env.PORT) || 4173).then(
  ({ url }) => console.log(`Serving dist/ at ${url}/ (Ctrl+C to stop)`),
  (error: unknown) => {
    console.error('dist/ could not be served:', error);
    process.exitCode = 1;
  },
);
