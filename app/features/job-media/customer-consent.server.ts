/**
 * The customer's tick of the consent box on their job's or visit's page (docs/job-media.md): stored with the
 * time, the address the server trusts, the browser's description, the words shown (with the business's name
 * as it is now) and who ticked it. Someone else's job or visit, or none, is a 404.
 */
import { notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { businessFacts } from "./business-facts.server";
import { consentWording } from "./consent-wording";
import { customerOwner } from "./job-media.server";
import { isJob, type MediaOwner } from "./media-owner";
import { JOB_NOT_FOUND, VISIT_NOT_FOUND } from "./media-owners.server";
import { giveCustomerConsent } from "./portfolio-consents.server";

export interface ConsentingCustomer {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

export async function consentByCustomer(
  db: Db,
  requested: MediaOwner,
  customer: ConsentingCustomer,
  request: { clientAddress: string; userAgent: string },
) {
  const facts = await customerOwner(db, requested, customer.email);
  if (!facts) throw notFound(isJob(requested) ? JOB_NOT_FOUND : VISIT_NOT_FOUND);
  const business = await businessFacts(db);
  const account = [customer.firstName, customer.lastName].filter(Boolean).join(" ").trim();
  return giveCustomerConsent(db, facts.owner, {
    // The name the business knows them by, and the account that ticked the box.
    givenBy: `${account || facts.customer.name} (${customer.email.toLowerCase()})`,
    wording: consentWording(business.name),
    ...request,
  });
}
