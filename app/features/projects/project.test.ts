import { describe, expect, it } from "vitest";
import { filterProjects, projectGallery } from "./project";

describe("projectGallery", () => {
  it("puts the main image first, then the others, without duplicates or empty values", () => {
    expect(
      projectGallery({ imageUrl: "/a.webp", images: ["/b.webp", "", "/a.webp", "  ", "/c.webp", "/b.webp"] }),
    ).toEqual(["/a.webp", "/b.webp", "/c.webp"]);
  });

  it("has no image when there is none", () => {
    expect(projectGallery({ imageUrl: "", images: [] })).toEqual([]);
  });
});

describe("filterProjects", () => {
  const projects = [
    { category: "Kitchen" },
    { category: "Fence" },
    { category: "Other" },
    { category: "Kitchen" },
  ];

  it("keeps every project, Other included, under All Projects", () => {
    expect(filterProjects(projects, "all")).toHaveLength(4);
  });

  it("keeps the projects of one category", () => {
    expect(filterProjects(projects, "Kitchen")).toEqual([{ category: "Kitchen" }, { category: "Kitchen" }]);
    expect(filterProjects(projects, "Sheds")).toEqual([]);
  });
});
