/** The services' endpoints (app/lib/endpoint.ts): the public catalog and the admin's list and edits. */
import { z } from "zod";
import { endpoint, noAnswer } from "~/lib/endpoint";
import { serviceSchema } from "./service.schema";

/** A service as the public site sees it. basePrice is a decimal string ("1500.00"). */
export const publicService = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  basePrice: z.string(),
  priceUnit: z.string(),
  imageUrl: z.string(),
});

/** A service as the admin's list has it: every field, inactive ones included. */
export const adminService = publicService.extend({
  isActive: z.boolean(),
  stripeProductId: z.string().nullable(),
});

export const publicServiceEndpoints = {
  list: endpoint({ method: "GET", path: "/api/services", access: "public", output: z.array(publicService) }),
  get: endpoint({ method: "GET", path: "/api/services/:id", access: "public", output: publicService }),
};

export const adminServiceEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/services",
    access: "admin",
    output: z.array(adminService),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/admin/services",
    access: "admin",
    body: serviceSchema,
    output: adminService,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/services/:id",
    access: "admin",
    body: serviceSchema,
    output: adminService,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/services/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};

export type AdminService = z.infer<typeof adminService>;
