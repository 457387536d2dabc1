/**
 * The owner's alerts by text (docs/texts.md): the mobile they go to, kept in E.164, and the switch; and, for
 * the Settings page, whether texts go out at all and from which number (the server's configuration).
 */
import { FIX_FIELDS, invalid } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import { textableNumber } from "~/lib/phone-numbers";
import type { BusinessSettings } from "./settings.server";

export const OWNER_MOBILE_MESSAGE =
  "Please enter a mobile number that can receive texts, such as +13255550123";
export const OWNER_MOBILE_NEEDED = "Please enter the mobile number the alerts by text go to";

/**
 * The columns a save writes: each left out of the request stays as it is. The number is refused unless it can
 * take texts; the alerts by text are refused on without a number (both at `ownerMobile`).
 */
export function ownerTextColumns(
  input: { ownerMobile?: string; alertTexts?: boolean },
  current: Pick<BusinessSettings, "ownerMobile" | "alertTexts"> | undefined,
): Partial<Pick<BusinessSettings, "ownerMobile" | "alertTexts">> {
  let ownerMobile = current?.ownerMobile ?? null;
  if (input.ownerMobile !== undefined) {
    const typed = input.ownerMobile.trim();
    ownerMobile = typed === "" ? null : (textableNumber(typed) ?? null);
    if (typed !== "" && !ownerMobile) throw invalid(FIX_FIELDS, { ownerMobile: OWNER_MOBILE_MESSAGE });
  }
  const alertTexts = input.alertTexts ?? current?.alertTexts ?? false;
  if (alertTexts && !ownerMobile) throw invalid(FIX_FIELDS, { ownerMobile: OWNER_MOBILE_NEEDED });
  return {
    ...(input.ownerMobile !== undefined && { ownerMobile }),
    ...(input.alertTexts !== undefined && { alertTexts }),
  };
}

/** How texts go out, as Settings shows it: through Twilio (from a number or a Messaging Service), or to files. */
export type TextSending =
  { via: "twilio"; from: string | null; messagingService: boolean } | { via: "outbox" };

export function textSendingOf(config: Pick<Config, "twilio">): TextSending {
  const twilio = config.twilio;
  if (!twilio) return { via: "outbox" };
  return "from" in twilio.sender
    ? { via: "twilio", from: twilio.sender.from, messagingService: false }
    : { via: "twilio", from: null, messagingService: true };
}
