import type { Route } from "./+types/quote";
import { PageHeader } from "~/components/layout/page-header";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Request a Quote",
    description: "Tell us about your project and get a free estimate from a licensed Abilene contractor.",
    path: "/quote",
  });

export default function Quote() {
  return (
    <PageHeader
      title="Request a Quote"
      intro="Tell us about your project and we will get back to you shortly."
    />
  );
}
