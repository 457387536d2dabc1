import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { MapEmbed } from "~/components/ui/map-embed";
import { ContactForm } from "~/features/leads/contact-form";
import { SENT_PARAM } from "~/features/leads/lead-received";
import { formatAddress, getBusinessSettings } from "~/features/settings/settings.server";
import { buildMapEmbedUrl, openInMapsUrl } from "~/lib/map-embed";
import { routeMeta } from "~/lib/seo";
import { telHref } from "~/lib/tel-href";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/contact";
import { leadPageHeaders, postContactMessage } from "./lead-posts.server";

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
  return (
    <>
      <PageHeader title="Contact Us" intro="Questions about a project? We are happy to help." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <section
          aria-labelledby="message-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="message-form-heading" className="text-xl font-semibold">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
            We answer every message within one business day.
          </p>
          <ContactForm
            defaultEmail={user?.email}
            posted={{ refusal: actionData, sent: params.has(SENT_PARAM) }}
          />
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section
            aria-labelledby="contact-info"
            className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
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
          <section aria-labelledby="map-heading">
            <h2 id="map-heading" className="sr-only">
              Map
            </h2>
            <MapEmbed
              src={map?.src ?? null}
              title={`Map of ${contactInfo.address}`}
              openHref={map?.openHref ?? openInMapsUrl(contactInfo.address)}
            />
          </section>
        </div>
      </div>
    </>
  );
}
