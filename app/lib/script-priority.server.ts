import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The page is rendered on the server, so its scripts only make it interactive: the stylesheet and the
 * largest image must not wait behind them. React Router preloads every module the page needs at the
 * browser's high priority (and has no option for it); this lowers those hints as the HTML streams out, so
 * that on a slow phone the first paint and the hero image get the bandwidth first and the scripts follow.
 */
export function lowerModulePreloadPriority(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      // A tag may be cut between two chunks: hold back an ending that could be the start of one.
      const start = text.lastIndexOf("<");
      const held = start >= 0 && PRELOAD.startsWith(text.slice(start)) ? text.length - start : 0;
      carry = text.slice(text.length - held);
      callback(null, rewrite(text.slice(0, text.length - held)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
