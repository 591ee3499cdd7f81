DROP INDEX "scan_job_target_id_idx";--> statement-breakpoint
CREATE INDEX "document_user_id_updated_at_idx" ON "document" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_target_user_id_updated_at_idx" ON "job_target" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_target_user_id_created_at_idx" ON "job_target" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_target_user_id_status_updated_at_idx" ON "job_target" USING btree ("user_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_target_user_id_deadline_idx" ON "job_target" USING btree ("user_id","deadline","id");--> statement-breakpoint
CREATE INDEX "scan_job_target_id_created_at_idx" ON "scan" USING btree ("job_target_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);