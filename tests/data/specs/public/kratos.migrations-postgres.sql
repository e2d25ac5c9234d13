-- ==== 20150100000001000000_networks.postgres.up.sql
CREATE TABLE "networks" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20191100000001000000_identities.postgres.up.sql
CREATE TABLE "identities" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"traits_schema_id" VARCHAR (2048) NOT NULL,
"traits" jsonb NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20191100000001000001_identities.postgres.up.sql
CREATE TABLE "identity_credential_types" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"name" VARCHAR (32) NOT NULL
);
-- ==== 20191100000001000002_identities.postgres.up.sql
CREATE UNIQUE INDEX "identity_credential_types_name_idx" ON "identity_credential_types" (name);
-- ==== 20191100000001000003_identities.postgres.up.sql
CREATE TABLE "identity_credentials" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"config" jsonb NOT NULL,
"identity_credential_type_id" UUID NOT NULL,
"identity_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON DELETE cascade,
FOREIGN KEY ("identity_credential_type_id") REFERENCES "identity_credential_types" ("id") ON DELETE cascade
);
-- ==== 20191100000001000004_identities.postgres.up.sql
CREATE TABLE "identity_credential_identifiers" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"identifier" VARCHAR (255) NOT NULL,
"identity_credential_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_credential_id") REFERENCES "identity_credentials" ("id") ON DELETE cascade
);
-- ==== 20191100000001000005_identities.postgres.up.sql
CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_idx" ON "identity_credential_identifiers" (identifier);
-- ==== 20191100000002000000_requests.postgres.up.sql
CREATE TABLE "selfservice_login_requests" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"request_url" VARCHAR (2048) NOT NULL,
"issued_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" timestamp NOT NULL,
"active_method" VARCHAR (32) NOT NULL,
"csrf_token" VARCHAR (255) NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20191100000002000001_requests.postgres.up.sql
CREATE TABLE "selfservice_login_request_methods" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"method" VARCHAR (32) NOT NULL,
"selfservice_login_request_id" UUID NOT NULL,
"config" jsonb NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("selfservice_login_request_id") REFERENCES "selfservice_login_requests" ("id") ON DELETE cascade
);
-- ==== 20191100000002000002_requests.postgres.up.sql
CREATE TABLE "selfservice_registration_requests" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"request_url" VARCHAR (2048) NOT NULL,
"issued_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" timestamp NOT NULL,
"active_method" VARCHAR (32) NOT NULL,
"csrf_token" VARCHAR (255) NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20191100000002000003_requests.postgres.up.sql
CREATE TABLE "selfservice_registration_request_methods" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"method" VARCHAR (32) NOT NULL,
"selfservice_registration_request_id" UUID NOT NULL,
"config" jsonb NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("selfservice_registration_request_id") REFERENCES "selfservice_registration_requests" ("id") ON DELETE cascade
);
-- ==== 20191100000002000004_requests.postgres.up.sql
CREATE TABLE "selfservice_profile_management_requests" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"request_url" VARCHAR (2048) NOT NULL,
"issued_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" timestamp NOT NULL,
"form" jsonb NOT NULL,
"update_successful" bool NOT NULL,
"identity_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON DELETE cascade
);
-- ==== 20191100000003000000_sessions.postgres.up.sql
CREATE TABLE "sessions" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"issued_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" timestamp NOT NULL,
"authenticated_at" timestamp NOT NULL,
"identity_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON DELETE cascade
);
-- ==== 20191100000004000000_errors.postgres.up.sql
CREATE TABLE "selfservice_errors" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"errors" jsonb NOT NULL,
"seen_at" timestamp NOT NULL,
"was_seen" bool NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20191100000006000000_courier.postgres.up.sql
CREATE TABLE "courier_messages" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"type" int NOT NULL,
"status" int NOT NULL,
"body" VARCHAR (255) NOT NULL,
"subject" VARCHAR (255) NOT NULL,
"recipient" VARCHAR (255) NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20191100000007000000_errors.postgres.up.sql
ALTER TABLE "selfservice_errors" ADD COLUMN "csrf_token" VARCHAR (255) NOT NULL DEFAULT '';
-- ==== 20191100000008000000_selfservice_verification.postgres.up.sql
CREATE TABLE "identity_verifiable_addresses" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"code" VARCHAR (32) NOT NULL,
"status" VARCHAR (16) NOT NULL,
"via" VARCHAR (16) NOT NULL,
"verified" bool NOT NULL,
"value" VARCHAR (400) NOT NULL,
"verified_at" timestamp,
"expires_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
"identity_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON DELETE cascade
);
-- ==== 20191100000008000001_selfservice_verification.postgres.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_code_uq_idx" ON "identity_verifiable_addresses" (code);
-- ==== 20191100000008000002_selfservice_verification.postgres.up.sql
CREATE INDEX "identity_verifiable_addresses_code_idx" ON "identity_verifiable_addresses" (code);
-- ==== 20191100000008000003_selfservice_verification.postgres.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_status_via_uq_idx" ON "identity_verifiable_addresses" (via, value);
-- ==== 20191100000008000004_selfservice_verification.postgres.up.sql
CREATE INDEX "identity_verifiable_addresses_status_via_idx" ON "identity_verifiable_addresses" (via, value);
-- ==== 20191100000008000005_selfservice_verification.postgres.up.sql
CREATE TABLE "selfservice_verification_requests" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"request_url" VARCHAR (2048) NOT NULL,
"issued_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" timestamp NOT NULL,
"form" jsonb NOT NULL,
"via" VARCHAR (16) NOT NULL,
"csrf_token" VARCHAR (255) NOT NULL,
"success" bool NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20191100000010000000_errors.postgres.up.sql
ALTER TABLE "selfservice_errors" ALTER COLUMN "seen_at" TYPE timestamp, ALTER COLUMN "seen_at" DROP NOT NULL;
-- ==== 20191100000010000001_errors.postgres.up.sql

-- ==== 20191100000011000000_courier_body_type.postgres.up.sql
ALTER TABLE "courier_messages" ALTER COLUMN "body" TYPE text, ALTER COLUMN "body" SET NOT NULL;
-- ==== 20191100000012000000_login_request_forced.postgres.up.sql
ALTER TABLE "selfservice_login_requests" ADD COLUMN "forced" bool NOT NULL DEFAULT 'false';
-- ==== 20200317160354000000_create_profile_request_forms.postgres.up.sql
CREATE TABLE "selfservice_profile_management_request_methods" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"method" VARCHAR (32) NOT NULL,
"selfservice_profile_management_request_id" UUID NOT NULL,
"config" jsonb NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20200317160354000001_create_profile_request_forms.postgres.up.sql
ALTER TABLE "selfservice_profile_management_requests" ADD COLUMN "active_method" VARCHAR (32);
-- ==== 20200317160354000002_create_profile_request_forms.postgres.up.sql
INSERT INTO selfservice_profile_management_request_methods (id, method, selfservice_profile_management_request_id, config) SELECT id, 'traits', id, form FROM selfservice_profile_management_requests;
-- ==== 20200317160354000003_create_profile_request_forms.postgres.up.sql
ALTER TABLE "selfservice_profile_management_requests" DROP COLUMN "form";
-- ==== 20200317160354000004_create_profile_request_forms.postgres.up.sql

