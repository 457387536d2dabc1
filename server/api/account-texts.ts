import { Router } from "express";
import { accountPerson, accountTexts, saveAccountTexts } from "~/features/text-consent/account-texts.server";
import { accountTextEndpoints as endpoints } from "~/features/text-consent/endpoints";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { requireUser } from "./auth-guards";

/**
 * `/api/account/texts`: the signed-in person's own choice of texts (docs/texts.md, "Consent"). Anyone signed
 * in, an admin included, reads and sets only their own, found by their account's email; nobody else's can
 * be named. Anonymous: 401.
 */
export function accountTextsRouter(db: Db) {
  const router = Router();
  router.use("/texts", requireUser);
  serve(router, "/api/account", endpoints.get, ({ user }) => accountTexts(db, user.email));
  serve(router, "/api/account", endpoints.save, ({ req, user, body }) =>
    saveAccountTexts(db, accountPerson(user), body, req.ip ?? null),
  );
  return router;
}
