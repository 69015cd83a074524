/**
 * A fake model in a process of its own for bench:server: the test chat server streaming one reply (argv[2], JSON:
 * the scenario), its base URL printed on the first line. Apart from the bench's clients, so that neither's work
 * delays the other's timings.
 */
import { startTestChatServer, type Scenario } from '../__tests__/e2e/support/testChatServer';

void startTestChatServer(JSON.parse(process.argv[2] ?? '{}') as Scenario).then((server) => {
  console.log(server.baseUrl);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
});
