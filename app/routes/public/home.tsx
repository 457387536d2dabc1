import { whenVisible } from "~/components/ui/when-visible";
import { HeroSlideshow } from "~/features/hero/hero-slideshow";
import { listGalleryProjects } from "~/features/projects/gallery-projects.server";
import { loadPublicReviews } from "~/features/reviews/public-reviews.server";
import { listActiveServices } from "~/features/services/services.server";
import { loadHomeSeo } from "~/features/settings/home-seo.server";
import { SERVICE_AREA } from "~/features/settings/service-area";
import { geoMeta, keywordsMeta, routeMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

// Below the hero, each section's code (carousels, the calculator, the quote form and its validation, the
// about text) downloads when the visitor scrolls near it: a first visit needs only the hero's.
const ServicesSection = whenVisible(() =>
  import("~/features/services/services-carousel").then((m) => m.ServicesSection),
);
const QuoteSection = whenVisible(() => import("~/routes/_shared/quote-section").then((m) => m.QuoteSection), {
  ahead: "50%",
});
const ProjectsSection = whenVisible(() =>
  import("~/features/projects/projects-section").then((m) => m.ProjectsSection),
);
const ReviewsSection = whenVisible(
  () => import("~/features/reviews/reviews-section").then((m) => m.ReviewsSection),
  { placeholderClassName: "min-h-96" },
);
const AboutSection = whenVisible(() => import("~/routes/_shared/about-section").then((m) => m.AboutSection), {
  placeholderClassName: "min-h-64",
});

const NO_REVIEWS = { reviews: [], summary: { ratingValue: 0, reviewCount: 0 } };

export async function loader({ context }: Route.LoaderArgs) {
  // The services go to <Await> unresolved: the server still waits for them before sending the HTML, and a
  // client-side navigation shows the skeleton meanwhile. Promise.resolve runs the lazy query exactly once;
  // the empty catch only tells Node the rejection is handled (by <Await>'s error element).
  const services = Promise.resolve(listActiveServices(context.db));
  services.catch(() => {});
  // The approved reviews (the section and the structured data show the same ones); none if they fail.
  const reviews = loadPublicReviews(context.db).catch(() => NO_REVIEWS);
  const [projects, publicReviews, seo] = await Promise.all([
    listGalleryProjects(context.db),
    reviews,
    // Search-engine extras must not take the page down with them.
    reviews
      .then((found) => loadHomeSeo(context.db, { siteUrl: context.config.SITE_URL, ...found }))
      .catch(() => null),
  ]);
  return { services, projects, reviews: publicReviews, seo };
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
      <ServicesSection services={loaderData.services} />
      <QuoteSection services={loaderData.services} />
      <ProjectsSection projects={loaderData.projects} />
      <ReviewsSection reviews={loaderData.reviews.reviews} summary={loaderData.reviews.summary} />
      <AboutSection />
    </>
  );
}
