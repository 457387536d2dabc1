import { Suspense, useId, useRef, useState } from "react";
import { Await } from "react-router";
import { EstimateCalculator, type UsedEstimate } from "~/features/calculator/estimate-calculator";
import { QuoteForm, type QuotePrefill } from "~/features/leads/quote-form";
import type { PublicService } from "~/features/services/service";
import { PRICING, isProjectType } from "~/lib/calculator-pricing";
import { useRootData } from "~/routes/_shared/use-root-data";

/**
 * The service that matches a calculator project type ("Kitchen" finds "Kitchen Remodeling"), else the type's
 * own label, which is what the quote form offers when the services could not be loaded
 * (docs/business-data.md).
 */
function serviceTypeFor(projectType: string, services: PublicService[]): string | undefined {
  if (!isProjectType(projectType)) return undefined;
  const label = PRICING[projectType].label;
  const match = services.find((s) => s.name.toLowerCase().includes(label.toLowerCase()));
  return match ? match.name : label;
}

/**
 * "Get a Quote" on the home page. The services (the form's choices) come as the loader's promise; until
 * they arrive, or if they fail, the form offers the calculator's project types.
 */
export function QuoteSection({ services }: { services: Promise<PublicService[]> }) {
  return (
    <Suspense fallback={<QuotePanels services={[]} />}>
      <Await resolve={services} errorElement={<QuotePanels services={[]} />}>
        {(list) => <QuotePanels services={list} />}
      </Await>
    </Suspense>
  );
}

/** The quote form and the estimate calculator side by side (stacked on phones). */
function QuotePanels({ services }: { services: PublicService[] }) {
  const id = useId();
  const formPanel = useRef<HTMLDivElement>(null);
  const [prefill, setPrefill] = useState<QuotePrefill | null>(null);
  const { user } = useRootData();

  const applyEstimate = ({ projectType, summary, estimate }: UsedEstimate) => {
    setPrefill((previous) => ({
      details: summary,
      serviceType: serviceTypeFor(projectType, services),
      estimate,
      key: (previous?.key ?? 0) + 1,
    }));
    // Stacked on phones, the form sits above the calculator and out of sight: bring it into view.
    const panel = formPanel.current;
    if (panel && panel.getBoundingClientRect().bottom < 0) panel.scrollIntoView({ block: "start" });
  };

  return (
    <section id="quote" className="scroll-mt-16 bg-slate-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">Get a Quote</h2>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
          <div
            ref={formPanel}
            role="region"
            aria-labelledby={`${id}-form-heading`}
            className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-800"
          >
            <h3 id={`${id}-form-heading`} className="text-2xl font-bold">
              Request a Quote
            </h3>
            <QuoteForm services={services} prefill={prefill ?? undefined} defaultEmail={user?.email} />
          </div>
          <EstimateCalculator onUseEstimate={applyEstimate} />
        </div>
      </div>
    </section>
  );
}
