/**
 * The last step of the build: a gzip copy (`name.gz`) beside each script and style sheet of build/client/assets,
 * which the server sends as it is to browsers that accept gzip (server/app.ts) instead of compressing the file
 * for each request.
 *
 * The copies are made with Zopfli, an encoder that spends more time to find a smaller deflate stream that any
 * gzip reader understands: React and the router come out about 3% smaller than at gzip's level 6 and 9, and
 * every page's first visit downloads them. One pass of its search is kept: more passes take several times
 * longer for a tenth of a percent. A file's name holds a hash of its content, so a copy made once is reused
 * from node_modules/.cache by later builds of the same file.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";

const ASSETS = "build/client/assets";
const CACHE = "node_modules/.cache/precompressed-assets";
/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSED = /\.(js|css|map|json|svg|txt)$/;
/** Smaller files are sent as they are (the server's compression leaves them alone too). */
const MIN_BYTES = 1024;

async function gzipCopy(file) {
  const cached = path.join(CACHE, `${path.basename(file)}.gz`);
  if (!fs.existsSync(cached)) {
    const bytes = await gzipAsync(fs.readFileSync(file), { numiterations: 1 });
    fs.writeFileSync(cached, bytes);
  }
  fs.copyFileSync(cached, `${file}.gz`);
}

const started = Date.now();
fs.mkdirSync(CACHE, { recursive: true });
const files = fs
  .readdirSync(ASSETS)
  .filter((name) => COMPRESSED.test(name))
  .map((name) => path.join(ASSETS, name))
  .filter((file) => fs.statSync(file).size >= MIN_BYTES);
await Promise.all(files.map(gzipCopy));
console.log(`${files.length} assets precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
