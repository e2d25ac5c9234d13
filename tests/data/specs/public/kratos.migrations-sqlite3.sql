-- ==== 20150100000001000000_networks.sqlite3.up.sql
CREATE TABLE "networks" (
"id" TEXT PRIMARY KEY,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000001000000_identities.sqlite3.up.sql
CREATE TABLE "identities" (
"id" TEXT PRIMARY KEY,
"traits_schema_id" TEXT NOT NULL,
"traits" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000001000001_identities.sqlite3.up.sql
CREATE TABLE "identity_credential_types" (
"id" TEXT PRIMARY KEY,
"name" TEXT NOT NULL
);
-- ==== 20191100000001000002_identities.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_credential_types_name_idx" ON "identity_credential_types" (name);
-- ==== 20191100000001000003_identities.sqlite3.up.sql
CREATE TABLE "identity_credentials" (
"id" TEXT PRIMARY KEY,
"config" TEXT NOT NULL,
"identity_credential_type_id" char(36) NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE cascade,
FOREIGN KEY (identity_credential_type_id) REFERENCES identity_credential_types (id) ON DELETE cascade
);
-- ==== 20191100000001000004_identities.sqlite3.up.sql
CREATE TABLE "identity_credential_identifiers" (
"id" TEXT PRIMARY KEY,
"identifier" TEXT NOT NULL,
"identity_credential_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_credential_id) REFERENCES identity_credentials (id) ON DELETE cascade
);
-- ==== 20191100000001000005_identities.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_idx" ON "identity_credential_identifiers" (identifier);
-- ==== 20191100000002000000_requests.sqlite3.up.sql
CREATE TABLE "selfservice_login_requests" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000002000001_requests.sqlite3.up.sql
CREATE TABLE "selfservice_login_request_methods" (
"id" TEXT PRIMARY KEY,
"method" TEXT NOT NULL,
"selfservice_login_request_id" char(36) NOT NULL,
"config" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (selfservice_login_request_id) REFERENCES selfservice_login_requests (id) ON DELETE cascade
);
-- ==== 20191100000002000002_requests.sqlite3.up.sql
CREATE TABLE "selfservice_registration_requests" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000002000003_requests.sqlite3.up.sql
CREATE TABLE "selfservice_registration_request_methods" (
"id" TEXT PRIMARY KEY,
"method" TEXT NOT NULL,
"selfservice_registration_request_id" char(36) NOT NULL,
"config" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (selfservice_registration_request_id) REFERENCES selfservice_registration_requests (id) ON DELETE cascade
);
-- ==== 20191100000002000004_requests.sqlite3.up.sql
CREATE TABLE "selfservice_profile_management_requests" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"form" TEXT NOT NULL,
"update_successful" bool NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE cascade
);
-- ==== 20191100000003000000_sessions.sqlite3.up.sql
CREATE TABLE "sessions" (
"id" TEXT PRIMARY KEY,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"authenticated_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE cascade
);
-- ==== 20191100000004000000_errors.sqlite3.up.sql
CREATE TABLE "selfservice_errors" (
"id" TEXT PRIMARY KEY,
"errors" TEXT NOT NULL,
"seen_at" DATETIME NOT NULL,
"was_seen" bool NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000006000000_courier.sqlite3.up.sql
CREATE TABLE "courier_messages" (
"id" TEXT PRIMARY KEY,
"type" INTEGER NOT NULL,
"status" INTEGER NOT NULL,
"body" TEXT NOT NULL,
"subject" TEXT NOT NULL,
"recipient" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000007000000_errors.sqlite3.up.sql
ALTER TABLE "selfservice_errors" ADD COLUMN "csrf_token" TEXT NOT NULL DEFAULT '';
-- ==== 20191100000007000001_errors.sqlite3.up.sql

-- ==== 20191100000007000002_errors.sqlite3.up.sql

-- ==== 20191100000007000003_errors.sqlite3.up.sql

-- ==== 20191100000008000000_selfservice_verification.sqlite3.up.sql
CREATE TABLE "identity_verifiable_addresses" (
"id" TEXT PRIMARY KEY,
"code" TEXT NOT NULL,
"status" TEXT NOT NULL,
"via" TEXT NOT NULL,
"verified" bool NOT NULL,
"value" TEXT NOT NULL,
"verified_at" DATETIME,
"expires_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE cascade
);
-- ==== 20191100000008000001_selfservice_verification.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_code_uq_idx" ON "identity_verifiable_addresses" (code);
-- ==== 20191100000008000002_selfservice_verification.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_code_idx" ON "identity_verifiable_addresses" (code);
-- ==== 20191100000008000003_selfservice_verification.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_status_via_uq_idx" ON "identity_verifiable_addresses" (via, value);
-- ==== 20191100000008000004_selfservice_verification.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_status_via_idx" ON "identity_verifiable_addresses" (via, value);
-- ==== 20191100000008000005_selfservice_verification.sqlite3.up.sql
CREATE TABLE "selfservice_verification_requests" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"form" TEXT NOT NULL,
"via" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"success" bool NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000010000000_errors.sqlite3.up.sql
CREATE TABLE "_selfservice_errors_tmp" (
"id" TEXT PRIMARY KEY,
"errors" TEXT NOT NULL,
"seen_at" DATETIME,
"was_seen" bool NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"csrf_token" TEXT NOT NULL DEFAULT ''
);
-- ==== 20191100000010000001_errors.sqlite3.up.sql
INSERT INTO "_selfservice_errors_tmp" (id, errors, seen_at, was_seen, created_at, updated_at, csrf_token) SELECT id, errors, seen_at, was_seen, created_at, updated_at, csrf_token FROM "selfservice_errors";
-- ==== 20191100000010000002_errors.sqlite3.up.sql
DROP TABLE "selfservice_errors";
-- ==== 20191100000010000003_errors.sqlite3.up.sql
ALTER TABLE "_selfservice_errors_tmp" RENAME TO "selfservice_errors";
-- ==== 20191100000010000004_errors.sqlite3.up.sql

-- ==== 20191100000011000000_courier_body_type.sqlite3.up.sql
CREATE TABLE "_courier_messages_tmp" (
"id" TEXT PRIMARY KEY,
"type" INTEGER NOT NULL,
"status" INTEGER NOT NULL,
"body" TEXT NOT NULL,
"subject" TEXT NOT NULL,
"recipient" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20191100000011000001_courier_body_type.sqlite3.up.sql
INSERT INTO "_courier_messages_tmp" (id, type, status, body, subject, recipient, created_at, updated_at) SELECT id, type, status, body, subject, recipient, created_at, updated_at FROM "courier_messages";
-- ==== 20191100000011000002_courier_body_type.sqlite3.up.sql
DROP TABLE "courier_messages";
-- ==== 20191100000011000003_courier_body_type.sqlite3.up.sql
ALTER TABLE "_courier_messages_tmp" RENAME TO "courier_messages";
-- ==== 20191100000012000000_login_request_forced.sqlite3.up.sql
ALTER TABLE "selfservice_login_requests" ADD COLUMN "forced" bool NOT NULL DEFAULT 'false';
-- ==== 20191100000012000001_login_request_forced.sqlite3.up.sql

-- ==== 20191100000012000002_login_request_forced.sqlite3.up.sql

-- ==== 20191100000012000003_login_request_forced.sqlite3.up.sql

-- ==== 20200317160354000000_create_profile_request_forms.sqlite3.up.sql
CREATE TABLE "selfservice_profile_management_request_methods" (
"id" TEXT PRIMARY KEY,
"method" TEXT NOT NULL,
"selfservice_profile_management_request_id" char(36) NOT NULL,
"config" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20200317160354000001_create_profile_request_forms.sqlite3.up.sql
ALTER TABLE "selfservice_profile_management_requests" ADD COLUMN "active_method" TEXT;
-- ==== 20200317160354000002_create_profile_request_forms.sqlite3.up.sql
INSERT INTO selfservice_profile_management_request_methods (id, method, selfservice_profile_management_request_id, config) SELECT id, 'traits', id, form FROM selfservice_profile_management_requests;
-- ==== 20200317160354000003_create_profile_request_forms.sqlite3.up.sql
CREATE TABLE "_selfservice_profile_management_requests_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"update_successful" bool NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"active_method" TEXT,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20200317160354000004_create_profile_request_forms.sqlite3.up.sql
INSERT INTO "_selfservice_profile_management_requests_tmp" (id, request_url, issued_at, expires_at, update_successful, identity_id, created_at, updated_at, active_method) SELECT id, request_url, issued_at, expires_at, update_successful, identity_id, created_at, updated_at, active_method FROM "selfservice_profile_management_requests";
-- ==== 20200317160354000005_create_profile_request_forms.sqlite3.up.sql

DROP TABLE "selfservice_profile_management_requests";
-- ==== 20200317160354000006_create_profile_request_forms.sqlite3.up.sql
ALTER TABLE "_selfservice_profile_management_requests_tmp" RENAME TO "selfservice_profile_management_requests";
-- ==== 20200317160354000007_create_profile_request_forms.sqlite3.up.sql

-- ==== 20200317160354000008_create_profile_request_forms.sqlite3.up.sql

-- ==== 20200317160354000009_create_profile_request_forms.sqlite3.up.sql

-- ==== 20200317160354000010_create_profile_request_forms.sqlite3.up.sql

-- ==== 20200401183443000000_continuity_containers.sqlite3.up.sql
CREATE TABLE "continuity_containers" (
"id" TEXT PRIMARY KEY,
"identity_id" char(36),
"name" TEXT NOT NULL,
"payload" TEXT,
"expires_at" DATETIME NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE cascade
);
-- ==== 20200402142539000000_rename_profile_flows.sqlite3.up.sql
ALTER TABLE "selfservice_profile_management_request_methods" RENAME COLUMN "selfservice_profile_management_request_id" TO "selfservice_settings_request_id";
-- ==== 20200402142539000001_rename_profile_flows.sqlite3.up.sql
ALTER TABLE "selfservice_profile_management_request_methods" RENAME TO "selfservice_settings_request_methods";
-- ==== 20200402142539000002_rename_profile_flows.sqlite3.up.sql
ALTER TABLE "selfservice_profile_management_requests" RENAME TO "selfservice_settings_requests";
-- ==== 20200519101057000000_create_recovery_addresses.sqlite3.up.sql
CREATE TABLE "identity_recovery_addresses" (
"id" TEXT PRIMARY KEY,
"via" TEXT NOT NULL,
"value" TEXT NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE cascade
);
-- ==== 20200519101057000001_create_recovery_addresses.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_status_via_uq_idx" ON "identity_recovery_addresses" (via, value);
-- ==== 20200519101057000002_create_recovery_addresses.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_status_via_idx" ON "identity_recovery_addresses" (via, value);
-- ==== 20200519101057000003_create_recovery_addresses.sqlite3.up.sql
CREATE TABLE "selfservice_recovery_requests" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"messages" TEXT,
"active_method" TEXT,
"csrf_token" TEXT NOT NULL,
"state" TEXT NOT NULL,
"recovered_identity_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (recovered_identity_id) REFERENCES identities (id) ON DELETE cascade
);
-- ==== 20200519101057000004_create_recovery_addresses.sqlite3.up.sql
CREATE TABLE "selfservice_recovery_request_methods" (
"id" TEXT PRIMARY KEY,
"method" TEXT NOT NULL,
"config" TEXT NOT NULL,
"selfservice_recovery_request_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (selfservice_recovery_request_id) REFERENCES selfservice_recovery_requests (id) ON DELETE cascade
);
-- ==== 20200519101057000005_create_recovery_addresses.sqlite3.up.sql
CREATE TABLE "identity_recovery_tokens" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"identity_recovery_address_id" char(36) NOT NULL,
"selfservice_recovery_request_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_recovery_address_id) REFERENCES identity_recovery_addresses (id) ON DELETE cascade,
FOREIGN KEY (selfservice_recovery_request_id) REFERENCES selfservice_recovery_requests (id) ON DELETE cascade
);
-- ==== 20200519101057000006_create_recovery_addresses.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_code_uq_idx" ON "identity_recovery_tokens" (token);
-- ==== 20200519101057000007_create_recovery_addresses.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_code_idx" ON "identity_recovery_tokens" (token);
-- ==== 20200601101000000000_create_messages.sqlite3.up.sql
ALTER TABLE "selfservice_settings_requests" ADD COLUMN "messages" TEXT;
-- ==== 20200601101000000001_create_messages.sqlite3.up.sql

-- ==== 20200601101000000002_create_messages.sqlite3.up.sql

-- ==== 20200601101000000003_create_messages.sqlite3.up.sql

-- ==== 20200605111551000000_messages.sqlite3.up.sql
ALTER TABLE "selfservice_verification_requests" ADD COLUMN "messages" TEXT;
-- ==== 20200605111551000001_messages.sqlite3.up.sql
ALTER TABLE "selfservice_login_requests" ADD COLUMN "messages" TEXT;
-- ==== 20200605111551000002_messages.sqlite3.up.sql
ALTER TABLE "selfservice_registration_requests" ADD COLUMN "messages" TEXT;
-- ==== 20200605111551000003_messages.sqlite3.up.sql

-- ==== 20200605111551000004_messages.sqlite3.up.sql

-- ==== 20200605111551000005_messages.sqlite3.up.sql

-- ==== 20200605111551000006_messages.sqlite3.up.sql

-- ==== 20200605111551000007_messages.sqlite3.up.sql

-- ==== 20200605111551000008_messages.sqlite3.up.sql

-- ==== 20200605111551000009_messages.sqlite3.up.sql

-- ==== 20200605111551000010_messages.sqlite3.up.sql

-- ==== 20200605111551000011_messages.sqlite3.up.sql

-- ==== 20200605111551000012_messages.sqlite3.up.sql

-- ==== 20200605111551000013_messages.sqlite3.up.sql

-- ==== 20200607165100000000_settings.sqlite3.up.sql
ALTER TABLE "selfservice_settings_requests" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'show_form';
-- ==== 20200607165100000001_settings.sqlite3.up.sql
CREATE TABLE "_selfservice_settings_requests_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"active_method" TEXT,
"messages" TEXT,
"state" TEXT NOT NULL DEFAULT 'show_form',
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20200607165100000002_settings.sqlite3.up.sql
INSERT INTO "_selfservice_settings_requests_tmp" (id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, messages, state) SELECT id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, messages, state FROM "selfservice_settings_requests";
-- ==== 20200607165100000003_settings.sqlite3.up.sql

DROP TABLE "selfservice_settings_requests";
-- ==== 20200607165100000004_settings.sqlite3.up.sql
ALTER TABLE "_selfservice_settings_requests_tmp" RENAME TO "selfservice_settings_requests";
-- ==== 20200705105359000000_rename_identities_schema.sqlite3.up.sql
ALTER TABLE "identities" RENAME COLUMN "traits_schema_id" TO "schema_id";
-- ==== 20200810141652000000_flow_type.sqlite3.up.sql
ALTER TABLE "selfservice_login_requests" ADD COLUMN "type" TEXT NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000001_flow_type.sqlite3.up.sql
ALTER TABLE "selfservice_registration_requests" ADD COLUMN "type" TEXT NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000002_flow_type.sqlite3.up.sql
ALTER TABLE "selfservice_settings_requests" ADD COLUMN "type" TEXT NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000003_flow_type.sqlite3.up.sql
ALTER TABLE "selfservice_recovery_requests" ADD COLUMN "type" TEXT NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000004_flow_type.sqlite3.up.sql
ALTER TABLE "selfservice_verification_requests" ADD COLUMN "type" TEXT NOT NULL DEFAULT 'browser';
-- ==== 20200810141652000005_flow_type.sqlite3.up.sql

-- ==== 20200810141652000006_flow_type.sqlite3.up.sql

-- ==== 20200810141652000007_flow_type.sqlite3.up.sql

-- ==== 20200810141652000008_flow_type.sqlite3.up.sql

-- ==== 20200810141652000009_flow_type.sqlite3.up.sql

-- ==== 20200810141652000010_flow_type.sqlite3.up.sql

-- ==== 20200810141652000011_flow_type.sqlite3.up.sql

-- ==== 20200810141652000012_flow_type.sqlite3.up.sql

-- ==== 20200810141652000013_flow_type.sqlite3.up.sql

-- ==== 20200810141652000014_flow_type.sqlite3.up.sql

-- ==== 20200810141652000015_flow_type.sqlite3.up.sql

-- ==== 20200810141652000016_flow_type.sqlite3.up.sql

-- ==== 20200810141652000017_flow_type.sqlite3.up.sql

-- ==== 20200810141652000018_flow_type.sqlite3.up.sql

-- ==== 20200810141652000019_flow_type.sqlite3.up.sql

-- ==== 20200810141652000020_flow_type.sqlite3.up.sql

-- ==== 20200810141652000021_flow_type.sqlite3.up.sql

-- ==== 20200810141652000022_flow_type.sqlite3.up.sql

-- ==== 20200810141652000023_flow_type.sqlite3.up.sql

-- ==== 20200810161022000000_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_login_request_methods" RENAME TO "selfservice_login_flow_methods";
-- ==== 20200810161022000001_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_login_requests" RENAME TO "selfservice_login_flows";
-- ==== 20200810161022000002_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_registration_request_methods" RENAME TO "selfservice_registration_flow_methods";
-- ==== 20200810161022000003_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_registration_requests" RENAME TO "selfservice_registration_flows";
-- ==== 20200810161022000004_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_settings_request_methods" RENAME TO "selfservice_settings_flow_methods";
-- ==== 20200810161022000005_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_settings_requests" RENAME TO "selfservice_settings_flows";
-- ==== 20200810161022000006_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_recovery_request_methods" RENAME TO "selfservice_recovery_flow_methods";
-- ==== 20200810161022000007_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_recovery_requests" RENAME TO "selfservice_recovery_flows";
-- ==== 20200810161022000008_flow_rename.sqlite3.up.sql
ALTER TABLE "selfservice_verification_requests" RENAME TO "selfservice_verification_flows";
-- ==== 20200810162450000000_flow_fields_rename.sqlite3.up.sql
ALTER TABLE "selfservice_login_flow_methods" RENAME COLUMN "selfservice_login_request_id" TO "selfservice_login_flow_id";
-- ==== 20200810162450000001_flow_fields_rename.sqlite3.up.sql
ALTER TABLE "selfservice_registration_flow_methods" RENAME COLUMN "selfservice_registration_request_id" TO "selfservice_registration_flow_id";
-- ==== 20200810162450000002_flow_fields_rename.sqlite3.up.sql
ALTER TABLE "selfservice_recovery_flow_methods" RENAME COLUMN "selfservice_recovery_request_id" TO "selfservice_recovery_flow_id";
-- ==== 20200810162450000003_flow_fields_rename.sqlite3.up.sql
ALTER TABLE "selfservice_settings_flow_methods" RENAME COLUMN "selfservice_settings_request_id" TO "selfservice_settings_flow_id";
-- ==== 20200812124254000000_add_session_token.sqlite3.up.sql
DELETE FROM sessions;
-- ==== 20200812124254000001_add_session_token.sqlite3.up.sql
ALTER TABLE "sessions" ADD COLUMN "token" TEXT;
-- ==== 20200812124254000002_add_session_token.sqlite3.up.sql
CREATE TABLE "_sessions_tmp" (
"id" TEXT PRIMARY KEY,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"authenticated_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"token" TEXT,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20200812124254000003_add_session_token.sqlite3.up.sql
INSERT INTO "_sessions_tmp" (id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token) SELECT id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token FROM "sessions";
-- ==== 20200812124254000004_add_session_token.sqlite3.up.sql
DROP TABLE "sessions";
-- ==== 20200812124254000005_add_session_token.sqlite3.up.sql
ALTER TABLE "_sessions_tmp" RENAME TO "sessions";
-- ==== 20200812124254000006_add_session_token.sqlite3.up.sql
CREATE UNIQUE INDEX "sessions_token_uq_idx" ON "sessions" (token);
-- ==== 20200812124254000007_add_session_token.sqlite3.up.sql
CREATE INDEX "sessions_token_idx" ON "sessions" (token);
-- ==== 20200812160551000000_add_session_revoke.sqlite3.up.sql
ALTER TABLE "sessions" ADD COLUMN "active" NUMERIC DEFAULT 'false';
-- ==== 20200812160551000001_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000002_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000003_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000004_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000005_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000006_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000007_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000008_add_session_revoke.sqlite3.up.sql

-- ==== 20200812160551000009_add_session_revoke.sqlite3.up.sql

-- ==== 20200830121710000000_update_recovery_token.sqlite3.up.sql
ALTER TABLE "identity_recovery_tokens" RENAME COLUMN "selfservice_recovery_request_id" TO "selfservice_recovery_flow_id";
-- ==== 20200830130642000000_add_verification_methods.sqlite3.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'show_form';
-- ==== 20200830130642000001_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000002_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000003_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000004_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000005_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000006_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000007_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000008_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000009_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000010_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000011_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000012_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000013_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000014_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000015_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000016_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000017_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000018_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000019_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000020_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000021_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130642000022_add_verification_methods.sqlite3.up.sql

-- ==== 20200830130643000000_add_verification_methods.sqlite3.up.sql
UPDATE selfservice_verification_flows SET state='passed_challenge' WHERE success IS TRUE;
-- ==== 20200830130644000000_add_verification_methods.sqlite3.up.sql
CREATE TABLE "selfservice_verification_flow_methods" (
"id" TEXT PRIMARY KEY,
"method" TEXT NOT NULL,
"selfservice_verification_flow_id" char(36) NOT NULL,
"config" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL
);
-- ==== 20200830130644000001_add_verification_methods.sqlite3.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "active_method" TEXT;
-- ==== 20200830130645000000_add_verification_methods.sqlite3.up.sql
INSERT INTO selfservice_verification_flow_methods (id, method, selfservice_verification_flow_id, config, created_at, updated_at) SELECT id, 'link', id, form, created_at, updated_at FROM selfservice_verification_flows;
-- ==== 20200830130646000000_add_verification_methods.sqlite3.up.sql
CREATE TABLE "_selfservice_verification_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"via" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"success" bool NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"messages" TEXT,
"type" TEXT NOT NULL DEFAULT 'browser',
"state" TEXT NOT NULL DEFAULT 'show_form',
"active_method" TEXT
);
-- ==== 20200830130646000001_add_verification_methods.sqlite3.up.sql
INSERT INTO "_selfservice_verification_flows_tmp" (id, request_url, issued_at, expires_at, via, csrf_token, success, created_at, updated_at, messages, type, state, active_method) SELECT id, request_url, issued_at, expires_at, via, csrf_token, success, created_at, updated_at, messages, type, state, active_method FROM "selfservice_verification_flows";
-- ==== 20200830130646000002_add_verification_methods.sqlite3.up.sql

DROP TABLE "selfservice_verification_flows";
-- ==== 20200830130646000003_add_verification_methods.sqlite3.up.sql
ALTER TABLE "_selfservice_verification_flows_tmp" RENAME TO "selfservice_verification_flows";
-- ==== 20200830130646000004_add_verification_methods.sqlite3.up.sql
CREATE TABLE "_selfservice_verification_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"csrf_token" TEXT NOT NULL,
"success" bool NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"messages" TEXT,
"type" TEXT NOT NULL DEFAULT 'browser',
"state" TEXT NOT NULL DEFAULT 'show_form',
"active_method" TEXT
);
-- ==== 20200830130646000005_add_verification_methods.sqlite3.up.sql
INSERT INTO "_selfservice_verification_flows_tmp" (id, request_url, issued_at, expires_at, csrf_token, success, created_at, updated_at, messages, type, state, active_method) SELECT id, request_url, issued_at, expires_at, csrf_token, success, created_at, updated_at, messages, type, state, active_method FROM "selfservice_verification_flows";
-- ==== 20200830130646000006_add_verification_methods.sqlite3.up.sql

DROP TABLE "selfservice_verification_flows";
-- ==== 20200830130646000007_add_verification_methods.sqlite3.up.sql
ALTER TABLE "_selfservice_verification_flows_tmp" RENAME TO "selfservice_verification_flows";
-- ==== 20200830130646000008_add_verification_methods.sqlite3.up.sql
CREATE TABLE "_selfservice_verification_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"messages" TEXT,
"type" TEXT NOT NULL DEFAULT 'browser',
"state" TEXT NOT NULL DEFAULT 'show_form',
"active_method" TEXT
);
-- ==== 20200830130646000009_add_verification_methods.sqlite3.up.sql
INSERT INTO "_selfservice_verification_flows_tmp" (id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, messages, type, state, active_method) SELECT id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, messages, type, state, active_method FROM "selfservice_verification_flows";
-- ==== 20200830130646000010_add_verification_methods.sqlite3.up.sql

DROP TABLE "selfservice_verification_flows";
-- ==== 20200830130646000011_add_verification_methods.sqlite3.up.sql
ALTER TABLE "_selfservice_verification_flows_tmp" RENAME TO "selfservice_verification_flows";
-- ==== 20200830154602000000_add_verification_token.sqlite3.up.sql
CREATE TABLE "identity_verification_tokens" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"expires_at" DATETIME NOT NULL,
"issued_at" DATETIME NOT NULL,
"identity_verifiable_address_id" char(36) NOT NULL,
"selfservice_verification_flow_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_verifiable_address_id) REFERENCES identity_verifiable_addresses (id) ON DELETE cascade,
FOREIGN KEY (selfservice_verification_flow_id) REFERENCES selfservice_verification_flows (id) ON DELETE cascade
);
-- ==== 20200830154602000001_add_verification_token.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verification_tokens_token_uq_idx" ON "identity_verification_tokens" (token);
-- ==== 20200830154602000002_add_verification_token.sqlite3.up.sql
CREATE INDEX "identity_verification_tokens_token_idx" ON "identity_verification_tokens" (token);
-- ==== 20200830154602000003_add_verification_token.sqlite3.up.sql
CREATE INDEX "identity_verification_tokens_verifiable_address_id_idx" ON "identity_verification_tokens" (identity_verifiable_address_id);
-- ==== 20200830154602000004_add_verification_token.sqlite3.up.sql
CREATE INDEX "identity_verification_tokens_verification_flow_id_idx" ON "identity_verification_tokens" (selfservice_verification_flow_id);
-- ==== 20200830172221000000_recovery_token_expires.sqlite3.up.sql
ALTER TABLE "identity_recovery_tokens" ADD COLUMN "expires_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00';
-- ==== 20200830172221000001_recovery_token_expires.sqlite3.up.sql
ALTER TABLE "identity_recovery_tokens" ADD COLUMN "issued_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00';
-- ==== 20200830172221000002_recovery_token_expires.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_code_idx";
-- ==== 20200830172221000003_recovery_token_expires.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_code_uq_idx";
-- ==== 20200830172221000004_recovery_token_expires.sqlite3.up.sql
CREATE TABLE "_identity_recovery_tokens_tmp" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"identity_recovery_address_id" char(36) NOT NULL,
"selfservice_recovery_flow_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"expires_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00',
"issued_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00',
FOREIGN KEY (selfservice_recovery_flow_id) REFERENCES selfservice_recovery_flows (id) ON UPDATE NO ACTION ON DELETE CASCADE,
FOREIGN KEY (identity_recovery_address_id) REFERENCES identity_recovery_addresses (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20200830172221000005_recovery_token_expires.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_code_idx" ON "_identity_recovery_tokens_tmp" (token);
-- ==== 20200830172221000006_recovery_token_expires.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_code_uq_idx" ON "_identity_recovery_tokens_tmp" (token);
-- ==== 20200830172221000007_recovery_token_expires.sqlite3.up.sql
INSERT INTO "_identity_recovery_tokens_tmp" (id, token, used, used_at, identity_recovery_address_id, selfservice_recovery_flow_id, created_at, updated_at, expires_at, issued_at) SELECT id, token, used, used_at, identity_recovery_address_id, selfservice_recovery_flow_id, created_at, updated_at, expires_at, issued_at FROM "identity_recovery_tokens";
-- ==== 20200830172221000008_recovery_token_expires.sqlite3.up.sql
DROP TABLE "identity_recovery_tokens";
-- ==== 20200830172221000009_recovery_token_expires.sqlite3.up.sql
ALTER TABLE "_identity_recovery_tokens_tmp" RENAME TO "identity_recovery_tokens";
-- ==== 20200830172221000010_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000011_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000012_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000013_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000014_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000015_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000016_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000017_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000018_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000019_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000020_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000021_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000022_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000023_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000024_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000025_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000026_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000027_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000028_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000029_recovery_token_expires.sqlite3.up.sql

-- ==== 20200830172221000030_recovery_token_expires.sqlite3.up.sql

-- ==== 20200831110752000000_identity_verifiable_address_remove_code.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_code_uq_idx";
-- ==== 20200831110752000001_identity_verifiable_address_remove_code.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_code_idx";
-- ==== 20200831110752000002_identity_verifiable_address_remove_code.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_idx";
-- ==== 20200831110752000003_identity_verifiable_address_remove_code.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_uq_idx";
-- ==== 20200831110752000004_identity_verifiable_address_remove_code.sqlite3.up.sql
CREATE TABLE "_identity_verifiable_addresses_tmp" (
"id" TEXT PRIMARY KEY,
"status" TEXT NOT NULL,
"via" TEXT NOT NULL,
"verified" bool NOT NULL,
"value" TEXT NOT NULL,
"verified_at" DATETIME,
"expires_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20200831110752000005_identity_verifiable_address_remove_code.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_status_via_idx" ON "_identity_verifiable_addresses_tmp" (via, value);
-- ==== 20200831110752000006_identity_verifiable_address_remove_code.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_status_via_uq_idx" ON "_identity_verifiable_addresses_tmp" (via, value);
-- ==== 20200831110752000007_identity_verifiable_address_remove_code.sqlite3.up.sql
INSERT INTO "_identity_verifiable_addresses_tmp" (id, status, via, verified, value, verified_at, expires_at, identity_id, created_at, updated_at) SELECT id, status, via, verified, value, verified_at, expires_at, identity_id, created_at, updated_at FROM "identity_verifiable_addresses";
-- ==== 20200831110752000008_identity_verifiable_address_remove_code.sqlite3.up.sql

DROP TABLE "identity_verifiable_addresses";
-- ==== 20200831110752000009_identity_verifiable_address_remove_code.sqlite3.up.sql
ALTER TABLE "_identity_verifiable_addresses_tmp" RENAME TO "identity_verifiable_addresses";
-- ==== 20200831110752000010_identity_verifiable_address_remove_code.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_idx";
-- ==== 20200831110752000011_identity_verifiable_address_remove_code.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_uq_idx";
-- ==== 20200831110752000012_identity_verifiable_address_remove_code.sqlite3.up.sql
CREATE TABLE "_identity_verifiable_addresses_tmp" (
"id" TEXT PRIMARY KEY,
"status" TEXT NOT NULL,
"via" TEXT NOT NULL,
"verified" bool NOT NULL,
"value" TEXT NOT NULL,
"verified_at" DATETIME,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20200831110752000013_identity_verifiable_address_remove_code.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_status_via_idx" ON "_identity_verifiable_addresses_tmp" (via, value);
-- ==== 20200831110752000014_identity_verifiable_address_remove_code.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_status_via_uq_idx" ON "_identity_verifiable_addresses_tmp" (via, value);
-- ==== 20200831110752000015_identity_verifiable_address_remove_code.sqlite3.up.sql
INSERT INTO "_identity_verifiable_addresses_tmp" (id, status, via, verified, value, verified_at, identity_id, created_at, updated_at) SELECT id, status, via, verified, value, verified_at, identity_id, created_at, updated_at FROM "identity_verifiable_addresses";
-- ==== 20200831110752000016_identity_verifiable_address_remove_code.sqlite3.up.sql

DROP TABLE "identity_verifiable_addresses";
-- ==== 20200831110752000017_identity_verifiable_address_remove_code.sqlite3.up.sql
ALTER TABLE "_identity_verifiable_addresses_tmp" RENAME TO "identity_verifiable_addresses";
-- ==== 20200831110752000018_identity_verifiable_address_remove_code.sqlite3.up.sql

-- ==== 20200831110752000019_identity_verifiable_address_remove_code.sqlite3.up.sql

-- ==== 20200831110752000020_identity_verifiable_address_remove_code.sqlite3.up.sql

-- ==== 20200831110752000021_identity_verifiable_address_remove_code.sqlite3.up.sql

-- ==== 20201201161451000000_credential_types_values.sqlite3.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '78c1b41d-8341-4507-aa60-aff1d4369670', 'password' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'password');
-- ==== 20201201161451000001_credential_types_values.sqlite3.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '6fa5e2e0-bfce-4631-b62b-cf2b0252b289', 'oidc' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'oidc');
-- ==== 20210307130558000000_courier_status_index.sqlite3.up.sql
CREATE INDEX "courier_messages_status_idx" ON "courier_messages" (status);
-- ==== 20210307130559000000_courier_message_template.sqlite3.up.sql
ALTER TABLE "courier_messages" ADD COLUMN "template_type" TEXT NOT NULL DEFAULT '';
-- ==== 20210307130559000001_courier_message_template.sqlite3.up.sql
ALTER TABLE "courier_messages" ADD COLUMN "template_data" BLOB;
-- ==== 20210307130559000002_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000003_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000004_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000005_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000006_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000007_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000008_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000009_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000010_courier_message_template.sqlite3.up.sql

-- ==== 20210307130559000011_courier_message_template.sqlite3.up.sql

-- ==== 20210311102338000000_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_login_flow_methods";
-- ==== 20210311102338000001_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_login_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"forced" bool NOT NULL DEFAULT 'false',
"type" TEXT NOT NULL DEFAULT 'browser'
);
-- ==== 20210311102338000002_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_login_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type FROM "selfservice_login_flows";
-- ==== 20210311102338000003_form_refactoring.sqlite3.up.sql

