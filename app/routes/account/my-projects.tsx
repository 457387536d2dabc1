import type { Route } from "./+types/my-projects";
import { PageHeader } from "~/components/layout/page-header";
import { requireUserPage } from "~/features/auth/guards.server";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("My Projects");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUserPage(context, request);
  return null;
}

export default function MyProjects() {
  return <PageHeader title="My Projects" />;
}
