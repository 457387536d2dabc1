DROP INDEX "appointments_created_at_idx";--> statement-breakpoint
CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);