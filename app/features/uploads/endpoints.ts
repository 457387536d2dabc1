/** The back office's image uploads (app/lib/endpoint.ts): a multipart form with the field `image`. */
import { z } from "zod";
import { endpoint, noAnswer } from "~/lib/endpoint";

/** `url` names the largest variant, as seeded images do. A refusal answers `{ success: false, message }`. */
export const uploadAnswer = z.object({ success: z.literal(true), url: z.string(), message: z.string() });

export const adminUploadEndpoints = {
  upload: endpoint({
    method: "POST",
    path: "/api/admin/upload",
    access: "admin",
    body: "form-data",
    output: uploadAnswer,
    status: 201,
  }),
  /** Only the names of stored images (upload-names.ts) are deleted. */
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/upload/:filename",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};