-- ==== 20200401183443000000_continuity_containers.postgres.up.sql
CREATE TABLE "continuity_containers" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"identity_id" UUID,
"name" VARCHAR (255) NOT NULL,
"payload" jsonb,
"expires_at" timestamp NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON DELETE cascade
);
-- ==== 20200402142539000000_rename_profile_flows.postgres.up.sql
ALTER TABLE "selfservice_profile_management_request_methods" RENAME COLUMN "selfservice_profile_management_request_id" TO "selfservice_settings_request_id";
-- ==== 20200402142539000001_rename_profile_flows.postgres.up.sql
ALTER TABLE "selfservice_profile_management_request_methods" RENAME TO "selfservice_settings_request_methods";
-- ==== 20200402142539000002_rename_profile_flows.postgres.up.sql
ALTER TABLE "selfservice_profile_management_requests" RENAME TO "selfservice_settings_requests";
-- ==== 20200519101057000000_create_recovery_addresses.postgres.up.sql
CREATE TABLE "identity_recovery_addresses" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"via" VARCHAR (16) NOT NULL,
"value" VARCHAR (400) NOT NULL,
"identity_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON DELETE cascade
);
-- ==== 20200519101057000001_create_recovery_addresses.postgres.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_status_via_uq_idx" ON "identity_recovery_addresses" (via, value);
-- ==== 20200519101057000002_create_recovery_addresses.postgres.up.sql
CREATE INDEX "identity_recovery_addresses_status_via_idx" ON "identity_recovery_addresses" (via, value);
-- ==== 20200519101057000003_create_recovery_addresses.postgres.up.sql
CREATE TABLE "selfservice_recovery_requests" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"request_url" VARCHAR (2048) NOT NULL,
"issued_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" timestamp NOT NULL,
"messages" jsonb,
"active_method" VARCHAR (32),
"csrf_token" VARCHAR (255) NOT NULL,
"state" VARCHAR (32) NOT NULL,
"recovered_identity_id" UUID,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("recovered_identity_id") REFERENCES "identities" ("id") ON DELETE cascade
);
-- ==== 20200519101057000004_create_recovery_addresses.postgres.up.sql
CREATE TABLE "selfservice_recovery_request_methods" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"method" VARCHAR (32) NOT NULL,
"config" jsonb NOT NULL,
"selfservice_recovery_request_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("selfservice_recovery_request_id") REFERENCES "selfservice_recovery_requests" ("id") ON DELETE cascade
);
-- ==== 20200519101057000005_create_recovery_addresses.postgres.up.sql
CREATE TABLE "identity_recovery_tokens" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"token" VARCHAR (64) NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" timestamp,
"identity_recovery_address_id" UUID NOT NULL,
"selfservice_recovery_request_id" UUID NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_recovery_address_id") REFERENCES "identity_recovery_addresses" ("id") ON DELETE cascade,
FOREIGN KEY ("selfservice_recovery_request_id") REFERENCES "selfservice_recovery_requests" ("id") ON DELETE cascade
);
-- ==== 20200519101057000006_create_recovery_addresses.postgres.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_code_uq_idx" ON "identity_recovery_tokens" (token);
-- ==== 20200519101057000007_create_recovery_addresses.postgres.up.sql
CREATE INDEX "identity_recovery_addresses_code_idx" ON "identity_recovery_tokens" (token);
-- ==== 20200601101000000000_create_messages.postgres.up.sql
ALTER TABLE "selfservice_settings_requests" ADD COLUMN "messages" jsonb;
-- ==== 20200605111551000000_messages.postgres.up.sql
ALTER TABLE "selfservice_verification_requests" ADD COLUMN "messages" jsonb;
-- ==== 20200605111551000001_messages.postgres.up.sql
ALTER TABLE "selfservice_login_requests" ADD COLUMN "messages" jsonb;
-- ==== 20200605111551000002_messages.postgres.up.sql
ALTER TABLE "selfservice_registration_requests" ADD COLUMN "messages" jsonb;
-- ==== 20200607165100000000_settings.postgres.up.sql
ALTER TABLE "selfservice_settings_requests" ADD COLUMN "state" VARCHAR (255) NOT NULL DEFAULT 'show_form';
-- ==== 20200607165100000001_settings.postgres.up.sql
ALTER TABLE "selfservice_settings_requests" DROP COLUMN "update_successful";
-- ==== 20200705105359000000_rename_identities_schema.postgres.up.sql
ALTER TABLE "identities" RENAME COLUMN "traits_schema_id" TO "schema_id";
-- ==== 20200810141652000000_flow_type.postgres.up.sql
ALTER TABLE "selfservice_login_requests" ADD COLUMN "type" VARCHAR (16) NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000001_flow_type.postgres.up.sql
ALTER TABLE "selfservice_registration_requests" ADD COLUMN "type" VARCHAR (16) NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000002_flow_type.postgres.up.sql
ALTER TABLE "selfservice_settings_requests" ADD COLUMN "type" VARCHAR (16) NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000003_flow_type.postgres.up.sql
ALTER TABLE "selfservice_recovery_requests" ADD COLUMN "type" VARCHAR (16) NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000004_flow_type.postgres.up.sql
ALTER TABLE "selfservice_verification_requests" ADD COLUMN "type" VARCHAR (16) NOT NULL DEFAULT 'browser';
-- ==== 20200810161022000000_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_login_request_methods" RENAME TO "selfservice_login_flow_methods";
-- ==== 20200810161022000001_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_login_requests" RENAME TO "selfservice_login_flows";
-- ==== 20200810161022000002_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_registration_request_methods" RENAME TO "selfservice_registration_flow_methods";
-- ==== 20200810161022000003_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_registration_requests" RENAME TO "selfservice_registration_flows";
-- ==== 20200810161022000004_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_settings_request_methods" RENAME TO "selfservice_settings_flow_methods";
-- ==== 20200810161022000005_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_settings_requests" RENAME TO "selfservice_settings_flows";
-- ==== 20200810161022000006_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_recovery_request_methods" RENAME TO "selfservice_recovery_flow_methods";
-- ==== 20200810161022000007_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_recovery_requests" RENAME TO "selfservice_recovery_flows";
-- ==== 20200810161022000008_flow_rename.postgres.up.sql
ALTER TABLE "selfservice_verification_requests" RENAME TO "selfservice_verification_flows";
-- ==== 20200810162450000000_flow_fields_rename.postgres.up.sql
ALTER TABLE "selfservice_login_flow_methods" RENAME COLUMN "selfservice_login_request_id" TO "selfservice_login_flow_id";
-- ==== 20200810162450000001_flow_fields_rename.postgres.up.sql
ALTER TABLE "selfservice_registration_flow_methods" RENAME COLUMN "selfservice_registration_request_id" TO "selfservice_registration_flow_id";
-- ==== 20200810162450000002_flow_fields_rename.postgres.up.sql
ALTER TABLE "selfservice_recovery_flow_methods" RENAME COLUMN "selfservice_recovery_request_id" TO "selfservice_recovery_flow_id";
-- ==== 20200810162450000003_flow_fields_rename.postgres.up.sql
ALTER TABLE "selfservice_settings_flow_methods" RENAME COLUMN "selfservice_settings_request_id" TO "selfservice_settings_flow_id";
-- ==== 20200812124254000000_add_session_token.postgres.up.sql
DELETE FROM sessions;
-- ==== 20200812124254000001_add_session_token.postgres.up.sql
ALTER TABLE "sessions" ADD COLUMN "token" VARCHAR (32);
-- ==== 20200812124254000002_add_session_token.postgres.up.sql
ALTER TABLE "sessions" ALTER COLUMN "token" TYPE VARCHAR (32), ALTER COLUMN "token" DROP NOT NULL;
-- ==== 20200812124254000003_add_session_token.postgres.up.sql
CREATE UNIQUE INDEX "sessions_token_uq_idx" ON "sessions" (token);
-- ==== 20200812124254000004_add_session_token.postgres.up.sql
CREATE INDEX "sessions_token_idx" ON "sessions" (token);
-- ==== 20200812160551000000_add_session_revoke.postgres.up.sql
ALTER TABLE "sessions" ADD COLUMN "active" boolean DEFAULT 'false';
-- ==== 20200830121710000000_update_recovery_token.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" RENAME COLUMN "selfservice_recovery_request_id" TO "selfservice_recovery_flow_id";
-- ==== 20200830130642000000_add_verification_methods.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "state" VARCHAR (255) NOT NULL DEFAULT 'show_form';
-- ==== 20200830130642000001_add_verification_methods.postgres.up.sql

-- ==== 20200830130642000002_add_verification_methods.postgres.up.sql

-- ==== 20200830130642000003_add_verification_methods.postgres.up.sql

-- ==== 20200830130642000004_add_verification_methods.postgres.up.sql

-- ==== 20200830130642000005_add_verification_methods.postgres.up.sql

-- ==== 20200830130642000006_add_verification_methods.postgres.up.sql

-- ==== 20200830130642000007_add_verification_methods.postgres.up.sql

-- ==== 20200830130643000000_add_verification_methods.postgres.up.sql
UPDATE selfservice_verification_flows SET state='passed_challenge' WHERE success IS TRUE;
-- ==== 20200830130644000000_add_verification_methods.postgres.up.sql
CREATE TABLE "selfservice_verification_flow_methods" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"method" VARCHAR (32) NOT NULL,
"selfservice_verification_flow_id" UUID NOT NULL,
"config" jsonb NOT NULL,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL
);
-- ==== 20200830130644000001_add_verification_methods.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "active_method" VARCHAR (32);
-- ==== 20200830130645000000_add_verification_methods.postgres.up.sql
INSERT INTO selfservice_verification_flow_methods (id, method, selfservice_verification_flow_id, config, created_at, updated_at) SELECT id, 'link', id, form, created_at, updated_at FROM selfservice_verification_flows;
-- ==== 20200830130646000000_add_verification_methods.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" DROP COLUMN "form";
-- ==== 20200830130646000001_add_verification_methods.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" DROP COLUMN "via";
-- ==== 20200830130646000002_add_verification_methods.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" DROP COLUMN "success";
-- ==== 20200830154602000000_add_verification_token.postgres.up.sql
CREATE TABLE "identity_verification_tokens" (
"id" UUID NOT NULL,
PRIMARY KEY("id"),
"token" VARCHAR (64) NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" timestamp,
"expires_at" timestamp NOT NULL,
"issued_at" timestamp NOT NULL,
"identity_verifiable_address_id" UUID NOT NULL,
"selfservice_verification_flow_id" UUID,
"created_at" timestamp NOT NULL,
"updated_at" timestamp NOT NULL,
FOREIGN KEY ("identity_verifiable_address_id") REFERENCES "identity_verifiable_addresses" ("id") ON DELETE cascade,
FOREIGN KEY ("selfservice_verification_flow_id") REFERENCES "selfservice_verification_flows" ("id") ON DELETE cascade
);
-- ==== 20200830154602000001_add_verification_token.postgres.up.sql
CREATE UNIQUE INDEX "identity_verification_tokens_token_uq_idx" ON "identity_verification_tokens" (token);
-- ==== 20200830154602000002_add_verification_token.postgres.up.sql
CREATE INDEX "identity_verification_tokens_token_idx" ON "identity_verification_tokens" (token);
-- ==== 20200830154602000003_add_verification_token.postgres.up.sql
CREATE INDEX "identity_verification_tokens_verifiable_address_id_idx" ON "identity_verification_tokens" (identity_verifiable_address_id);
-- ==== 20200830154602000004_add_verification_token.postgres.up.sql
CREATE INDEX "identity_verification_tokens_verification_flow_id_idx" ON "identity_verification_tokens" (selfservice_verification_flow_id);
-- ==== 20200830172221000000_recovery_token_expires.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ADD COLUMN "expires_at" timestamp NOT NULL DEFAULT '2000-01-01 00:00:00';
-- ==== 20200830172221000001_recovery_token_expires.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ADD COLUMN "issued_at" timestamp NOT NULL DEFAULT '2000-01-01 00:00:00';
-- ==== 20200830172221000002_recovery_token_expires.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ALTER COLUMN "selfservice_recovery_flow_id" TYPE UUID, ALTER COLUMN "selfservice_recovery_flow_id" DROP NOT NULL;
-- ==== 20200830172221000003_recovery_token_expires.postgres.up.sql

-- ==== 20200831110752000000_identity_verifiable_address_remove_code.postgres.up.sql
DROP INDEX "identity_verifiable_addresses_code_uq_idx";
-- ==== 20200831110752000001_identity_verifiable_address_remove_code.postgres.up.sql
DROP INDEX "identity_verifiable_addresses_code_idx";
-- ==== 20200831110752000002_identity_verifiable_address_remove_code.postgres.up.sql
ALTER TABLE "identity_verifiable_addresses" DROP COLUMN "code";
-- ==== 20200831110752000003_identity_verifiable_address_remove_code.postgres.up.sql
ALTER TABLE "identity_verifiable_addresses" DROP COLUMN "expires_at";
-- ==== 20200831110752000004_identity_verifiable_address_remove_code.postgres.up.sql

-- ==== 20200831110752000005_identity_verifiable_address_remove_code.postgres.up.sql

-- ==== 20200831110752000006_identity_verifiable_address_remove_code.postgres.up.sql

-- ==== 20200831110752000007_identity_verifiable_address_remove_code.postgres.up.sql

