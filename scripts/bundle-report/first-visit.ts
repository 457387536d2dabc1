/** What a first visit to a page downloads as JavaScript, seen by Chromium on a phone-sized screen. */
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "~scripts/chromium";

export interface LoadedScript {
  /** The file's name under /assets/. */
  file: string;
  /** Bytes of the body as sent (gzip), without the response's headers. */
  bytes: number;
}

export async function firstVisitScripts(origin: string, paths: readonly string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const visits = new Map<string, LoadedScript[]>();
  try {
    for (const path of paths) {
      // A fresh context is an empty cache: every file counts, as on a first visit.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const pending: Promise<LoadedScript>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        const file = new URL(response.url()).pathname.replace(/^\/assets\//, "");
        pending.push(
          response
            .request()
            .sizes()
            .then((sizes) => ({ file, bytes: sizes.responseBodySize })),
        );
      });
      await page.goto(origin + path, { waitUntil: "networkidle" });
      visits.set(path, await Promise.all(pending));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return visits;
}
