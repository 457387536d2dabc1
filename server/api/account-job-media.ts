import { Router, type RequestHandler } from "express";
import { consentByCustomer } from "~/features/job-media/customer-consent.server";
import { customerJobMediaEndpoints, customerVisitMediaEndpoints } from "~/features/job-media/endpoints";
import { customerOwner, loadCustomerMedia } from "~/features/job-media/job-media.server";
import type { MediaOwner } from "~/features/job-media/media-owner";
import { JOB_NOT_FOUND, VISIT_NOT_FOUND } from "~/features/job-media/media-owners.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { requireUser, userOf } from "./auth-guards";

/**
 * `/api/account/jobs/{estimateId}/…` and `/api/account/visits/{bookingId}/…`: the signed-in customer's side
 * of their own job's or visit's photos and notes, and their photo consent (docs/job-media.md). Someone
 * else's, an admin's included, answers exactly as one that does not exist: 404.
 */
export function accountJobMediaRouter(db: Db) {
  const router = Router();
  router.use(requireUser);
  const base = "/api/account";
  const sides = [
    [
      customerJobMediaEndpoints,
      (id: string): MediaOwner => ({ estimateId: parseId(id, "job id") }),
      JOB_NOT_FOUND,
    ],
    [
      customerVisitMediaEndpoints,
      (id: string): MediaOwner => ({ bookingId: parseId(id, "visit id") }),
      VISIT_NOT_FOUND,
    ],
  ] as const;
  for (const [endpoints, ownerOf, missing] of sides) {
    const owner = (params: Record<string, string>) => ownerOf(params.estimateId ?? params.bookingId ?? "");
    // Before the body is read: someone else's job or visit is answered as a missing one, whatever is sent.
    const theirsOnly: RequestHandler = async (req, res, next) => {
      try {
        const facts = await customerOwner(db, owner(req.params as Record<string, string>), userOf(res).email);
        next(facts ? undefined : notFound(missing));
      } catch (error) {
        next(error);
      }
    };
    serve(
      router,
      base,
      endpoints.get,
      async ({ params, user }) => {
        const media = await loadCustomerMedia(db, owner(params), user.email);
        if (!media) throw notFound(missing);
        return media;
      },
      { guards: [theirsOnly] },
    );
    serve(
      router,
      base,
      endpoints.giveConsent,
      ({ params, user, req }) =>
        consentByCustomer(db, owner(params), user, {
          clientAddress: req.ip ?? "",
          userAgent: req.get("user-agent") ?? "",
        }),
      { guards: [theirsOnly] },
    );
  }
  return router;
}
