import { TitledSection } from "~/components/ui/titled-section";

/** The business's phone and email, for questions about a visit or a payment. */
export interface SupportContact {
  phone: string;
  phoneHref: string;
  email: string;
}

export function ContactSupport({ contact }: { contact: SupportContact }) {
  return (
    <TitledSection
      title="Contact Support"
      intro="Questions about this visit? We are glad to help."
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      titleClassName="font-semibold"
      introClassName="mt-1 text-sm text-slate-600 dark:text-slate-400"
    >
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          Call{" "}
          <a href={contact.phoneHref} className="font-semibold text-brand-700 underline dark:text-accent-400">
            {contact.phone}
          </a>
        </li>
        <li>
          Email{" "}
          <a
            href={`mailto:${contact.email}`}
            className="font-semibold break-all text-brand-700 underline dark:text-accent-400"
          >
            {contact.email}
          </a>
        </li>
      </ul>
    </TitledSection>
  );
}
