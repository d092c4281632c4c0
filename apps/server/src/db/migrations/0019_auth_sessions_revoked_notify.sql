-- A session revoked (or deleted, with its account) notifies the channel at commit with its token
-- id, so that every instance forgets it from its memory of live sessions at once
-- (docs/decisions/0029). Every path that ends a session goes through here, by hand included.
CREATE FUNCTION "auth_sessions_notify_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('openheloc_sessions', OLD."jti"::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_revoked" AFTER UPDATE OF "revoked_at" ON "auth_sessions"
  FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
  EXECUTE FUNCTION "auth_sessions_notify_revoked"();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_deleted" AFTER DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_notify_revoked"();
