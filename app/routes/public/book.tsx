import type { Route } from "./+types/book";
import { PageHeader } from "~/components/layout/page-header";
import { routeMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Book a Service",
    description: "Pick your services, a date and a time, and secure your visit with a card deposit.",
    path: "/book",
  });

export default function Book() {
  return <PageHeader title="Book a Service" intro="Choose your services, a date and a time that suit you." />;
}
