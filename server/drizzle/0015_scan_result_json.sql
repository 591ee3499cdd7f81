-- Decision 229: a scan's result is stored as json, not jsonb. The engine's answer is written once
-- and read back whole; jsonb's conversion cost the database ~1.1 ms of CPU for each new scan (54 KB
-- of JSON), the largest part of its work for one. The few queries that look inside it (the
-- dashboard's missing keywords, a job's changes between scans) read json as well.
ALTER TABLE "scan" ALTER COLUMN "result" SET DATA TYPE json USING "result"::json;--> statement-breakpoint
DROP FUNCTION "insert_new_scan"(text, text, text, text, text, text, text, timestamptz, text, text,
  text, text, jsonb, integer, text);--> statement-breakpoint
CREATE FUNCTION "insert_new_scan"(
  "p_job_id" text,
  "p_user_id" text,
  "p_title" text,
  "p_company" text,
  "p_location" text,
  "p_url" text,
  "p_posting_text" text,
  "p_at" timestamptz,
  "p_event_id" text,
  "p_scan_id" text,
  "p_cv_hash" text,
  "p_cv_text" text,
  "p_result" json,
  "p_score" integer,
  "p_engine_version" text
) RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO "job_target" ("id", "user_id", "title", "company", "location", "url", "posting_text",
    "status", "dismissed_keywords", "latest_scan_id", "latest_score", "previous_score", "scan_count",
    "created_at", "updated_at")
  VALUES ("p_job_id", "p_user_id", "p_title", "p_company", "p_location", "p_url", "p_posting_text",
    'saved', '[]'::jsonb, "p_scan_id", "p_score", NULL, 1, "p_at", "p_at");
  INSERT INTO "job_target_event" ("id", "user_id", "job_target_id", "from_status", "to_status",
    "created_at")
  VALUES ("p_event_id", "p_user_id", "p_job_id", NULL, 'saved', "p_at");
  INSERT INTO "scan" ("id", "user_id", "job_target_id", "cv_hash", "cv_text", "result", "score",
    "engine_version", "rescan", "created_at")
  VALUES ("p_scan_id", "p_user_id", "p_job_id", "p_cv_hash", "p_cv_text", "p_result", "p_score",
    "p_engine_version", false, "p_at");
$$;
