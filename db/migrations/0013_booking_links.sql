ALTER TABLE "bookings" ADD COLUMN "link_nonce" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_link_hash_unique" UNIQUE("link_hash");