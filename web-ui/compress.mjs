// Pre-compresses the built playground for serve.mjs: FILE.br (brotli, best
// quality) and FILE.gz (gzip -9) beside every text and wasm file of the dist
// directory. The best brotli quality takes seconds per MB, too slow for a
// server to do on start.
//
//   node web-ui/compress.mjs [web-ui/dist]
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";

export const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|svg)$/;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

const dir = process.argv[2] ?? "web-ui/dist";
const files = (await readdir(dir)).filter((f) => COMPRESSIBLE.test(f));
await Promise.all(
  files.map(async (f) => {
    const body = await readFile(join(dir, f));
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    await writeFile(join(dir, `${f}.br`), await br(body, { params }));
    await writeFile(join(dir, `${f}.gz`), await gz(body, { level: 9 }));
  }),
);
console.log(`compressed ${files.length} files in ${dir}`);
