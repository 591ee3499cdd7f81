CREATE TABLE "user_data_version" (
	"user_id" text NOT NULL,
	"shard" integer NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "user_data_version_user_id_shard_pk" PRIMARY KEY("user_id","shard")
);
--> statement-breakpoint
ALTER TABLE "user_data_version" ADD CONSTRAINT "user_data_version_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 186: every statement that writes a user's jobs, status events, scans, documents or CV
-- raises one of the user's counters in the writing transaction, whoever writes (a request, a
-- cascade, an SQL function, a bulk insert), so a dashboard or board kept at an older sum is never
-- served again. Rules, not triggers: a trigger function needs PL/pgSQL, which embedded PGlite
-- loads as a WebAssembly side module (decision 143). One counter per connection (the backend's
-- pid modulo 16): concurrent writers of one user seldom wait on one row. Joined with "user" so
-- the cascades of a deleted user, whose counters go too, write none back.
CREATE RULE "cv_data_version_insert" AS ON INSERT TO "cv" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = NEW."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "cv_data_version_update" AS ON UPDATE TO "cv" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "cv_data_version_delete" AS ON DELETE TO "cv" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "job_target_data_version_insert" AS ON INSERT TO "job_target" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = NEW."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "job_target_data_version_update" AS ON UPDATE TO "job_target" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "job_target_data_version_delete" AS ON DELETE TO "job_target" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "job_target_event_data_version_insert" AS ON INSERT TO "job_target_event" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = NEW."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "job_target_event_data_version_update" AS ON UPDATE TO "job_target_event" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "job_target_event_data_version_delete" AS ON DELETE TO "job_target_event" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "scan_data_version_insert" AS ON INSERT TO "scan" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = NEW."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "scan_data_version_update" AS ON UPDATE TO "scan" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "scan_data_version_delete" AS ON DELETE TO "scan" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "document_data_version_insert" AS ON INSERT TO "document" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = NEW."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "document_data_version_update" AS ON UPDATE TO "document" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
--> statement-breakpoint
CREATE RULE "document_data_version_delete" AS ON DELETE TO "document" DO ALSO
  INSERT INTO "user_data_version" ("user_id", "shard")
  SELECT DISTINCT "user"."id", pg_backend_pid() % 16 FROM "user" WHERE "user"."id" = OLD."user_id"
  ON CONFLICT ("user_id", "shard") DO UPDATE SET "version" = "user_data_version"."version" + 1;
