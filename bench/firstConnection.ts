/**
 * `npm run bench:connection`: the first tap on "Get a recipe" on a build that asks the model's server itself, when
 * opening a connection to that server takes time, as on a phone (DNS, TCP and TLS: CONNECTION_SETUP_MS, two round
 * trips of Slow 4G). Chromium's network emulation delays requests, not connections, and the off-the-record browser
 * contexts Playwright makes by default ignore resource hints; so the model's server sits behind a proxy whose every
 * new connection waits CONNECTION_SETUP_MS before it carries bytes, and each run has a fresh persistent profile.
 * Otherwise the phone profile's tap: 4× CPU, Slow 4G, three ingredients typed, the tap 1 s and 300 ms after the
 * panel appears. Medians and ranges of BENCH_RUNS runs (5 unless set); BENCH_ROOT measures another checkout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../__tests__/e2e/support/chromium';
import { startTestChatServer } from '../__tests__/e2e/support/testChatServer';
import { temporaryServedBuild } from './buildApp';
import { PHONE, phoneStreamScenario, tapRunIn } from './phoneProfile';
import { summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const CONNECTION_SETUP_MS = 300;

/** A proxy to `target` on loopback that holds each new connection CONNECTION_SETUP_MS before passing bytes on. */
async function slowToConnect(target: URL): Promise<{ url: string; close: () => void }> {
  const proxy = net.createServer((client) => {
    client.pause();
    setTimeout(() => {
      const upstream = net.connect(Number(target.port), target.hostname, () => {
        client.pipe(upstream).resume();
        upstream.pipe(client);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    }, CONNECTION_SETUP_MS);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}${target.pathname}`, close: () => proxy.close() };
}

async function main() {
  const chat = await startTestChatServer(phoneStreamScenario);
  const proxy = await slowToConnect(new URL(chat.baseUrl));
  const build = await temporaryServedBuild(
    'connection',
    {
      PUBLIC_HF_TOKEN: 'hf_bench',
      HF_ENDPOINT_URL: proxy.url,
      HF_MODEL: 'bench/model',
    },
    {},
  );
  try {
    console.log(`Measuring the first tap through a connection that takes ${CONNECTION_SETUP_MS} ms, ${RUNS} runs…`);
    const rows: Record<string, string> = {};
    for (const waitMs of [1000, 300]) {
      const taps = [];
      for (let run = 0; run < RUNS; run += 1) {
        const profile = mkdtempSync(path.join(os.tmpdir(), 'chef-connection-profile-'));
        const phone = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          ...PHONE,
        });
        try {
          taps.push(await tapRunIn(phone, `${build.site.url}/`, waitMs));
        } finally {
          rmSync(profile, { recursive: true, force: true });
        }
      }
      const cell = ({ median, min, max }: ReturnType<typeof summary>) => `${median} ms (${min}–${max})`;
      rows[`tap ${waitMs} ms after the panel → reply's first byte`] = cell(summary(taps.map((tap) => tap.firstByteMs)));
      rows[`tap ${waitMs} ms after the panel → first recipe text`] = cell(summary(taps.map((tap) => tap.textMs)));
    }
    console.table(rows);
  } finally {
    await build.close();
    proxy.close();
    await chat.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
