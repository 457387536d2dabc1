import { data } from "react-router";
import { StatusPage } from "~/components/layout/status-page";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <StatusPage title="404 Page Not Found" text="Did you forget to add the page to the router?" />;
}
