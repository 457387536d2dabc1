import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** React Router's module preload hints, as it renders them. */
const PRELOAD = '<link rel="modulepreload"';
const HELD_PRELOAD = '<link data-after-paint="modulepreload"';
/** The type that keeps the hydration script inert until it is started. */
const HELD_TYPE = "module/after-paint";

/**
 * Runs in the browser once the document is parsed: when the first contentful paint is reported (and a task
 * later), the preload hints become real and the hydration script is put back as a module, with the page's
 * nonce, which the CSP requires. It listens for the paint rather than counting frames: frames and timers
 * are what a test's fake clock holds back. A hidden page (a background tab) has no paint to wait for; a
 * browser that does not report paints starts on the frame after the next one.
 */
const START_AFTER_PAINT = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll("link[data-after-paint]").forEach(function(l){l.rel=l.dataset.afterPaint});var held=document.querySelector('script[type="${HELD_TYPE}"]');if(!held)return;var s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;held.replaceWith(s)}function soon(){var c=new MessageChannel();c.port1.onmessage=start;c.port2.postMessage(null)}function afterPaint(){if(document.visibilityState==="hidden")return start();var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start,0)});new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}}).observe({type:"paint",buffered:true})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})()`;

/**
 * The page is rendered on the server, so its scripts only make it interactive: the stylesheet, the fonts
 * and the largest image must not share the first seconds of a phone's bandwidth with them. React Router
 * starts every module of the page at once (preload hints in the head, a module script at the end of the
 * body); this holds both back as the HTML streams out, and a few bytes of inline script start them right
 * after the first contentful paint (docs/decisions/0017-first-visit-javascript.md).
 */
export function scriptsAfterPaint(nonce: string): Transform {
  const moduleScript = `<script nonce="${nonce}" type="module" async="">`;
  const heldScript =
    `<script nonce="${nonce}">${START_AFTER_PAINT}</script>` +
    `<script nonce="${nonce}" type="${HELD_TYPE}">`;
  const rewrite = (text: string) => text.replaceAll(PRELOAD, HELD_PRELOAD).replace(moduleScript, heldScript);
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      // A tag may be cut between two chunks: an unfinished one waits for the rest.
      const start = text.lastIndexOf("<");
      const held = start >= 0 && !text.includes(">", start) ? text.length - start : 0;
      carry = text.slice(text.length - held);
      callback(null, rewrite(text.slice(0, text.length - held)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
