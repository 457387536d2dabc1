import { ButtonLink } from "~/components/ui/button-link";
import { useRootData } from "~/routes/_shared/use-root-data";

/** The home page's About section. */
export function AboutSection() {
  const { contactInfo, yearsInBusiness } = useRootData();
  return (
    <section id="about" className="scroll-mt-16 bg-brand-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">About {contactInfo.businessName}</h2>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          Serving the Abilene area since {contactInfo.foundedYear}, with over {yearsInBusiness} years of
          licensed and insured remodeling and repair work across the Big Country.
        </p>
        <div className="mt-8">
          <ButtonLink to="/contact" variant="secondary">
            Contact Us Today
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
