import type { Route } from "./+types/home";
import { AboutSection } from "~/components/sections/about-section";
import { QuoteSection } from "~/components/sections/quote-section";
import { HeroSlideshow } from "~/features/hero/hero-slideshow";
import { listProjects } from "~/features/projects/projects.server";
import { ProjectsGallery } from "~/features/projects/projects-gallery";
import { ServicesCarousel } from "~/features/services/services-carousel";
import { listActiveServices } from "~/features/services/services.server";
import { loadHomeSeo } from "~/features/settings/home-seo.server";
import { SERVICE_AREA } from "~/features/settings/service-area";
import { geoMeta, keywordsMeta, routeMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const [services, projects] = await Promise.all([listActiveServices(context.db), listProjects(context.db)]);
  return {
    services,
    projects,
    seo: await loadHomeSeo(context.db, { siteUrl: context.config.SITE_URL, services }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...routeMeta(matches, {
    title: "Home Remodeling & Repair in Abilene, TX",
    description:
      "Kitchen and bathroom remodeling, fences, decks, plumbing, electrical and handyman repairs in Abilene, TX and within about 50 miles. Licensed and insured, free estimates.",
    path: "/",
  }),
  keywordsMeta([
    "home remodeling",
    "kitchen remodeling",
    "bathroom remodeling",
    "fence installation",
    "deck building",
    "home repair",
    "contractor",
    ...SERVICE_AREA.cities.map((city) => `${city} ${SERVICE_AREA.stateCode}`),
  ]),
  ...(loaderData?.seo ? geoMeta(loaderData.seo.geo) : []),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSlideshow />
      <ServicesCarousel services={loaderData.services} />
      <QuoteSection services={loaderData.services} />
      <ProjectsGallery projects={loaderData.projects} />
      <AboutSection />
    </>
  );
}
