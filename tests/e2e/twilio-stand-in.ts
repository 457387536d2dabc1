/**
 * The browser tests' site sends its texts through a local stand-in of Twilio (tests/support/fake-twilio.ts),
 * which playwright.config.ts starts beside it: this account, its token (tests sign what "Twilio" posts to the
 * site with it) and the business's number. A port of its own for each site port.
 */
export const E2E_TWILIO = {
  accountSid: `AC${"e2e0".repeat(8)}`,
  authToken: "e2e0".repeat(8),
  from: "+13255550100",
} as const;

export const twilioStandInPort = (sitePort: number) => sitePort + 20_000;
