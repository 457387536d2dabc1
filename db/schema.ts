/**
 * The data model. Money is numeric(10,2); timestamps are timestamptz;
 * appointment date/time are the business's local (America/Chicago) calendar date and wall-clock time.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  APPOINTMENT_STATUSES,
  CANCELLED_BY,
  CHANGE_ORDER_BILLINGS,
  CHANGE_ORDER_STATUSES,
  DEPOSIT_KINDS,
  ESTIMATE_STATUSES,
  INBOX_STATUSES,
  INVOICE_STATUSES,
  INVOICE_TERMS,
  MILESTONE_DUES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PHOTO_STAGES,
  PORTFOLIO_CONSENT_KINDS,
  PRICE_UNITS,
  PROJECT_CATEGORIES,
  REFUND_REASONS,
  REFUND_STATUSES,
  REVIEW_STATUSES,
  SERVICE_CATEGORIES,
  TEXT_CONSENT_SOURCES,
  TEXT_DIRECTIONS,
  TEXT_STATUSES,
} from "~/lib/vocabulary";

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** What the appointment search matches: the searchable fields, lower-cased, a line break apart. */
export const APPOINTMENT_SEARCH_TEXT = sql.raw(
  "lower(name || E'\\n' || email || E'\\n' || phone || E'\\n' || service_name)",
);

/**
 * What the Invoices list's search matches: the customer's name and email and the number, lower-cased, a
 * space apart (the database function invoice_search, migration 0020_invoice_tallies.sql, writes the same).
 */
export const INVOICE_SEARCH_TEXT = sql.raw(
  "lower(customer_name || ' ' || customer_email || ' ' || coalesce(number, ''))",
);

/** What the customer search matches: name, email and phone, lower-cased, a line break apart. */
export const CUSTOMER_SEARCH_TEXT = sql.raw("lower(name || E'\\n' || email || E'\\n' || phone)");
/** The phone's digits alone, for a search typed as a phone number. */
export const CUSTOMER_PHONE_DIGITS = sql.raw("regexp_replace(phone, '\\D', '', 'g')");

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

