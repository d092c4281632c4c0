-- A job that becomes due (queued, run_at passed) notifies the channel at commit, so that the
-- workers LISTENing on PostgreSQL claim it at once instead of at their next poll. NOTIFY is a
-- hint only: the jobs table stays the record, and polling still finds anything a listener missed.
CREATE FUNCTION "jobs_notify_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('openheloc_jobs', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_due" AFTER INSERT OR UPDATE OF "status", "run_at" ON "jobs"
  FOR EACH ROW WHEN (NEW."status" = 'queued' AND NEW."run_at" <= now())
  EXECUTE FUNCTION "jobs_notify_due"();
