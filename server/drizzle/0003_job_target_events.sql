CREATE TABLE "job_target_event" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_target_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_target_event" ADD CONSTRAINT "job_target_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target_event" ADD CONSTRAINT "job_target_event_job_target_id_job_target_id_fk" FOREIGN KEY ("job_target_id") REFERENCES "public"."job_target"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_target_event_user_id_idx" ON "job_target_event" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_target_event_job_target_id_idx" ON "job_target_event" USING btree ("job_target_id");