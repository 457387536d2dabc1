import type { Route } from "./+types/admin";
import { requireAdminPage } from "~/features/auth/guards.server";
import { publicUser } from "~/features/auth/session.server";
import { welcomeName } from "~/features/auth/user";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context, request);
  return { user: publicUser(user) };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-2 px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
        <p className="text-lg text-brand-100">Welcome, {welcomeName(loaderData.user)}</p>
      </div>
    </div>
  );
}
