/**
 * The embedded map of the contact page. MAP_EMBED_URL is a URL template; these placeholders are filled in
 * from the business settings: {lat} and {lon} (decimal degrees), {address} (URL-encoded one-line address)
 * and {bbox} (min lon, min lat, max lon, max lat of a box about 2 km wide around the point, the form
 * OpenStreetMap's embed wants).
 */
export const DEFAULT_MAP_EMBED_URL =
  "https://www.openstreetmap.org/export/embed.html?bbox={bbox}&layer=mapnik&marker={lat},{lon}";

export interface MapPlace {
  latitude: number;
  longitude: number;
  address: string;
}

const PLACEHOLDER = /\{(lat|lon|address|bbox)\}/g;
// Half the box's height and width in degrees: about 1 km north-south; east-west is wider in Texas.
const HALF_HEIGHT = 0.006;
const HALF_WIDTH = 0.01;

export function buildMapEmbedUrl(template: string, place: MapPlace): string {
  const { latitude: lat, longitude: lon } = place;
  const bbox = [lon - HALF_WIDTH, lat - HALF_HEIGHT, lon + HALF_WIDTH, lat + HALF_HEIGHT]
    .map((n) => n.toFixed(6))
    .join(",");
  const values: Record<string, string> = {
    lat: String(lat),
    lon: String(lon),
    address: encodeURIComponent(place.address),
    bbox,
  };
  return template.replace(PLACEHOLDER, (_, name: string) => values[name]);
}

/**
 * The origin the map is served from, for the Content-Security-Policy's frame-src. Throws when the template
 * is not an http(s) URL once filled in.
 */
export function mapEmbedOrigin(template: string): string {
  const url = new URL(template.replace(PLACEHOLDER, "0"));
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError("not an http(s) URL");
  return url.origin;
}

/** A link that opens the address in the visitor's map app or site (phones hand it to their maps app). */
export function openInMapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
