-- Every change to what an application's answers show moves its view version (migration 0011);
-- the row's update or deletion then names the application on a channel at commit, so that every
-- instance forgets the version it remembered (docs/decisions/0031). Within a transaction the
-- same name is sent once.
CREATE FUNCTION "applications_notify_view_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('openheloc_application_views', OLD."uuid"::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_view_changed" AFTER UPDATE OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_notify_view_changed"();
