import type { PublicService } from "~/features/services/service";

/** "Get a Quote": the quote form and the estimate calculator side by side. */
export function QuoteSection(_props: { services: PublicService[] }) {
  return (
    <section id="quote" className="scroll-mt-16 bg-slate-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">Get a Quote</h2>
      </div>
    </section>
  );
}
