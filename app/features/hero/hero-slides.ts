/** The hero's fixed slides: titles and service labels are fixed texts (docs/pages-and-texts.md). */
export interface HeroSlide {
  title: string;
  service: string;
  subtitle: string;
  /** The largest variant; ResponsiveImage offers the smaller one to narrow screens. */
  image: string;
}

const heroImage = (name: string) => `/images/hero/${name}-1600.webp`;

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: "Transform Your Home Today!",
    service: "Complete Home Remodeling",
    subtitle:
      "From the first sketch to the final walkthrough, one licensed and insured crew takes care of your whole remodel.",
    image: heroImage("hero-remodel"),
  },
  {
    title: "Beautiful Kitchen Renovations",
    service: "Kitchen Remodeling",
    subtitle:
      "Custom cabinets, stone countertops and smart layouts built around the way your family cooks and gathers.",
    image: heroImage("hero-kitchen"),
  },
  {
    title: "Luxurious Bathroom Makeovers",
    service: "Bathroom Remodeling",
    subtitle:
      "Walk-in showers, soaking tubs and careful tile work that turn an everyday bathroom into a retreat.",
    image: heroImage("hero-bathroom"),
  },
  {
    title: "Professional Installation Services",
    service: "Installation Services",
    subtitle:
      "Fences, fixtures, flooring and more, installed right the first time and cleaned up before we leave.",
    image: heroImage("hero-installation"),
  },
];

/** Time each slide stays on screen. */
export const HERO_INTERVAL_MS = 5000;
