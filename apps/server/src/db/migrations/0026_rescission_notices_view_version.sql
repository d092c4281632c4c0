-- Hand-written: an owner's notice delivered or acknowledged changes the application's answer
-- (closing.rightToCancel), so it moves the view version as the other application rows do (0011).
CREATE TRIGGER "rescission_notices_view_version" AFTER INSERT OR UPDATE OR DELETE ON "rescission_notices"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
