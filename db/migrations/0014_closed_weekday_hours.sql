CREATE TABLE "closed_weekday_hours" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"first_slot" text NOT NULL,
	"last_slot" text NOT NULL,
	CONSTRAINT "closed_weekday_hours_weekday" CHECK ("closed_weekday_hours"."weekday" between 0 and 6),
	CONSTRAINT "closed_weekday_hours_order" CHECK ("closed_weekday_hours"."first_slot" <= "closed_weekday_hours"."last_slot")
);
