import type { Route } from "./+types/my-project-details";
import { PageHeader } from "~/components/layout/page-header";
import { requireUserPage } from "~/features/auth/guards.server";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("Project Details");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Whose appointment it is gets checked with canSeeAppointment when the page shows one.
  await requireUserPage(context, request);
  return null;
}

export default function MyProjectDetails() {
  return <PageHeader title="Project Details" />;
}