-- ==== 20201201161451000000_credential_types_values.postgres.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '78c1b41d-8341-4507-aa60-aff1d4369670', 'password' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'password');
-- ==== 20201201161451000001_credential_types_values.postgres.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '6fa5e2e0-bfce-4631-b62b-cf2b0252b289', 'oidc' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'oidc');
-- ==== 20210307130558000000_courier_status_index.postgres.up.sql
CREATE INDEX "courier_messages_status_idx" ON "courier_messages" (status);
-- ==== 20210307130559000000_courier_message_template.postgres.up.sql
ALTER TABLE "courier_messages" ADD COLUMN "template_type" VARCHAR (255) NOT NULL DEFAULT '';
-- ==== 20210307130559000001_courier_message_template.postgres.up.sql
ALTER TABLE "courier_messages" ADD COLUMN "template_data" bytea;
-- ==== 20210311102338000000_form_refactoring.postgres.up.sql
DROP TABLE "selfservice_login_flow_methods";
-- ==== 20210311102338000001_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_login_flows" DROP COLUMN "messages";
-- ==== 20210311102338000002_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "ui" jsonb;
-- ==== 20210311102338000003_form_refactoring.postgres.up.sql
UPDATE selfservice_login_flows SET ui='{}';
-- ==== 20210311102338000004_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ALTER COLUMN "ui" TYPE jsonb, ALTER COLUMN "ui" DROP NOT NULL;
-- ==== 20210311102338000005_form_refactoring.postgres.up.sql
DROP TABLE "selfservice_registration_flow_methods";
-- ==== 20210311102338000006_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" DROP COLUMN "messages";
-- ==== 20210311102338000007_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "ui" jsonb;
-- ==== 20210311102338000008_form_refactoring.postgres.up.sql
UPDATE selfservice_registration_flows SET ui='{}';
-- ==== 20210311102338000009_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" ALTER COLUMN "ui" TYPE jsonb, ALTER COLUMN "ui" DROP NOT NULL;
-- ==== 20210311102338000010_form_refactoring.postgres.up.sql
DROP TABLE "selfservice_settings_flow_methods";
-- ==== 20210311102338000011_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" DROP COLUMN "messages";
-- ==== 20210311102338000012_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" ADD COLUMN "ui" jsonb;
-- ==== 20210311102338000013_form_refactoring.postgres.up.sql
UPDATE selfservice_settings_flows SET ui='{}';
-- ==== 20210311102338000014_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" ALTER COLUMN "ui" TYPE jsonb, ALTER COLUMN "ui" DROP NOT NULL;
-- ==== 20210311102338000015_form_refactoring.postgres.up.sql
DROP TABLE "selfservice_recovery_flow_methods";
-- ==== 20210311102338000016_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_recovery_flows" DROP COLUMN "messages";
-- ==== 20210311102338000017_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_recovery_flows" ADD COLUMN "ui" jsonb;
-- ==== 20210311102338000018_form_refactoring.postgres.up.sql
UPDATE selfservice_recovery_flows SET ui='{}';
-- ==== 20210311102338000019_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_recovery_flows" ALTER COLUMN "ui" TYPE jsonb, ALTER COLUMN "ui" DROP NOT NULL;
-- ==== 20210311102338000020_form_refactoring.postgres.up.sql
DROP TABLE "selfservice_verification_flow_methods";
-- ==== 20210311102338000021_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" DROP COLUMN "messages";
-- ==== 20210311102338000022_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "ui" jsonb;
-- ==== 20210311102338000023_form_refactoring.postgres.up.sql
UPDATE selfservice_verification_flows SET ui='{}';
-- ==== 20210311102338000024_form_refactoring.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" ALTER COLUMN "ui" TYPE jsonb, ALTER COLUMN "ui" DROP NOT NULL;
-- ==== 20210410175418000000_network.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000001_network.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ADD CONSTRAINT "selfservice_login_flows_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000002_network.postgres.up.sql
UPDATE selfservice_login_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000003_network.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000004_network.postgres.up.sql
CREATE INDEX "selfservice_login_flows_nid_idx" ON "selfservice_login_flows" (id, nid);
-- ==== 20210410175418000005_network.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000006_network.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" ADD CONSTRAINT "selfservice_registration_flows_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000007_network.postgres.up.sql
UPDATE selfservice_registration_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000008_network.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000009_network.postgres.up.sql
CREATE INDEX "selfservice_registration_flows_nid_idx" ON "selfservice_registration_flows" (id, nid);
-- ==== 20210410175418000010_network.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000011_network.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" ADD CONSTRAINT "selfservice_settings_flows_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000012_network.postgres.up.sql
UPDATE selfservice_settings_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000013_network.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000014_network.postgres.up.sql
CREATE INDEX "selfservice_settings_flows_nid_idx" ON "selfservice_settings_flows" (id, nid);
-- ==== 20210410175418000015_network.postgres.up.sql
ALTER TABLE "selfservice_errors" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000016_network.postgres.up.sql
ALTER TABLE "selfservice_errors" ADD CONSTRAINT "selfservice_errors_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000017_network.postgres.up.sql
UPDATE selfservice_errors SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000018_network.postgres.up.sql
ALTER TABLE "selfservice_errors" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000019_network.postgres.up.sql
CREATE INDEX "selfservice_errors_nid_idx" ON "selfservice_errors" (id, nid);
-- ==== 20210410175418000020_network.postgres.up.sql
ALTER TABLE "continuity_containers" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000021_network.postgres.up.sql
ALTER TABLE "continuity_containers" ADD CONSTRAINT "continuity_containers_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000022_network.postgres.up.sql
UPDATE continuity_containers SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000023_network.postgres.up.sql
ALTER TABLE "continuity_containers" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000024_network.postgres.up.sql
CREATE INDEX "continuity_containers_nid_idx" ON "continuity_containers" (id, nid);
-- ==== 20210410175418000025_network.postgres.up.sql
ALTER TABLE "courier_messages" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000026_network.postgres.up.sql
ALTER TABLE "courier_messages" ADD CONSTRAINT "courier_messages_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000027_network.postgres.up.sql
UPDATE courier_messages SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000028_network.postgres.up.sql
ALTER TABLE "courier_messages" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000029_network.postgres.up.sql
CREATE INDEX "courier_messages_nid_idx" ON "courier_messages" (id, nid);
-- ==== 20210410175418000030_network.postgres.up.sql
ALTER TABLE "identities" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000031_network.postgres.up.sql
ALTER TABLE "identities" ADD CONSTRAINT "identities_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000032_network.postgres.up.sql
UPDATE identities SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000033_network.postgres.up.sql
ALTER TABLE "identities" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000034_network.postgres.up.sql
CREATE INDEX "identities_nid_idx" ON "identities" (id, nid);
-- ==== 20210410175418000035_network.postgres.up.sql
ALTER TABLE "identity_credentials" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000036_network.postgres.up.sql
ALTER TABLE "identity_credentials" ADD CONSTRAINT "identity_credentials_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000037_network.postgres.up.sql
UPDATE identity_credentials SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000038_network.postgres.up.sql
ALTER TABLE "identity_credentials" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000039_network.postgres.up.sql
CREATE INDEX "identity_credentials_nid_idx" ON "identity_credentials" (id, nid);
-- ==== 20210410175418000040_network.postgres.up.sql
ALTER TABLE "identity_credential_identifiers" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000041_network.postgres.up.sql
ALTER TABLE "identity_credential_identifiers" ADD CONSTRAINT "identity_credential_identifiers_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000042_network.postgres.up.sql
UPDATE identity_credential_identifiers SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000043_network.postgres.up.sql
ALTER TABLE "identity_credential_identifiers" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000044_network.postgres.up.sql
CREATE INDEX "identity_credential_identifiers_nid_idx" ON "identity_credential_identifiers" (id, nid);
-- ==== 20210410175418000045_network.postgres.up.sql
DROP INDEX "identity_credential_identifiers_identifier_idx";
-- ==== 20210410175418000046_network.postgres.up.sql
CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_nid_uq_idx" ON "identity_credential_identifiers" (nid, identifier);
-- ==== 20210410175418000047_network.postgres.up.sql
ALTER TABLE "selfservice_recovery_flows" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000048_network.postgres.up.sql
ALTER TABLE "selfservice_recovery_flows" ADD CONSTRAINT "selfservice_recovery_flows_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000049_network.postgres.up.sql
UPDATE selfservice_recovery_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000050_network.postgres.up.sql
ALTER TABLE "selfservice_recovery_flows" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000051_network.postgres.up.sql
CREATE INDEX "selfservice_recovery_flows_nid_idx" ON "selfservice_recovery_flows" (id, nid);
-- ==== 20210410175418000052_network.postgres.up.sql
ALTER TABLE "identity_recovery_addresses" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000053_network.postgres.up.sql
ALTER TABLE "identity_recovery_addresses" ADD CONSTRAINT "identity_recovery_addresses_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000054_network.postgres.up.sql
UPDATE identity_recovery_addresses SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000055_network.postgres.up.sql
ALTER TABLE "identity_recovery_addresses" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000056_network.postgres.up.sql
CREATE INDEX "identity_recovery_addresses_nid_idx" ON "identity_recovery_addresses" (id, nid);
-- ==== 20210410175418000057_network.postgres.up.sql
DROP INDEX "identity_recovery_addresses_status_via_uq_idx";
-- ==== 20210410175418000058_network.postgres.up.sql
DROP INDEX "identity_recovery_addresses_status_via_idx";
-- ==== 20210410175418000059_network.postgres.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_status_via_uq_idx" ON "identity_recovery_addresses" (nid, via, value);
-- ==== 20210410175418000060_network.postgres.up.sql
CREATE INDEX "identity_recovery_addresses_status_via_idx" ON "identity_recovery_addresses" (nid, via, value);
-- ==== 20210410175418000061_network.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000062_network.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ADD CONSTRAINT "identity_recovery_tokens_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000063_network.postgres.up.sql
UPDATE identity_recovery_tokens SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000064_network.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000065_network.postgres.up.sql
CREATE INDEX "identity_recovery_tokens_nid_idx" ON "identity_recovery_tokens" (id, nid);
-- ==== 20210410175418000066_network.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000067_network.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" ADD CONSTRAINT "selfservice_verification_flows_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000068_network.postgres.up.sql
UPDATE selfservice_verification_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000069_network.postgres.up.sql
ALTER TABLE "selfservice_verification_flows" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000070_network.postgres.up.sql
CREATE INDEX "selfservice_verification_flows_nid_idx" ON "selfservice_verification_flows" (id, nid);
-- ==== 20210410175418000071_network.postgres.up.sql
ALTER TABLE "identity_verifiable_addresses" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000072_network.postgres.up.sql
ALTER TABLE "identity_verifiable_addresses" ADD CONSTRAINT "identity_verifiable_addresses_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000073_network.postgres.up.sql
UPDATE identity_verifiable_addresses SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000074_network.postgres.up.sql
ALTER TABLE "identity_verifiable_addresses" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000075_network.postgres.up.sql
CREATE INDEX "identity_verifiable_addresses_nid_idx" ON "identity_verifiable_addresses" (id, nid);
-- ==== 20210410175418000076_network.postgres.up.sql
DROP INDEX "identity_verifiable_addresses_status_via_uq_idx";
-- ==== 20210410175418000077_network.postgres.up.sql
DROP INDEX "identity_verifiable_addresses_status_via_idx";
-- ==== 20210410175418000078_network.postgres.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_status_via_uq_idx" ON "identity_verifiable_addresses" (nid, via, value);
-- ==== 20210410175418000079_network.postgres.up.sql
CREATE INDEX "identity_verifiable_addresses_status_via_idx" ON "identity_verifiable_addresses" (nid, via, value);
-- ==== 20210410175418000080_network.postgres.up.sql
ALTER TABLE "identity_verification_tokens" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000081_network.postgres.up.sql
ALTER TABLE "identity_verification_tokens" ADD CONSTRAINT "identity_verification_tokens_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000082_network.postgres.up.sql
UPDATE identity_verification_tokens SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000083_network.postgres.up.sql
ALTER TABLE "identity_verification_tokens" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000084_network.postgres.up.sql
CREATE INDEX "identity_verification_tokens_nid_idx" ON "identity_verification_tokens" (id, nid);
-- ==== 20210410175418000085_network.postgres.up.sql
ALTER TABLE "sessions" ADD COLUMN "nid" UUID;
-- ==== 20210410175418000086_network.postgres.up.sql
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_nid_fk_idx" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210410175418000087_network.postgres.up.sql
UPDATE sessions SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000088_network.postgres.up.sql
ALTER TABLE "sessions" ALTER COLUMN "nid" TYPE UUID, ALTER COLUMN "nid" DROP NOT NULL;
-- ==== 20210410175418000089_network.postgres.up.sql
CREATE INDEX "sessions_nid_idx" ON "sessions" (id, nid);
-- ==== 20210504121624000000_add_identity_states.postgres.up.sql
ALTER TABLE "identities" ADD COLUMN "state" VARCHAR (255) NOT NULL DEFAULT 'active';
-- ==== 20210504121624000001_add_identity_states.postgres.up.sql
ALTER TABLE "identities" ADD COLUMN "state_changed_at" timestamp;
-- ==== 20210618103120000000_logout_token.postgres.up.sql
ALTER TABLE "sessions" ADD COLUMN "logout_token" VARCHAR (32);
-- ==== 20210618103120000001_logout_token.postgres.up.sql
UPDATE sessions SET logout_token = token;
-- ==== 20210618103120000002_logout_token.postgres.up.sql
ALTER TABLE "sessions" ALTER COLUMN "logout_token" TYPE VARCHAR (32), ALTER COLUMN "logout_token" DROP NOT NULL;
-- ==== 20210618103120000003_logout_token.postgres.up.sql
CREATE UNIQUE INDEX "sessions_logout_token_uq_idx" ON "sessions" (logout_token);
-- ==== 20210618103120000004_logout_token.postgres.up.sql
CREATE INDEX "sessions_logout_token_idx" ON "sessions" (logout_token);
-- ==== 20210805112414000000_settings_flow_context.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" ADD COLUMN "internal_context" jsonb;
-- ==== 20210805112414000001_settings_flow_context.postgres.up.sql
UPDATE selfservice_settings_flows SET internal_context='{}';
-- ==== 20210805112414000002_settings_flow_context.postgres.up.sql
ALTER TABLE "selfservice_settings_flows" ALTER COLUMN "internal_context" TYPE jsonb, ALTER COLUMN "internal_context" SET NOT NULL;
-- ==== 20210805122535000000_credential_types_totp.postgres.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '5e29b036-aa47-457f-9fe6-aa8b854a752b', 'totp' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'totp');
-- ==== 20210810153530000000_aal.postgres.up.sql
ALTER TABLE "sessions" ADD COLUMN "aal" VARCHAR (4) NOT NULL DEFAULT 'aal1';
-- ==== 20210810153530000001_aal.postgres.up.sql
ALTER TABLE "sessions" ADD COLUMN "authentication_methods" jsonb;
-- ==== 20210810153530000002_aal.postgres.up.sql
UPDATE sessions SET authentication_methods='[]';
-- ==== 20210810153530000003_aal.postgres.up.sql
ALTER TABLE "sessions" ALTER COLUMN "authentication_methods" TYPE jsonb, ALTER COLUMN "authentication_methods" SET NOT NULL;
-- ==== 20210810153530000004_aal.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "requested_aal" VARCHAR (4) NOT NULL DEFAULT 'aal1';
-- ==== 20210813150152000000_credential_types_lookup.postgres.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '567a0730-7f48-4dd7-a13d-df87a51c245f', 'lookup_secret' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'lookup_secret');
-- ==== 20210816113956000000_webauthn.postgres.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '6b213fa0-e6ad-46cb-8878-b088d2ce2e3c', 'webauthn' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'webauthn');
-- ==== 20210816142650000000_flow_internal_context.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "internal_context" jsonb;
-- ==== 20210816142650000001_flow_internal_context.postgres.up.sql
UPDATE selfservice_login_flows SET internal_context='{}';
-- ==== 20210816142650000002_flow_internal_context.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ALTER COLUMN "internal_context" TYPE jsonb, ALTER COLUMN "internal_context" SET NOT NULL;
-- ==== 20210816142650000003_flow_internal_context.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "internal_context" jsonb;
-- ==== 20210816142650000004_flow_internal_context.postgres.up.sql
UPDATE selfservice_registration_flows SET internal_context='{}';
-- ==== 20210816142650000005_flow_internal_context.postgres.up.sql
ALTER TABLE "selfservice_registration_flows" ALTER COLUMN "internal_context" TYPE jsonb, ALTER COLUMN "internal_context" SET NOT NULL;
-- ==== 20210817181232000000_unique_credentials.postgres.up.sql
DROP INDEX "identity_credential_identifiers_identifier_nid_uq_idx";
-- ==== 20210817181232000001_unique_credentials.postgres.up.sql
ALTER TABLE "identity_credential_identifiers" ADD COLUMN "identity_credential_type_id" UUID;
-- ==== 20210817181232000002_unique_credentials.postgres.up.sql
ALTER TABLE "identity_credential_identifiers" ADD CONSTRAINT "identity_credential_identifiers_type_id_fk_idx" FOREIGN KEY ("identity_credential_type_id") REFERENCES "identity_credential_types" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20210817181232000003_unique_credentials.postgres.up.sql
UPDATE identity_credential_identifiers SET identity_credential_type_id = (SELECT  ict.id FROM identity_credential_types as ict JOIN identity_credentials AS ic ON (ic.identity_credential_type_id = ict.id) WHERE ic.id = identity_credential_id);
-- ==== 20210817181232000004_unique_credentials.postgres.up.sql
ALTER TABLE "identity_credential_identifiers" ALTER COLUMN "identity_credential_type_id" TYPE UUID, ALTER COLUMN "identity_credential_type_id" SET NOT NULL;
-- ==== 20210817181232000005_unique_credentials.postgres.up.sql
CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_nid_type_uq_idx" ON "identity_credential_identifiers" (nid, identity_credential_type_id, identifier);
-- ==== 20210829131458000000_session_aal_legacy.postgres.up.sql
UPDATE sessions SET authentication_methods='[{"method":"v0.6_legacy_session"}]' WHERE authentication_methods='[]' AND aal='aal1';
-- ==== 20210913095309000000_identity_recovery_tokens.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ALTER COLUMN "identity_recovery_address_id" TYPE UUID, ALTER COLUMN "identity_recovery_address_id" DROP NOT NULL;
-- ==== 20210913095309000001_identity_recovery_tokens.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ADD COLUMN "identity_id" UUID;
-- ==== 20210913095309000002_identity_recovery_tokens.postgres.up.sql
UPDATE identity_recovery_tokens SET identity_id=(SELECT identity_id FROM identity_recovery_addresses WHERE id=identity_recovery_address_id) WHERE identity_id = '00000000-0000-0000-0000-000000000000' OR identity_id IS NULL;
-- ==== 20210913095309000003_identity_recovery_tokens.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ALTER COLUMN "identity_id" TYPE UUID, ALTER COLUMN "identity_id" SET NOT NULL;
-- ==== 20210913095309000004_identity_recovery_tokens.postgres.up.sql
ALTER TABLE "identity_recovery_tokens" ADD CONSTRAINT "identity_recovery_tokens_identity_id_fk_idx" FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON UPDATE RESTRICT ON DELETE CASCADE;
-- ==== 20220118104539000000_identity_fk_indexes.postgres.up.sql
CREATE INDEX "identity_credentials_nid_identity_id_idx" ON "identity_credentials" (identity_id, nid);
-- ==== 20220118104539000001_identity_fk_indexes.postgres.up.sql
CREATE INDEX "identity_credential_identifiers_nid_identity_credential_id_idx" ON "identity_credential_identifiers" (identity_credential_id, nid);
-- ==== 20220118104539000002_identity_fk_indexes.postgres.up.sql
CREATE INDEX "identity_recovery_addresses_nid_identity_id_idx" ON "identity_recovery_addresses" (identity_id, nid);
-- ==== 20220118104539000003_identity_fk_indexes.postgres.up.sql
CREATE INDEX "identity_verifiable_addresses_nid_identity_id_idx" ON "identity_verifiable_addresses" (identity_id, nid);
-- ==== 20220301102701000000_identity_credentials_version.postgres.up.sql
ALTER TABLE identity_credentials ADD version INT NOT NULL DEFAULT '0';
-- ==== 20220301102701000001_identity_credentials_version.postgres.up.sql

