CREATE TABLE "application_replay_links" (
	"application_uuid" uuid NOT NULL,
	"session_uuid" uuid NOT NULL,
	"link" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_replay_links_pkey" PRIMARY KEY("application_uuid","session_uuid")
);
--> statement-breakpoint
ALTER TABLE "application_replay_links" ADD CONSTRAINT "application_replay_links_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_replay_links" ADD CONSTRAINT "application_replay_links_session_uuid_fkey" FOREIGN KEY ("session_uuid") REFERENCES "public"."telemetry_sessions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_replay_links_session_uuid_idx" ON "application_replay_links" USING btree ("session_uuid");