export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.e2eServers ?? []).map((server) => server.close()));
}