-- ==== 20220420102701000000_identity_metadata.up.sql
ALTER TABLE identities ADD metadata_public jsonb NULL;
ALTER TABLE identities ADD metadata_admin jsonb NULL;

-- ==== 20220512102703000000_missing_indices.up.sql
CREATE INDEX sessions_identity_id_nid_idx ON sessions (identity_id, nid);

CREATE INDEX identities_id_nid_idx ON identities (id, nid);
CREATE INDEX identities_nid_id_idx ON identities (nid, id);
DROP INDEX identities_nid_idx;

CREATE INDEX continuity_containers_nid_id_idx ON continuity_containers (nid, id);
CREATE INDEX continuity_containers_id_nid_idx ON continuity_containers (id, nid);
DROP INDEX continuity_containers_nid_idx;

CREATE INDEX courier_messages_nid_id_idx ON courier_messages (nid, id);
CREATE INDEX courier_messages_id_nid_idx ON courier_messages (id, nid);
DROP INDEX courier_messages_nid_idx;

CREATE INDEX identity_credential_identifiers_nid_id_idx ON identity_credential_identifiers (nid, id);
CREATE INDEX identity_credential_identifiers_id_nid_idx ON identity_credential_identifiers (id, nid);
DROP INDEX identity_credential_identifiers_nid_idx;

