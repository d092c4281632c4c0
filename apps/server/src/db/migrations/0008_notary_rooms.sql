CREATE TABLE "notary_presence" (
	"socket_id" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notary_room_events" (
	"application_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notary_room_events_pkey" PRIMARY KEY("application_uuid","seq"),
	CONSTRAINT "notary_room_events_kind_check" CHECK ("notary_room_events"."kind" IN ('CHAT', 'SIGNAL', 'PRESENCE', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "notary_rooms" (
	"application_uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"scheduled_for" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"completed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notary_presence" ADD CONSTRAINT "notary_presence_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary_room_events" ADD CONSTRAINT "notary_room_events_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary_rooms" ADD CONSTRAINT "notary_rooms_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notary_presence_application_idx" ON "notary_presence" USING btree ("application_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "notary_rooms_scheduled_for_idx" ON "notary_rooms" USING btree ("scheduled_for") WHERE "notary_rooms"."scheduled_for" IS NOT NULL AND "notary_rooms"."completed_at" IS NULL;