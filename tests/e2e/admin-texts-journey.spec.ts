/**
 * Texts from end to end (docs/texts.md): a customer books with the box for texts ticked; the owner presses
 * "On my way"; the customer's reply (posted to the site as Twilio posts it, signed) lands in the inbox and
 * the owner answers it by text; the customer's page shows the consent (when, how, the words) and the texts;
 * the texts went out through Twilio's stand-in. Axe finds nothing on the way.
 */
import type { Page } from "@playwright/test";
import { TEXT_CONSENT_WORDING, TEXTABLE_PHONE_MESSAGE } from "~/lib/text-consent";
import { messageSid, postAsTwilio, RECEIVED_PATH, type FakeTwilioMessage } from "~tests/support/fake-twilio";
import { expect, openTab, test, toast, TOAST } from "./admin-fixture";
import {
  addService,
  asOwnClient,
  fillContact,
  pickVisitDate,
  signInWithLink,
  uniqueEmail,
} from "./booking-support";
import { expectNoAxeViolations, waitForHydration } from "./support";
import { E2E_TWILIO, twilioStandInPort } from "./twilio-stand-in";
import { ownVisitDay } from "./visit-days";

test.describe.configure({ timeout: 150_000 });

/** A browser nobody is signed in to (the admin fixture's sign-in is every context's otherwise). */
const NOBODY = { cookies: [], origins: [] };

/** This spec's own fictional number (no other test texts from it, nor books with it). */
const NUMBER = { e164: "+13255550193", typed: "(325) 555-0193" };

/** The texts Twilio's stand-in took for `to`, oldest first. */
async function textsTo(baseURL: string, to: string) {
  const standIn = `http://127.0.0.1:${twilioStandInPort(Number(new URL(baseURL).port))}`;
  const { messages } = (await (await fetch(`${standIn}${RECEIVED_PATH}`)).json()) as {
    messages: FakeTwilioMessage[];
  };
  return messages.filter((message) => message.to === to).map((message) => message.body);
}

/** The customer books the visit on the booking page, ticking the box for texts, and pays the deposit. */
async function bookWithTexts(page: Page, customer: { name: string; email: string }, date: string) {
  await asOwnClient(page);
  await page.goto("/book");
  await waitForHydration(page);
  await fillContact(page, { ...customer, phone: NUMBER.typed });
  const box = page.getByRole("checkbox", { name: TEXT_CONSENT_WORDING });
  await expect(box).not.toBeChecked();
  await box.check();
  await addService(page, "Plumbing Repair");
  await pickVisitDate(page, date);
  await page.getByLabel("Time", { exact: true }).selectOption("10:00");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^Book Services - / }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank You for Your Booking!" })).toBeVisible();
}

test("texts: booked with the box ticked, on my way, a reply in the inbox answered by text", async ({
  page,
  browser,
  baseURL,
  errors,
}) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const customer = { name: `Texting Customer ${id}`, email: uniqueEmail("texts-journey") };
  const date = ownVisitDay("texts-journey: booked");

  const visitor = await browser.newContext({ baseURL, storageState: NOBODY });
  await bookWithTexts(await visitor.newPage(), customer, date);
  await visitor.close();

  // The owner is on the way: Today's card of the visit, as on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/admin?tab=today&date=${date}`);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await waitForHydration(page);
  const card = page.getByRole("article", { name: new RegExp(customer.name) });
  await card.getByLabel("Minutes away").selectOption("20");
  await card.getByRole("button", { name: /^On my way/ }).click();
  await expect(toast(page, "On my way sent")).toBeVisible(TOAST);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The customer answers by text; the reply is the customer's conversation in the inbox.
  const words = `See you soon, the gate is open. ${id}`;
  const posted = await postAsTwilio(
    `${baseURL}/api/webhooks/sms`,
    { From: NUMBER.e164, To: E2E_TWILIO.from, Body: words, MessageSid: messageSid(), NumMedia: "0" },
    E2E_TWILIO.authToken,
  );
  expect(posted.status).toBe(200);
  await openTab(page, "inbox", "Inbox");
  await page.getByRole("tab", { name: /^Texts/ }).click();
  const conversation = page
    .getByRole("navigation", { name: "Text conversations" })
    .getByRole("link", { name: new RegExp(customer.name) });
  await expect(conversation).toContainText(words);
  await conversation.click();
  const thread = page.getByRole("list", { name: `Texts with ${customer.name}` });
  await expect(thread.getByRole("listitem").last()).toContainText(words);
  await expectNoAxeViolations(page);
  const answer = `Great, thank you! ${id}`;
  await page.getByRole("textbox", { name: "Reply by text" }).fill(answer);
  await page.getByRole("button", { name: "Send text" }).click();
  await expect(thread.getByRole("listitem").last()).toContainText(answer);
  await expect
    .poll(() => textsTo(baseURL!, NUMBER.e164), { timeout: 15_000 })
    .toContainEqual(expect.stringContaining(answer));

  // The customer's page: the consent (on, through the booking form, the words shown) and the texts.
  await openTab(page, "customers", "Customers");
  await page.getByLabel("Search customers").fill(customer.email);
  await page.getByRole("button", { name: `View ${customer.name}` }).click();
  const panel = page.getByRole("complementary", { name: "Customer details" });
  const texts = panel.getByRole("region", { name: "Texts" });
  await expect(texts).toContainText(`On to ${NUMBER.e164}`);
  await expect(texts).toContainText(
    /Asked for texts on .* through the booking form, for \+13255550193, from /,
  );
  await expect(texts).toContainText(TEXT_CONSENT_WORDING);
  await expect(texts).toContainText(words);
  await expect(texts).toContainText(answer);
  await expectNoAxeViolations(page);

  // "On my way" went by text too, naming the business.
  await expect
    .poll(() => textsTo(baseURL!, NUMBER.e164), { timeout: 15_000 })
    .toContainEqual(
      expect.stringMatching(/^\w+ from Big Country Home Remodeling is on the way, about 20 minutes out/),
    );
  expect(errors).toEqual([]);
});

test("texts: a customer turns texts on in My Projects, to a mobile number, and off again", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: NOBODY });
  const page = await context.newPage();
  await asOwnClient(page);
  await signInWithLink(page, uniqueEmail("texts-account"));
  await page.goto("/my-projects");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Text messages" });
  const box = section.getByRole("checkbox", { name: TEXT_CONSENT_WORDING });
  const mobile = section.getByRole("textbox", { name: "Mobile number" });
  await expect(box).not.toBeChecked();

  await box.check();
  await mobile.fill("555-1234");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByText(TEXTABLE_PHONE_MESSAGE)).toBeVisible();
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAttribute("aria-invalid", "true");

  await mobile.fill("(325) 555-0192");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByRole("status")).toHaveText("Texts are on. We will text the number above.");
  await expect(mobile).toHaveValue("+13255550192");
  await expectNoAxeViolations(page);

  await box.uncheck();
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByRole("status")).toHaveText("Texts are off. We will not text you.");
  await page.reload();
  await expect(section.getByRole("checkbox", { name: TEXT_CONSENT_WORDING })).not.toBeChecked();
  await context.close();
});
