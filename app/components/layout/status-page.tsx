import { Link } from "react-router";

/** A full-width message for 404 and error pages. */
export function StatusPage({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{text}</p>
      <Link
        to="/"
        className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Return to Homepage
      </Link>
    </section>
  );
}
