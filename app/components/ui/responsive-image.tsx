import { createContext, useContext, type ComponentProps } from "react";
import { servedImageUrl } from "~/lib/image-url";

/**
 * Where uploaded images are loaded from: "" (through the app, `/uploads/...`) or the public base of the
 * bucket or CDN, provided once by the root from the configuration.
 */
export const UploadsBaseUrlContext = createContext("");

/** The address the browser loads `url` from (see servedImageUrl). */
export function useServedImageUrl(url: string): string {
  return servedImageUrl(url, useContext(UploadsBaseUrlContext));
}

/**
 * Our images are stored in sized WebP variants named `<name>-<width>.webp`; the stored URL names the
 * largest. This is the one place that knows the naming, so every page gets a srcset for free.
 */
const VARIANT_WIDTHS: Record<string, number[]> = { "1200": [600, 1200], "1600": [800, 1600] };
const VARIANT_PATTERN = /^(\/[^?#]*)-(\d+)\.webp$/;

/** The srcset of a saved image URL; each variant's address goes through servedImageUrl with `uploadsBaseUrl`. */
export function imageSrcSet(src: string, uploadsBaseUrl = ""): string | undefined {
  const match = VARIANT_PATTERN.exec(src);
  const widths = match && VARIANT_WIDTHS[match[2]];
  if (!match || !widths) return undefined;
  return widths.map((w) => `${servedImageUrl(`${match[1]}-${w}.webp`, uploadsBaseUrl)} ${w}w`).join(", ");
}

type Props = Omit<ComponentProps<"img">, "src" | "width" | "height"> & {
  src: string;
  /** Intrinsic size, so the browser reserves the space before the image loads (no layout shift). */
  width: number;
  height: number;
  /** The layout width of the image, for choosing a variant, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load first and eagerly. Everything else is lazy. */
  priority?: boolean;
};

export function ResponsiveImage({ src, sizes, priority = false, alt = "", ...rest }: Props) {
  const uploadsBaseUrl = useContext(UploadsBaseUrlContext);
  const srcSet = imageSrcSet(src, uploadsBaseUrl);
  return (
    <img
      src={servedImageUrl(src, uploadsBaseUrl)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...rest}
    />
  );
}
