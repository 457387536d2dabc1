import { describe, expect, it } from "vitest";
import { buildMapEmbedUrl, DEFAULT_MAP_EMBED_URL, mapEmbedOrigin, openInMapsUrl } from "./map-embed";

const place = { latitude: 32.4487, longitude: -99.7331, address: "1250 Pine St, Abilene, TX 79601" };

describe("map embed", () => {
  it("fills the default OpenStreetMap template with a box around the marker", () => {
    const url = new URL(buildMapEmbedUrl(DEFAULT_MAP_EMBED_URL, place));
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(url.searchParams.get("marker")).toBe("32.4487,-99.7331");
    expect(url.searchParams.get("bbox")).toBe("-99.743100,32.442700,-99.723100,32.454700");
  });

  it("URL-encodes the address", () => {
    expect(buildMapEmbedUrl("https://maps.example.com/embed?q={address}&c={lat},{lon}", place)).toBe(
      "https://maps.example.com/embed?q=1250%20Pine%20St%2C%20Abilene%2C%20TX%2079601&c=32.4487,-99.7331",
    );
    expect(openInMapsUrl(place.address)).toContain("query=1250%20Pine%20St");
  });

  it("gives the template's origin for the Content-Security-Policy, and refuses non-http URLs", () => {
    expect(mapEmbedOrigin(DEFAULT_MAP_EMBED_URL)).toBe("https://www.openstreetmap.org");
    expect(mapEmbedOrigin("https://maps.example.com:8443/e?q={address}")).toBe(
      "https://maps.example.com:8443",
    );
    expect(() => mapEmbedOrigin("javascript:alert(1)//{lat}")).toThrow();
    expect(() => mapEmbedOrigin("not a url")).toThrow();
  });
});
