import { ProsePage } from "~/components/layout/prose-page";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Privacy Policy",
    description: "How we collect, use and protect the information you share with us.",
    path: "/privacy",
  });

export default function Privacy() {
  const { contactInfo } = useRootData();
  return (
    <ProsePage title="Privacy Policy">
      <p>
        {contactInfo.businessName} respects your privacy. This policy explains what we collect when you use
        this website and how we use it.
      </p>
      <h2>What We Collect</h2>
      <ul>
        <li>
          The name, email, phone number and project details you send in quote requests, messages and bookings.
        </li>
        <li>Your appointment history when you book a service or sign in to My Projects.</li>
        <li>Payment status from our card payment provider. We never see or store your full card number.</li>
      </ul>
      <h2>How We Use It</h2>
      <p>
        We use your information only to answer your requests, schedule and perform your work, take payment and
        keep our business records. We do not sell your information.
      </p>
      <h2>Your Choices</h2>
      <p>
        You can ask us to see, correct or delete your information at any time by writing to{" "}
        <a href={`mailto:${contactInfo.email}`} className="underline">
          {contactInfo.email}
        </a>
        .
      </p>
    </ProsePage>
  );
}
