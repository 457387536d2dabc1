import { PageHeader } from "./page-header";

/** An inner page of running text (About, Privacy, Terms). */
export function ProsePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 leading-relaxed text-slate-700 sm:px-6 dark:text-slate-300 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </>
  );
}
