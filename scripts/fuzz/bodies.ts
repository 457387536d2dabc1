/**
 * Request bodies: a plausible form for the route with some fields made strange (often of the kind the
 * field's name suggests, so that validation passes far enough for the handlers and the database to see
 * them), or malformed JSON, an empty body, another type, another content type or charset.
 */
import { TIME_SLOTS } from "~/features/booking/booking.schema";
import {
  ADMIN_SETTABLE_STATUSES,
  PRICE_UNITS,
  PROJECT_CATEGORIES,
  SERVICE_CATEGORIES,
} from "~/lib/vocabulary";
import {
  percentEncode,
  STRANGE_DATES,
  STRANGE_NUMBERS,
  strangeString,
  strangeValue,
  type Random,
} from "./strange-values";
import type { KnownValues, Target } from "./types";

function plausibleFields(known: KnownValues, random: Random): Record<string, unknown> {
  return {
    name: "Pat Carter",
    email: random.pick(known.emails),
    phone: "325-555-0123",
    subject: "Deck repair",
    message: "Two boards on our deck are loose. Can you take a look?",
    details: "The gate latch is broken, please call before coming.",
    serviceType: "Kitchen",
    preferredDate: random.pick(known.futureDates),
    date: random.pick(known.futureDates),
    time: random.pick(TIME_SLOTS),
    // The priciest service often: twice its price no longer fits the money columns.
    services: Array.from({ length: 1 + random.int(3) }, () => ({
      serviceId: random.chance(0.3) ? known.priciestServiceId : random.pick(known.serviceIds),
      quantity: 1 + random.int(3),
    })),
    status: random.pick(["cancelled", "handled", "new", ...ADMIN_SETTABLE_STATUSES]),
    appointmentId: random.pick(known.ids),
    transactionId: random.pick(known.sessionIds),
    title: "A new kitchen",
    description: "Cabinets, counters and a tile backsplash, done in two weeks.",
    category: random.pick([...SERVICE_CATEGORIES, ...PROJECT_CATEGORIES]),
    imageUrl: "/images/services/kitchen.webp",
    images: [],
    location: "Abilene, TX",
    completionDate: "2020-05-01",
    basePrice: random.pick(["100.00", "99999999.99", "0.00"]),
    priceUnit: random.pick(PRICE_UNITS),
    isActive: true,
    stripeProductId: "",
    businessName: "Big Country Home Remodeling",
    foundedYear: 2001,
    slotCapacity: 2,
    address: "1 Main St",
    city: "Abilene",
    region: "TX",
    postalCode: "79601",
    hours: "Mon-Fri 8-5",
    socialLinks: { facebook: "", instagram: "", website: "https://example.com" },
    password: "a long admin passphrase",
    callbackURL: "/",
    code: "123456",
    token: "abc",
    rememberMe: true,
    company: "",
  };
}

