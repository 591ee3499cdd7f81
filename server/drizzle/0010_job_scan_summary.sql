ALTER TABLE "job_target" ADD COLUMN "latest_scan_id" text;--> statement-breakpoint
ALTER TABLE "job_target" ADD COLUMN "latest_score" integer;--> statement-breakpoint
ALTER TABLE "job_target" ADD COLUMN "previous_score" integer;--> statement-breakpoint
ALTER TABLE "job_target" ADD COLUMN "scan_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "job_target_user_id_latest_score_idx" ON "job_target" USING btree ("user_id","latest_score" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Decision 143: a job's newest scan, its score, the score before and the scan count, recomputed
-- from the job's scans by every write of a scan, in the writing transaction (refreshJobScanSummary).
CREATE FUNCTION "job_target_scan_summary"(job text) RETURNS void LANGUAGE sql AS $$
  UPDATE "job_target" SET
    "latest_scan_id" = (SELECT "id" FROM "scan" WHERE "job_target_id" = job
      ORDER BY "created_at" DESC, "id" DESC LIMIT 1),
    "latest_score" = (SELECT "score" FROM "scan" WHERE "job_target_id" = job
      ORDER BY "created_at" DESC, "id" DESC LIMIT 1),
    "previous_score" = (SELECT "score" FROM "scan" WHERE "job_target_id" = job
      ORDER BY "created_at" DESC, "id" DESC LIMIT 1 OFFSET 1),
    "scan_count" = (SELECT count(*) FROM "scan" WHERE "job_target_id" = job)
  WHERE "id" = job;
$$;--> statement-breakpoint
UPDATE "job_target" AS j SET
  "latest_scan_id" = r."id",
  "latest_score" = r."score",
  "previous_score" = r."previous",
  "scan_count" = r."n"
FROM (
  SELECT "job_target_id", "id", "score", "previous", "n" FROM (
    SELECT "job_target_id", "id", "score",
      lead("score") OVER w AS "previous",
      count(*) OVER (PARTITION BY "job_target_id") AS "n",
      row_number() OVER w AS "rank"
    FROM "scan"
    WINDOW w AS (PARTITION BY "job_target_id" ORDER BY "created_at" DESC, "id" DESC)
  ) AS ranked WHERE "rank" = 1
) AS r
WHERE r."job_target_id" = j."id";
