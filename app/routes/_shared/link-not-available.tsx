import { telHref } from "~/lib/tel-href";
import { useRootData } from "./use-root-data";

/** The page of a secret link that opens nothing (unknown, replaced, voided): why, and the business's phone. */
export function LinkNotAvailable({ title, message }: { title: string; message: string }) {
  const { contactInfo } = useRootData();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{message}</p>
      {contactInfo.phone && (
        <p className="mt-6 text-lg">
          Questions? Call us at{" "}
          <a
            href={telHref(contactInfo.phone)}
            className="font-semibold text-brand-700 underline dark:text-accent-400"
          >
            {contactInfo.phone}
          </a>
          .
        </p>
      )}
    </section>
  );
}
