import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { TEXT_CONSENT_SOURCES, TEXT_DIRECTIONS, TEXT_STATUSES } from "~/lib/vocabulary";

/** Status of a customer: new, active (visit in the last 12 months or upcoming), inactive. */
export const CUSTOMER_STATUSES = ["new", "active", "inactive"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A row of GET /api/admin/customers. */
export const adminCustomer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  totalAppointments: z.number(),
  /** Date (yyyy-MM-dd) of the latest appointment, or null. */
  lastAppointment: z.string().nullable(),
  /** Sum of succeeded payments, decimal string. */
  totalSpent: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  createdAt: timestamp,
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

/** Sort keys GET /api/admin/customers accepts (`sort=name`, `sort=-totalSpent`, ...). */
export const CUSTOMER_SORTS = [
  "name",
  "email",
  "totalAppointments",
  "lastAppointment",
  "totalSpent",
  "createdAt",
] as const;

/** How the customer's consent to texts came: the booking form, the estimate, My Projects, a keyword, the owner. */
export const TEXT_CONSENT_SOURCE_LABELS = {
  booking: "the booking form",
  estimate: "the estimate approval",
  account: "My Projects",
  keyword: "a text keyword",
  admin: "the owner",
} as const satisfies Record<(typeof TEXT_CONSENT_SOURCES)[number], string>;

/** GET /api/admin/customers/{id}/texts: the consent to texts and the message log (docs/texts.md). */
export const customerTexts = z.object({
  /** Texts go to this customer now. */
  optIn: z.boolean(),
  /** The number texts go to and replies come from (E.164), or null. */
  phone: z.string().nullable(),
  /** Each ask and each withdrawal, newest first. */
  consents: z.array(
    z.object({
      optIn: z.boolean(),
      source: z.enum(TEXT_CONSENT_SOURCES),
      wording: z.string(),
      phone: z.string().nullable(),
      clientAddress: z.string().nullable(),
      at: timestamp,
    }),
  ),
  /** The latest texts sent and received, newest first. */
  messages: z.array(
    z.object({
      id: z.number(),
      direction: z.enum(TEXT_DIRECTIONS),
      kind: z.string(),
      body: z.string(),
      status: z.enum(TEXT_STATUSES),
      error: z.string().nullable(),
      at: timestamp,
    }),
  ),
});
export type CustomerTexts = z.infer<typeof customerTexts>;
