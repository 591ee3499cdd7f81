CREATE TABLE "calendar_feed" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lookup_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_lookupId_unique" UNIQUE("lookup_id")
);
--> statement-breakpoint
CREATE TABLE "job_target_date" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_target_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"starts_at" timestamp with time zone,
	"duration_minutes" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_target_date_day_or_time" CHECK (("job_target_date"."day" is null) <> ("job_target_date"."starts_at" is null) and ("job_target_date"."starts_at" is null) = ("job_target_date"."duration_minutes" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target_date" ADD CONSTRAINT "job_target_date_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target_date" ADD CONSTRAINT "job_target_date_job_target_id_job_target_id_fk" FOREIGN KEY ("job_target_id") REFERENCES "public"."job_target"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_target_date_user_id_idx" ON "job_target_date" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_target_date_job_target_id_idx" ON "job_target_date" USING btree ("job_target_id");