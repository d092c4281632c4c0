-- Operating hours, the built-in live-chat store, chat nonces, surveys and the chatbot.
CREATE TABLE operating_hours (
  org_code text NOT NULL,
  department text NOT NULL,
  weekday_value smallint NOT NULL CHECK (weekday_value BETWEEN 1 AND 7),
  is_open boolean NOT NULL,
  start_time text NOT NULL,
  end_time text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  CONSTRAINT operating_hours_pkey PRIMARY KEY (org_code, department, weekday_value)
);

CREATE TABLE chat_conversations (
  uuid uuid PRIMARY KEY,
  org_code text NOT NULL,
  skill text NOT NULL,
  mode text NOT NULL,
  status text NOT NULL CHECK (status IN ('WAITING', 'ACTIVE', 'ENDED')),
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  identity_uuid uuid,
  application_uuid uuid,
  loan_number text,
  page_url text,
  agent_uuid text,
  agent_name text,
  last_seq integer NOT NULL DEFAULT 0,
  contact_id uuid NOT NULL CONSTRAINT chat_conversations_contact_id_key UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX chat_conversations_queue_idx ON chat_conversations (status, skill, created_at);

CREATE TABLE chat_participants (
  conversation_uuid uuid NOT NULL REFERENCES chat_conversations (uuid) ON DELETE CASCADE,
  participant_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('customer', 'agent')),
  name text NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_participants_pkey PRIMARY KEY (conversation_uuid, participant_id)
);

CREATE TABLE chat_messages (
  uuid uuid PRIMARY KEY,
  conversation_uuid uuid NOT NULL REFERENCES chat_conversations (uuid) ON DELETE CASCADE,
  seq integer NOT NULL,
  sender_type text NOT NULL,
  sender_id text NOT NULL,
  sender_name text NOT NULL,
  body text NOT NULL,
  client_message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_messages_seq_key UNIQUE (conversation_uuid, seq),
  CONSTRAINT chat_messages_client_id_key UNIQUE (conversation_uuid, sender_id, client_message_id)
);

CREATE TABLE chat_attachments (
  uuid uuid PRIMARY KEY,
  conversation_uuid uuid NOT NULL REFERENCES chat_conversations (uuid) ON DELETE CASCADE,
  uploaded_by text NOT NULL,
  message_uuid uuid REFERENCES chat_messages (uuid) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_attachments_message_idx ON chat_attachments (message_uuid);

CREATE TABLE chat_nonces (
  nonce_hash text PRIMARY KEY,
  org_code text NOT NULL,
  identity_uuid uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_nonces_expiry_idx ON chat_nonces (expires_at);

CREATE TABLE chat_surveys (
  contact_id uuid PRIMARY KEY,
  conversation_uuid uuid NOT NULL REFERENCES chat_conversations (uuid) ON DELETE CASCADE,
  satisfaction smallint NOT NULL CHECK (satisfaction BETWEEN 1 AND 5),
  resolved boolean NOT NULL,
  comments text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chatbot_conversations (
  uuid uuid PRIMARY KEY,
  org_code text NOT NULL,
  identity_uuid uuid,
  application_uuid uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chatbot_questions (
  uuid uuid PRIMARY KEY,
  conversation_uuid uuid NOT NULL REFERENCES chatbot_conversations (uuid) ON DELETE CASCADE,
  question text NOT NULL,
  response text NOT NULL,
  answered_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chatbot_questions_conversation_idx ON chatbot_questions (conversation_uuid, created_at);

CREATE TABLE chatbot_feedback (
  question_uuid uuid PRIMARY KEY REFERENCES chatbot_questions (uuid) ON DELETE CASCADE,
  conversation_uuid uuid NOT NULL,
  rating smallint NOT NULL CHECK (rating IN (0, 1)),
  reason text,
  feedback_message text NOT NULL,
  response_to_customer text NOT NULL,
  sender_email text,
  sender_type text,
  created_at timestamptz NOT NULL DEFAULT now()
);