DROP TABLE "selfservice_login_flows";
-- ==== 20210311102338000004_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_login_flows_tmp" RENAME TO "selfservice_login_flows";
-- ==== 20210311102338000005_form_refactoring.sqlite3.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "ui" TEXT;
-- ==== 20210311102338000006_form_refactoring.sqlite3.up.sql
UPDATE selfservice_login_flows SET ui='{}';
-- ==== 20210311102338000007_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_login_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"forced" bool NOT NULL DEFAULT 'false',
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT
);
-- ==== 20210311102338000008_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_login_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type, ui) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type, ui FROM "selfservice_login_flows";
-- ==== 20210311102338000009_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_login_flows";
-- ==== 20210311102338000010_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_login_flows_tmp" RENAME TO "selfservice_login_flows";
-- ==== 20210311102338000011_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_registration_flow_methods";
-- ==== 20210311102338000012_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_registration_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser'
);
-- ==== 20210311102338000013_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_registration_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type FROM "selfservice_registration_flows";
-- ==== 20210311102338000014_form_refactoring.sqlite3.up.sql

DROP TABLE "selfservice_registration_flows";
-- ==== 20210311102338000015_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_registration_flows_tmp" RENAME TO "selfservice_registration_flows";
-- ==== 20210311102338000016_form_refactoring.sqlite3.up.sql
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "ui" TEXT;
-- ==== 20210311102338000017_form_refactoring.sqlite3.up.sql
UPDATE selfservice_registration_flows SET ui='{}';
-- ==== 20210311102338000018_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_registration_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT
);
-- ==== 20210311102338000019_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_registration_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type, ui) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type, ui FROM "selfservice_registration_flows";
-- ==== 20210311102338000020_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_registration_flows";
-- ==== 20210311102338000021_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_registration_flows_tmp" RENAME TO "selfservice_registration_flows";
-- ==== 20210311102338000022_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_settings_flow_methods";
-- ==== 20210311102338000023_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_settings_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"active_method" TEXT,
"state" TEXT NOT NULL DEFAULT 'show_form',
"type" TEXT NOT NULL DEFAULT 'browser',
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210311102338000024_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_settings_flows_tmp" (id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type) SELECT id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type FROM "selfservice_settings_flows";
-- ==== 20210311102338000025_form_refactoring.sqlite3.up.sql

