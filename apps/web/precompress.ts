import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text the browser downloads; source maps are left alone (they are not for every visitor). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz beside every compressible file of the build, at the highest levels
 * (done once here, not per request). The server sends them to browsers that accept them
 * (@fastify/static `preCompressed`), so the app's JavaScript crosses the network compressed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hrt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.readFile(full);
            if (content.length < MIN_BYTES) return;
            const [gz, br] = await Promise.all([
              gzip(content, { level: 9 }),
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ]);
            await Promise.all([fs.writeFile(`${full}.gz`, gz), fs.writeFile(`${full}.br`, br)]);
          }),
      );
    },
  };
}
