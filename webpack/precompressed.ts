import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * A .br and a .gz beside each text file, made once at build time at the highest levels (too slow to do per
 * request), for a static host (or `npm run serve`) to send to browsers that accept them.
 */
export const precompressed = () => {
  const test = /\.(js|html|svg|txt|json|webmanifest)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      test,
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
      minRatio: 1,
    }),
    new CompressionPlugin({
      algorithm: 'gzip',
      filename: '[path][base].gz',
      test,
      compressionOptions: { level: 9 },
      minRatio: 1,
    }),
  ];
};
