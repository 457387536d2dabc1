import { Suspense } from "react";
import { requireAdminPage } from "~/features/auth/guards.server";
import type { Route } from "./+types/admin-tab";
import { phoneFirstScreen } from "./first-screen.server";
import { inboxPostAction } from "./inbox-posts.server";
import { isJobMediaPost, jobMediaAction } from "./job-media-posts.server";
import { preloadSection, sectionView } from "./section-view";
import { resolveSection } from "./sections";
import { loadSection } from "./sections.server";
import { TabFailure } from "./tab-failure";
import { visitStepAction } from "./visit-step-posts.server";

const sectionOfUrl = (url: string) => resolveSection(new URL(url).searchParams.get("tab"));

// The page's first load: the shown section's chunk is fetched before the page hydrates, so that React takes
// over the section's server-drawn HTML at once and its controls work from the start.
if (typeof document !== "undefined" && /^\/admin\/?$/.test(location.pathname)) {
  await preloadSection(sectionOfUrl(location.href)).catch(() => undefined);
}

/**
 * The section on screen (`?tab=`), drawn on the server: its filters, search, sort and page come from the URL.
 * Only that section's loader module is imported. The shell (admin.tsx) stays when this route fails: its error
 * boundary shows the section's failure only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  phoneFirstScreen(request);
  const section = sectionOfUrl(request.url);
  const params = new URL(request.url).searchParams;
  return { section, data: await loadSection(context.db, section, params, context.config) };
}

/**
 * The back office's forms posted without script: the inbox's (a text reply: inbox-posts.server.ts),
 * the job notes and photos panel's (marked by their address: job-media-posts.server.ts), and a visit's
 * on-site step (Today, a job's page: visit-step-posts.server.ts).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  isJobMediaPost(request)
    ? jobMediaAction(request, context)
    : sectionOfUrl(request.url) === "inbox"
      ? inboxPostAction(request, context)
      : visitStepAction(request, context);

/** Moving to another section: its chunk downloads while the server reads its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), preloadSection(sectionOfUrl(request.url))]);
  return loaded;
}

export default function AdminTab({ loaderData }: Route.ComponentProps) {
  const Section = sectionView(loaderData.section);
  return (
    // No fallback shows: the server's render waits for the chunk, and the browser has it before it draws
    // (fetched before hydration above, or by clientLoader).
    <Suspense fallback={null}>
      {/* The data is what this section's own loader read (sections.server.ts). */}
      <Section data={loaderData.data as never} />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return <TabFailure />;
}
