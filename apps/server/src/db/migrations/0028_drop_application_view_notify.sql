-- Hand-written. Instances no longer remember applications' view versions (decision 0042): every
-- read asks for the version, so nothing listens on 'openheloc_application_views' any more and
-- the notification 0020 sent at each change to an application is dropped with its trigger.
DROP TRIGGER IF EXISTS "applications_view_changed" ON "applications";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "applications_notify_view_changed"();
