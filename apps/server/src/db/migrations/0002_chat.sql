CREATE TABLE "chat_attachments" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"message_uuid" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_size_bytes_check" CHECK ("chat_attachments"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"skill" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"identity_uuid" uuid,
	"application_uuid" uuid,
	"loan_number" text,
	"page_url" text,
	"agent_uuid" text,
	"agent_name" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"contact_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_contact_id_key" UNIQUE("contact_id"),
	CONSTRAINT "chat_conversations_status_check" CHECK ("chat_conversations"."status" IN ('WAITING', 'ACTIVE', 'ENDED'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" text NOT NULL,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"client_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_seq_key" UNIQUE("conversation_uuid","seq"),
	CONSTRAINT "chat_messages_client_id_key" UNIQUE("conversation_uuid","sender_id","client_message_id")
);
--> statement-breakpoint
CREATE TABLE "chat_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"conversation_uuid" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_participants_pkey" PRIMARY KEY("conversation_uuid","participant_id"),
	CONSTRAINT "chat_participants_kind_check" CHECK ("chat_participants"."kind" IN ('customer', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "chat_surveys" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"satisfaction" smallint NOT NULL,
	"resolved" boolean NOT NULL,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_surveys_satisfaction_check" CHECK ("chat_surveys"."satisfaction" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "chatbot_conversations" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid,
	"application_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_feedback" (
	"question_uuid" uuid PRIMARY KEY NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"reason" text,
	"feedback_message" text NOT NULL,
	"response_to_customer" text NOT NULL,
	"sender_email" text,
	"sender_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_feedback_rating_check" CHECK ("chatbot_feedback"."rating" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "chatbot_questions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"conversation_uuid" uuid NOT NULL,
	"question" text NOT NULL,
	"response" text NOT NULL,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operating_hours" (
	"org_code" text NOT NULL,
	"department" text NOT NULL,
	"weekday_value" smallint NOT NULL,
	"is_open" boolean NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "operating_hours_pkey" PRIMARY KEY("org_code","department","weekday_value"),
	CONSTRAINT "operating_hours_weekday_value_check" CHECK ("operating_hours"."weekday_value" BETWEEN 1 AND 7)
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_uuid_fkey" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_uuid_fkey" FOREIGN KEY ("message_uuid") REFERENCES "public"."chat_messages"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_uuid_fkey" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_conversation_uuid_fkey" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_surveys" ADD CONSTRAINT "chat_surveys_conversation_uuid_fkey" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chat_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_feedback" ADD CONSTRAINT "chatbot_feedback_question_uuid_fkey" FOREIGN KEY ("question_uuid") REFERENCES "public"."chatbot_questions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_questions" ADD CONSTRAINT "chatbot_questions_conversation_uuid_fkey" FOREIGN KEY ("conversation_uuid") REFERENCES "public"."chatbot_conversations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_uuid");--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("status","skill","created_at");--> statement-breakpoint
CREATE INDEX "chat_nonces_expiry_idx" ON "chat_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "chatbot_questions_conversation_idx" ON "chatbot_questions" USING btree ("conversation_uuid","created_at");