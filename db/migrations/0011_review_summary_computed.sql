ALTER TABLE "business_settings" DROP CONSTRAINT "business_settings_rating";--> statement-breakpoint
ALTER TABLE "business_settings" DROP CONSTRAINT "business_settings_review_count";--> statement-breakpoint
ALTER TABLE "business_settings" DROP COLUMN "rating_value";--> statement-breakpoint
ALTER TABLE "business_settings" DROP COLUMN "review_count";