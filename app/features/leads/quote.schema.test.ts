import { describe, expect, it } from "vitest";
import { businessToday } from "~/lib/dates";
import { firstFieldErrors } from "~/lib/field-errors";
import { ESTIMATE_MESSAGE, PAST_DATE_MESSAGE, quoteSchema } from "./quote.schema";

const today = businessToday();
const valid = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "(325) 555-0199",
  serviceType: "Kitchen Remodeling",
  details: "New cabinets and quartz countertops for a 12x14 kitchen.",
  preferredDate: today,
};

const errorsOf = (input: unknown) => {
  const result = quoteSchema.safeParse(input);
  return result.success ? {} : firstFieldErrors(result.error);
};

describe("quoteSchema", () => {
  it("accepts a complete request, trimming the text", () => {
    const result = quoteSchema.parse({ ...valid, name: "  Jane Doe  ", email: " jane@example.com " });
    expect(result).toEqual(valid);
  });

  it("gives every field its message when the form is empty", () => {
    expect(
      errorsOf({ name: "", email: "", phone: "", serviceType: "", details: "", preferredDate: "" }),
    ).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      serviceType: "Please select a service",
      details: "Please provide some details about your project",
      preferredDate: "Please select a preferred date",
    });
  });

  it("gives the same messages when the fields are missing or of the wrong type", () => {
    expect(Object.values(errorsOf({}))).toHaveLength(6);
    expect(
      errorsOf({ ...valid, name: 42, email: ["a@b.co"], phone: null, details: {}, preferredDate: 1 }),
    ).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      details: "Please provide some details about your project",
      preferredDate: "Please select a preferred date",
    });
  });

  it.each([
    ["name", "J", "Name is required"],
    ["name", "  J  ", "Name is required"],
    ["email", "jane@", "Invalid email address"],
    ["email", "jane example.com", "Invalid email address"],
    ["phone", "325555019", "Phone number is required"],
    ["phone", "call me maybe", "Please enter a valid phone number"],
    ["serviceType", "default", "Please select a service"],
    ["details", "Too short", "Please provide some details about your project"],
    ["preferredDate", "2026-02-30", "Please select a preferred date"],
    ["preferredDate", "03/15/2030", "Please select a preferred date"],
    ["preferredDate", "2000-01-01", PAST_DATE_MESSAGE],
  ])("refuses %s %j with %j", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("counts a minimum after trimming", () => {
    expect(errorsOf({ ...valid, name: "  J  " })).toEqual({ name: "Name is required" });
    expect(quoteSchema.parse({ ...valid, details: " Tile the whole shower " }).details).toBe(
      "Tile the whole shower",
    );
  });

  it("accepts the boundaries: 2-letter name, 10-digit phone, 10-character details, any service name", () => {
    expect(
      errorsOf({ ...valid, name: "Al", phone: "3255550199", details: "0123456789", serviceType: "Other" }),
    ).toEqual({});
    expect(errorsOf({ ...valid, phone: "+1 325.555.0199 ext. 12" })).toEqual({});
  });

  it("caps lengths with a clear message", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual({
      name: "Name must be at most 100 characters",
    });
    expect(errorsOf({ ...valid, details: "x".repeat(5001) })).toEqual({
      details: "Details must be at most 5000 characters",
    });
    expect(errorsOf({ ...valid, phone: "1".repeat(31) })).toEqual({
      phone: "Phone number must be at most 30 characters",
    });
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual({
      email: "Email must be at most 254 characters",
    });
  });

  it("accepts a date far ahead but not yesterday", () => {
    expect(errorsOf({ ...valid, preferredDate: "2099-12-31" })).toEqual({});
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    expect(errorsOf({ ...valid, preferredDate: yesterday.toISOString().slice(0, 10) })).toEqual({
      preferredDate: PAST_DATE_MESSAGE,
    });
  });
});

describe("the instant estimate of a quote request", () => {
  const kitchen = { projectType: "kitchen", size: 120, option: "premium" };

  it("is optional: missing or null is none", () => {
    expect(quoteSchema.parse(valid).estimate).toBeUndefined();
    expect(quoteSchema.parse({ ...valid, estimate: null }).estimate).toBeUndefined();
  });

  it("keeps the calculator's choices and drops anything else, a total included", () => {
    expect(quoteSchema.parse({ ...valid, estimate: { ...kitchen, total: 1 } }).estimate).toEqual(kitchen);
  });

  it("snaps a size between two steps, as the calculator priced it", () => {
    expect(quoteSchema.parse({ ...valid, estimate: { ...kitchen, size: 123 } }).estimate).toEqual({
      ...kitchen,
      size: 120,
    });
  });

  it.each([
    ["an unknown project type", { ...kitchen, projectType: "roof" }],
    ["an option of another type", { ...kitchen, option: "cedar" }],
    ["an unknown option", { ...kitchen, option: "luxury" }],
    ["a size below the range", { ...kitchen, size: 40 }],
    ["a size above the range", { ...kitchen, size: 310 }],
    ["a size as text", { ...kitchen, size: "120" }],
    ["no size", { projectType: "kitchen", option: "premium" }],
    ["text", "Kitchen, 120 sq ft"],
    ["a list", [kitchen]],
  ])("refuses %s with its message", (_what, estimate) => {
    expect(errorsOf({ ...valid, estimate })).toEqual({ estimate: ESTIMATE_MESSAGE });
  });
});
