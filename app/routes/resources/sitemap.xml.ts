import { RESOURCE_CACHE_CONTROL, sitemapXml } from "~/lib/site-pages";
import type { Route } from "./+types/sitemap.xml";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.config.SITE_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": RESOURCE_CACHE_CONTROL,
    },
  });
}
