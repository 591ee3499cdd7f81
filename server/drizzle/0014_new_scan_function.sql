-- Decision 225: a new job's scan is written by one statement, `select insert_new_scan(…)`, instead
-- of BEGIN, three inserts and COMMIT: one round trip instead of five. An SQL function (not
-- PL/pgSQL, which embedded PGlite does not run; decision 186) runs its statements in order in the
-- caller's transaction, so the job, its first status event and its scan are written together or
-- not at all, and the data-version rules of the three tables act on each insert as they do on
-- any other. A column added to these tables with no default must be added here too: the scan
-- tests write through this function on both databases.
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
  "p_result" jsonb,
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