CREATE INDEX identity_credentials_nid_id_idx ON identity_credentials (nid, id);
CREATE INDEX identity_credentials_id_nid_idx ON identity_credentials (id, nid);
DROP INDEX identity_credentials_nid_idx;

CREATE INDEX identity_recovery_addresses_nid_id_idx ON identity_recovery_addresses (nid, id);
CREATE INDEX identity_recovery_addresses_id_nid_idx ON identity_recovery_addresses (id, nid);
DROP INDEX identity_recovery_addresses_nid_idx;

CREATE INDEX identity_recovery_tokens_nid_id_idx ON identity_recovery_tokens (nid, id);
CREATE INDEX identity_recovery_tokens_id_nid_idx ON identity_recovery_tokens (id, nid);
CREATE INDEX identity_recovery_tokens_selfservice_recovery_flow_id_idx ON identity_recovery_tokens (selfservice_recovery_flow_id);
CREATE INDEX identity_recovery_tokens_identity_recovery_address_id_idx ON identity_recovery_tokens (identity_recovery_address_id);
CREATE INDEX identity_recovery_tokens_token_nid_used_idx ON identity_recovery_tokens (nid, token, used);
DROP INDEX identity_recovery_addresses_code_idx;
DROP INDEX identity_recovery_tokens_nid_idx;

CREATE INDEX identity_verifiable_addresses_nid_id_idx ON identity_verifiable_addresses (nid, id);
CREATE INDEX identity_verifiable_addresses_id_nid_idx ON identity_verifiable_addresses (id, nid);
DROP INDEX identity_verifiable_addresses_nid_idx;

CREATE INDEX identity_verification_tokens_nid_id_idx ON identity_verification_tokens (nid, id);
CREATE INDEX identity_verification_tokens_id_nid_idx ON identity_verification_tokens (id, nid);
CREATE INDEX identity_verification_tokens_token_nid_used_idx ON identity_verification_tokens (nid, token, used);
DROP INDEX identity_verification_tokens_nid_idx;
DROP INDEX identity_verification_tokens_token_idx;

CREATE INDEX selfservice_login_flows_nid_id_idx ON selfservice_login_flows (nid, id);
CREATE INDEX selfservice_login_flows_id_nid_idx ON selfservice_login_flows (id, nid);
DROP INDEX selfservice_login_flows_nid_idx;

CREATE INDEX selfservice_recovery_flows_nid_id_idx ON selfservice_recovery_flows (nid, id);
CREATE INDEX selfservice_recovery_flows_id_nid_idx ON selfservice_recovery_flows (id, nid);
DROP INDEX selfservice_recovery_flows_nid_idx;

CREATE INDEX selfservice_registration_flows_nid_id_idx ON selfservice_registration_flows (nid, id);
CREATE INDEX selfservice_registration_flows_id_nid_idx ON selfservice_registration_flows (id, nid);
DROP INDEX selfservice_registration_flows_nid_idx;

CREATE INDEX selfservice_settings_flows_nid_id_idx ON selfservice_settings_flows (nid, id);
CREATE INDEX selfservice_settings_flows_id_nid_idx ON selfservice_settings_flows (id, nid);
DROP INDEX selfservice_settings_flows_nid_idx;

CREATE INDEX selfservice_verification_flows_nid_id_idx ON selfservice_verification_flows (nid, id);
CREATE INDEX selfservice_verification_flows_id_nid_idx ON selfservice_verification_flows (id, nid);
DROP INDEX selfservice_verification_flows_nid_idx;

CREATE INDEX sessions_nid_id_identity_id_idx ON sessions (nid, identity_id, id);
CREATE INDEX sessions_id_nid_idx ON sessions (id, nid);
CREATE INDEX sessions_token_nid_idx ON sessions (nid, token);

DROP INDEX sessions_nid_idx;
DROP INDEX sessions_token_idx;
DROP INDEX sessions_logout_token_idx;

-- ==== 20220607000001000000_hydra_login_challenge.postgres.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "oauth2_login_challenge" UUID NULL;
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "oauth2_login_challenge" UUID NULL;

-- ==== 20220610155809000000_identity_address_casing.postgres.up.sql
UPDATE identity_recovery_addresses SET value = LOWER(value) WHERE TRUE;
UPDATE identity_verifiable_addresses SET value = LOWER(value) WHERE TRUE;

-- ==== 20220802103909000000_courier_send_count.up.sql
ALTER TABLE courier_messages
ADD send_count INT NOT NULL DEFAULT 0;

-- ==== 20220824165300000000_add_flow_type_to_identity_recovery_tokens.up.sql
ALTER TABLE identity_recovery_tokens
ADD token_type int NOT NULL DEFAULT 0;

-- ==== 20220824165300000001_populate_flow_type_in_recovery_tokens.up.sql
UPDATE identity_recovery_tokens
SET token_type = 1
WHERE selfservice_recovery_flow_id IS NULL;

UPDATE identity_recovery_tokens
SET token_type = 2
WHERE selfservice_recovery_flow_id IS NOT NULL;

-- ==== 20220824165300000002_add_flow_type_check_constraint.up.sql
ALTER TABLE identity_recovery_tokens 
ADD CONSTRAINT identity_recovery_tokens_token_type_ck CHECK (token_type = 1 OR token_type = 2);

-- ==== 20220825134336000000_delete_verification_token_without_flow_id.up.sql
DELETE FROM identity_verification_tokens
WHERE selfservice_verification_flow_id IS NULL;

-- ==== 20220825134336000001_not_null_constraint_verification_token_flow_id.up.sql
ALTER TABLE identity_verification_tokens
ALTER selfservice_verification_flow_id SET NOT NULL;

DROP INDEX identity_verification_tokens_token_nid_used_idx;
CREATE INDEX identity_verification_tokens_token_nid_used_flow_id_idx ON identity_verification_tokens (nid, token, used, selfservice_verification_flow_id);

-- ==== 20220901123209000000_recovery_code.up.sql
CREATE TABLE identity_recovery_codes
(
    id UUID NOT NULL PRIMARY KEY,
    code VARCHAR (64) NOT NULL, -- HMACed value of the actual code
    used_at timestamp NULL DEFAULT NULL,
    identity_recovery_address_id UUID,
    code_type INT NOT NULL,
    expires_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    issued_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    selfservice_recovery_flow_id UUID NOT NULL,
    created_at timestamp NOT NULL,
    updated_at timestamp NOT NULL,
    nid UUID NOT NULL,
    identity_id UUID NOT NULL,
    CONSTRAINT identity_recovery_codes_identity_recovery_addresses_id_fk 
        FOREIGN KEY (identity_recovery_address_id)
        REFERENCES identity_recovery_addresses (id)
        ON DELETE cascade,
    CONSTRAINT identity_recovery_codes_selfservice_recovery_flows_id_fk 
        FOREIGN KEY (selfservice_recovery_flow_id) 
        REFERENCES selfservice_recovery_flows (id)
        ON DELETE cascade,
    CONSTRAINT identity_recovery_codes_identity_id_fk 
        FOREIGN KEY (identity_id) 
        REFERENCES identities (id)
        ON UPDATE RESTRICT ON DELETE CASCADE,
    CONSTRAINT identity_recovery_codes_networks_id_fk
        FOREIGN KEY (nid)
        REFERENCES networks (id)
        ON UPDATE RESTRICT ON DELETE CASCADE
);

CREATE INDEX identity_recovery_codes_nid_flow_id_idx ON identity_recovery_codes (nid, selfservice_recovery_flow_id);
CREATE INDEX identity_recovery_codes_id_nid_idx ON identity_recovery_codes (id, nid);

ALTER TABLE selfservice_recovery_flows ADD submit_count int NOT NULL DEFAULT 0;
ALTER TABLE selfservice_recovery_flows ADD skip_csrf_check boolean NOT NULL DEFAULT FALSE;

-- ==== 20220907132836000000_add_session_devices_table.up.sql
CREATE TABLE "session_devices"
(
  "id"         UUID PRIMARY KEY NOT NULL,
  "ip_address" VARCHAR(50)  DEFAULT '',
  "user_agent" VARCHAR(512) DEFAULT '',
  "location"   VARCHAR(512) DEFAULT '',
  "nid"        UUID             NOT NULL,
  "session_id" UUID             NOT NULL,
  "created_at" timestamp        NOT NULL,
  "updated_at" timestamp        NOT NULL,
  CONSTRAINT "session_metadata_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions" ("id") ON DELETE cascade,
  CONSTRAINT "session_metadata_nid_fk" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON DELETE cascade,
  CONSTRAINT unique_session_device UNIQUE (nid, session_id, ip_address, user_agent)
);
CREATE INDEX "session_devices_id_nid_idx" ON "session_devices" (id, nid);
CREATE INDEX "session_devices_session_id_nid_idx" ON "session_devices" (session_id, nid);

-- ==== 20221024182336000000_verification_code.up.sql
CREATE TABLE identity_verification_codes (
    id UUID NOT NULL PRIMARY KEY,
    code_hmac VARCHAR (64) NOT NULL,
    -- HMACed value of the actual code
    used_at timestamp NULL DEFAULT NULL,
    identity_verifiable_address_id UUID,
    expires_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    issued_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    selfservice_verification_flow_id UUID NOT NULL,
    created_at timestamp NOT NULL,
    updated_at timestamp NOT NULL,
    nid UUID NOT NULL,
    CONSTRAINT identity_verification_codes_identity_verifiable_addresses_id_fk FOREIGN KEY (identity_verifiable_address_id) REFERENCES identity_verifiable_addresses (id) ON DELETE cascade,
    CONSTRAINT identity_verification_codes_selfservice_verification_flows_id_fk FOREIGN KEY (selfservice_verification_flow_id) REFERENCES selfservice_verification_flows (id) ON DELETE cascade,
    CONSTRAINT identity_verification_codes_networks_id_fk FOREIGN KEY (nid) REFERENCES networks (id) ON UPDATE RESTRICT ON DELETE CASCADE
);

ALTER TABLE
    selfservice_verification_flows
