/**
 * The Twilio stand-in as a process of its own, for the browser tests' site (playwright.config.ts): on
 * FAKE_TWILIO_PORT, with the account and token of TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, until SIGTERM.
 * What it received is read at GET /__stand-in/messages.
 */
import { startFakeTwilio } from "./fake-twilio";

const twilio = await startFakeTwilio({
  port: Number(process.env.FAKE_TWILIO_PORT),
  accountSid: process.env.TWILIO_ACCOUNT_SID,
  authToken: process.env.TWILIO_AUTH_TOKEN,
});
process.stdout.write(`Twilio stand-in at ${twilio.url}\n`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => void twilio.close().then(() => process.exit(0)));
}
