export default async function globalTeardown(): Promise<void> {
  await Promise.all([globalThis.e2eServers?.chat.close(), globalThis.e2eServers?.app.close()]);
}
