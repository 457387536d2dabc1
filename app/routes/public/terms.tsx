import { ProsePage } from "~/components/layout/prose-page";
import { routeMeta } from "~/lib/seo";
import { useRootData } from "~/routes/_shared/use-root-data";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Terms of Service",
    description: "The terms for booking and cancelling services, estimates and payments.",
    path: "/terms",
  });

export default function Terms() {
  const { contactInfo } = useRootData();
  return (
    <ProsePage title="Terms of Service">
      <p>By booking a service with {contactInfo.businessName} you agree to the terms below.</p>
      <h2>Estimates and Pricing</h2>
      <p>
        Online prices and calculator results are estimates. Your final price is confirmed after we see the
        work in person. Estimates and consultations are free.
      </p>
      <h2>Deposits and Payment</h2>
      <p>
        Online bookings are secured with a deposit paid by card through our payment provider. The remaining
        balance is due when the work is complete.
      </p>
      <h2>Cancellation Policy</h2>
      <p>
        Appointments must be cancelled at least 24 hours before the scheduled service. Late cancellations may
        incur fees.
      </p>
      <h2>Our Guarantee</h2>
      <p>
        We are licensed and insured, and your satisfaction is guaranteed. If something is not right, call us
        at {contactInfo.phone} and we will make it right.
      </p>
    </ProsePage>
  );
}
