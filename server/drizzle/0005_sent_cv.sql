ALTER TABLE "job_target" ADD COLUMN "sent_cv" text;--> statement-breakpoint
ALTER TABLE "job_target" ADD COLUMN "sent_document_id" text;--> statement-breakpoint
ALTER TABLE "job_target" ADD CONSTRAINT "job_target_sent_document_id_document_id_fk" FOREIGN KEY ("sent_document_id") REFERENCES "public"."document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_target_sent_document_id_idx" ON "job_target" USING btree ("sent_document_id");