/**
 * The inbox's Texts: a customer's text (posted to the site as Twilio posts it, signed) appears as a
 * conversation with its unread count; the owner opens it, which reads it, and answers; the answer goes out
 * through Twilio's stand-in as a text naming the business. On a phone the list and the conversation take the
 * screen in turn.
 */
import { messageSid, postAsTwilio, RECEIVED_PATH, type FakeTwilioMessage } from "~tests/support/fake-twilio";
import { expect, openTab, test } from "./admin-fixture";
import { expectNoAxeViolations, isPhone } from "./support";
import { E2E_TWILIO, twilioStandInPort } from "./twilio-stand-in";

test.describe.configure({ timeout: 90_000 });

/** This spec's own fictional numbers, one a project (no other test texts from them). */
const NUMBERS: Record<string, { e164: string; shown: string }> = {
  "admin-desktop": { e164: "+13255550197", shown: "(325) 555-0197" },
  "admin-phone": { e164: "+13255550198", shown: "(325) 555-0198" },
};

test(
  "texts: a customer's text lands in the inbox, the owner reads it and answers by text",
  { tag: "@phone" },
  async ({ page, baseURL, errors }) => {
    const number = NUMBERS[test.info().project.name]!;
    const words = `Can you come Thursday instead? ${Date.now().toString(36)}`;
    const posted = await postAsTwilio(
      `${baseURL}/api/webhooks/sms`,
      { From: number.e164, To: E2E_TWILIO.from, Body: words, MessageSid: messageSid(), NumMedia: "0" },
      E2E_TWILIO.authToken,
    );
    expect(posted.status).toBe(200);

    await openTab(page, "inbox", "Inbox");
    await page.getByRole("tab", { name: /^Texts \(\d+ unread\)$/ }).click();
    const conversations = page.getByRole("navigation", { name: "Text conversations" });
    const conversation = conversations.getByRole("link", {
      name: new RegExp(`Text from ${escape(number.shown)}`),
    });
    await expect(conversation).toContainText("unread");
    await expect(conversation).toContainText(words);
    await conversation.click();

    const thread = page.getByRole("list", { name: `Texts with Text from ${number.shown}` });
    await expect(thread.getByRole("listitem").last()).toContainText(words);
    // Shown, the conversation is read: its count goes.
    if (!isPhone(page)) await expect(conversation).not.toContainText("unread");
    await expectNoAxeViolations(page);

    const reply = `Thursday at 10:00 AM works. ${Date.now().toString(36)}`;
    await page.getByRole("textbox", { name: "Reply by text" }).fill(reply);
    await page.getByRole("button", { name: "Send text" }).click();
    await expect(thread.getByRole("listitem").last()).toContainText(reply);
    await expect(page.getByRole("textbox", { name: "Reply by text" })).toHaveValue("");

    // The text went out through Twilio's stand-in, naming the business, with the way to stop.
    const standIn = `http://127.0.0.1:${twilioStandInPort(Number(new URL(baseURL!).port))}`;
    await expect
      .poll(async () => {
        const { messages } = (await (await fetch(`${standIn}${RECEIVED_PATH}`)).json()) as {
          messages: FakeTwilioMessage[];
        };
        return messages.filter((m) => m.to === number.e164).map((m) => m.body);
      })
      .toEqual([`Big Country Home Remodeling: ${reply}\nReply STOP to opt out`]);

    if (isPhone(page)) {
      // On a phone the conversation has the screen; the list is a tap away.
      await page.getByRole("link", { name: "All conversations" }).click();
      await expect(conversation).toBeVisible();
      await expect(conversation).not.toContainText("unread");
    }
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  },
);

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
