import { useMatches } from "react-router";
import { serializeJsonLd } from "~/lib/json-ld";

/**
 * The structured data (JSON-LD) of the matched routes: a route offers it as `seo.structuredData` in its
 * loader data. Rendered in <head> with the response's CSP nonce, its JSON escaped so it cannot end the tag.
 */
export function StructuredData({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  return matches.map((match) => {
    const data = match.loaderData as { seo?: { structuredData?: unknown } | null } | undefined;
    const structuredData = data?.seo?.structuredData;
    if (!structuredData) return null;
    return (
      <script
        key={match.id}
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }}
      />
    );
  });
}
