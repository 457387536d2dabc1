import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { MapEmbed } from "~/components/ui/map-embed";
import { TitledSection } from "~/components/ui/titled-section";
import { whenUsed } from "~/components/ui/when-used";
import { sentReference } from "~/features/leads/lead-received";
import { formatAddress, getBusinessSettings } from "~/features/settings/settings.server";
import { buildMapEmbedUrl, openInMapsUrl } from "~/lib/map-embed";
import { routeMeta } from "~/lib/seo";
import { telHref } from "~/lib/tel-href";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/contact";
import { leadPageHeaders, postContactMessage } from "./lead-posts.server";

// The form's code (its checks, its calls and their libraries) loads when the visitor starts to use it: the
// form posts natively until then, and a first visit needs only the page's own script.
const ContactForm = whenUsed(() => import("~/features/leads/contact-form").then((m) => m.ContactForm), {
  placeholderClassName: "min-h-[34rem]",
});

export async function loader({ context }: Route.LoaderArgs) {
  // No settings (or no database): no map frame, but the map link still finds the address on the card.
  const settings = await getBusinessSettings(context.db).catch(() => undefined);
  if (!settings) return { map: null };
  const address = formatAddress(settings);
  return {
    map: {
      src: buildMapEmbedUrl(context.config.MAP_EMBED_URL, {
        latitude: Number(settings.latitude),
        longitude: Number(settings.longitude),
        address,
      }),
      openHref: openInMapsUrl(address),
    },
  };
}

/** The message form posted without script (before the page's script has loaded, or without it). */
export function action({ request, context }: Route.ActionArgs) {
  return postContactMessage(request, context);
}

export const headers = leadPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Contact Us",
    description: "Call, email or send us a message about your home project in Abilene, TX.",
    path: "/contact",
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { contactInfo, user } = useRootData();
  const [params] = useSearchParams();
  const map = loaderData.map;
  const contactRows = [
    { label: "Address", value: contactInfo.address },
    { label: "Phone", value: <a href={telHref(contactInfo.phone)}>{contactInfo.phone}</a> },
    {
      label: "Email",
      value: (
        <a href={`mailto:${contactInfo.email}`} className="break-all">
          {contactInfo.email}
        </a>
      ),
    },
    { label: "Business Hours", value: contactInfo.hours },
  ];
  return (
    <>
      <PageHeader title="Contact Us" intro="Questions about a project? We are happy to help." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <TitledSection
          title="Send us a message"
          intro="We answer every message within one business day."
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900"
          titleClassName="text-xl font-semibold"
          introClassName="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400"
        >
          <ContactForm defaultEmail={user?.email} refusal={actionData} sent={sentReference(params)} />
        </TitledSection>

        <div className="space-y-6 lg:col-span-2">
          <TitledSection
            title="Contact Information"
            className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
            titleClassName="text-xl font-semibold"
          >
            <dl className="mt-4 space-y-3 text-sm">
              {contactRows.map(({ label, value }) => (
                <div key={label}>
                  <dt className="font-semibold">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </TitledSection>
          <TitledSection title="Map" titleClassName="sr-only">
            <MapEmbed
              src={map?.src ?? null}
              title={`Map of ${contactInfo.address}`}
              openHref={map?.openHref ?? openInMapsUrl(contactInfo.address)}
            />
          </TitledSection>
        </div>
      </div>
    </>
  );
}
