import { RESOURCE_CACHE_CONTROL, robotsTxt } from "~/lib/site-pages";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.config.SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": RESOURCE_CACHE_CONTROL,
    },
  });
}