ADD
    COLUMN submit_count INT NOT NULL DEFAULT 0;

CREATE INDEX identity_verification_codes_nid_flow_id_idx ON identity_verification_codes (nid, selfservice_verification_flow_id);

CREATE INDEX identity_verification_codes_id_nid_idx ON identity_verification_codes (id, nid);
-- ==== 20221205092803000000_add_courier_send_attempts_table.up.sql
CREATE TABLE courier_message_dispatches (
  id UUID PRIMARY KEY,
  message_id UUID NOT NULL,
  status VARCHAR(7) NOT NULL,
  error JSON,
  nid UUID NOT NULL,
  created_at timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT courier_message_dispatches_message_id_fk FOREIGN KEY (message_id) REFERENCES courier_messages (id) ON DELETE cascade,
  CONSTRAINT courier_message_dispatches_nid_fk FOREIGN KEY (nid) REFERENCES networks (id) ON DELETE cascade
);

CREATE INDEX courier_message_dispatches_id_message_id_nid_idx ON courier_message_dispatches (id, message_id, nid);
-- ==== 20221214101328000000_identity_delete_indices.up.sql
CREATE INDEX IF NOT EXISTS "identity_recovery_codes_identity_id_nid_idx" ON "identity_recovery_codes" (identity_id, nid);

CREATE INDEX IF NOT EXISTS "identity_verification_codes_verifiable_address_nid_idx" ON "identity_verification_codes" (identity_verifiable_address_id, nid);

CREATE INDEX IF NOT EXISTS "selfservice_settings_flows_identity_id_nid_idx" ON "selfservice_settings_flows" (identity_id, nid);

CREATE INDEX IF NOT EXISTS "continuity_containers_identity_id_nid_idx" ON "continuity_containers" (identity_id, nid);

CREATE INDEX IF NOT EXISTS "selfservice_recovery_flows_recovered_identity_id_nid_idx" ON "selfservice_recovery_flows" (recovered_identity_id, nid);

CREATE INDEX IF NOT EXISTS "identity_recovery_tokens_identity_id_nid_idx" ON "identity_recovery_tokens" (identity_id, nid);

CREATE INDEX IF NOT EXISTS "identity_recovery_codes_identity_recovery_address_id_nid_idx" ON "identity_recovery_codes" (identity_recovery_address_id, nid);

-- ==== 20221220124639000000_errors_index.up.sql
CREATE INDEX selfservice_errors_errors_nid_id_idx ON selfservice_errors (nid, id);

-- This index is not needed anymore, because the primary ID index together with the new index cover all queries.
DROP INDEX selfservice_errors_nid_idx;

-- ==== 20230104193739000000_courier_list_index.up.sql
CREATE INDEX courier_messages_nid_created_at_id_idx ON courier_messages (nid, created_at DESC);

CREATE INDEX courier_messages_nid_status_created_at_id_idx ON courier_messages (nid, status, created_at DESC);

CREATE INDEX courier_messages_nid_recipient_created_at_id_idx ON courier_messages (nid, recipient, created_at DESC);

-- ==== 20230216142104000000_session_devices_index_drop.up.sql
DROP INDEX IF EXISTS session_devices.unique_session_device;

-- ==== 20230313141439000000_session_token_length.up.sql
ALTER TABLE sessions ALTER COLUMN token TYPE varchar(39);
ALTER TABLE sessions ALTER COLUMN logout_token TYPE varchar(39);

-- ==== 20230313141439000001_session_token_length.up.sql
--

-- ==== 20230322144139000001_missing_login_index.up.sql
CREATE INDEX identity_credential_identifiers_nid_i_ici_idx ON identity_credential_identifiers (nid, identifier, identity_credential_id);

-- ==== 20230405000000000001_create_session_token_exchanges.up.sql
CREATE TABLE session_token_exchanges (
    "id" UUID NOT NULL PRIMARY KEY,
    "nid" UUID NOT NULL,
    "flow_id" UUID NOT NULL,
    "session_id" UUID DEFAULT NULL,
    "init_code" VARCHAR(64) NOT NULL,
    "return_to_code" VARCHAR(64) NOT NULL,


    "created_at" timestamp NOT NULL,
    "updated_at" timestamp NOT NULL
);

-- Relevant query:
--   SELECT * from session_token_exchanges
--   WHERE nid = ? AND code = ? AND code <> '' AND session_id IS NOT NULL
CREATE INDEX session_token_exchanges_nid_code_idx ON session_token_exchanges (init_code, nid);

-- Relevant query:
--   UPDATE session_token_exchanges SET session_id = ? WHERE flow_id = ? AND nid = ?
CREATE INDEX session_token_exchanges_nid_flow_id_idx ON session_token_exchanges (flow_id, nid);

-- ==== 20230614000001000000_hydra_login_challenge_format.up.sql
-- Drop columns in a later migration.
-- ALTER TABLE selfservice_login_flows DROP COLUMN oauth2_login_challenge;
-- ALTER TABLE selfservice_registration_flows DROP COLUMN oauth2_login_challenge;

ALTER TABLE selfservice_login_flows ADD COLUMN oauth2_login_challenge_data TEXT NULL;
ALTER TABLE selfservice_registration_flows ADD COLUMN oauth2_login_challenge_data TEXT NULL;

-- ==== 20230619000000000001_sessions_add_sorted_indices.up.sql
CREATE INDEX sessions_identity_id_nid_sorted_idx
  ON sessions (identity_id, nid, authenticated_at DESC);

DROP INDEX sessions_identity_id_nid_idx;

-- ==== 20230626000000000001_identity_credential_identifiers_nid_identity_credential_id_idx.up.sql
-- index already exists

-- ==== 20230703143600000001_selfservice_registration_login_flows_state.up.sql
ALTER table selfservice_login_flows ADD state VARCHAR(255) NULL;
ALTER table selfservice_registration_flows ADD state VARCHAR(255) NULL;

-- ==== 20230705000000000001_cookie_flow_request_url.up.sql
ALTER TABLE selfservice_login_flows ALTER COLUMN request_url TYPE TEXT;
ALTER TABLE selfservice_recovery_flows ALTER COLUMN request_url TYPE TEXT;
ALTER TABLE selfservice_registration_flows ALTER COLUMN request_url TYPE TEXT;
ALTER TABLE selfservice_settings_flows ALTER COLUMN request_url TYPE TEXT;
ALTER TABLE selfservice_verification_flows ALTER COLUMN request_url TYPE TEXT;

-- ==== 20230706000000000001_available_aal.up.sql
ALTER TABLE identities ADD COLUMN available_aal VARCHAR(4) NULL;

-- ==== 20230707133700000000_identity_login_code.up.sql
CREATE TABLE identity_login_codes
(
    id UUID NOT NULL PRIMARY KEY,
    code VARCHAR(64) NOT NULL, -- HMACed value of the actual code
    address VARCHAR(255) NOT NULL,
    address_type CHAR(36) NOT NULL,
    used_at timestamp NULL DEFAULT NULL,
    expires_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    issued_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    selfservice_login_flow_id UUID NOT NULL,
    identity_id UUID NOT NULL,
    created_at timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
    nid UUID NOT NULL,
    CONSTRAINT identity_login_codes_selfservice_login_flows_id_fk
        FOREIGN KEY (selfservice_login_flow_id)
        REFERENCES selfservice_login_flows (id)
        ON DELETE cascade,
    CONSTRAINT identity_login_codes_networks_id_fk
        FOREIGN KEY (nid)
        REFERENCES networks (id)
        ON UPDATE RESTRICT ON DELETE CASCADE
);

CREATE INDEX identity_login_codes_nid_flow_id_idx ON identity_login_codes (nid, selfservice_login_flow_id);
CREATE INDEX identity_login_codes_id_nid_idx ON identity_login_codes (id, nid);

ALTER TABLE selfservice_login_flows ADD submit_count int NOT NULL DEFAULT 0;

-- ==== 20230707133700000001_identity_registration_code.up.sql
CREATE TABLE identity_registration_codes
(
    id UUID NOT NULL PRIMARY KEY,
    code VARCHAR(64) NOT NULL, -- HMACed value of the actual code
    address VARCHAR(255) NOT NULL,
    address_type CHAR(36) NOT NULL,
    used_at timestamp NULL DEFAULT NULL,
    expires_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    issued_at timestamp NOT NULL DEFAULT '2000-01-01 00:00:00',
    selfservice_registration_flow_id UUID NOT NULL,
    created_at timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
    nid UUID NOT NULL,
    CONSTRAINT identity_registration_codes_selfservice_registration_flows_id_fk
        FOREIGN KEY (selfservice_registration_flow_id)
        REFERENCES selfservice_registration_flows (id)
        ON DELETE cascade,
    CONSTRAINT identity_registration_codes_networks_id_fk
        FOREIGN KEY (nid)
        REFERENCES networks (id)
        ON UPDATE RESTRICT ON DELETE CASCADE
);

CREATE INDEX identity_registration_codes_nid_flow_id_idx ON identity_registration_codes (nid, selfservice_registration_flow_id);
CREATE INDEX identity_registration_codes_id_nid_idx ON identity_registration_codes (id, nid);

ALTER TABLE selfservice_registration_flows ADD submit_count int NOT NULL DEFAULT 0;

-- ==== 20230712173852000000_credential_types_code.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '14f3b7e2-8725-4068-be39-8a796485fd97', 'code' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'code');

-- ==== 20230811000000000001_verification_add_oauth2_login_challenge.up.sql
ALTER TABLE selfservice_verification_flows ADD COLUMN oauth2_login_challenge TEXT NULL;

-- ==== 20230818000000000001_verification_add_oauth2_login_challenge_identity_id.up.sql
ALTER TABLE selfservice_verification_flows ADD COLUMN session_id UUID;

-- ==== 20230823000000000001_verification_add_oauth2_login_challenge_params.up.sql
ALTER TABLE selfservice_verification_flows ADD COLUMN identity_id UUID;
ALTER TABLE selfservice_verification_flows ADD COLUMN authentication_methods JSON;

-- ==== 20230907085000000000_add_organization_id.up.sql
alter table selfservice_login_flows add column organization_id uuid null;
alter table selfservice_registration_flows add column organization_id uuid null;
alter table identities add column organization_id uuid null;

-- ==== 20230920171028000000_identity_search_index.postgres.up.sql
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX identity_credential_identifiers_nid_identifier_gin ON identity_credential_identifiers USING GIN (nid, identifier gin_trgm_ops);

