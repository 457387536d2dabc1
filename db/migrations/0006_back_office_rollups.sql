CREATE TABLE "appointment_tallies" (
	"booked_on" date NOT NULL,
	"service_name" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "appointment_tallies_booked_on_service_name_status_pk" PRIMARY KEY("booked_on","service_name","status")
);
--> statement-breakpoint
CREATE TABLE "customer_totals" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"appointment_count" integer DEFAULT 0 NOT NULL,
	"last_visit" date,
	"total_spent" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_by_day" (
	"paid_on" date PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_tallies" (
	"visit_on" date NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "visit_tallies_visit_on_status_pk" PRIMARY KEY("visit_on","status")
);
--> statement-breakpoint
DROP INDEX "customers_name_idx";--> statement-breakpoint
DROP INDEX "appointments_status_date_idx";--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
CREATE INDEX "customer_totals_appointment_count_idx" ON "customer_totals" USING btree ("appointment_count" DESC NULLS LAST,"customer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_totals_last_visit_idx" ON "customer_totals" USING btree ("last_visit" DESC NULLS LAST,"customer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_totals_total_spent_idx" ON "customer_totals" USING btree ("total_spent" DESC NULLS LAST,"customer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_lower_name_idx" ON "customers" USING btree (lower("name") desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_email_sort_idx" ON "customers" USING btree ("email" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (lower(name || E'\n' || email || E'\n' || phone) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_idx" ON "customers" USING gin (regexp_replace(phone, '\D', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_status_date_idx" ON "appointments" USING btree ("status","date","time");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);