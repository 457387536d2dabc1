import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** The routes (docs/pages-and-texts.md). */
export default [
  index("routes/public/home.tsx"),
  route("services", "routes/public/services.tsx"),
  route("book", "routes/public/book.tsx", { id: "book" }),
  route("booking", "routes/public/book.tsx", { id: "booking" }),
  route("projects", "routes/public/projects.tsx"),
  route("about", "routes/public/about.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("quote", "routes/public/quote.tsx"),
  route("thank-you", "routes/public/thank-you.tsx"),
  route("payment/:appointmentId", "routes/account/payment.tsx"),
  route("checkout/test/:sessionId", "routes/checkout/test-checkout.tsx"),
  // The checkout's return page first: "paid" is not an estimate's token.
  route("estimates/paid", "routes/estimates/deposit-return.tsx"),
  route("estimates/:token", "routes/estimates/estimate.tsx"),
  // The checkout's return page first: "paid" is not an invoice's token.
  route("invoices/paid", "routes/invoices/checkout-return.tsx"),
  route("invoices/:token", "routes/invoices/invoice.tsx"),
  route("change-orders/:token", "routes/change-orders/change-order.tsx"),
  route("reviews/:token", "routes/reviews/review.tsx"),
  route("my-projects", "routes/account/my-projects.tsx"),
  route("my-projects/:id", "routes/account/my-project-details.tsx"),
  route("my-projects/jobs/:estimateId", "routes/account/my-job.tsx"),
  route("visits/:token", "routes/account/visit-link.tsx"),
  route("admin", "routes/admin/admin.tsx", [index("routes/admin/admin-tab.tsx")]),
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("admin/two-factor", "routes/admin/two-factor-setup.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("login/two-factor", "routes/auth/login-two-factor.tsx"),
  route("signed-in", "routes/auth/signed-in.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
