DROP INDEX "payments_status_paid_at_idx";--> statement-breakpoint
CREATE INDEX "appointments_service_name_idx" ON "appointments" USING btree ("service_name");--> statement-breakpoint
CREATE INDEX "payments_status_paid_at_idx" ON "payments" USING btree ("status","paid_at","amount");