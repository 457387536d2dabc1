import { describe, expect, it } from "vitest";
import { firstFieldErrors } from "~/lib/field-errors";
import { messageSchema } from "./message.schema";

const valid = {
  name: "Sam Carter",
  email: "sam@example.com",
  phone: "325-555-0123",
  subject: "Deck repair",
  message: "Two boards on our deck are loose. Can you take a look?",
};

const errorsOf = (input: unknown) => {
  const result = messageSchema.safeParse(input);
  return result.success ? {} : firstFieldErrors(result.error);
};

describe("messageSchema", () => {
  it("accepts a complete message", () => {
    expect(messageSchema.parse(valid)).toEqual(valid);
  });

  it("gives every field its message", () => {
    expect(errorsOf({ name: "a", email: "nope", phone: "123", subject: "x", message: "short" })).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      subject: "Subject is required",
      message: "Message is too short",
    });
    expect(errorsOf({})).toEqual(
      errorsOf({ name: "a", email: "nope", phone: "123", subject: "x", message: "short" }),
    );
  });

  it("accepts the minimums exactly and refuses one character less", () => {
    expect(errorsOf({ ...valid, subject: "Hi", message: "0123456789" })).toEqual({});
    expect(errorsOf({ ...valid, subject: " H ", message: " 012345678 " })).toEqual({
      subject: "Subject is required",
      message: "Message is too short",
    });
  });

  it("caps the subject and the message", () => {
    expect(errorsOf({ ...valid, subject: "s".repeat(201), message: "m".repeat(5001) })).toEqual({
      subject: "Subject must be at most 200 characters",
      message: "Message must be at most 5000 characters",
    });
  });
});
