import type { ErrorRequestHandler } from "express";
import { DomainError } from "~/lib/domain-error";
import type { PostRefusal } from "~/lib/form-post.server";

/**
 * After a form post's rate limit: its refusal is handed to the page (the load context's `postRefusal`), whose
 * action answers it with the form, the values and the message, as it answers its own refusals, rather than
 * with an error page. Plain data: the pages' build has its own DomainError class.
 */
export const refusalToThePage: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof DomainError)) return next(error);
  const refusal: PostRefusal = { code: error.code, message: error.message, details: error.details };
  res.locals.postRefusal = refusal;
  next();
};

/** refusalToThePage for a path where every request is limited: a post's refusal only, the rest as they were. */
export const postRefusalToThePage: ErrorRequestHandler = (error, req, res, next) =>
  req.method === "POST" ? refusalToThePage(error, req, res, next) : next(error);