export const services = pgTable(
  "services",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category"),
    imageUrl: text("image_url").notNull(),
    basePrice: money("base_price").notNull().default("0.00"),
    priceUnit: text("price_unit").notNull().default("fixed"),
    isActive: boolean("is_active").notNull().default(true),
    stripeProductId: text("stripe_product_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("services_base_price_non_negative", sql`${t.basePrice} >= 0`),
    check("services_price_unit_known", inList("price_unit", PRICE_UNITS)),
    check("services_category_known", sql`category is null or ${inList("category", SERVICE_CATEGORIES)}`),
    index("services_active_order_idx").on(t.isActive, t.sortOrder, t.id),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url").notNull(),
    location: text("location").notNull().default("Abilene, TX"),
    completionDate: date("completion_date").notNull(),
    // A project published from a job (app/features/job-media): the job and the consent it was published with.
    sourceEstimateId: integer("source_estimate_id").references((): AnyPgColumn => estimates.id, {
      onDelete: "set null",
    }),
    sourceBookingId: integer("source_booking_id").references((): AnyPgColumn => bookings.id, {
      onDelete: "set null",
    }),
    consentId: integer("consent_id").references((): AnyPgColumn => portfolioConsents.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("projects_category_known", inList("category", PROJECT_CATEGORIES)),
    check("projects_completion_date_range", sql`${t.completionDate} >= '1900-01-01'`),
    index("projects_completion_date_idx").on(t.completionDate.desc(), t.id),
  ],
);

/** The extra images of a project, in display order (the main image is projects.image_url). */
export const projectImages = pgTable(
  "project_images",
  {
    id: id(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("project_images_project_position_idx").on(t.projectId, t.position)],
);

/** The business's facts: one row (id = 1), edited in the admin Settings tab, read by every page. */
export const businessSettings = pgTable(
  "business_settings",
  {
    id: integer("id").primaryKey().default(1),
    businessName: text("business_name").notNull(),
    foundedYear: integer("founded_year").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    streetAddress: text("street_address").notNull(),
    city: text("city").notNull(),
    region: text("region").notNull(),
    postalCode: text("postal_code").notNull(),
    latitude: numeric("latitude", { precision: 9, scale: 6 }).notNull(),
    longitude: numeric("longitude", { precision: 9, scale: 6 }).notNull(),
    hours: text("hours").notNull(),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    websiteUrl: text("website_url"),
    slotCapacity: integer("slot_capacity").notNull().default(1),
    // What a new estimate starts with (the Estimates tab can change each estimate's own).
    estimateTerms: text("estimate_terms").notNull().default(""),
    estimateDepositKind: text("estimate_deposit_kind").notNull().default("percent"),
    estimateDepositValue: money("estimate_deposit_value").notNull().default("30.00"),
    estimateValidDays: integer("estimate_valid_days").notNull().default(30),
    /** When a new invoice is due (INVOICE_TERMS). */
    invoiceTerms: text("invoice_terms").notNull().default("net_15"),
    /** A payment schedule's invoices (a milestone's, the completion's) are sent at once, not kept as drafts. */
    scheduleInvoicesSent: boolean("schedule_invoices_sent").notNull().default(false),
    /** The most a booking asks online as its deposit (the rest is invoiced); null: no cap. */
    bookingDepositCap: money("booking_deposit_cap"),
    /** The days an unpaid invoice's reminders go, counted from its due date (-3: three days before it). */
    invoiceReminderDays: integer("invoice_reminder_days")
      .array()
      .notNull()
      .default(sql`'{-3,1,7,14}'::integer[]`),
    // When visits may be booked (with opening_hours and days_off): the business days of notice a booking
    // needs (1: from the next business day on) and how many days ahead the calendar reaches.
    minNoticeDays: integer("min_notice_days").notNull().default(1),
    horizonDays: integer("horizon_days").notNull().default(90),
    /** How long before a visit its reminder mail goes out. */
    reminderLeadHours: integer("reminder_lead_hours").notNull().default(24),
    /** The terms' window: a customer may move or cancel (and be refunded) until this long before the visit. */
    cancelWindowHours: integer("cancel_window_hours").notNull().default(24),
    // The owner's calendar feed: its token is derived from this nonce and the site's secret; a new nonce
    // revokes the old address. Null until the feed is first shown.
    calendarFeedNonce: text("calendar_feed_nonce"),
    // Which alerts the owner gets by mail (docs/mail.md): each is checked when its mail is about to go.
    alertQuoteRequests: boolean("alert_quote_requests").notNull().default(true),
    alertMessages: boolean("alert_messages").notNull().default(true),
    alertBookings: boolean("alert_bookings").notNull().default(true),
    alertVisitChanges: boolean("alert_visit_changes").notNull().default(true),
    alertEstimateViews: boolean("alert_estimate_views").notNull().default(true),
    alertReviews: boolean("alert_reviews").notNull().default(true),
    // The same alerts by text to the owner's mobile (E.164), when on (docs/texts.md).
    alertTexts: boolean("alert_texts").notNull().default(false),
    ownerMobile: text("owner_mobile"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("business_settings_single_row", sql`${t.id} = 1`),
    check("business_settings_founded_year", sql`${t.foundedYear} between 1900 and 2100`),
    check("business_settings_slot_capacity", sql`${t.slotCapacity} >= 1`),
    check("business_settings_estimate_deposit_kind", inList("estimate_deposit_kind", DEPOSIT_KINDS)),
    check("business_settings_estimate_valid_days", sql`${t.estimateValidDays} between 1 and 365`),
    check("business_settings_min_notice_days", sql`${t.minNoticeDays} between 0 and 60`),
    check("business_settings_horizon_days", sql`${t.horizonDays} between 1 and 365`),
    check("business_settings_reminder_lead_hours", sql`${t.reminderLeadHours} between 1 and 168`),
    check("business_settings_cancel_window_hours", sql`${t.cancelWindowHours} between 0 and 168`),
  ],
);

/**
 * The weekly hours visits are offered: one row a working weekday (0 Sunday through 6 Saturday) with its first
 * and last hourly slot; a weekday without a row is closed.
 */
export const openingHours = pgTable(
  "opening_hours",
  {
    weekday: smallint("weekday").primaryKey(),
    firstSlot: text("first_slot").notNull(),
    lastSlot: text("last_slot").notNull(),
  },
  (t) => [
    check("opening_hours_weekday", sql`${t.weekday} between 0 and 6`),
    check(
      "opening_hours_slot_format",
      sql`${t.firstSlot} ~ '^[0-2][0-9]:00$' and ${t.lastSlot} ~ '^[0-2][0-9]:00$'`,
    ),
    check("opening_hours_order", sql`${t.firstSlot} <= ${t.lastSlot}`),
  ],
);

/**
 * The hours a weekday had when it was closed, so that opening it again offers them back (a closed weekday
 * has no opening_hours row, and nothing else reads these).
 */
export const closedWeekdayHours = pgTable(
  "closed_weekday_hours",
  {
    weekday: smallint("weekday").primaryKey(),
    firstSlot: text("first_slot").notNull(),
    lastSlot: text("last_slot").notNull(),
  },
  (t) => [
    check("closed_weekday_hours_weekday", sql`${t.weekday} between 0 and 6`),
    check("closed_weekday_hours_order", sql`${t.firstSlot} <= ${t.lastSlot}`),
  ],
);

/** Days the business takes no visits (a holiday, a vacation): from and through a date, with a note. */
export const daysOff = pgTable(
  "days_off",
  {
    id: id(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    check("days_off_order", sql`${t.endsOn} >= ${t.startsOn}`),
    index("days_off_ends_on_idx").on(t.endsOn),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    author: text("author").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
    /** Shown on the site once approved by the owner. */
    status: text("status").notNull().default("pending"),
    /** The review request whose one-time link it came by (none for reviews entered otherwise). */
    requestId: integer("request_id")
      .unique()
      .references((): AnyPgColumn => reviewRequests.id, { onDelete: "set null" }),
    customerId: integer("customer_id").references((): AnyPgColumn => customers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_status_known", inList("status", REVIEW_STATUSES)),
    index("reviews_reviewed_on_idx").on(t.reviewedOn.desc()),
    index("reviews_status_idx").on(t.status, t.reviewedOn.desc(), t.id.desc()),
  ],
);

/** A review asked of a customer after a completed visit: one a visit, answered once by its link. */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: id(),
    bookingId: integer("booking_id")
      .notNull()
      .unique()
      .references((): AnyPgColumn => bookings.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references((): AnyPgColumn => customers.id, { onDelete: "cascade" }),
    // As with estimates, the link's token is derived from this nonce and the site's secret; the hash finds it.
    tokenNonce: text("token_nonce").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("review_requests_customer_idx").on(t.customerId)],
);

// ---- Accounts (the tables the authentication library uses) ----

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    isAdmin: boolean("is_admin").notNull().default(false),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** One-time tokens (sign-in links, email verification), stored hashed by the auth layer. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // False between "enable" and the first correct code: an unconfirmed secret never gates a sign-in.
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factors_user_idx").on(t.userId)],
);

// ---- Customers, bookings, appointments, payments ----

/** A person who booked or signed in, keyed by email (stored lower-case); name and phone are the latest given. */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    /** The phone in E.164 (+13255550123) when it is a number that takes texts; texts are matched by it. */
    phoneE164: text("phone_e164"),
    /** Whether the customer asked for texts and has not said STOP since (text_consents keeps the history). */
    textOptIn: boolean("text_opt_in").notNull().default(false),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("customers_email_lower", sql`${t.email} = lower(${t.email})`),
    // The customer list's sorts, each with the id tie-break, newest or largest first: read forwards for a
    // descending sort and backwards for an ascending one (customers.server.ts spells the same nulls order).
    // The sorts by a total are on customer_totals.
    index("customers_lower_name_idx").on(sql`lower(${t.name}) desc nulls last`, t.id.desc()),
    index("customers_email_sort_idx").on(t.email.desc(), t.id.desc()),
    index("customers_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    // The search box: substrings of name, email or phone, and of the phone's digits, through trigrams.
    // customers.server.ts spells the same expressions.
    index("customers_search_idx").using("gin", sql`${CUSTOMER_SEARCH_TEXT} gin_trgm_ops`),
    index("customers_phone_digits_idx").using("gin", sql`${CUSTOMER_PHONE_DIGITS} gin_trgm_ops`),
    index("customers_phone_e164_idx").on(t.phoneE164),
  ],
);

/**
 * A customer's running totals, recomputed by the database whenever their appointments, bookings or payments
 * change (db/migrations/0007_rollup_triggers.sql, docs/decisions/0016-back-office-rollups.md). A table of
 * its own, without a foreign key: deleting a customer never waits for a writer that holds this row.
 */
export const customerTotals = pgTable(
  "customer_totals",
  {
    customerId: integer("customer_id").primaryKey(),
    appointmentCount: integer("appointment_count").notNull().default(0),
    lastVisit: date("last_visit"),
    /** Succeeded payments of the customer's bookings. */
    totalSpent: numeric("total_spent", { precision: 14, scale: 2 }).notNull().default("0"),
  },
  (t) => [
    index("customer_totals_appointment_count_idx").on(t.appointmentCount.desc(), t.customerId.desc()),
    index("customer_totals_last_visit_idx").on(t.lastVisit.desc(), t.customerId.desc()),
    index("customer_totals_total_spent_idx").on(t.totalSpent.desc(), t.customerId.desc()),
  ],
);

/** One visit and one checkout: a booking holds one appointment per service line. */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    time: text("time").notNull(),
    totalAmount: money("total_amount").notNull(),
    depositAmount: money("deposit_amount").notNull(),
    // Who booked, as the rate limits see them (a hash of the client address): unpaid bookings that hold
    // a slot are limited per client as well as per email.
    clientKey: text("client_key"),
    /** A visit of an approved estimate's job, scheduled by the business. */
    estimateId: integer("estimate_id").references((): AnyPgColumn => estimates.id, { onDelete: "set null" }),
    /** The approved change order whose added work this visit is (its estimateId is the job's). */
    changeOrderId: integer("change_order_id").references((): AnyPgColumn => changeOrders.id, {
      onDelete: "set null",
    }),
    /** Where the visit is: the customer's address, as given when booking ("" when not given). */
    address: text("address").notNull().default(""),
    /** The visit's start its reminder was queued for: a moved visit (a new start) gets a new reminder. */
    reminderQueuedFor: timestamp("reminder_queued_for", { withTimezone: true }),
    // The customer's link to this visit's page (app/features/appointments/booking-link.server.ts): made
    // from this nonce and the site's secret when the first mail about the visit is sent, found by its hash.
    linkNonce: text("link_nonce"),
    linkHash: text("link_hash").unique(),
    /** The visit's calendar event's SEQUENCE: grows with each move or cancel, so calendars take the update. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** When the owner marked the visit started, on site. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** When "on my way" was sent, and the minutes it said: once per visit. */
    onMyWayAt: timestamp("on_my_way_at", { withTimezone: true }),
    onMyWayMinutes: integer("on_my_way_minutes"),
    createdAt: createdAt(),
  },
  (t) => [
    check("bookings_amounts_non_negative", sql`${t.totalAmount} >= 0 and ${t.depositAmount} >= 0`),
    check("bookings_deposit_within_total", sql`${t.depositAmount} <= ${t.totalAmount}`),
    check("bookings_time_format", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    index("bookings_slot_idx").on(t.date, t.time),
    index("bookings_customer_idx").on(t.customerId),
    index("bookings_client_key_idx").on(t.clientKey, t.createdAt),
    index("bookings_estimate_idx").on(t.estimateId),
  ],
);

export const appointments = pgTable(
  "appointments",
  {
    id: id(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    // The service's name when booked, so history survives a renamed or deleted service.
    serviceName: text("service_name").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    date: date("date").notNull(),
    time: text("time").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitPrice: money("unit_price").notNull(),
    estimatedCost: money("estimated_cost").notNull(),
    status: text("status").notNull().default("pending"),
    // Set with the cancelled status: a visit cancelled by its expired checkout may come back if it is paid.
    cancelledBy: text("cancelled_by"),
    details: text("details").notNull().default(""),
    /** When it was last marked completed (set by the database): the review request goes the next morning. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("appointments_status_known", inList("status", APPOINTMENT_STATUSES)),
    check("appointments_cancelled_by_known", inList("cancelled_by", CANCELLED_BY)),
    check("appointments_quantity_positive", sql`${t.quantity} >= 1`),
    check("appointments_cost_non_negative", sql`${t.unitPrice} >= 0 and ${t.estimatedCost} >= 0`),
    check("appointments_time_format", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    index("appointments_date_time_idx").on(t.date, t.time),
    // With the time, the upcoming count (open statuses, not started yet) is read from the index alone.
    index("appointments_status_date_idx").on(t.status, t.date, t.time),
    // Newest first with a tie-break, as the dashboard's recent activity and the admin list read it.
    index("appointments_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("appointments_email_idx").on(t.email),
    index("appointments_customer_idx").on(t.customerId, t.date.desc()),
    index("appointments_service_idx").on(t.serviceId),
    index("appointments_booking_idx").on(t.bookingId),
    // The dashboard's popular services count all appointments by name: read from this index alone.
    index("appointments_service_name_idx").on(t.serviceName),
    // The back office's search box: a substring of name, email, phone or service, found through trigrams
    // rather than by reading every row. The query must spell the same expression (admin-appointments.server.ts).
    index("appointments_search_idx").using("gin", sql`${APPOINTMENT_SEARCH_TEXT} gin_trgm_ops`),
  ],
);

/** A checkout with the card provider. Kept (anonymised) when a customer is deleted, so revenue stays right. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** An estimate's deposit (then bookingId is null): the estimate is approved once it is paid. */
    estimateId: integer("estimate_id").references((): AnyPgColumn => estimates.id, { onDelete: "set null" }),
    /** A payment of an invoice (then bookingId and estimateId are null). */
    invoiceId: integer("invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    /** How it was paid (PAYMENT_METHODS): null for a checkout the provider has not reported yet. */
    method: text("method"),
    /** What the owner noted of money received outside the site: a check's number, a transfer's reference. */
    reference: text("reference").notNull().default(""),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").notNull(),
    transactionId: text("transaction_id"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundReason: text("refund_reason"),
    /** The refund's id at the provider. */
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** What went back of it, in full or in part: the sum of its succeeded refunds. Revenue counts the rest. */
    refundedAmount: money("refunded_amount").notNull().default("0.00"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "payments_refunded_within_amount",
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    uniqueIndex("payments_provider_session_idx").on(t.provider, t.providerSessionId),
    check("payments_status_known", inList("status", PAYMENT_STATUSES)),
    check("payments_refund_reason_known", inList("refund_reason", REFUND_REASONS)),
    check("payments_amount_non_negative", sql`${t.amount} >= 0`),
    index("payments_booking_idx").on(t.bookingId),
    index("payments_estimate_idx").on(t.estimateId),
    index("payments_invoice_idx").on(t.invoiceId),
    check("payments_method_known", inList("method", PAYMENT_METHODS)),
    // Monthly revenue sums amounts by status and paid_at: the amount rides along, read from the index alone.
    index("payments_status_paid_at_idx").on(t.status, t.paidAt, t.amount),
  ],
);

/**
 * Money given back of a payment, in full or in part. Asked of the provider with the idempotency key, so a
 * retried request refunds once; the provider's refund id ties its webhook reports to the row.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** The visit it was for, when one (a cancelled visit, an admin's refund from the appointment). */
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    reason: text("reason").notNull(),
    /** The admin's words, shown to the admin and the customer. */
    note: text("note").notNull().default(""),
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerRefundId: text("provider_refund_id").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_reason_known", inList("reason", REFUND_REASONS)),
    check("refunds_status_known", inList("status", REFUND_STATUSES)),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_appointment_idx").on(t.appointmentId),
  ],
);

// ---- Rollups: the back office's figures, kept exact by triggers (db/migrations/0007_rollup_triggers.sql) ----

/** Appointments by the business day they were booked on, service and status. */
export const appointmentTallies = pgTable(
  "appointment_tallies",
  {
    bookedOn: date("booked_on").notNull(),
    serviceName: text("service_name").notNull(),
    status: text("status").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookedOn, t.serviceName, t.status] })],
);

