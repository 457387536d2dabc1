import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";

const inRouter = (element: ReactNode) => (
  <RouterProvider router={createMemoryRouter([{ path: "/", element }])} />
);

/** The server HTML of an element once everything it waits for has settled (as our server sends pages). */
export async function renderSettled(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(inRouter(element));
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The first HTML of an element, with Suspense fallbacks where data is still pending. */
export function renderFirst(element: ReactNode): string {
  return renderToString(inRouter(element));
}