// The fields each route reads; a route not listed gets a handful of fields from the whole dictionary.
const ROUTE_FIELDS: Array<[RegExp, string[]]> = [
  [/^\/api\/book$/, ["name", "email", "phone", "date", "time", "details", "services"]],
  [/^\/api\/quotes$/, ["name", "email", "phone", "serviceType", "details", "preferredDate", "company"]],
  [/^\/api\/messages$/, ["name", "email", "phone", "subject", "message", "company"]],
  [/^\/api\/payments$/, ["appointmentId", "transactionId"]],
  [
    /^\/api\/admin\/services/,
    ["name", "description", "basePrice", "priceUnit", "imageUrl", "category", "isActive", "stripeProductId"],
  ],
  [
    /^\/api\/admin\/projects/,
    ["title", "description", "category", "imageUrl", "images", "location", "completionDate"],
  ],
  [
    /^\/api\/admin\/contact-info$/,
    [
      "businessName",
      "foundedYear",
      "slotCapacity",
      "phone",
      "email",
      "address",
      "city",
      "region",
      "postalCode",
      "hours",
      "socialLinks",
    ],
  ],
  [/appointments\/:id$|inbox\//, ["status"]],
  [/sign-in\/magic-link$/, ["email", "callbackURL", "name"]],
  [/sign-in\/email$/, ["email", "password", "callbackURL", "rememberMe"]],
  [/two-factor/, ["code", "password", "trustDevice"]],
];

function templateFor(target: Target, known: KnownValues, random: Random): Record<string, unknown> {
  const all = plausibleFields(known, random);
  const fields =
    ROUTE_FIELDS.find(([pattern]) => pattern.test(target.path))?.[1] ??
    Array.from({ length: 1 + random.int(4) }, () => random.pick(Object.keys(all)));
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}

const DATE_NAMES = /date$|^(from|to)$/i;
const NUMBER_NAMES = /id$|^(page|pageSize|quantity|foundedYear|slotCapacity)$/i;

/** A strange value for a field or parameter, often of the kind its name suggests, so checks are reached. */
export function strangeFor(name: string, plausible: unknown, random: Random): unknown {
  if (DATE_NAMES.test(name) && random.chance(0.6)) return random.pick(STRANGE_DATES);
  if (NUMBER_NAMES.test(name) && random.chance(0.6)) {
    const number = random.pick(STRANGE_NUMBERS);
    return random.chance(0.3) ? String(number) : number;
  }
  if (typeof plausible === "string" && random.chance(0.2)) return `${plausible}\u0000`;
  return strangeValue(random);
}

function mutate(template: Record<string, unknown>, random: Random): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template)) {
    if (random.chance(0.08)) continue;
    if (key === "services" && Array.isArray(value) && random.chance(0.5)) {
      body.services = mutateLines(value as Array<Record<string, unknown>>, random);
    } else {
      body[key] = random.chance(0.3) ? strangeFor(key, value, random) : value;
    }
  }
  if (random.chance(0.15)) body[strangeString(random).slice(0, 100) || "extra"] = strangeValue(random);
  return body;
}

/** Booking lines: quantities at and past the limits, many lines, the priciest service more than once. */
function mutateLines(lines: Array<Record<string, unknown>>, random: Random) {
  const count = random.pick([lines.length, 2, 20, 21, 100]);
  return Array.from({ length: count }, (_, i) => {
    const line = { ...lines[i % lines.length] };
    if (random.chance(0.5)) line.quantity = random.pick([...STRANGE_NUMBERS, 2, 50, 99, 100, "2", "1e400"]);
    if (random.chance(0.3)) line.serviceId = random.pick([...STRANGE_NUMBERS, "1", "x"]);
    return line;
  });
}

const MALFORMED_JSON = [
  "{",
  "[1,",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  "nul",
  '"\u0000"',
  '{"a":"\u0001"}',
  '{"a":"\\ud800"}',
  '{"a":"\\x00"}',
  '{"a":1e999999}',
  "\ufeff{}",
  "{}{}",
  '{"__proto__":{"isAdmin":true}}',
];

const ODD_CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-32",
  "application/json; charset=latin1",
  "application/json; charset=utf-16le",
  "application/vnd.api+json",
  "",
];

function formEncode(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(String(value))}`)
    .join("&");
}

/** A body and its content type: mostly JSON, sometimes malformed, empty, another type or charset. */
export function bodyFor(
  target: Target,
  known: KnownValues,
  random: Random,
): { body: Buffer; contentType?: string } {
  const fields = mutate(templateFor(target, known, random), random);
  const roll = random.int(100);
  if (roll < 62) return { body: Buffer.from(JSON.stringify(fields)), contentType: "application/json" };
  if (roll < 70) return { body: Buffer.from(random.pick(MALFORMED_JSON)), contentType: "application/json" };
  if (roll < 75) return { body: Buffer.alloc(0), contentType: "application/json" };
  if (roll < 82) {
    const value = JSON.stringify(strangeValue(random)) ?? "undefined";
    return { body: Buffer.from(value), contentType: "application/json" };
  }
  if (roll < 89)
    return { body: Buffer.from(formEncode(fields)), contentType: "application/x-www-form-urlencoded" };
  const contentType = random.pick(ODD_CONTENT_TYPES);
  const text = JSON.stringify(fields);
  const body = /utf-16le/.test(contentType) ? Buffer.from(text, "utf16le") : Buffer.from(text);
  return { body, contentType: contentType || undefined };
}
