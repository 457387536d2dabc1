import { describe, expect, it } from "vitest";
import { renderFirst } from "~tests/support/render-html";
import type { GalleryProject } from "./project";
import { ProjectsGallery } from "./projects-gallery";

const project = (id: number, category = "Kitchen"): GalleryProject => ({
  id,
  title: `Project ${id}`,
  description: "A finished project.",
  category,
  imageUrl: `/p${id}.webp`,
  images: [],
  location: "Abilene, TX",
  completionDate: "2026-03-28",
  completedMonth: "March 2026",
});

describe("ProjectsGallery", () => {
  it("says the gallery is being updated when there is no project", () => {
    const html = renderFirst(<ProjectsGallery projects={[]} />);
    expect(html).toContain("Our project gallery is being updated.");
  });

  it("has no arrows, dots or pause control for three projects or fewer", () => {
    const html = renderFirst(<ProjectsGallery projects={[project(1), project(2), project(3)]} />);
    expect(html).not.toContain("Next projects");
    expect(html).not.toContain("Show projects slide");
    expect(html).not.toContain("Pause projects carousel");
    expect(html).toContain('<time dateTime="2026-03-28">March 2026</time>');
  });

  it("makes a slide of three and a dot per slide for more than three", () => {
    const html = renderFirst(<ProjectsGallery projects={[1, 2, 3, 4, 5, 6, 7].map((id) => project(id))} />);
    expect(html).toContain("Next projects");
    expect(html).toContain("Show projects slide 3 of 3");
    expect(html).not.toContain("Show projects slide 4");
  });
});
