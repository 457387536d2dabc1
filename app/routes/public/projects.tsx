import { PageHeader } from "~/components/layout/page-header";
import { listGalleryProjects } from "~/features/projects/gallery-projects.server";
import { ProjectsGallery } from "~/features/projects/projects-gallery";
import { routeMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";

export async function loader({ context }: Route.LoaderArgs) {
  return { projects: await listGalleryProjects(context.db) };
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
        intro="A look at recent work for our neighbors across the Big Country. Choose a category to see more."
      />
      <ProjectsGallery projects={loaderData.projects} priority />
    </>
  );
}
