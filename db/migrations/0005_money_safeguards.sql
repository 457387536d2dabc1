ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_client_key_idx" ON "bookings" USING btree ("client_key","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_known" CHECK (cancelled_by in ('customer', 'admin', 'system'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_known" CHECK (refund_reason in ('duplicate', 'slot_unavailable', 'visit_cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK (status in ('pending', 'succeeded', 'failed', 'expired', 'refund_pending', 'refunded'));