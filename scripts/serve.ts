import { closeGracefully } from '../server/closeGracefully';
import { recipeServer } from '../server/recipeServer';
import { serverConfigFrom } from '../server/serverConfig';

// npm run serve: dist/ (or DIST_DIR) and the recipe service, configured from the environment at start-up.
async function main() {
  const config = serverConfigFrom(process.env);
  const app = await recipeServer({ config, distDir: process.env.DIST_DIR || 'dist' });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ mode: config.mode, model: config.mode === 'demo' ? 'demo chef' : config.model }, 'Serving dist/');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: finishing the recipes in flight, then stopping`);
      closeGracefully(app).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'The server did not stop cleanly');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exitCode = 1;
});
