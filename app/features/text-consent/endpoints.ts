/** The signed-in customer's choice of texts (app/lib/endpoint.ts; docs/texts.md, "Consent"). Client-safe. */
import { z } from "zod";
import { endpoint } from "~/lib/endpoint";
import { optionalText } from "~/lib/text-fields";

/** What GET and PUT /api/account/texts answer; it can be sent back unchanged. */
export const accountTextsAnswer = z.object({
  /** Whether texts go to this customer now. */
  optIn: z.boolean(),
  /** The number texts go to (E.164), else the phone on file as given, else "". */
  phone: z.string(),
});
export type AccountTexts = z.infer<typeof accountTextsAnswer>;

/**
 * PUT /api/account/texts: `optIn` true asks for texts (to `phone`, or when it is left out or empty the number
 * on file), false stops them.
 */
export const accountTextsSchema = z.object({
  optIn: z.boolean({ error: "Choose whether to get texts (true or false)" }),
  phone: optionalText({ max: 30, label: "Phone" }),
});
export type AccountTextsInput = z.input<typeof accountTextsSchema>;

export const accountTextEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/account/texts",
    access: "signed-in",
    output: accountTextsAnswer,
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/account/texts",
    access: "signed-in",
    body: accountTextsSchema,
    output: accountTextsAnswer,
  }),
};
