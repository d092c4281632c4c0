CREATE TABLE "chat_rate_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_rate_events_scope_idx" ON "chat_rate_events" USING btree ("scope","occurred_at");