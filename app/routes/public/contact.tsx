import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/layout/page-header";
import { telHref } from "~/features/settings/contact-info";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/components/layout/use-root-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Contact Us",
    description: "Call, email or send us a message about your home project in Abilene, TX.",
    path: "/contact",
  });

export default function Contact() {
  const { contactInfo } = useRootData();
  return (
    <>
      <PageHeader title="Contact Us" intro="Questions about a project? We are happy to help." />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <section
          aria-labelledby="contact-info"
          className="max-w-md rounded-xl border border-slate-200 p-6 dark:border-slate-800"
        >
          <h2 id="contact-info" className="text-xl font-semibold">
            Contact Information
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold">Address</dt>
              <dd>{contactInfo.address}</dd>
            </div>
            <div>
              <dt className="font-semibold">Phone</dt>
              <dd>
                <a href={telHref(contactInfo.phone)}>{contactInfo.phone}</a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Email</dt>
              <dd>
                <a href={`mailto:${contactInfo.email}`} className="break-all">
                  {contactInfo.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Business Hours</dt>
              <dd>{contactInfo.hours}</dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