DROP TABLE "selfservice_settings_flows";
-- ==== 20210311102338000026_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_settings_flows_tmp" RENAME TO "selfservice_settings_flows";
-- ==== 20210311102338000027_form_refactoring.sqlite3.up.sql
ALTER TABLE "selfservice_settings_flows" ADD COLUMN "ui" TEXT;
-- ==== 20210311102338000028_form_refactoring.sqlite3.up.sql
UPDATE selfservice_settings_flows SET ui='{}';
-- ==== 20210311102338000029_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_settings_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"active_method" TEXT,
"state" TEXT NOT NULL DEFAULT 'show_form',
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210311102338000030_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_settings_flows_tmp" (id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type, ui) SELECT id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type, ui FROM "selfservice_settings_flows";
-- ==== 20210311102338000031_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_settings_flows";
-- ==== 20210311102338000032_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_settings_flows_tmp" RENAME TO "selfservice_settings_flows";
-- ==== 20210311102338000033_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_recovery_flow_methods";
-- ==== 20210311102338000034_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_recovery_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT,
"csrf_token" TEXT NOT NULL,
"state" TEXT NOT NULL,
"recovered_identity_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
FOREIGN KEY (recovered_identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210311102338000035_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_recovery_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, state, recovered_identity_id, created_at, updated_at, type) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, state, recovered_identity_id, created_at, updated_at, type FROM "selfservice_recovery_flows";
-- ==== 20210311102338000036_form_refactoring.sqlite3.up.sql

DROP TABLE "selfservice_recovery_flows";
-- ==== 20210311102338000037_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_recovery_flows_tmp" RENAME TO "selfservice_recovery_flows";
-- ==== 20210311102338000038_form_refactoring.sqlite3.up.sql
ALTER TABLE "selfservice_recovery_flows" ADD COLUMN "ui" TEXT;
-- ==== 20210311102338000039_form_refactoring.sqlite3.up.sql
UPDATE selfservice_recovery_flows SET ui='{}';
-- ==== 20210311102338000040_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_recovery_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT,
"csrf_token" TEXT NOT NULL,
"state" TEXT NOT NULL,
"recovered_identity_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
FOREIGN KEY (recovered_identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210311102338000041_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_recovery_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, state, recovered_identity_id, created_at, updated_at, type, ui) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, state, recovered_identity_id, created_at, updated_at, type, ui FROM "selfservice_recovery_flows";
-- ==== 20210311102338000042_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_recovery_flows";
-- ==== 20210311102338000043_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_recovery_flows_tmp" RENAME TO "selfservice_recovery_flows";
-- ==== 20210311102338000044_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_verification_flow_methods";
-- ==== 20210311102338000045_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_verification_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"state" TEXT NOT NULL DEFAULT 'show_form',
"active_method" TEXT
);
-- ==== 20210311102338000046_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_verification_flows_tmp" (id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, type, state, active_method) SELECT id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, type, state, active_method FROM "selfservice_verification_flows";
-- ==== 20210311102338000047_form_refactoring.sqlite3.up.sql

