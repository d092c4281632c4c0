ALTER TABLE "applications" ADD COLUMN "view_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The application's read answer is cached per (uuid, view_version): every change to the
-- application, or to a row its answer shows, moves the version, on whichever instance it happens.
CREATE FUNCTION "applications_bump_view_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.view_version := OLD.view_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_view_version" BEFORE UPDATE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_bump_view_version"();
--> statement-breakpoint
CREATE FUNCTION "application_rows_bump_view_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.application_uuid IS NOT NULL THEN
    UPDATE "applications" SET "view_version" = "view_version" + 1 WHERE "uuid" = OLD.application_uuid;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.application_uuid IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW.application_uuid IS DISTINCT FROM OLD.application_uuid) THEN
    UPDATE "applications" SET "view_version" = "view_version" + 1 WHERE "uuid" = NEW.application_uuid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "consents_view_version" AFTER INSERT OR UPDATE OR DELETE ON "consents"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
--> statement-breakpoint
CREATE TRIGGER "application_documents_view_version" AFTER INSERT OR UPDATE OR DELETE ON "application_documents"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
--> statement-breakpoint
CREATE TRIGGER "application_income_sources_view_version" AFTER INSERT OR UPDATE OR DELETE ON "application_income_sources"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
--> statement-breakpoint
CREATE TRIGGER "application_bank_accounts_view_version" AFTER INSERT OR UPDATE OR DELETE ON "application_bank_accounts"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
--> statement-breakpoint
CREATE TRIGGER "application_offers_view_version" AFTER INSERT OR UPDATE OR DELETE ON "application_offers"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
--> statement-breakpoint
CREATE TRIGGER "application_insurance_view_version" AFTER INSERT OR UPDATE OR DELETE ON "application_insurance"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
--> statement-breakpoint
CREATE FUNCTION "profile_addresses_bump_view_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" SET "view_version" = "view_version" + 1
    WHERE "selected_property_uuid" = NEW.uuid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profile_addresses_view_version" AFTER UPDATE ON "profile_addresses"
  FOR EACH ROW EXECUTE FUNCTION "profile_addresses_bump_view_version"();