/** Appointments by visit date and status: the appointment list's totals. */
export const visitTallies = pgTable(
  "visit_tallies",
  {
    visitOn: date("visit_on").notNull(),
    status: text("status").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitOn, t.status] })],
);

/** Succeeded payments by the business day they were paid on. */
export const revenueByDay = pgTable("revenue_by_day", {
  paidOn: date("paid_on").primaryKey(),
  amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
});

/** Provider webhook events already handled: a redelivered event is recognised and ignored. */
export const processedEvents = pgTable("processed_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Leads ----

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    serviceType: text("service_type").notNull(),
    details: text("details").notNull(),
    preferredDate: date("preferred_date").notNull(),
    // The instant estimate the visitor made with the calculator, if any: all four or none.
    estimateProjectType: text("estimate_project_type"),
    estimateSize: integer("estimate_size"),
    estimateOption: text("estimate_option"),
    estimateTotal: money("estimate_total"),
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    check("quote_requests_status_known", inList("status", INBOX_STATUSES)),
    check(
      "quote_requests_estimate_whole",
      sql`num_nulls(${t.estimateProjectType}, ${t.estimateSize}, ${t.estimateOption}, ${t.estimateTotal}) in (0, 4)`,
    ),
    index("quote_requests_created_at_idx").on(t.createdAt.desc()),
    index("quote_requests_email_idx").on(t.email),
  ],
);

