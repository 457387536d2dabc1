import { ProsePage } from "~/components/layout/prose-page";
import { ButtonLink } from "~/components/ui/button-link";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "About Us",
    description:
      "A licensed and insured Abilene, TX remodeling contractor serving homeowners within about 50 miles: Abilene, Sweetwater, Anson and Merkel.",
    path: "/about",
  });

export default function About() {
  const { contactInfo, yearsInBusiness } = useRootData();
  return (
    <ProsePage title="About Us" intro={`Serving the Abilene area since ${contactInfo.foundedYear}.`}>
      <h2>Our Mission</h2>
      <p>
        For over {yearsInBusiness} years, {contactInfo.businessName} has helped homeowners across the Big
        Country turn worn-out rooms into spaces they love. We do honest work at competitive prices, we show up
        when we say we will, and we stand behind every job.
      </p>
      <h2>Why Choose Us</h2>
      <ul>
        <li>Licensed and insured craftsmen on every job.</li>
        <li>Free estimates and free consultations.</li>
        <li>Competitive pricing, explained up front.</li>
        <li>Satisfaction guaranteed.</li>
      </ul>
      <h2>Where We Work</h2>
      <p>We serve homes within about 50 miles of Abilene, including Abilene, Sweetwater, Anson and Merkel.</p>
      <p>
        <ButtonLink to="/contact" variant="secondary">
          Contact Us Today
        </ButtonLink>
      </p>
    </ProsePage>
  );
}
