import type { Route } from "./+types/projects";
import { PageHeader } from "~/components/layout/page-header";
import { listProjects } from "~/features/projects/projects.server";
import { formatMonthYear } from "~/lib/dates";
import { routeMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  return { projects: await listProjects(context.db) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Our Projects",
    description:
      "Kitchens, bathrooms, fences, fixtures and sheds we have finished for homeowners around Abilene, TX.",
    path: "/projects",
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Our Projects"
        intro="A look at recent work for our neighbors across the Big Country."
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {loaderData.projects.map((project) => (
          <article
            key={project.id}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <img
              src={project.imageUrl}
              alt={project.title}
              width={600}
              height={450}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-5">
              <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-accent-400">
                {project.category}
              </p>
              <h2 className="mt-1 text-lg font-semibold">{project.title}</h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{project.description}</p>
              <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
                {project.location} · {formatMonthYear(project.completionDate)}
              </p>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
