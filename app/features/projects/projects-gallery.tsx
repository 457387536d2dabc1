import type { Project } from "./project";

export function ProjectsGallery({ projects }: { projects: Project[] }) {
  return (
    <section id="projects" className="mx-auto max-w-7xl scroll-mt-16 px-4 py-16 sm:px-6">
      <h2 className="text-3xl font-bold tracking-tight">Our Projects</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((p) => (
          <li key={p.id}>{p.title}</li>
        ))}
      </ul>
    </section>
  );
}
