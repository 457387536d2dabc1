import { PageHeader } from "~/components/layout/page-header";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("Project Details");

export default function MyProjectDetails() {
  return <PageHeader title="Project Details" />;
}
