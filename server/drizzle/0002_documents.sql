CREATE TABLE "document" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"scan_id" text,
	"job_target_id" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"template" text NOT NULL,
	"page_size" text DEFAULT 'A4' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"score" integer,
	"original_score" integer,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_scan_id_scan_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_job_target_id_job_target_id_fk" FOREIGN KEY ("job_target_id") REFERENCES "public"."job_target"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_user_id_created_at_idx" ON "document" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_scan_id_idx" ON "document" USING btree ("scan_id");