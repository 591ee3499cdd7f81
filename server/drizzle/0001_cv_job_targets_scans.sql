CREATE TABLE "cv" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"file_mime" text,
	"file_size" integer,
	"storage_key" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "cv_upload" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_mime" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_target" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text,
	"location" text,
	"url" text,
	"posting_text" text NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"notes" text,
	"salary" text,
	"deadline" date,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_target_id" text NOT NULL,
	"cv_hash" text NOT NULL,
	"cv_text" text NOT NULL,
	"result" jsonb NOT NULL,
	"score" integer NOT NULL,
	"engine_version" text NOT NULL,
	"rescan" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv" ADD CONSTRAINT "cv_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_upload" ADD CONSTRAINT "cv_upload_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_target" ADD CONSTRAINT "job_target_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan" ADD CONSTRAINT "scan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan" ADD CONSTRAINT "scan_job_target_id_job_target_id_fk" FOREIGN KEY ("job_target_id") REFERENCES "public"."job_target"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_upload_user_id_idx" ON "cv_upload" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_target_user_id_idx" ON "job_target" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scan_user_id_created_at_idx" ON "scan" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scan_job_target_id_idx" ON "scan" USING btree ("job_target_id");