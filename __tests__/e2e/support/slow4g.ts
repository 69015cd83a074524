/**
 * Slow 4G as Chrome's DevTools define it (150 ms round trip, 1.6 Mbps down, 750 kbps up), in the DevTools
 * Protocol's terms: the network of the phone the benchmarks and the slow-phone browser tests emulate.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
