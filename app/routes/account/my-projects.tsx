import { PageHeader } from "~/components/layout/page-header";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("My Projects");

export default function MyProjects() {
  return <PageHeader title="My Projects" />;
}