DROP TABLE "selfservice_verification_flows";
-- ==== 20210311102338000048_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_verification_flows_tmp" RENAME TO "selfservice_verification_flows";
-- ==== 20210311102338000049_form_refactoring.sqlite3.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "ui" TEXT;
-- ==== 20210311102338000050_form_refactoring.sqlite3.up.sql
UPDATE selfservice_verification_flows SET ui='{}';
-- ==== 20210311102338000051_form_refactoring.sqlite3.up.sql
CREATE TABLE "_selfservice_verification_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"state" TEXT NOT NULL DEFAULT 'show_form',
"active_method" TEXT,
"ui" TEXT
);
-- ==== 20210311102338000052_form_refactoring.sqlite3.up.sql
INSERT INTO "_selfservice_verification_flows_tmp" (id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, type, state, active_method, ui) SELECT id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, type, state, active_method, ui FROM "selfservice_verification_flows";
-- ==== 20210311102338000053_form_refactoring.sqlite3.up.sql
DROP TABLE "selfservice_verification_flows";
-- ==== 20210311102338000054_form_refactoring.sqlite3.up.sql
ALTER TABLE "_selfservice_verification_flows_tmp" RENAME TO "selfservice_verification_flows";
-- ==== 20210410175418000000_network.sqlite3.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000001_network.sqlite3.up.sql
ALTER TABLE selfservice_login_flows DROP COLUMN nid;
-- ==== 20210410175418000002_network.sqlite3.up.sql
ALTER TABLE selfservice_login_flows ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000003_network.sqlite3.up.sql
UPDATE selfservice_login_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000004_network.sqlite3.up.sql
CREATE TABLE "_selfservice_login_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"forced" bool NOT NULL DEFAULT 'false',
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
"nid" char(36)
);
-- ==== 20210410175418000005_network.sqlite3.up.sql
INSERT INTO "_selfservice_login_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type, ui, nid) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type, ui, nid FROM "selfservice_login_flows";
-- ==== 20210410175418000006_network.sqlite3.up.sql
DROP TABLE "selfservice_login_flows";
-- ==== 20210410175418000007_network.sqlite3.up.sql
ALTER TABLE "_selfservice_login_flows_tmp" RENAME TO "selfservice_login_flows";
-- ==== 20210410175418000008_network.sqlite3.up.sql
CREATE INDEX "selfservice_login_flows_nid_idx" ON "selfservice_login_flows" (id, nid);
-- ==== 20210410175418000009_network.sqlite3.up.sql
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000010_network.sqlite3.up.sql
ALTER TABLE selfservice_registration_flows DROP COLUMN nid;
-- ==== 20210410175418000011_network.sqlite3.up.sql
ALTER TABLE selfservice_registration_flows ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000012_network.sqlite3.up.sql
UPDATE selfservice_registration_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000013_network.sqlite3.up.sql
CREATE TABLE "_selfservice_registration_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
"nid" char(36)
);
-- ==== 20210410175418000014_network.sqlite3.up.sql
INSERT INTO "_selfservice_registration_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type, ui, nid) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type, ui, nid FROM "selfservice_registration_flows";
-- ==== 20210410175418000015_network.sqlite3.up.sql
DROP TABLE "selfservice_registration_flows";
-- ==== 20210410175418000016_network.sqlite3.up.sql
ALTER TABLE "_selfservice_registration_flows_tmp" RENAME TO "selfservice_registration_flows";
-- ==== 20210410175418000017_network.sqlite3.up.sql
CREATE INDEX "selfservice_registration_flows_nid_idx" ON "selfservice_registration_flows" (id, nid);
-- ==== 20210410175418000018_network.sqlite3.up.sql
ALTER TABLE "selfservice_settings_flows" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000019_network.sqlite3.up.sql
ALTER TABLE selfservice_settings_flows DROP COLUMN nid;
-- ==== 20210410175418000020_network.sqlite3.up.sql
ALTER TABLE selfservice_settings_flows ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000021_network.sqlite3.up.sql
UPDATE selfservice_settings_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000022_network.sqlite3.up.sql
CREATE TABLE "_selfservice_settings_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"active_method" TEXT,
"state" TEXT NOT NULL DEFAULT 'show_form',
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
"nid" char(36),
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000023_network.sqlite3.up.sql
INSERT INTO "_selfservice_settings_flows_tmp" (id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type, ui, nid) SELECT id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type, ui, nid FROM "selfservice_settings_flows";
-- ==== 20210410175418000024_network.sqlite3.up.sql
DROP TABLE "selfservice_settings_flows";
-- ==== 20210410175418000025_network.sqlite3.up.sql
ALTER TABLE "_selfservice_settings_flows_tmp" RENAME TO "selfservice_settings_flows";
-- ==== 20210410175418000026_network.sqlite3.up.sql
CREATE INDEX "selfservice_settings_flows_nid_idx" ON "selfservice_settings_flows" (id, nid);
-- ==== 20210410175418000027_network.sqlite3.up.sql
ALTER TABLE "selfservice_errors" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000028_network.sqlite3.up.sql
ALTER TABLE selfservice_errors DROP COLUMN nid;
-- ==== 20210410175418000029_network.sqlite3.up.sql
ALTER TABLE selfservice_errors ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000030_network.sqlite3.up.sql
UPDATE selfservice_errors SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000031_network.sqlite3.up.sql
CREATE TABLE "_selfservice_errors_tmp" (
"id" TEXT PRIMARY KEY,
"errors" TEXT NOT NULL,
"seen_at" DATETIME,
"was_seen" bool NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"csrf_token" TEXT NOT NULL DEFAULT '',
"nid" char(36)
);
-- ==== 20210410175418000032_network.sqlite3.up.sql
INSERT INTO "_selfservice_errors_tmp" (id, errors, seen_at, was_seen, created_at, updated_at, csrf_token, nid) SELECT id, errors, seen_at, was_seen, created_at, updated_at, csrf_token, nid FROM "selfservice_errors";
-- ==== 20210410175418000033_network.sqlite3.up.sql
DROP TABLE "selfservice_errors";
-- ==== 20210410175418000034_network.sqlite3.up.sql
ALTER TABLE "_selfservice_errors_tmp" RENAME TO "selfservice_errors";
-- ==== 20210410175418000035_network.sqlite3.up.sql
CREATE INDEX "selfservice_errors_nid_idx" ON "selfservice_errors" (id, nid);
-- ==== 20210410175418000036_network.sqlite3.up.sql
ALTER TABLE "continuity_containers" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000037_network.sqlite3.up.sql
ALTER TABLE continuity_containers DROP COLUMN nid;
-- ==== 20210410175418000038_network.sqlite3.up.sql
ALTER TABLE continuity_containers ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000039_network.sqlite3.up.sql
UPDATE continuity_containers SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000040_network.sqlite3.up.sql
CREATE TABLE "_continuity_containers_tmp" (
"id" TEXT PRIMARY KEY,
"identity_id" char(36),
"name" TEXT NOT NULL,
"payload" TEXT,
"expires_at" DATETIME NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000041_network.sqlite3.up.sql
INSERT INTO "_continuity_containers_tmp" (id, identity_id, name, payload, expires_at, created_at, updated_at, nid) SELECT id, identity_id, name, payload, expires_at, created_at, updated_at, nid FROM "continuity_containers";
-- ==== 20210410175418000042_network.sqlite3.up.sql
DROP TABLE "continuity_containers";
-- ==== 20210410175418000043_network.sqlite3.up.sql
ALTER TABLE "_continuity_containers_tmp" RENAME TO "continuity_containers";
-- ==== 20210410175418000044_network.sqlite3.up.sql
CREATE INDEX "continuity_containers_nid_idx" ON "continuity_containers" (id, nid);
-- ==== 20210410175418000045_network.sqlite3.up.sql
ALTER TABLE "courier_messages" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000046_network.sqlite3.up.sql
ALTER TABLE courier_messages DROP COLUMN nid;
-- ==== 20210410175418000047_network.sqlite3.up.sql
ALTER TABLE courier_messages ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000048_network.sqlite3.up.sql
UPDATE courier_messages SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000049_network.sqlite3.up.sql
DROP INDEX IF EXISTS "courier_messages_status_idx";
-- ==== 20210410175418000050_network.sqlite3.up.sql
CREATE TABLE "_courier_messages_tmp" (
"id" TEXT PRIMARY KEY,
"type" INTEGER NOT NULL,
"status" INTEGER NOT NULL,
"body" TEXT NOT NULL,
"subject" TEXT NOT NULL,
"recipient" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"template_type" TEXT NOT NULL DEFAULT '',
"template_data" BLOB,
"nid" char(36)
);
-- ==== 20210410175418000051_network.sqlite3.up.sql
CREATE INDEX "courier_messages_status_idx" ON "_courier_messages_tmp" (status);
-- ==== 20210410175418000052_network.sqlite3.up.sql
INSERT INTO "_courier_messages_tmp" (id, type, status, body, subject, recipient, created_at, updated_at, template_type, template_data, nid) SELECT id, type, status, body, subject, recipient, created_at, updated_at, template_type, template_data, nid FROM "courier_messages";
-- ==== 20210410175418000053_network.sqlite3.up.sql
DROP TABLE "courier_messages";
-- ==== 20210410175418000054_network.sqlite3.up.sql
ALTER TABLE "_courier_messages_tmp" RENAME TO "courier_messages";
-- ==== 20210410175418000055_network.sqlite3.up.sql
CREATE INDEX "courier_messages_nid_idx" ON "courier_messages" (id, nid);
-- ==== 20210410175418000056_network.sqlite3.up.sql
ALTER TABLE "identities" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000057_network.sqlite3.up.sql
ALTER TABLE identities DROP COLUMN nid;
-- ==== 20210410175418000058_network.sqlite3.up.sql
ALTER TABLE identities ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000059_network.sqlite3.up.sql
UPDATE identities SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000060_network.sqlite3.up.sql
CREATE TABLE "_identities_tmp" (
"id" TEXT PRIMARY KEY,
"schema_id" TEXT NOT NULL,
"traits" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36)
);
-- ==== 20210410175418000061_network.sqlite3.up.sql
INSERT INTO "_identities_tmp" (id, schema_id, traits, created_at, updated_at, nid) SELECT id, schema_id, traits, created_at, updated_at, nid FROM "identities";
-- ==== 20210410175418000062_network.sqlite3.up.sql
DROP TABLE "identities";
-- ==== 20210410175418000063_network.sqlite3.up.sql
ALTER TABLE "_identities_tmp" RENAME TO "identities";
-- ==== 20210410175418000064_network.sqlite3.up.sql
CREATE INDEX "identities_nid_idx" ON "identities" (id, nid);
-- ==== 20210410175418000065_network.sqlite3.up.sql
ALTER TABLE "identity_credentials" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000066_network.sqlite3.up.sql
ALTER TABLE identity_credentials DROP COLUMN nid;
-- ==== 20210410175418000067_network.sqlite3.up.sql
ALTER TABLE identity_credentials ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000068_network.sqlite3.up.sql
UPDATE identity_credentials SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000069_network.sqlite3.up.sql
CREATE TABLE "_identity_credentials_tmp" (
"id" TEXT PRIMARY KEY,
"config" TEXT NOT NULL,
"identity_credential_type_id" char(36) NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (identity_credential_type_id) REFERENCES identity_credential_types (id) ON UPDATE NO ACTION ON DELETE CASCADE,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000070_network.sqlite3.up.sql
INSERT INTO "_identity_credentials_tmp" (id, config, identity_credential_type_id, identity_id, created_at, updated_at, nid) SELECT id, config, identity_credential_type_id, identity_id, created_at, updated_at, nid FROM "identity_credentials";
-- ==== 20210410175418000071_network.sqlite3.up.sql
DROP TABLE "identity_credentials";
-- ==== 20210410175418000072_network.sqlite3.up.sql
ALTER TABLE "_identity_credentials_tmp" RENAME TO "identity_credentials";
-- ==== 20210410175418000073_network.sqlite3.up.sql
CREATE INDEX "identity_credentials_nid_idx" ON "identity_credentials" (id, nid);
-- ==== 20210410175418000074_network.sqlite3.up.sql
ALTER TABLE "identity_credential_identifiers" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000075_network.sqlite3.up.sql
ALTER TABLE identity_credential_identifiers DROP COLUMN nid;
-- ==== 20210410175418000076_network.sqlite3.up.sql
ALTER TABLE identity_credential_identifiers ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000077_network.sqlite3.up.sql
UPDATE identity_credential_identifiers SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000078_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_credential_identifiers_identifier_idx";
-- ==== 20210410175418000079_network.sqlite3.up.sql
CREATE TABLE "_identity_credential_identifiers_tmp" (
"id" TEXT PRIMARY KEY,
"identifier" TEXT NOT NULL,
"identity_credential_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (identity_credential_id) REFERENCES identity_credentials (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000080_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_idx" ON "_identity_credential_identifiers_tmp" (identifier);
-- ==== 20210410175418000081_network.sqlite3.up.sql
INSERT INTO "_identity_credential_identifiers_tmp" (id, identifier, identity_credential_id, created_at, updated_at, nid) SELECT id, identifier, identity_credential_id, created_at, updated_at, nid FROM "identity_credential_identifiers";
-- ==== 20210410175418000082_network.sqlite3.up.sql
DROP TABLE "identity_credential_identifiers";
-- ==== 20210410175418000083_network.sqlite3.up.sql
ALTER TABLE "_identity_credential_identifiers_tmp" RENAME TO "identity_credential_identifiers";
-- ==== 20210410175418000084_network.sqlite3.up.sql
CREATE INDEX "identity_credential_identifiers_nid_idx" ON "identity_credential_identifiers" (id, nid);
-- ==== 20210410175418000085_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_credential_identifiers_identifier_idx";
-- ==== 20210410175418000086_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_nid_uq_idx" ON "identity_credential_identifiers" (nid, identifier);
-- ==== 20210410175418000087_network.sqlite3.up.sql
ALTER TABLE "selfservice_recovery_flows" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000088_network.sqlite3.up.sql
ALTER TABLE selfservice_recovery_flows DROP COLUMN nid;
-- ==== 20210410175418000089_network.sqlite3.up.sql
ALTER TABLE selfservice_recovery_flows ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000090_network.sqlite3.up.sql
UPDATE selfservice_recovery_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000091_network.sqlite3.up.sql
CREATE TABLE "_selfservice_recovery_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT,
"csrf_token" TEXT NOT NULL,
"state" TEXT NOT NULL,
"recovered_identity_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
"nid" char(36),
FOREIGN KEY (recovered_identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000092_network.sqlite3.up.sql
INSERT INTO "_selfservice_recovery_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, state, recovered_identity_id, created_at, updated_at, type, ui, nid) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, state, recovered_identity_id, created_at, updated_at, type, ui, nid FROM "selfservice_recovery_flows";
-- ==== 20210410175418000093_network.sqlite3.up.sql
DROP TABLE "selfservice_recovery_flows";
-- ==== 20210410175418000094_network.sqlite3.up.sql
ALTER TABLE "_selfservice_recovery_flows_tmp" RENAME TO "selfservice_recovery_flows";
-- ==== 20210410175418000095_network.sqlite3.up.sql
CREATE INDEX "selfservice_recovery_flows_nid_idx" ON "selfservice_recovery_flows" (id, nid);
-- ==== 20210410175418000096_network.sqlite3.up.sql
ALTER TABLE "identity_recovery_addresses" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000097_network.sqlite3.up.sql
ALTER TABLE identity_recovery_addresses DROP COLUMN nid;
-- ==== 20210410175418000098_network.sqlite3.up.sql
ALTER TABLE identity_recovery_addresses ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000099_network.sqlite3.up.sql
UPDATE identity_recovery_addresses SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000100_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_status_via_idx";
-- ==== 20210410175418000101_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_status_via_uq_idx";
-- ==== 20210410175418000102_network.sqlite3.up.sql
CREATE TABLE "_identity_recovery_addresses_tmp" (
"id" TEXT PRIMARY KEY,
"via" TEXT NOT NULL,
"value" TEXT NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000103_network.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_status_via_idx" ON "_identity_recovery_addresses_tmp" (via, value);
-- ==== 20210410175418000104_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_status_via_uq_idx" ON "_identity_recovery_addresses_tmp" (via, value);
-- ==== 20210410175418000105_network.sqlite3.up.sql
INSERT INTO "_identity_recovery_addresses_tmp" (id, via, value, identity_id, created_at, updated_at, nid) SELECT id, via, value, identity_id, created_at, updated_at, nid FROM "identity_recovery_addresses";
-- ==== 20210410175418000106_network.sqlite3.up.sql
DROP TABLE "identity_recovery_addresses";
-- ==== 20210410175418000107_network.sqlite3.up.sql
ALTER TABLE "_identity_recovery_addresses_tmp" RENAME TO "identity_recovery_addresses";
-- ==== 20210410175418000108_network.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_nid_idx" ON "identity_recovery_addresses" (id, nid);
-- ==== 20210410175418000109_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_status_via_uq_idx";
-- ==== 20210410175418000110_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_status_via_idx";
-- ==== 20210410175418000111_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_status_via_uq_idx" ON "identity_recovery_addresses" (nid, via, value);
-- ==== 20210410175418000112_network.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_status_via_idx" ON "identity_recovery_addresses" (nid, via, value);
-- ==== 20210410175418000113_network.sqlite3.up.sql
ALTER TABLE "identity_recovery_tokens" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000114_network.sqlite3.up.sql
ALTER TABLE identity_recovery_tokens DROP COLUMN nid;
-- ==== 20210410175418000115_network.sqlite3.up.sql
ALTER TABLE identity_recovery_tokens ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000116_network.sqlite3.up.sql
UPDATE identity_recovery_tokens SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000117_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_code_uq_idx";
-- ==== 20210410175418000118_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_code_idx";
-- ==== 20210410175418000119_network.sqlite3.up.sql
CREATE TABLE "_identity_recovery_tokens_tmp" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"identity_recovery_address_id" char(36) NOT NULL,
"selfservice_recovery_flow_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"expires_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00',
"issued_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00',
"nid" char(36),
FOREIGN KEY (identity_recovery_address_id) REFERENCES identity_recovery_addresses (id) ON UPDATE NO ACTION ON DELETE CASCADE,
FOREIGN KEY (selfservice_recovery_flow_id) REFERENCES selfservice_recovery_flows (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000120_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_code_uq_idx" ON "_identity_recovery_tokens_tmp" (token);
-- ==== 20210410175418000121_network.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_code_idx" ON "_identity_recovery_tokens_tmp" (token);
-- ==== 20210410175418000122_network.sqlite3.up.sql
INSERT INTO "_identity_recovery_tokens_tmp" (id, token, used, used_at, identity_recovery_address_id, selfservice_recovery_flow_id, created_at, updated_at, expires_at, issued_at, nid) SELECT id, token, used, used_at, identity_recovery_address_id, selfservice_recovery_flow_id, created_at, updated_at, expires_at, issued_at, nid FROM "identity_recovery_tokens";
-- ==== 20210410175418000123_network.sqlite3.up.sql
DROP TABLE "identity_recovery_tokens";
-- ==== 20210410175418000124_network.sqlite3.up.sql
ALTER TABLE "_identity_recovery_tokens_tmp" RENAME TO "identity_recovery_tokens";
-- ==== 20210410175418000125_network.sqlite3.up.sql
CREATE INDEX "identity_recovery_tokens_nid_idx" ON "identity_recovery_tokens" (id, nid);
-- ==== 20210410175418000126_network.sqlite3.up.sql
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000127_network.sqlite3.up.sql
ALTER TABLE selfservice_verification_flows DROP COLUMN nid;
-- ==== 20210410175418000128_network.sqlite3.up.sql
ALTER TABLE selfservice_verification_flows ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000129_network.sqlite3.up.sql
UPDATE selfservice_verification_flows SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000130_network.sqlite3.up.sql
CREATE TABLE "_selfservice_verification_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"state" TEXT NOT NULL DEFAULT 'show_form',
"active_method" TEXT,
"ui" TEXT,
"nid" char(36)
);
-- ==== 20210410175418000131_network.sqlite3.up.sql
INSERT INTO "_selfservice_verification_flows_tmp" (id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, type, state, active_method, ui, nid) SELECT id, request_url, issued_at, expires_at, csrf_token, created_at, updated_at, type, state, active_method, ui, nid FROM "selfservice_verification_flows";
-- ==== 20210410175418000132_network.sqlite3.up.sql
DROP TABLE "selfservice_verification_flows";
-- ==== 20210410175418000133_network.sqlite3.up.sql
ALTER TABLE "_selfservice_verification_flows_tmp" RENAME TO "selfservice_verification_flows";
-- ==== 20210410175418000134_network.sqlite3.up.sql
CREATE INDEX "selfservice_verification_flows_nid_idx" ON "selfservice_verification_flows" (id, nid);
-- ==== 20210410175418000135_network.sqlite3.up.sql
ALTER TABLE "identity_verifiable_addresses" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000136_network.sqlite3.up.sql
ALTER TABLE identity_verifiable_addresses DROP COLUMN nid;
-- ==== 20210410175418000137_network.sqlite3.up.sql
ALTER TABLE identity_verifiable_addresses ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000138_network.sqlite3.up.sql
UPDATE identity_verifiable_addresses SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000139_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_uq_idx";
-- ==== 20210410175418000140_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_idx";
-- ==== 20210410175418000141_network.sqlite3.up.sql
CREATE TABLE "_identity_verifiable_addresses_tmp" (
"id" TEXT PRIMARY KEY,
"status" TEXT NOT NULL,
"via" TEXT NOT NULL,
"verified" bool NOT NULL,
"value" TEXT NOT NULL,
"verified_at" DATETIME,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000142_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_status_via_uq_idx" ON "_identity_verifiable_addresses_tmp" (via, value);
-- ==== 20210410175418000143_network.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_status_via_idx" ON "_identity_verifiable_addresses_tmp" (via, value);
-- ==== 20210410175418000144_network.sqlite3.up.sql
INSERT INTO "_identity_verifiable_addresses_tmp" (id, status, via, verified, value, verified_at, identity_id, created_at, updated_at, nid) SELECT id, status, via, verified, value, verified_at, identity_id, created_at, updated_at, nid FROM "identity_verifiable_addresses";
-- ==== 20210410175418000145_network.sqlite3.up.sql
DROP TABLE "identity_verifiable_addresses";
-- ==== 20210410175418000146_network.sqlite3.up.sql
ALTER TABLE "_identity_verifiable_addresses_tmp" RENAME TO "identity_verifiable_addresses";
-- ==== 20210410175418000147_network.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_nid_idx" ON "identity_verifiable_addresses" (id, nid);
-- ==== 20210410175418000148_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_uq_idx";
-- ==== 20210410175418000149_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verifiable_addresses_status_via_idx";
-- ==== 20210410175418000150_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verifiable_addresses_status_via_uq_idx" ON "identity_verifiable_addresses" (nid, via, value);
-- ==== 20210410175418000151_network.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_status_via_idx" ON "identity_verifiable_addresses" (nid, via, value);
-- ==== 20210410175418000152_network.sqlite3.up.sql
ALTER TABLE "identity_verification_tokens" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000153_network.sqlite3.up.sql
ALTER TABLE identity_verification_tokens DROP COLUMN nid;
-- ==== 20210410175418000154_network.sqlite3.up.sql
ALTER TABLE identity_verification_tokens ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000155_network.sqlite3.up.sql
UPDATE identity_verification_tokens SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000156_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verification_tokens_verification_flow_id_idx";
-- ==== 20210410175418000157_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verification_tokens_verifiable_address_id_idx";
-- ==== 20210410175418000158_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verification_tokens_token_idx";
-- ==== 20210410175418000159_network.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_verification_tokens_token_uq_idx";
-- ==== 20210410175418000160_network.sqlite3.up.sql
CREATE TABLE "_identity_verification_tokens_tmp" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"expires_at" DATETIME NOT NULL,
"issued_at" DATETIME NOT NULL,
"identity_verifiable_address_id" char(36) NOT NULL,
"selfservice_verification_flow_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (selfservice_verification_flow_id) REFERENCES selfservice_verification_flows (id) ON UPDATE NO ACTION ON DELETE CASCADE,
FOREIGN KEY (identity_verifiable_address_id) REFERENCES identity_verifiable_addresses (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000161_network.sqlite3.up.sql
CREATE INDEX "identity_verification_tokens_verification_flow_id_idx" ON "_identity_verification_tokens_tmp" (selfservice_verification_flow_id);
-- ==== 20210410175418000162_network.sqlite3.up.sql
CREATE INDEX "identity_verification_tokens_verifiable_address_id_idx" ON "_identity_verification_tokens_tmp" (identity_verifiable_address_id);
-- ==== 20210410175418000163_network.sqlite3.up.sql
CREATE INDEX "identity_verification_tokens_token_idx" ON "_identity_verification_tokens_tmp" (token);
-- ==== 20210410175418000164_network.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_verification_tokens_token_uq_idx" ON "_identity_verification_tokens_tmp" (token);
-- ==== 20210410175418000165_network.sqlite3.up.sql
INSERT INTO "_identity_verification_tokens_tmp" (id, token, used, used_at, expires_at, issued_at, identity_verifiable_address_id, selfservice_verification_flow_id, created_at, updated_at, nid) SELECT id, token, used, used_at, expires_at, issued_at, identity_verifiable_address_id, selfservice_verification_flow_id, created_at, updated_at, nid FROM "identity_verification_tokens";
-- ==== 20210410175418000166_network.sqlite3.up.sql
DROP TABLE "identity_verification_tokens";
-- ==== 20210410175418000167_network.sqlite3.up.sql
ALTER TABLE "_identity_verification_tokens_tmp" RENAME TO "identity_verification_tokens";
-- ==== 20210410175418000168_network.sqlite3.up.sql
CREATE INDEX "identity_verification_tokens_nid_idx" ON "identity_verification_tokens" (id, nid);
-- ==== 20210410175418000169_network.sqlite3.up.sql
ALTER TABLE "sessions" ADD COLUMN "nid" char(36);
-- ==== 20210410175418000170_network.sqlite3.up.sql
ALTER TABLE sessions DROP COLUMN nid;
-- ==== 20210410175418000171_network.sqlite3.up.sql
ALTER TABLE sessions ADD COLUMN nid CHAR(36) NULL REFERENCES networks(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210410175418000172_network.sqlite3.up.sql
UPDATE sessions SET nid = (SELECT id FROM networks LIMIT 1);
-- ==== 20210410175418000173_network.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_token_idx";
-- ==== 20210410175418000174_network.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_token_uq_idx";
-- ==== 20210410175418000175_network.sqlite3.up.sql
CREATE TABLE "_sessions_tmp" (
"id" TEXT PRIMARY KEY,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"authenticated_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"token" TEXT,
"active" NUMERIC DEFAULT 'false',
"nid" char(36),
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210410175418000176_network.sqlite3.up.sql
CREATE INDEX "sessions_token_idx" ON "_sessions_tmp" (token);
-- ==== 20210410175418000177_network.sqlite3.up.sql
CREATE UNIQUE INDEX "sessions_token_uq_idx" ON "_sessions_tmp" (token);
-- ==== 20210410175418000178_network.sqlite3.up.sql
INSERT INTO "_sessions_tmp" (id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token, active, nid) SELECT id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token, active, nid FROM "sessions";
-- ==== 20210410175418000179_network.sqlite3.up.sql
DROP TABLE "sessions";
-- ==== 20210410175418000180_network.sqlite3.up.sql
ALTER TABLE "_sessions_tmp" RENAME TO "sessions";
-- ==== 20210410175418000181_network.sqlite3.up.sql
CREATE INDEX "sessions_nid_idx" ON "sessions" (id, nid);
-- ==== 20210504121624000000_add_identity_states.sqlite3.up.sql
ALTER TABLE "identities" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'active';
-- ==== 20210504121624000001_add_identity_states.sqlite3.up.sql
ALTER TABLE "identities" ADD COLUMN "state_changed_at" DATETIME;
-- ==== 20210504121624000002_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000003_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000004_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000005_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000006_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000007_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000008_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000009_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000010_add_identity_states.sqlite3.up.sql

-- ==== 20210504121624000011_add_identity_states.sqlite3.up.sql

-- ==== 20210618103120000000_logout_token.sqlite3.up.sql
ALTER TABLE "sessions" ADD COLUMN "logout_token" TEXT;
-- ==== 20210618103120000001_logout_token.sqlite3.up.sql
UPDATE sessions SET logout_token = token;
-- ==== 20210618103120000002_logout_token.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_nid_idx";
-- ==== 20210618103120000003_logout_token.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_token_uq_idx";
-- ==== 20210618103120000004_logout_token.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_token_idx";
-- ==== 20210618103120000005_logout_token.sqlite3.up.sql
CREATE TABLE "_sessions_tmp" (
"id" TEXT PRIMARY KEY,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"authenticated_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"token" TEXT,
"active" NUMERIC DEFAULT 'false',
"nid" char(36),
"logout_token" TEXT,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210618103120000006_logout_token.sqlite3.up.sql
CREATE INDEX "sessions_nid_idx" ON "_sessions_tmp" (id, nid);
-- ==== 20210618103120000007_logout_token.sqlite3.up.sql
CREATE UNIQUE INDEX "sessions_token_uq_idx" ON "_sessions_tmp" (token);
-- ==== 20210618103120000008_logout_token.sqlite3.up.sql
CREATE INDEX "sessions_token_idx" ON "_sessions_tmp" (token);
-- ==== 20210618103120000009_logout_token.sqlite3.up.sql
INSERT INTO "_sessions_tmp" (id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token, active, nid, logout_token) SELECT id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token, active, nid, logout_token FROM "sessions";
-- ==== 20210618103120000010_logout_token.sqlite3.up.sql
DROP TABLE "sessions";
-- ==== 20210618103120000011_logout_token.sqlite3.up.sql
ALTER TABLE "_sessions_tmp" RENAME TO "sessions";
-- ==== 20210618103120000012_logout_token.sqlite3.up.sql
CREATE UNIQUE INDEX "sessions_logout_token_uq_idx" ON "sessions" (logout_token);
-- ==== 20210618103120000013_logout_token.sqlite3.up.sql
CREATE INDEX "sessions_logout_token_idx" ON "sessions" (logout_token);
-- ==== 20210805112414000000_settings_flow_context.sqlite3.up.sql
ALTER TABLE "selfservice_settings_flows" ADD COLUMN "internal_context" TEXT;
-- ==== 20210805112414000001_settings_flow_context.sqlite3.up.sql
UPDATE selfservice_settings_flows SET internal_context='{}';
-- ==== 20210805112414000002_settings_flow_context.sqlite3.up.sql
DROP INDEX IF EXISTS "selfservice_settings_flows_nid_idx";
-- ==== 20210805112414000003_settings_flow_context.sqlite3.up.sql
CREATE TABLE "_selfservice_settings_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"active_method" TEXT,
"state" TEXT NOT NULL DEFAULT 'show_form',
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
"nid" char(36),
"internal_context" TEXT NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210805112414000004_settings_flow_context.sqlite3.up.sql
CREATE INDEX "selfservice_settings_flows_nid_idx" ON "_selfservice_settings_flows_tmp" (id, nid);
-- ==== 20210805112414000005_settings_flow_context.sqlite3.up.sql
INSERT INTO "_selfservice_settings_flows_tmp" (id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type, ui, nid, internal_context) SELECT id, request_url, issued_at, expires_at, identity_id, created_at, updated_at, active_method, state, type, ui, nid, internal_context FROM "selfservice_settings_flows";
-- ==== 20210805112414000006_settings_flow_context.sqlite3.up.sql
DROP TABLE "selfservice_settings_flows";
-- ==== 20210805112414000007_settings_flow_context.sqlite3.up.sql
ALTER TABLE "_selfservice_settings_flows_tmp" RENAME TO "selfservice_settings_flows";
-- ==== 20210805122535000000_credential_types_totp.sqlite3.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '5e29b036-aa47-457f-9fe6-aa8b854a752b', 'totp' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'totp');
-- ==== 20210810153530000000_aal.sqlite3.up.sql
ALTER TABLE "sessions" ADD COLUMN "aal" TEXT NOT NULL DEFAULT 'aal1';
-- ==== 20210810153530000001_aal.sqlite3.up.sql
ALTER TABLE "sessions" ADD COLUMN "authentication_methods" TEXT;
-- ==== 20210810153530000002_aal.sqlite3.up.sql
UPDATE sessions SET authentication_methods='[]';
-- ==== 20210810153530000003_aal.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_logout_token_idx";
-- ==== 20210810153530000004_aal.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_logout_token_uq_idx";
-- ==== 20210810153530000005_aal.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_token_idx";
-- ==== 20210810153530000006_aal.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_token_uq_idx";
-- ==== 20210810153530000007_aal.sqlite3.up.sql
DROP INDEX IF EXISTS "sessions_nid_idx";
-- ==== 20210810153530000008_aal.sqlite3.up.sql
CREATE TABLE "_sessions_tmp" (
"id" TEXT PRIMARY KEY,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"authenticated_at" DATETIME NOT NULL,
"identity_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"token" TEXT,
"active" NUMERIC DEFAULT 'false',
"nid" char(36),
"logout_token" TEXT,
"aal" TEXT NOT NULL DEFAULT 'aal1',
"authentication_methods" TEXT NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210810153530000009_aal.sqlite3.up.sql
CREATE INDEX "sessions_logout_token_idx" ON "_sessions_tmp" (logout_token);
-- ==== 20210810153530000010_aal.sqlite3.up.sql
CREATE UNIQUE INDEX "sessions_logout_token_uq_idx" ON "_sessions_tmp" (logout_token);
-- ==== 20210810153530000011_aal.sqlite3.up.sql
CREATE INDEX "sessions_token_idx" ON "_sessions_tmp" (token);
-- ==== 20210810153530000012_aal.sqlite3.up.sql
CREATE UNIQUE INDEX "sessions_token_uq_idx" ON "_sessions_tmp" (token);
-- ==== 20210810153530000013_aal.sqlite3.up.sql
CREATE INDEX "sessions_nid_idx" ON "_sessions_tmp" (id, nid);
-- ==== 20210810153530000014_aal.sqlite3.up.sql
INSERT INTO "_sessions_tmp" (id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token, active, nid, logout_token, aal, authentication_methods) SELECT id, issued_at, expires_at, authenticated_at, identity_id, created_at, updated_at, token, active, nid, logout_token, aal, authentication_methods FROM "sessions";
-- ==== 20210810153530000015_aal.sqlite3.up.sql
DROP TABLE "sessions";
-- ==== 20210810153530000016_aal.sqlite3.up.sql
ALTER TABLE "_sessions_tmp" RENAME TO "sessions";
-- ==== 20210810153530000017_aal.sqlite3.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "requested_aal" TEXT NOT NULL DEFAULT 'aal1';
-- ==== 20210810153530000018_aal.sqlite3.up.sql

-- ==== 20210810153530000019_aal.sqlite3.up.sql

-- ==== 20210810153530000020_aal.sqlite3.up.sql

-- ==== 20210810153530000021_aal.sqlite3.up.sql

-- ==== 20210810153530000022_aal.sqlite3.up.sql

-- ==== 20210810153530000023_aal.sqlite3.up.sql

-- ==== 20210810153530000024_aal.sqlite3.up.sql

-- ==== 20210810153530000025_aal.sqlite3.up.sql

-- ==== 20210810153530000026_aal.sqlite3.up.sql

-- ==== 20210810153530000027_aal.sqlite3.up.sql

-- ==== 20210810153530000028_aal.sqlite3.up.sql

-- ==== 20210810153530000029_aal.sqlite3.up.sql

-- ==== 20210810153530000030_aal.sqlite3.up.sql

-- ==== 20210810153530000031_aal.sqlite3.up.sql

-- ==== 20210810153530000032_aal.sqlite3.up.sql

-- ==== 20210810153530000033_aal.sqlite3.up.sql

-- ==== 20210813150152000000_credential_types_lookup.sqlite3.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '567a0730-7f48-4dd7-a13d-df87a51c245f', 'lookup_secret' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'lookup_secret');
-- ==== 20210816113956000000_webauthn.sqlite3.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '6b213fa0-e6ad-46cb-8878-b088d2ce2e3c', 'webauthn' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'webauthn');
-- ==== 20210816142650000000_flow_internal_context.sqlite3.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "internal_context" TEXT;
-- ==== 20210816142650000001_flow_internal_context.sqlite3.up.sql
UPDATE selfservice_login_flows SET internal_context='{}';
-- ==== 20210816142650000002_flow_internal_context.sqlite3.up.sql
DROP INDEX IF EXISTS "selfservice_login_flows_nid_idx";
-- ==== 20210816142650000003_flow_internal_context.sqlite3.up.sql
CREATE TABLE "_selfservice_login_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"forced" bool NOT NULL DEFAULT 'false',
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
"nid" char(36),
"requested_aal" TEXT NOT NULL DEFAULT 'aal1',
"internal_context" TEXT NOT NULL
);
-- ==== 20210816142650000004_flow_internal_context.sqlite3.up.sql
CREATE INDEX "selfservice_login_flows_nid_idx" ON "_selfservice_login_flows_tmp" (id, nid);
-- ==== 20210816142650000005_flow_internal_context.sqlite3.up.sql
INSERT INTO "_selfservice_login_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type, ui, nid, requested_aal, internal_context) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, forced, type, ui, nid, requested_aal, internal_context FROM "selfservice_login_flows";
-- ==== 20210816142650000006_flow_internal_context.sqlite3.up.sql
DROP TABLE "selfservice_login_flows";
-- ==== 20210816142650000007_flow_internal_context.sqlite3.up.sql
ALTER TABLE "_selfservice_login_flows_tmp" RENAME TO "selfservice_login_flows";
-- ==== 20210816142650000008_flow_internal_context.sqlite3.up.sql
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "internal_context" TEXT;
-- ==== 20210816142650000009_flow_internal_context.sqlite3.up.sql
UPDATE selfservice_registration_flows SET internal_context='{}';
-- ==== 20210816142650000010_flow_internal_context.sqlite3.up.sql
DROP INDEX IF EXISTS "selfservice_registration_flows_nid_idx";
-- ==== 20210816142650000011_flow_internal_context.sqlite3.up.sql
CREATE TABLE "_selfservice_registration_flows_tmp" (
"id" TEXT PRIMARY KEY,
"request_url" TEXT NOT NULL,
"issued_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
"expires_at" DATETIME NOT NULL,
"active_method" TEXT NOT NULL,
"csrf_token" TEXT NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"type" TEXT NOT NULL DEFAULT 'browser',
"ui" TEXT,
"nid" char(36),
"internal_context" TEXT NOT NULL
);
-- ==== 20210816142650000012_flow_internal_context.sqlite3.up.sql
CREATE INDEX "selfservice_registration_flows_nid_idx" ON "_selfservice_registration_flows_tmp" (id, nid);
-- ==== 20210816142650000013_flow_internal_context.sqlite3.up.sql
INSERT INTO "_selfservice_registration_flows_tmp" (id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type, ui, nid, internal_context) SELECT id, request_url, issued_at, expires_at, active_method, csrf_token, created_at, updated_at, type, ui, nid, internal_context FROM "selfservice_registration_flows";
-- ==== 20210816142650000014_flow_internal_context.sqlite3.up.sql
DROP TABLE "selfservice_registration_flows";
-- ==== 20210816142650000015_flow_internal_context.sqlite3.up.sql
ALTER TABLE "_selfservice_registration_flows_tmp" RENAME TO "selfservice_registration_flows";
-- ==== 20210817181232000000_unique_credentials.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_credential_identifiers_identifier_nid_uq_idx";
-- ==== 20210817181232000001_unique_credentials.sqlite3.up.sql
ALTER TABLE "identity_credential_identifiers" ADD COLUMN "identity_credential_type_id" char(36);
-- ==== 20210817181232000002_unique_credentials.sqlite3.up.sql
ALTER TABLE identity_credential_identifiers DROP COLUMN identity_credential_type_id;
-- ==== 20210817181232000003_unique_credentials.sqlite3.up.sql
ALTER TABLE identity_credential_identifiers ADD COLUMN identity_credential_type_id CHAR(36) NULL REFERENCES identity_credential_types(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210817181232000004_unique_credentials.sqlite3.up.sql
UPDATE identity_credential_identifiers SET identity_credential_type_id = (SELECT  ict.id FROM identity_credential_types as ict JOIN identity_credentials AS ic ON (ic.identity_credential_type_id = ict.id) WHERE ic.id = identity_credential_id);
-- ==== 20210817181232000005_unique_credentials.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_credential_identifiers_nid_idx";
-- ==== 20210817181232000006_unique_credentials.sqlite3.up.sql
CREATE TABLE "_identity_credential_identifiers_tmp" (
"id" TEXT PRIMARY KEY,
"identifier" TEXT NOT NULL,
"identity_credential_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
"identity_credential_type_id" char(36) NOT NULL,
FOREIGN KEY (identity_credential_id) REFERENCES identity_credentials (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210817181232000007_unique_credentials.sqlite3.up.sql
CREATE INDEX "identity_credential_identifiers_nid_idx" ON "_identity_credential_identifiers_tmp" (id, nid);
-- ==== 20210817181232000008_unique_credentials.sqlite3.up.sql
INSERT INTO "_identity_credential_identifiers_tmp" (id, identifier, identity_credential_id, created_at, updated_at, nid, identity_credential_type_id) SELECT id, identifier, identity_credential_id, created_at, updated_at, nid, identity_credential_type_id FROM "identity_credential_identifiers";
-- ==== 20210817181232000009_unique_credentials.sqlite3.up.sql
DROP TABLE "identity_credential_identifiers";
-- ==== 20210817181232000010_unique_credentials.sqlite3.up.sql
ALTER TABLE "_identity_credential_identifiers_tmp" RENAME TO "identity_credential_identifiers";
-- ==== 20210817181232000011_unique_credentials.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_nid_type_uq_idx" ON "identity_credential_identifiers" (nid, identity_credential_type_id, identifier);
-- ==== 20210829131458000000_session_aal_legacy.sqlite3.up.sql
UPDATE sessions SET authentication_methods='[{"method":"v0.6_legacy_session"}]' WHERE authentication_methods='[]' AND aal='aal1';
-- ==== 20210913095309000000_identity_recovery_tokens.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_tokens_nid_idx";
-- ==== 20210913095309000001_identity_recovery_tokens.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_code_idx";
-- ==== 20210913095309000002_identity_recovery_tokens.sqlite3.up.sql
DROP INDEX IF EXISTS "identity_recovery_addresses_code_uq_idx";
-- ==== 20210913095309000003_identity_recovery_tokens.sqlite3.up.sql
CREATE TABLE "_identity_recovery_tokens_tmp" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"identity_recovery_address_id" char(36),
"selfservice_recovery_flow_id" char(36),
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"expires_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00',
"issued_at" DATETIME NOT NULL DEFAULT '2000-01-01 00:00:00',
"nid" char(36),
FOREIGN KEY (selfservice_recovery_flow_id) REFERENCES selfservice_recovery_flows (id) ON UPDATE NO ACTION ON DELETE CASCADE,
FOREIGN KEY (identity_recovery_address_id) REFERENCES identity_recovery_addresses (id) ON UPDATE NO ACTION ON DELETE CASCADE
);
-- ==== 20210913095309000004_identity_recovery_tokens.sqlite3.up.sql
CREATE INDEX "identity_recovery_tokens_nid_idx" ON "_identity_recovery_tokens_tmp" (id, nid);
-- ==== 20210913095309000005_identity_recovery_tokens.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_code_idx" ON "_identity_recovery_tokens_tmp" (token);
-- ==== 20210913095309000006_identity_recovery_tokens.sqlite3.up.sql
CREATE UNIQUE INDEX "identity_recovery_addresses_code_uq_idx" ON "_identity_recovery_tokens_tmp" (token);
-- ==== 20210913095309000007_identity_recovery_tokens.sqlite3.up.sql
INSERT INTO "_identity_recovery_tokens_tmp" (id, token, used, used_at, identity_recovery_address_id, selfservice_recovery_flow_id, created_at, updated_at, expires_at, issued_at, nid) SELECT id, token, used, used_at, identity_recovery_address_id, selfservice_recovery_flow_id, created_at, updated_at, expires_at, issued_at, nid FROM "identity_recovery_tokens";
-- ==== 20210913095309000008_identity_recovery_tokens.sqlite3.up.sql
DROP TABLE "identity_recovery_tokens";
-- ==== 20210913095309000009_identity_recovery_tokens.sqlite3.up.sql
ALTER TABLE "_identity_recovery_tokens_tmp" RENAME TO "identity_recovery_tokens";
-- ==== 20210913095309000010_identity_recovery_tokens.sqlite3.up.sql
ALTER TABLE identity_recovery_tokens ADD COLUMN identity_id CHAR(36) NULL REFERENCES identities(id) ON DELETE CASCADE ON UPDATE RESTRICT;
-- ==== 20210913095309000011_identity_recovery_tokens.sqlite3.up.sql
UPDATE identity_recovery_tokens SET identity_id=(SELECT identity_id FROM identity_recovery_addresses WHERE id=identity_recovery_address_id) WHERE identity_id = '' OR identity_id IS NULL;
-- ==== 20210913095309000012_identity_recovery_tokens.sqlite3.up.sql
DELETE FROM identity_recovery_tokens WHERE identity_recovery_address_id IS NULL AND identity_id = '';
-- ==== 20210913095309000013_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20210913095309000014_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20210913095309000015_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20210913095309000016_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20210913095309000017_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20210913095309000018_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20210913095309000019_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20210913095309000020_identity_recovery_tokens.sqlite3.up.sql

-- ==== 20220118104539000000_identity_fk_indexes.sqlite3.up.sql
CREATE INDEX "identity_credentials_nid_identity_id_idx" ON "identity_credentials" (identity_id, nid);
-- ==== 20220118104539000001_identity_fk_indexes.sqlite3.up.sql
CREATE INDEX "identity_credential_identifiers_nid_identity_credential_id_idx" ON "identity_credential_identifiers" (identity_credential_id, nid);
-- ==== 20220118104539000002_identity_fk_indexes.sqlite3.up.sql
CREATE INDEX "identity_recovery_addresses_nid_identity_id_idx" ON "identity_recovery_addresses" (identity_id, nid);
-- ==== 20220118104539000003_identity_fk_indexes.sqlite3.up.sql
CREATE INDEX "identity_verifiable_addresses_nid_identity_id_idx" ON "identity_verifiable_addresses" (identity_id, nid);
-- ==== 20220301102701000000_identity_credentials_version.sqlite3.up.sql
ALTER TABLE identity_credentials ADD version INT NOT NULL DEFAULT '0';
-- ==== 20220301102701000001_identity_credentials_version.sqlite3.up.sql

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

-- ==== 20220607000001000000_hydra_login_challenge.sqlite3.up.sql
ALTER TABLE "selfservice_login_flows" ADD COLUMN "oauth2_login_challenge" CHAR(36) NULL;
ALTER TABLE "selfservice_registration_flows" ADD COLUMN "oauth2_login_challenge" CHAR(36) NULL;

-- ==== 20220610155809000000_identity_address_casing.sqlite3.up.sql
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

-- ==== 20220824165300000002_add_flow_type_check_constraint.sqlite3.up.sql
-- SQLITE does not support Check constraints in all cases

-- ==== 20220825134336000000_delete_verification_token_without_flow_id.up.sql
DELETE FROM identity_verification_tokens
WHERE selfservice_verification_flow_id IS NULL;

-- ==== 20220825134336000001_not_null_constraint_verification_token_flow_id.sqlite3.up.sql
ALTER TABLE identity_verification_tokens
RENAME TO identity_verification_tokens_;

CREATE TABLE "identity_verification_tokens" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"expires_at" DATETIME NOT NULL,
"issued_at" DATETIME NOT NULL,
"identity_verifiable_address_id" char(36) NOT NULL,
"selfservice_verification_flow_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (selfservice_verification_flow_id) REFERENCES selfservice_verification_flows (id) ON UPDATE NO ACTION ON DELETE CASCADE,
FOREIGN KEY (identity_verifiable_address_id) REFERENCES identity_verifiable_addresses (id) ON UPDATE NO ACTION ON DELETE CASCADE
);

DROP INDEX identity_verification_tokens_id_nid_idx;
DROP INDEX identity_verification_tokens_nid_id_idx;
DROP INDEX identity_verification_tokens_token_nid_used_idx;
DROP INDEX identity_verification_tokens_token_uq_idx;
DROP INDEX identity_verification_tokens_verifiable_address_id_idx;
DROP INDEX identity_verification_tokens_verification_flow_id_idx;

CREATE INDEX identity_verification_tokens_id_nid_idx ON identity_verification_tokens (id, nid);
CREATE INDEX identity_verification_tokens_nid_id_idx ON identity_verification_tokens (nid, id);
CREATE INDEX identity_verification_tokens_token_nid_used_flow_id_idx ON identity_verification_tokens (nid, token, used, selfservice_verification_flow_id);
CREATE UNIQUE INDEX "identity_verification_tokens_token_uq_idx" ON "identity_verification_tokens" (token);
CREATE INDEX "identity_verification_tokens_verifiable_address_id_idx" ON "identity_verification_tokens" (identity_verifiable_address_id);
CREATE INDEX "identity_verification_tokens_verification_flow_id_idx" ON "identity_verification_tokens" (selfservice_verification_flow_id);

INSERT INTO identity_verification_tokens
SELECT * FROM identity_verification_tokens_;

DROP TABLE identity_verification_tokens_;
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

-- ==== 20230313141439000000_session_token_length.sqlite3.up.sql
DROP INDEX sessions_token_uq_idx;
DROP INDEX sessions_logout_token_uq_idx;
DROP INDEX sessions_token_nid_idx;

ALTER TABLE sessions RENAME COLUMN token TO old_token;
ALTER TABLE sessions RENAME COLUMN logout_token TO old_logout_token;
ALTER TABLE sessions
  ADD COLUMN token varchar(39) NULL;
ALTER TABLE sessions
  ADD COLUMN logout_token varchar(39) NULL;

UPDATE sessions
SET token = old_token
WHERE true;

UPDATE sessions
SET logout_token = old_logout_token
WHERE true;

ALTER TABLE sessions
  DROP COLUMN old_token;
ALTER TABLE sessions
  DROP COLUMN old_logout_token;

CREATE UNIQUE INDEX sessions_token_uq_idx ON sessions (logout_token);
CREATE UNIQUE INDEX sessions_logout_token_uq_idx ON sessions (token);
CREATE INDEX sessions_token_nid_idx ON sessions (nid, token);

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

-- ==== 20230705000000000001_cookie_flow_request_url.sqlite.up.sql
ALTER TABLE selfservice_login_flows ADD COLUMN request_url_new TEXT NOT NULL DEFAULT '';
ALTER TABLE selfservice_recovery_flows ADD COLUMN request_url_new TEXT NOT NULL DEFAULT '';
ALTER TABLE selfservice_registration_flows ADD COLUMN request_url_new TEXT NOT NULL DEFAULT '';
ALTER TABLE selfservice_settings_flows ADD COLUMN request_url_new TEXT NOT NULL DEFAULT '';
ALTER TABLE selfservice_verification_flows ADD COLUMN request_url_new TEXT NOT NULL DEFAULT '';

UPDATE selfservice_login_flows SET request_url_new = request_url;
UPDATE selfservice_recovery_flows SET request_url_new = request_url;
UPDATE selfservice_registration_flows SET request_url_new = request_url;
UPDATE selfservice_settings_flows SET request_url_new = request_url;
UPDATE selfservice_verification_flows SET request_url_new = request_url;

ALTER TABLE selfservice_login_flows DROP COLUMN request_url;
ALTER TABLE selfservice_login_flows RENAME COLUMN request_url_new TO request_url;

ALTER TABLE selfservice_recovery_flows DROP COLUMN request_url;
ALTER TABLE selfservice_recovery_flows RENAME COLUMN request_url_new TO request_url;

ALTER TABLE selfservice_registration_flows DROP COLUMN request_url;
ALTER TABLE selfservice_registration_flows RENAME COLUMN request_url_new TO request_url;

ALTER TABLE selfservice_settings_flows DROP COLUMN request_url;
ALTER TABLE selfservice_settings_flows RENAME COLUMN request_url_new TO request_url;

ALTER TABLE selfservice_verification_flows DROP COLUMN request_url;
ALTER TABLE selfservice_verification_flows RENAME COLUMN request_url_new TO request_url;


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

-- ==== 20230823000000000001_verification_add_oauth2_login_challenge_params.sqlite.up.sql
ALTER TABLE selfservice_verification_flows ADD COLUMN identity_id VARCHAR(36);
ALTER TABLE selfservice_verification_flows ADD COLUMN authentication_methods TEXT;

-- ==== 20230907085000000000_add_organization_id.up.sql
alter table selfservice_login_flows add column organization_id uuid null;
alter table selfservice_registration_flows add column organization_id uuid null;
alter table identities add column organization_id uuid null;

-- ==== 20230920171028000000_identity_search_index.up.sql


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

-- ==== 20240221000000000000_identity_recovery_codes_flow_id_idx.sqlite.up.sql
CREATE INDEX IF NOT EXISTS identity_login_codes_identity_id_idx ON identity_login_codes (identity_id ASC);
CREATE INDEX IF NOT EXISTS identity_login_codes_flow_id_idx ON identity_login_codes (selfservice_login_flow_id ASC);
CREATE INDEX IF NOT EXISTS identity_registration_codes_flow_id_idx ON identity_registration_codes (selfservice_registration_flow_id ASC);
CREATE INDEX IF NOT EXISTS identity_recovery_codes_flow_id_idx ON identity_recovery_codes (selfservice_recovery_flow_id ASC);
CREATE INDEX IF NOT EXISTS identity_verification_codes_flow_id_idx ON identity_verification_codes (selfservice_verification_flow_id ASC);

-- ==== 20240318143139000000_drop_identity_search_index.up.sql

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

-- ==== 20241031094100000002_foreign_key.sqlite.up.sql
-- Step 1: Create a temporary table with the new column and foreign key constraint
CREATE TABLE session_token_exchanges_temp
(
  id             TEXT        NOT NULL,
  nid            TEXT        NOT NULL,
  flow_id        TEXT        NOT NULL,
  session_id     TEXT,
  init_code      VARCHAR(64) NOT NULL,
  return_to_code VARCHAR(64) NOT NULL,
  created_at     TIMESTAMP   NOT NULL,
  updated_at     TIMESTAMP   NOT NULL,
  PRIMARY KEY (id),
  FOREIGN KEY (nid) REFERENCES networks (id) ON DELETE CASCADE
);

-- Step 2: Copy data from the original table to the temporary table
INSERT INTO session_token_exchanges_temp (id, nid, flow_id, session_id, init_code, return_to_code, created_at,
                                          updated_at)
SELECT id,
       nid,
       flow_id,
       session_id,
       init_code,
       return_to_code,
       created_at,
       updated_at
FROM session_token_exchanges;

-- Step 3: Drop the original table
DROP TABLE session_token_exchanges;

-- Step 4: Rename the temporary table to the original table name
ALTER TABLE session_token_exchanges_temp RENAME TO session_token_exchanges;

-- Step 5: Recreate indexes as needed
CREATE INDEX session_token_exchanges_nid_code_idx ON session_token_exchanges (init_code, nid);
CREATE INDEX session_token_exchanges_nid_flow_id_idx ON session_token_exchanges (flow_id, nid);

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
-- ==== 20250505150900000000_code_address_type.sqlite.up.sql
ALTER TABLE identity_login_codes ADD COLUMN address_type_old VARCHAR(36);
UPDATE identity_login_codes SET address_type_old = address_type;
ALTER TABLE identity_login_codes DROP COLUMN address_type;
ALTER TABLE identity_login_codes RENAME COLUMN address_type_old TO address_type;

ALTER TABLE identity_registration_codes ADD COLUMN address_type_old VARCHAR(36);
UPDATE identity_registration_codes SET address_type_old = address_type;
ALTER TABLE identity_registration_codes DROP COLUMN address_type;
ALTER TABLE identity_registration_codes RENAME COLUMN address_type_old TO address_type;

-- ==== 20250708190000000000_identities_external_id.autocommit.up.sql
ALTER TABLE identities ADD COLUMN external_id VARCHAR(64) NULL CHECK (external_id IS NULL OR external_id != '');
-- ==== 20250708190000000001_identities_external_id_index.up.sql
CREATE UNIQUE INDEX IF NOT EXISTS identities_nid_external_id_idx
    ON identities (nid, external_id) WHERE external_id IS NOT NULL;
-- ==== 20250710085000000000_add_schema_id.up.sql
ALTER TABLE selfservice_login_flows ADD COLUMN identity_schema_id VARCHAR(128) NULL;
ALTER TABLE selfservice_registration_flows ADD COLUMN identity_schema_id VARCHAR(128) NULL;

-- ==== 20251104000000000000_identifiers_devices_identity_id.sqlite.up.sql
-- For SQLite, we do all operations in a single migration for simplicity.

CREATE TABLE IF NOT EXISTS "_identity_credential_identifiers_tmp" (
"id" TEXT PRIMARY KEY,
"identifier" TEXT NOT NULL,
"identity_credential_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
"identity_credential_type_id" char(36) NOT NULL,
"identity_id" char(36) NOT NULL,
FOREIGN KEY (identity_id) REFERENCES identities (id) ON UPDATE RESTRICT ON DELETE CASCADE,
FOREIGN KEY (nid) REFERENCES networks (id) ON UPDATE RESTRICT ON DELETE CASCADE,
FOREIGN KEY (identity_credential_id) REFERENCES identity_credentials (id) ON UPDATE RESTRICT ON DELETE CASCADE,
FOREIGN KEY (identity_credential_type_id) REFERENCES identity_credential_types (id) ON UPDATE RESTRICT ON DELETE CASCADE
);


INSERT INTO _identity_credential_identifiers_tmp (id, identifier, identity_credential_id, created_at, updated_at, nid, identity_credential_type_id, identity_id)
    SELECT ici.id, ici.identifier, ici.identity_credential_id, ici.created_at, ici.updated_at, ici.nid, ici.identity_credential_type_id, ic.identity_id
    FROM identity_credential_identifiers ici
        INNER JOIN identity_credentials ic ON ici.identity_credential_id = ic.id AND ici.nid = ic.nid;

DROP TABLE identity_credential_identifiers;
ALTER TABLE "_identity_credential_identifiers_tmp" RENAME TO "identity_credential_identifiers";

CREATE UNIQUE INDEX "identity_credential_identifiers_identifier_nid_type_uq_idx" ON "identity_credential_identifiers" (nid, identity_credential_type_id, identifier);
CREATE INDEX identity_credential_identifiers_nid_i_ici_idx ON "identity_credential_identifiers" (nid, identifier, identity_credential_id);
CREATE INDEX identity_credential_identifiers_ici_nid_i_idx ON "identity_credential_identifiers" (identity_credential_id ASC, nid ASC, identifier ASC);


CREATE TABLE IF NOT EXISTS "_session_devices_tmp"
(
  "id"         UUID PRIMARY KEY NOT NULL,
  "identity_id" UUID NOT NULL,
  "ip_address" VARCHAR(50)  DEFAULT '',
  "user_agent" VARCHAR(512) DEFAULT '',
  "location"   VARCHAR(512) DEFAULT '',
  "nid"        UUID             NOT NULL,
  "session_id" UUID             NOT NULL,
  "created_at" timestamp        NOT NULL,
  "updated_at" timestamp        NOT NULL,
  CONSTRAINT "session_metadata_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions" ("id") ON DELETE cascade,
  CONSTRAINT "session_metadata_nid_fk" FOREIGN KEY ("nid") REFERENCES "networks" ("id") ON DELETE cascade,
  CONSTRAINT "session_devices_identity_id_fk" FOREIGN KEY ("identity_id") REFERENCES "identities" ("id") ON DELETE cascade,
  CONSTRAINT unique_session_device UNIQUE (nid, session_id, ip_address, user_agent)
);

INSERT INTO "_session_devices_tmp" (id, identity_id, ip_address, user_agent, location, nid, session_id, created_at, updated_at)
    SELECT sd.id, s.identity_id, sd.ip_address, sd.user_agent, sd.location, sd.nid, sd.session_id, sd.created_at, sd.updated_at
    FROM session_devices sd JOIN sessions s ON sd.session_id = s.id;

DROP TABLE session_devices;
ALTER TABLE "_session_devices_tmp" RENAME TO "session_devices";

CREATE INDEX session_devices_nid_idx ON session_devices (nid ASC);
CREATE INDEX session_devices_session_id_idx ON session_devices (session_id ASC);

-- ==== 20251105000000000003_identity_id_not_null_fks.sqlite.up.sql
-- Nothing, all done in 20251104000000000000_identifiers_devices_identity_id.sqlite.up.sql

-- ==== 20251105000000000004_identity_id_not_null_fks.sqlite.up.sql
-- Nothing, all done in 20251104000000000000_identifiers_devices_identity_id.sqlite.up.sql

-- ==== 20251215000000000000_courier_messages_add_request_headers.sqlite.up.sql
ALTER TABLE courier_messages
    ADD COLUMN request_headers JSONB;
-- ==== 20260114175904000000_drop_identity_credentials_nid_idx.up.sql
DROP INDEX IF EXISTS identity_credentials_nid_idx;

-- ==== 20260127000000000001_add_deviceauthn_keys.up.sql
INSERT INTO identity_credential_types (id, name) SELECT '26433aa2-c33a-4870-85dc-230af354e0bf', 'deviceauthn' WHERE NOT EXISTS ( SELECT * FROM identity_credential_types WHERE name = 'deviceauthn');

-- ==== 20260327101213000000_add_break_glass_to_recovery_addresses.up.sql
ALTER TABLE identity_recovery_addresses ADD COLUMN break_glass_for_organization UUID;

-- ==== 20260408000000000000_create_pending_traits_changes.sqlite3.up.sql
CREATE TABLE identity_pending_traits_changes (
    "id" TEXT NOT NULL PRIMARY KEY,
    "identity_id" char(36) NOT NULL,
    "nid" char(36) NOT NULL,
    "new_address_value" VARCHAR(255) NOT NULL,
    "new_address_via" VARCHAR(16) NOT NULL,
    "original_traits_hash" VARCHAR(64) NOT NULL,
    "proposed_traits" TEXT NOT NULL,
    "verification_flow_id" char(36) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'pending',
    "created_at" DATETIME NOT NULL,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT identity_pending_traits_changes_identities_id_fk FOREIGN KEY (identity_id) REFERENCES identities (id) ON DELETE CASCADE,
    CONSTRAINT identity_pending_traits_changes_networks_id_fk FOREIGN KEY (nid) REFERENCES networks (id) ON UPDATE RESTRICT ON DELETE CASCADE,
    CONSTRAINT identity_pending_traits_changes_verification_flows_id_fk FOREIGN KEY (verification_flow_id) REFERENCES selfservice_verification_flows (id) ON DELETE CASCADE
);

CREATE INDEX identity_pending_traits_changes_nid_identity_id_status_idx ON identity_pending_traits_changes (nid, identity_id, status);
CREATE INDEX identity_pending_traits_changes_nid_verification_flow_id_idx ON identity_pending_traits_changes (nid, verification_flow_id);
CREATE UNIQUE INDEX identity_pending_traits_changes_nid_identity_pending_idx
  ON identity_pending_traits_changes (nid, identity_id)
  WHERE status = 'pending';

-- ==== 20260413000000000000_make_verification_token_address_nullable.sqlite3.up.sql
ALTER TABLE identity_verification_tokens
RENAME TO _identity_verification_tokens_old;

CREATE TABLE "identity_verification_tokens" (
"id" TEXT PRIMARY KEY,
"token" TEXT NOT NULL,
"used" bool NOT NULL DEFAULT 'false',
"used_at" DATETIME,
"expires_at" DATETIME NOT NULL,
"issued_at" DATETIME NOT NULL,
"identity_verifiable_address_id" char(36),
"selfservice_verification_flow_id" char(36) NOT NULL,
"created_at" DATETIME NOT NULL,
"updated_at" DATETIME NOT NULL,
"nid" char(36),
FOREIGN KEY (selfservice_verification_flow_id) REFERENCES selfservice_verification_flows (id) ON UPDATE NO ACTION ON DELETE CASCADE,
FOREIGN KEY (identity_verifiable_address_id) REFERENCES identity_verifiable_addresses (id) ON UPDATE NO ACTION ON DELETE CASCADE
);

INSERT INTO identity_verification_tokens
SELECT * FROM _identity_verification_tokens_old;

DROP TABLE _identity_verification_tokens_old;

CREATE INDEX identity_verification_tokens_id_nid_idx ON identity_verification_tokens (id, nid);
CREATE INDEX identity_verification_tokens_nid_id_idx ON identity_verification_tokens (nid, id);
CREATE INDEX identity_verification_tokens_token_nid_used_flow_id_idx ON identity_verification_tokens (nid, token, used, selfservice_verification_flow_id);
CREATE UNIQUE INDEX "identity_verification_tokens_token_uq_idx" ON "identity_verification_tokens" (token);
CREATE INDEX "identity_verification_tokens_verifiable_address_id_idx" ON "identity_verification_tokens" (identity_verifiable_address_id);
CREATE INDEX "identity_verification_tokens_verification_flow_id_idx" ON "identity_verification_tokens" (selfservice_verification_flow_id);

-- ==== 20260417000000000001_add_test_flow_to_selfservice_login_flows.up.sql
ALTER TABLE selfservice_login_flows ADD COLUMN test_flow BOOL;

-- ==== 20260422000000000000_pending_traits_changes_add_session.sqlite3.up.sql
ALTER TABLE identity_pending_traits_changes
    ADD COLUMN "session_id" char(36) NULL REFERENCES sessions (id) ON DELETE SET NULL;

ALTER TABLE identity_pending_traits_changes
    ADD COLUMN "origin_settings_flow_id" char(36) NULL REFERENCES selfservice_settings_flows (id) ON DELETE CASCADE;

CREATE INDEX identity_pending_traits_changes_nid_session_id_idx
    ON identity_pending_traits_changes (nid, session_id);

CREATE INDEX identity_pending_traits_changes_nid_origin_settings_flow_id_idx
    ON identity_pending_traits_changes (nid, origin_settings_flow_id);

-- ==== 20260430000000000000_settings_flows_add_organization_id.sqlite.up.sql
alter table selfservice_settings_flows add column organization_id uuid null;

-- ==== 20260506000000000000_add_internal_context_to_recovery_verification_flows.sqlite3.up.sql
ALTER TABLE "selfservice_recovery_flows" ADD COLUMN "internal_context" TEXT;
ALTER TABLE "selfservice_verification_flows" ADD COLUMN "internal_context" TEXT;

-- ==== 20260616000000000000_courier_messages_restore_list_index.autocommit.up.sql
CREATE INDEX IF NOT EXISTS courier_messages_nid_created_at_id_idx ON courier_messages (nid ASC, created_at DESC, id ASC);

-- ==== 20260703000000000000_courier_messages_status_created_at_idx.autocommit.up.sql
CREATE INDEX IF NOT EXISTS courier_messages_status_created_at_idx ON courier_messages (status ASC, created_at ASC);