-- ==== 20231108111100000000_credential_types_passkey.up.sql
INSERT INTO identity_credential_types (id, name)
SELECT '8d0ca544-9bf6-45d3-bd75-0bbb3aeba3c7', 'passkey'
WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'passkey');
-- ==== 20231130094628000000_courier_message_channel.up.sql
ALTER TABLE
  courier_messages
ADD
  column channel VARCHAR(32) NULL;
-- ==== 20240119094628000000_sessions_created_at_index.up.sql
CREATE INDEX sessions_nid_created_at_id_idx ON sessions (nid, created_at DESC, id ASC);
-- ==== 20240213095000000000_identity_credentials_user_handle_index.up.sql

-- ==== 20240214113828000000_courier_dispatch_indices.up.sql
-- Remove unused index
DROP INDEX courier_message_dispatches_id_message_id_nid_idx;

-- For pop eager load
CREATE INDEX IF NOT EXISTS courier_message_dispatches_message_id_idx ON courier_message_dispatches (message_id, created_at DESC);

-- For delete by nid
CREATE INDEX IF NOT EXISTS courier_message_dispatches_nid_idx ON courier_message_dispatches (nid);

-- ==== 20240221000000000000_identity_recovery_codes_flow_id_idx.up.sql
ALTER TABLE identity_login_codes
    ADD CONSTRAINT identity_login_codes_identity_id_fk FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE CASCADE ON UPDATE RESTRICT;

CREATE INDEX IF NOT EXISTS identity_login_codes_identity_id_idx ON identity_login_codes (identity_id ASC);
CREATE INDEX IF NOT EXISTS identity_login_codes_flow_id_idx ON identity_login_codes (selfservice_login_flow_id ASC);
CREATE INDEX IF NOT EXISTS identity_registration_codes_flow_id_idx ON identity_registration_codes (selfservice_registration_flow_id ASC);
CREATE INDEX IF NOT EXISTS identity_recovery_codes_flow_id_idx ON identity_recovery_codes (selfservice_recovery_flow_id ASC);
CREATE INDEX IF NOT EXISTS identity_verification_codes_flow_id_idx ON identity_verification_codes (selfservice_verification_flow_id ASC);

-- ==== 20240318143139000000_drop_identity_search_index.postgres.up.sql
DROP INDEX identity_credential_identifiers_nid_identifier_gin;

-- ==== 20240325153839000000_drop_identity_search_index.up.sql

-- ==== 20240425095000000000_identity_credentials_fix_user_handle_index.up.sql

-- ==== 20240425095000000001_identity_credentials_fix_user_handle_index.up.sql

-- ==== 20240923095000000001_organization_id_index.up.sql
CREATE INDEX identities_nid_organization_id_idx ON identities (organization_id);

-- ==== 20241023142500000001_drop_unused_indices_identity_credentials.up.sql
CREATE INDEX IF NOT EXISTS identity_credentials_identity_id_idx ON identity_credentials (identity_id ASC);
CREATE INDEX IF NOT EXISTS identity_credentials_nid_idx ON identity_credentials (nid ASC);

DROP INDEX IF EXISTS identity_credentials_id_nid_idx;
DROP INDEX IF EXISTS identity_credentials_nid_id_idx;
DROP INDEX IF EXISTS identity_credentials_nid_identity_id_idx;

-- ==== 20241023142500000002_drop_unused_indices_sessions.up.sql
CREATE INDEX IF NOT EXISTS sessions_list_idx ON sessions (nid ASC, created_at DESC, id ASC);
CREATE INDEX IF NOT EXISTS sessions_list_active_idx ON sessions (nid ASC, expires_at ASC, active ASC, created_at DESC, id ASC);
CREATE INDEX IF NOT EXISTS sessions_list_identity_idx ON sessions (identity_id ASC, nid ASC, created_at DESC);

DROP INDEX IF EXISTS sessions_nid_id_identity_id_idx;
DROP INDEX IF EXISTS sessions_id_nid_idx;
DROP INDEX IF EXISTS sessions_token_nid_idx;
DROP INDEX IF EXISTS sessions_identity_id_nid_sorted_idx;
DROP INDEX IF EXISTS sessions_nid_created_at_id_idx;

-- ==== 20241023142500000003_drop_unused_indices_credential_identifiers.up.sql
CREATE INDEX IF NOT EXISTS identity_credential_identifiers_identity_credential_id_idx ON identity_credential_identifiers (identity_credential_id ASC);

DROP INDEX IF EXISTS identity_credential_identifiers_nid_id_idx;
DROP INDEX IF EXISTS identity_credential_identifiers_id_nid_idx;
DROP INDEX IF EXISTS identity_credential_identifiers_nid_identity_credential_id_idx;

-- ==== 20241029102200000001_self_service.up.sql
CREATE INDEX IF NOT EXISTS selfservice_login_flows_nid_idx ON selfservice_login_flows (nid ASC);
DROP INDEX IF EXISTS selfservice_login_flows_nid_id_idx;
DROP INDEX IF EXISTS selfservice_login_flows_id_nid_idx;

CREATE INDEX IF NOT EXISTS selfservice_errors_nid_idx ON selfservice_errors (nid ASC);
DROP INDEX IF EXISTS selfservice_errors_errors_nid_id_idx;

CREATE INDEX IF NOT EXISTS selfservice_recovery_flows_recovered_identity_id_idx ON selfservice_recovery_flows (recovered_identity_id ASC);
CREATE INDEX IF NOT EXISTS selfservice_recovery_flows_nid_idx ON selfservice_recovery_flows (nid ASC);
DROP INDEX IF EXISTS selfservice_recovery_flows_nid_id_idx;
DROP INDEX IF EXISTS selfservice_recovery_flows_id_nid_idx;
DROP INDEX IF EXISTS selfservice_recovery_flows_recovered_identity_id_nid_idx;

CREATE INDEX IF NOT EXISTS selfservice_registration_flows_nid_idx ON selfservice_registration_flows (nid ASC);
DROP INDEX IF EXISTS selfservice_registration_flows_nid_id_idx;
DROP INDEX IF EXISTS selfservice_registration_flows_id_nid_idx;

CREATE INDEX IF NOT EXISTS selfservice_settings_flows_nid_idx ON selfservice_settings_flows (nid ASC);
CREATE INDEX IF NOT EXISTS selfservice_settings_flows_identity_id_idx ON selfservice_settings_flows (identity_id ASC);
DROP INDEX IF EXISTS selfservice_settings_flows_nid_id_idx;
DROP INDEX IF EXISTS selfservice_settings_flows_id_nid_idx;
DROP INDEX IF EXISTS selfservice_settings_flows_identity_id_nid_idx;

CREATE INDEX IF NOT EXISTS selfservice_verification_flows_nid_idx ON selfservice_verification_flows (nid ASC);
DROP INDEX IF EXISTS selfservice_verification_flows_nid_id_idx;
DROP INDEX IF EXISTS selfservice_verification_flows_id_nid_idx;

-- ==== 20241029153900000001_identities.autocommit.up.sql
DROP INDEX IF EXISTS  identities_id_nid_idx;

CREATE INDEX IF NOT EXISTS identity_recovery_addresses_identity_id_idx ON identity_recovery_addresses(identity_id ASC);
DROP INDEX IF EXISTS identity_recovery_addresses_status_via_idx;
DROP INDEX IF EXISTS identity_recovery_addresses_nid_identity_id_idx;
DROP INDEX IF EXISTS identity_recovery_addresses_nid_id_idx;
DROP INDEX IF EXISTS identity_recovery_addresses_id_nid_idx;

CREATE INDEX IF NOT EXISTS identity_verifiable_addresses_identity_id_idx ON identity_verifiable_addresses (identity_id ASC);
DROP INDEX IF EXISTS identity_verifiable_addresses_status_via_idx;
DROP INDEX IF EXISTS identity_verifiable_addresses_nid_identity_id_idx;
DROP INDEX IF EXISTS identity_verifiable_addresses_nid_id_idx;
DROP INDEX IF EXISTS identity_verifiable_addresses_id_nid_idx;

-- ==== 20241031094100000001_remaining_unused_indices.autocommit.up.sql
CREATE INDEX IF NOT EXISTS session_devices_nid_idx ON session_devices (nid ASC);
CREATE INDEX IF NOT EXISTS session_devices_session_id_idx ON session_devices (session_id ASC);
DROP INDEX IF EXISTS session_devices_id_nid_idx;
DROP INDEX IF EXISTS session_devices_session_id_nid_idx;

CREATE INDEX IF NOT EXISTS session_token_exchanges_flow_id_nid_init_code_idx ON session_token_exchanges (flow_id ASC, nid ASC, init_code ASC);
CREATE INDEX IF NOT EXISTS session_token_exchanges_nid_init_code_idx ON session_token_exchanges (nid ASC, init_code ASC);
DROP INDEX IF EXISTS session_token_exchanges_nid_code_idx;
DROP INDEX IF EXISTS session_token_exchanges_nid_flow_id_idx;

CREATE INDEX IF NOT EXISTS courier_messages_status_id_idx ON courier_messages (status ASC, id ASC);
CREATE INDEX IF NOT EXISTS courier_messages_nid_id_created_at_idx ON courier_messages (nid ASC, id ASC, created_at DESC);
DROP INDEX IF EXISTS courier_messages_status_idx;
DROP INDEX IF EXISTS courier_messages_nid_id_idx;
DROP INDEX IF EXISTS courier_messages_id_nid_idx;
DROP INDEX IF EXISTS courier_messages_nid_created_at_id_idx;

CREATE INDEX IF NOT EXISTS continuity_containers_identity_id_idx ON continuity_containers (identity_id ASC);
CREATE INDEX IF NOT EXISTS continuity_containers_nid_idx ON continuity_containers (nid ASC);
DROP INDEX IF EXISTS continuity_containers_nid_id_idx;
DROP INDEX IF EXISTS continuity_containers_id_nid_idx;
DROP INDEX IF EXISTS continuity_containers_identity_id_nid_idx;

CREATE INDEX IF NOT EXISTS identity_verification_codes_identity_verifiable_address_id_idx ON identity_verification_codes (identity_verifiable_address_id ASC);
CREATE INDEX IF NOT EXISTS identity_verification_codes_nid_idx ON identity_verification_codes (nid ASC);
DROP INDEX IF EXISTS identity_verification_codes_nid_flow_id_idx;
DROP INDEX IF EXISTS identity_verification_codes_id_nid_idx;
DROP INDEX IF EXISTS identity_verification_codes_verifiable_address_nid_idx;