/** Photos attached to a quote request, in the order they were sent (re-encoded uploads). */
export const quoteRequestPhotos = pgTable(
  "quote_request_photos",
  {
    id: id(),
    quoteRequestId: integer("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("quote_request_photos_position_idx").on(t.quoteRequestId, t.position),
    // The private media route finds a photo's request by its address (server/media-route.ts).
    index("quote_request_photos_url_idx").on(t.url),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_status_known", inList("status", INBOX_STATUSES)),
    index("contact_messages_created_at_idx").on(t.createdAt.desc()),
    index("contact_messages_email_idx").on(t.email),
  ],
);

// ---- Estimates ----

/**
 * A priced estimate. A revision is a row of its own with the same number: changing a sent estimate makes a
 * new draft revision and voids the old one's link (superseded_at). The link's token is stored hashed.
 */
export const estimates = pgTable(
  "estimates",
  {
    id: id(),
    number: integer("number").notNull(),
    revision: integer("revision").notNull().default(1),
    previousId: integer("previous_id").references((): AnyPgColumn => estimates.id, { onDelete: "set null" }),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    quoteRequestId: integer("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    terms: text("terms").notNull().default(""),
    validUntil: date("valid_until").notNull(),
    depositKind: text("deposit_kind").notNull(),
    depositValue: money("deposit_value").notNull(),
    status: text("status").notNull().default("draft"),
    // The link's token is derived from this random nonce and the site's secret (estimate-token.server.ts):
    // the database alone holds neither the token nor a way to make it; the hash finds the estimate.
    tokenNonce: text("token_nonce"),
    tokenHash: text("token_hash").unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    followedUpAt: timestamp("followed_up_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /** The signed approval whose deposit was paid: what the customer agreed to. */
    approvalId: integer("approval_id"),
    /** The owner marked the job done: the completion invoice was issued then. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The owner closed the job: nothing owed, nothing left to do. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("estimates_number_revision_idx").on(t.number, t.revision),
    check("estimates_status_known", inList("status", ESTIMATE_STATUSES)),
    check("estimates_deposit_kind_known", inList("deposit_kind", DEPOSIT_KINDS)),
    check("estimates_deposit_value_non_negative", sql`${t.depositValue} >= 0`),
    check("estimates_customer_email_lower", sql`${t.customerEmail} = lower(${t.customerEmail})`),
    index("estimates_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("estimates_customer_idx").on(t.customerId),
    index("estimates_status_idx").on(t.status, t.sentAt),
  ],
);

export const estimateLines = pgTable(
  "estimate_lines",
  {
    id: id(),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unit: text("unit").notNull(),
    unitPrice: money("unit_price").notNull(),
    optional: boolean("optional").notNull().default(false),
  },
  (t) => [
    uniqueIndex("estimate_lines_position_idx").on(t.estimateId, t.position),
    check("estimate_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("estimate_lines_unit_price_non_negative", sql`${t.unitPrice} >= 0`),
  ],
);

export const estimatePhotos = pgTable(
  "estimate_photos",
  {
    id: id(),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("estimate_photos_position_idx").on(t.estimateId, t.position),
    index("estimate_photos_url_idx").on(t.url),
  ],
);

/**
 * A milestone of an estimate's payment schedule, after the deposit due on approval: a share of the total
 * (percent) or an amount (fixed), due on a date (business time) or when the job is complete. The balance after
 * the last milestone is due on completion. `invoiceId` is the invoice made for it, once made.
 */
export const estimateMilestones = pgTable(
  "estimate_milestones",
  {
    id: id(),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    value: money("value").notNull(),
    due: text("due").notNull(),
    dueDate: date("due_date"),
    invoiceId: integer("invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("estimate_milestones_position_idx").on(t.estimateId, t.position),
    check("estimate_milestones_kind_known", inList("kind", DEPOSIT_KINDS)),
    check("estimate_milestones_due_known", inList("due", MILESTONE_DUES)),
    check("estimate_milestones_value_positive", sql`${t.value} > 0`),
    check(
      "estimate_milestones_date_when_due_on_date",
      sql`(${t.due} = 'on_date') = (${t.dueDate} is not null)`,
    ),
    // The daily job finds the milestones due by today that have no invoice yet.
    index("estimate_milestones_due_idx")
      .on(t.dueDate)
      .where(sql`${t.invoiceId} is null`),
  ],
);

/**
 * A customer's signature on an estimate: who, when, from where, the optional lines chosen, and a SHA-256
 * of the estimate exactly as the page showed it. The one whose deposit is paid becomes the estimate's.
 */
export const estimateApprovals = pgTable(
  "estimate_approvals",
  {
    id: id(),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    signedName: text("signed_name").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent").notNull(),
    contentHash: text("content_hash").notNull(),
    optionalLineIds: integer("optional_line_ids").array().notNull(),
    total: money("total").notNull(),
    depositDue: money("deposit_due").notNull(),
    // No foreign key: the payments table stays free to empty (TRUNCATE), as the rollups' rebuild expects.
    paymentId: integer("payment_id"),
  },
  (t) => [
    index("estimate_approvals_estimate_idx").on(t.estimateId),
    uniqueIndex("estimate_approvals_payment_idx").on(t.paymentId),
  ],
);

// ---- Invoices ----

/**
 * A bill for work: a draft the owner writes, numbered when it is sent (INV-2026-0001, one gapless sequence
 * per year, invoice_numbers) and unchanged from then on; a mistake is voided with a reason and billed again.
 * `total` is the lines' sum, `credited` what earlier payments of the same work take off it, and `amountPaid`
 * what was paid of the rest, kept by the payment path (app/features/invoices/invoice-payments.server.ts).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: text("number").unique(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    /** The booked visit it bills, whose deposit it credits. */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The estimate whose job it bills, whose deposit it credits. */
    estimateId: integer("estimate_id").references(() => estimates.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    terms: text("terms").notNull(),
    notes: text("notes").notNull().default(""),
    total: money("total").notNull(),
    credited: money("credited").notNull().default("0.00"),
    amountPaid: money("amount_paid").notNull().default("0.00"),
    issuedOn: date("issued_on"),
    dueDate: date("due_date"),
    // The link's token is derived from this nonce and the site's secret (app/lib/secret-link.server.ts).
    tokenNonce: text("token_nonce"),
    tokenHash: text("token_hash").unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    /** The owner turned this invoice's payment reminders off. */
    remindersOff: boolean("reminders_off").notNull().default(false),
    /** The invoice of an estimate's whole balance, issued when the job was marked complete: one per estimate. */
    completion: boolean("completion").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("invoices_status_known", inList("status", INVOICE_STATUSES)),
    check("invoices_terms_known", inList("terms", INVOICE_TERMS)),
    check(
      "invoices_amounts",
      sql`${t.total} >= 0 and ${t.credited} >= 0 and ${t.credited} <= ${t.total} and ${t.amountPaid} >= 0`,
    ),
    check("invoices_numbered_once_sent", sql`(${t.status} = 'draft') = (${t.number} is null)`),
    check("invoices_customer_email_lower", sql`${t.customerEmail} = lower(${t.customerEmail})`),
    index("invoices_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("invoices_customer_idx").on(t.customerId),
    index("invoices_status_due_idx").on(t.status, t.dueDate),
    index("invoices_booking_idx").on(t.bookingId),
    index("invoices_estimate_idx").on(t.estimateId),
    uniqueIndex("invoices_completion_idx")
      .on(t.estimateId)
      .where(sql`${t.completion} and ${t.status} <> 'void'`),
    // The Invoices list's order as its query writes it (newest first: desc, so nulls first), so that a page
    // of the list, filtered or not, is read from the index rather than by sorting every invoice.
    index("invoices_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The open invoices by due date: the payment reminders' sweep (invoice-reminders.server.ts).
    index("invoices_open_due_idx")
      .on(t.dueDate, t.total, t.credited, t.amountPaid)
      .where(sql`${t.status} in ('sent', 'viewed', 'partially_paid')`),
    // The Invoices list's search box: a substring of the customer's name or email or of the number, found
    // through trigrams. The function invoice_search (0020_invoice_tallies.sql) spells the same expression.
    index("invoices_search_idx").using("gin", sql`${INVOICE_SEARCH_TEXT} gin_trgm_ops`),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unit: text("unit").notNull(),
    unitPrice: money("unit_price").notNull(),
  },
  (t) => [
    uniqueIndex("invoice_lines_position_idx").on(t.invoiceId, t.position),
    check("invoice_lines_quantity_positive", sql`${t.quantity} > 0`),
    // Negative only for a change order's credit, carried by the job's next invoice.
  ],
);

/** What an invoice takes off its total: a deposit or an earlier invoice of the same work, paid before. */
export const invoiceCredits = pgTable(
  "invoice_credits",
  {
    id: id(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    amount: money("amount").notNull(),
  },
  (t) => [
    uniqueIndex("invoice_credits_position_idx").on(t.invoiceId, t.position),
    check("invoice_credits_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Invoices by status and due date, with what the open ones still owe: the Invoices list's totals and the
 * receivables, kept by the database in the transaction that changes an invoice (migration
 * 0020_invoice_tallies.sql), so that neither counts 100,000 rows. A draft has no due date (one null key).
 */
export const invoiceTallies = pgTable(
  "invoice_tallies",
  {
    status: text("status").notNull(),
    dueDate: date("due_date"),
    count: integer("count").notNull(),
    /** The sum of max(total - credited - amount paid, 0). */
    balance: numeric("balance", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [unique("invoice_tallies_key").on(t.status, t.dueDate).nullsNotDistinct()],
);

/** Each payment reminder that went for an invoice, by its day (from the due date): at most once each. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    offsetDays: integer("offset_days").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.offsetDays] })],
);

/** The last invoice number given in each year: taken under the row's lock, so numbers have no gaps. */
export const invoiceNumbers = pgTable("invoice_numbers", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

// ---- Change orders ----

/**
 * Work added to (or credited back from) an approved estimate's job, signed by the customer like an estimate
 * and never changed once approved (a mistake is corrected by another one). Numbered per job: CO-1, CO-2.
 * `total` is the lines' sum, negative for a credit. `invoiceId` is the invoice that bills it: its own
 * (`invoice_now`) or the job's next one (`next_invoice`); a voided invoice frees it again.
 */
export const changeOrders = pgTable(
  "change_orders",
  {
    id: id(),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    reason: text("reason").notNull().default(""),
    daysAdded: integer("days_added").notNull().default(0),
    billing: text("billing").notNull(),
    validUntil: date("valid_until"),
    status: text("status").notNull().default("draft"),
    total: money("total").notNull(),
    // The link's token is derived from this nonce and the site's secret (app/lib/secret-link.server.ts).
    tokenNonce: text("token_nonce"),
    tokenHash: text("token_hash").unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    // The signature, as an estimate's (estimate_approvals): who, when, from where, over what exactly.
    signedName: text("signed_name"),
    signedIp: text("signed_ip"),
    signedUserAgent: text("signed_user_agent"),
    contentHash: text("content_hash"),
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("change_orders_number_idx").on(t.estimateId, t.number),
    check("change_orders_status_known", inList("status", CHANGE_ORDER_STATUSES)),
    check("change_orders_billing_known", inList("billing", CHANGE_ORDER_BILLINGS)),
    check("change_orders_days_added", sql`${t.daysAdded} >= 0`),
    check(
      "change_orders_signed_when_approved",
      sql`(${t.status} = 'approved') = (${t.signedName} is not null and ${t.contentHash} is not null)`,
    ),
    index("change_orders_invoice_idx").on(t.invoiceId),
  ],
);

/** A change order's line: a positive price adds work, a negative one credits work back. */
export const changeOrderLines = pgTable(
  "change_order_lines",
  {
    id: id(),
    changeOrderId: integer("change_order_id")
      .notNull()
      .references(() => changeOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unit: text("unit").notNull(),
    unitPrice: money("unit_price").notNull(),
  },
  (t) => [
    uniqueIndex("change_order_lines_position_idx").on(t.changeOrderId, t.position),
    check("change_order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** A change order's photos (the rot behind the tile), uploaded as an estimate's are. */
export const changeOrderPhotos = pgTable(
  "change_order_photos",
  {
    id: id(),
    changeOrderId: integer("change_order_id")
      .notNull()
      .references(() => changeOrders.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("change_order_photos_position_idx").on(t.changeOrderId, t.position)],
);

// ---- On site: job notes, photos, portfolio consent ----

/** Exactly one of a job (its estimate) or a booked visit without a job. */
const jobOrVisit = () => ({
  estimateId: integer("estimate_id").references(() => estimates.id, { onDelete: "cascade" }),
  bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
});
const oneOwner = (table: string) =>
  check(`${table}_one_owner`, sql.raw("num_nonnulls(estimate_id, booking_id) = 1"));

/** The owner's notes on a job or visit: internal, or shared with the customer in My Projects. */
export const jobNotes = pgTable(
  "job_notes",
  {
    id: id(),
    ...jobOrVisit(),
    text: text("text").notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    oneOwner("job_notes"),
    index("job_notes_estimate_idx").on(t.estimateId),
    index("job_notes_booking_idx").on(t.bookingId),
  ],
);

/**
 * Photos taken on a job or visit, private (served by /media/ to the admin and the job's customer only).
 * `uploadKey` is the phone's id for one upload: a retried upload answers the photo already stored.
 */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: id(),
    ...jobOrVisit(),
    url: text("url").notNull(),
    stage: text("stage").notNull(),
    caption: text("caption").notNull().default(""),
    uploadKey: text("upload_key"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOwner("job_photos"),
    check("job_photos_stage_known", inList("stage", PHOTO_STAGES)),
    uniqueIndex("job_photos_url_idx").on(t.url),
    uniqueIndex("job_photos_upload_key_idx").on(t.uploadKey),
    index("job_photos_estimate_idx").on(t.estimateId),
    index("job_photos_booking_idx").on(t.bookingId),
  ],
);

/**
 * A customer's consent to photos of their job on the site: ticked by the customer from their link
 * (`customer`, with the client's address and the wording shown) or the owner's record of a written consent.
 */
export const portfolioConsents = pgTable(
  "portfolio_consents",
  {
    id: id(),
    ...jobOrVisit(),
    kind: text("kind").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    /** Who gave it: the customer's typed name or account, or the admin who recorded the written consent. */
    givenBy: text("given_by").notNull(),
    wording: text("wording").notNull(),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOwner("portfolio_consents"),
    check("portfolio_consents_kind_known", inList("kind", PORTFOLIO_CONSENT_KINDS)),
    index("portfolio_consents_estimate_idx").on(t.estimateId),
    index("portfolio_consents_booking_idx").on(t.bookingId),
  ],
);

// ---- Texts ----

/** Each time a customer asked for texts or stopped them: when, how, from where, and the wording shown. */
export const textConsents = pgTable(
  "text_consents",
  {
    id: id(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    optIn: boolean("opt_in").notNull(),
    source: text("source").notNull(),
    wording: text("wording").notNull(),
    phoneE164: text("phone_e164"),
    clientAddress: text("client_address"),
    createdAt: createdAt(),
  },
  (t) => [
    check("text_consents_source_known", inList("source", TEXT_CONSENT_SOURCES)),
    index("text_consents_customer_idx").on(t.customerId, t.createdAt.desc()),
  ],
);

/**
 * Every text sent or received. An outbound text is written `queued` with its `dedupeKey` (one text per
 * reason), sent by the queue, and moved by the provider's status callbacks (found by `providerId`). An
 * inbound one is `received`, stored once per provider message id; `readAt` marks it read in the inbox.
 */
export const textMessages = pgTable(
  "text_messages",
  {
    id: id(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    direction: text("direction").notNull(),
    /** Why it was sent (reminder, on_my_way, reply, keyword, owner_alert, …); "inbound" for a received one. */
    kind: text("kind").notNull(),
    toNumber: text("to_number").notNull(),
    fromNumber: text("from_number").notNull().default(""),
    body: text("body").notNull(),
    status: text("status").notNull(),
    providerId: text("provider_id"),
    error: text("error"),
    dedupeKey: text("dedupe_key"),
    /** A held text's time to go (quiet hours end, the next day after the daily limit). */
    sendAfter: timestamp("send_after", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("text_messages_direction_known", inList("direction", TEXT_DIRECTIONS)),
    check("text_messages_status_known", inList("status", TEXT_STATUSES)),
    uniqueIndex("text_messages_provider_idx").on(t.providerId),
    uniqueIndex("text_messages_dedupe_idx").on(t.dedupeKey),
    index("text_messages_customer_idx").on(t.customerId, t.createdAt),
    index("text_messages_to_idx").on(t.toNumber, t.createdAt),
  ],
);

// ---- Accounting exports ----

/**
 * One download of invoices or payments for the accounting (QuickBooks Online's CSV import): the range asked
 * for, whether only what no earlier export included was asked for, and how many rows the file had
 * (app/features/invoices/invoice-export.server.ts).
 */
export const accountingExports = pgTable(
  "accounting_exports",
  {
    id: id(),
    /** invoices or payments (ACCOUNTING_EXPORT_KINDS). */
    kind: text("kind").notNull(),
    fromDate: date("from_date").notNull(),
    toDate: date("to_date").notNull(),
    onlyNew: boolean("only_new").notNull(),
    rowCount: integer("row_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("accounting_exports_kind_known", sql`${t.kind} in ('invoices', 'payments')`),
    check("accounting_exports_range", sql`${t.fromDate} <= ${t.toDate}`),
    check("accounting_exports_row_count", sql`${t.rowCount} >= 0`),
    index("accounting_exports_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Each invoice an export included: one that any export included is not new to the next. */
export const accountingExportInvoices = pgTable(
  "accounting_export_invoices",
  {
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    exportId: integer("export_id")
      .notNull()
      .references(() => accountingExports.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.exportId] })],
);

/** Each payment an export included. */
export const accountingExportPayments = pgTable(
  "accounting_export_payments",
  {
    // No foreign key: the payments table stays free to empty (TRUNCATE), as the rollups' rebuild expects.
    paymentId: integer("payment_id").notNull(),
    exportId: integer("export_id")
      .notNull()
      .references(() => accountingExports.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.exportId] })],
);

/** Fixed-window request counters shared by every app instance (rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
