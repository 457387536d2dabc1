import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { close } from "~/components/ui/icons/close";
import { lock } from "~/components/ui/icons/lock";
import { mapPin } from "~/components/ui/icons/map-pin";
import { Icon } from "./icon";

describe("Icon", () => {
  it("is decorative by default: hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon icon={close} size={16} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('width="16"');
    expect(html).toContain('d="M18 6 6 18M6 6l12 12"');
    expect(html).not.toContain("role=");
  });

  it("is announced as an image when it has a label", () => {
    const html = renderToStaticMarkup(<Icon icon={lock} label="Secure" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Secure"');
    expect(html).not.toContain("aria-hidden");
  });

  it("lets the caller override the entry's stroke", () => {
    const html = renderToStaticMarkup(<Icon icon={mapPin} strokeWidth={1.8} />);
    expect(html).toContain('stroke-width="1.8"');
    expect(html).not.toContain('stroke-width="2"');
  });
});