CREATE INDEX IF NOT EXISTS identity_verification_tokens_nid_idx ON identity_verification_tokens (nid ASC);
DROP INDEX IF EXISTS identity_verification_tokens_nid_id_idx;
DROP INDEX IF EXISTS identity_verification_tokens_id_nid_idx;
DROP INDEX IF EXISTS identity_verification_tokens_token_nid_used_flow_id_idx;

CREATE INDEX IF NOT EXISTS identity_registration_codes_nid_idx ON identity_registration_codes (nid ASC);
DROP INDEX IF EXISTS identity_registration_codes_nid_flow_id_idx;
DROP INDEX IF EXISTS identity_registration_codes_id_nid_idx;

CREATE INDEX IF NOT EXISTS identity_recovery_tokens_identity_id_idx ON identity_recovery_tokens (identity_id ASC);
CREATE INDEX IF NOT EXISTS identity_recovery_tokens_nid_idx ON identity_recovery_tokens (nid ASC);
DROP INDEX IF EXISTS identity_recovery_tokens_nid_id_idx;
DROP INDEX IF EXISTS identity_recovery_tokens_id_nid_idx;
DROP INDEX IF EXISTS identity_recovery_tokens_token_nid_used_idx;
DROP INDEX IF EXISTS identity_recovery_tokens_identity_id_nid_idx;

CREATE INDEX IF NOT EXISTS identity_recovery_codes_identity_recovery_address_id_idx ON identity_recovery_codes (identity_recovery_address_id ASC);
CREATE INDEX IF NOT EXISTS identity_recovery_codes_identity_id_idx ON identity_recovery_codes (identity_id ASC);
CREATE INDEX IF NOT EXISTS identity_recovery_codes_nid_idx ON identity_recovery_codes (nid ASC);
DROP INDEX IF EXISTS identity_recovery_codes_nid_flow_id_idx;
DROP INDEX IF EXISTS identity_recovery_codes_id_nid_idx;
DROP INDEX IF EXISTS identity_recovery_codes_identity_id_nid_idx;
DROP INDEX IF EXISTS identity_recovery_codes_identity_recovery_address_id_nid_idx;

CREATE INDEX IF NOT EXISTS identity_login_codes_nid_idx ON identity_login_codes (nid ASC);
DROP INDEX IF EXISTS identity_login_codes_nid_flow_id_idx;
DROP INDEX IF EXISTS identity_login_codes_id_nid_idx;

-- ==== 20241031094100000002_foreign_key.autocommit.up.sql
ALTER TABLE session_token_exchanges ADD CONSTRAINT session_token_exchanges_nid_fk FOREIGN KEY (nid) REFERENCES networks (id) ON DELETE CASCADE;

-- ==== 20241106142200000001_identities.autocommit.up.sql
CREATE INDEX IF NOT EXISTS identity_credential_identifiers_nid_ici_i_idx
    ON identity_credential_identifiers (nid ASC, identity_credential_id ASC, identifier ASC);

-- ==== 20241106142200000002_identities.autocommit.up.sql
CREATE INDEX IF NOT EXISTS identity_credential_identifiers_ici_nid_i_idx
    ON identity_credential_identifiers (identity_credential_id ASC, nid ASC, identifier ASC);

-- ==== 20241108105000000001_index_cleanup.autocommit.up.sql
-- This index is replaced by identity_credential_identifiers_ici_nid_i_idx (included in the previous OEL release)
DROP INDEX IF EXISTS identity_credential_identifiers_nid_ici_i_idx;

-- This index is replaced by identity_credential_identifiers_ici_nid_i_idx (included in the previous OEL release)
DROP INDEX IF EXISTS identity_credential_identifiers_identity_credential_id_idx;

-- ==== 20241203105600000000_saml_credential_type.up.sql
INSERT INTO identity_credential_types (id, name)
SELECT '7bddcf6c-f50e-4a18-9b0f-429114c33419', 'saml'
    WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'saml');
-- ==== 20250505150900000000_code_address_type.autocommit.up.sql
ALTER TABLE identity_login_codes ALTER COLUMN address_type TYPE VARCHAR(36);
ALTER TABLE identity_registration_codes ALTER COLUMN address_type TYPE VARCHAR(36);

-- ==== 20250708190000000000_identities_external_id.autocommit.up.sql
ALTER TABLE identities ADD COLUMN external_id VARCHAR(64) NULL CHECK (external_id IS NULL OR external_id != '');
-- ==== 20250708190000000001_identities_external_id_index.up.sql
CREATE UNIQUE INDEX IF NOT EXISTS identities_nid_external_id_idx
    ON identities (nid, external_id) WHERE external_id IS NOT NULL;
-- ==== 20250710085000000000_add_schema_id.up.sql
ALTER TABLE selfservice_login_flows ADD COLUMN identity_schema_id VARCHAR(128) NULL;
ALTER TABLE selfservice_registration_flows ADD COLUMN identity_schema_id VARCHAR(128) NULL;

-- ==== 20251104000000000000_identifiers_devices_identity_id.up.sql
ALTER TABLE identity_credential_identifiers ADD COLUMN identity_id UUID NULL;
ALTER TABLE session_devices ADD COLUMN identity_id UUID NULL;

-- ==== 20251105000000000003_identity_id_not_null_fks.postgres.up.sql
ALTER TABLE identity_credential_identifiers
    ALTER identity_id SET NOT NULL,
    ADD CONSTRAINT "identity_credential_identifiers_identities_id_fk" FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE RESTRICT ON DELETE CASCADE;


ALTER TABLE session_devices
    ALTER identity_id SET NOT NULL,
    ADD CONSTRAINT "session_devices_identities_id_fk" FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE RESTRICT ON DELETE CASCADE;

-- ==== 20251105000000000004_identity_id_not_null_fks.postgres.up.sql
CREATE INDEX IF NOT EXISTS identity_credential_identifiers_identities_id_fk_idx ON identity_credential_identifiers (identity_id);
CREATE INDEX IF NOT EXISTS session_devices_identities_id_fk_idx ON session_devices (identity_id);

-- ==== 20251215000000000000_courier_messages_add_request_headers.up.sql
ALTER TABLE courier_messages
    ADD COLUMN IF NOT EXISTS request_headers JSONB;
-- ==== 20260114175904000000_drop_identity_credentials_nid_idx.up.sql
DROP INDEX IF EXISTS identity_credentials_nid_idx;

-- ==== 20260127000000000001_add_deviceauthn_keys.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '26433aa2-c33a-4870-85dc-230af354e0bf', 'deviceauthn' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'deviceauthn');

-- ==== 20260327101213000000_add_break_glass_to_recovery_addresses.postgres.up.sql
ALTER TABLE identity_recovery_addresses ADD COLUMN IF NOT EXISTS break_glass_for_organization UUID;

-- ==== 20260408000000000000_create_pending_traits_changes.up.sql
CREATE TABLE identity_pending_traits_changes (
    "id" UUID NOT NULL PRIMARY KEY,
    "identity_id" UUID NOT NULL,
    "nid" UUID NOT NULL,
    "new_address_value" VARCHAR(255) NOT NULL,
    "new_address_via" VARCHAR(16) NOT NULL,
    "original_traits_hash" VARCHAR(64) NOT NULL,
    "proposed_traits" jsonb NOT NULL,
    "verification_flow_id" UUID NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "created_at" timestamp NOT NULL,
    "updated_at" timestamp NOT NULL,
    CONSTRAINT identity_pending_traits_changes_identities_id_fk FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE CASCADE,
    CONSTRAINT identity_pending_traits_changes_networks_id_fk FOREIGN KEY (nid) REFERENCES networks (id) ON UPDATE RESTRICT ON DELETE CASCADE,
    CONSTRAINT identity_pending_traits_changes_verification_flows_id_fk FOREIGN KEY (verification_flow_id) REFERENCES selfservice_verification_flows (id) ON DELETE CASCADE
);

CREATE INDEX identity_pending_traits_changes_nid_identity_id_status_idx ON identity_pending_traits_changes (nid, identity_id, status);
CREATE INDEX identity_pending_traits_changes_nid_verification_flow_id_idx ON identity_pending_traits_changes (nid, verification_flow_id);
CREATE UNIQUE INDEX identity_pending_traits_changes_nid_identity_pending_idx
  ON identity_pending_traits_changes (nid, identity_id)
  WHERE status = 'pending';

-- ==== 20260413000000000000_make_verification_token_address_nullable.up.sql
ALTER TABLE identity_verification_tokens ALTER COLUMN identity_verifiable_address_id DROP NOT NULL;

-- ==== 20260417000000000001_add_test_flow_to_selfservice_login_flows.up.sql
ALTER TABLE selfservice_login_flows ADD COLUMN test_flow BOOL;

-- ==== 20260422000000000000_pending_traits_changes_add_session.up.sql
ALTER TABLE identity_pending_traits_changes
    ADD COLUMN "session_id" UUID NULL,
    ADD CONSTRAINT identity_pending_traits_changes_sessions_id_fk
        FOREIGN KEY (session_id) REFERENCES sessions (id) ON DELETE SET NULL,
    ADD COLUMN "origin_settings_flow_id" UUID NULL,
    ADD CONSTRAINT identity_pending_traits_changes_settings_flow_id_fk
        FOREIGN KEY (origin_settings_flow_id) REFERENCES selfservice_settings_flows (id) ON DELETE CASCADE;

CREATE INDEX identity_pending_traits_changes_nid_session_id_idx
    ON identity_pending_traits_changes (nid, session_id);

CREATE INDEX identity_pending_traits_changes_nid_origin_settings_flow_id_idx
    ON identity_pending_traits_changes (nid, origin_settings_flow_id);

-- ==== 20260430000000000000_settings_flows_add_organization_id.up.sql
alter table selfservice_settings_flows add column if not exists organization_id uuid null;

-- ==== 20260506000000000000_add_internal_context_to_recovery_verification_flows.postgres.up.sql
ALTER TABLE "selfservice_recovery_flows" ADD COLUMN IF NOT EXISTS "internal_context" jsonb;
ALTER TABLE "selfservice_verification_flows" ADD COLUMN IF NOT EXISTS "internal_context" jsonb;

-- ==== 20260616000000000000_courier_messages_restore_list_index.postgres.autocommit.up.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS courier_messages_nid_created_at_id_idx ON courier_messages (nid ASC, created_at DESC, id ASC);

-- ==== 20260703000000000000_courier_messages_status_created_at_idx.postgres.autocommit.up.sql
CREATE INDEX CONCURRENTLY IF NOT EXISTS courier_messages_status_created_at_idx ON courier_messages (status ASC, created_at ASC);

