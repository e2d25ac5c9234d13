-- ==== 00_init_auth_schema.up.sql
-- auth.users definition

CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.users (
	instance_id uuid NULL,
	id uuid NOT NULL UNIQUE,
	aud varchar(255) NULL,
	"role" varchar(255) NULL,
	email varchar(255) NULL UNIQUE,
	encrypted_password varchar(255) NULL,
	confirmed_at timestamptz NULL,
	invited_at timestamptz NULL,
	confirmation_token varchar(255) NULL,
	confirmation_sent_at timestamptz NULL,
	recovery_token varchar(255) NULL,
	recovery_sent_at timestamptz NULL,
	email_change_token varchar(255) NULL,
	email_change varchar(255) NULL,
	email_change_sent_at timestamptz NULL,
	last_sign_in_at timestamptz NULL,
	raw_app_meta_data jsonb NULL,
	raw_user_meta_data jsonb NULL,
	is_super_admin bool NULL,
	created_at timestamptz NULL,
	updated_at timestamptz NULL,
	CONSTRAINT users_pkey PRIMARY KEY (id)
);
CREATE INDEX IF NOT EXISTS users_instance_id_email_idx ON {{ index .Options "Namespace" }}.users USING btree (instance_id, email);
CREATE INDEX IF NOT EXISTS users_instance_id_idx ON {{ index .Options "Namespace" }}.users USING btree (instance_id);
comment on table {{ index .Options "Namespace" }}.users is 'Auth: Stores user login data within a secure schema.';

-- auth.refresh_tokens definition

CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.refresh_tokens (
	instance_id uuid NULL,
	id bigserial NOT NULL,
	"token" varchar(255) NULL,
	user_id varchar(255) NULL,
	revoked bool NULL,
	created_at timestamptz NULL,
	updated_at timestamptz NULL,
	CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id)
);
CREATE INDEX IF NOT EXISTS refresh_tokens_instance_id_idx ON {{ index .Options "Namespace" }}.refresh_tokens USING btree (instance_id);
CREATE INDEX IF NOT EXISTS refresh_tokens_instance_id_user_id_idx ON {{ index .Options "Namespace" }}.refresh_tokens USING btree (instance_id, user_id);
CREATE INDEX IF NOT EXISTS refresh_tokens_token_idx ON {{ index .Options "Namespace" }}.refresh_tokens USING btree (token);
comment on table {{ index .Options "Namespace" }}.refresh_tokens is 'Auth: Store of tokens used to refresh JWT tokens once they expire.';

-- auth.instances definition

CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.instances (
	id uuid NOT NULL,
	uuid uuid NULL,
	raw_base_config text NULL,
	created_at timestamptz NULL,
	updated_at timestamptz NULL,
	CONSTRAINT instances_pkey PRIMARY KEY (id)
);
comment on table {{ index .Options "Namespace" }}.instances is 'Auth: Manages users across multiple sites.';

-- auth.audit_log_entries definition

CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.audit_log_entries (
	instance_id uuid NULL,
	id uuid NOT NULL,
	payload json NULL,
	created_at timestamptz NULL,
	CONSTRAINT audit_log_entries_pkey PRIMARY KEY (id)
);
CREATE INDEX IF NOT EXISTS audit_logs_instance_id_idx ON {{ index .Options "Namespace" }}.audit_log_entries USING btree (instance_id);
comment on table {{ index .Options "Namespace" }}.audit_log_entries is 'Auth: Audit trail for user actions.';

-- auth.schema_migrations definition

CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.schema_migrations (
	"version" varchar(255) NOT NULL,
	CONSTRAINT schema_migrations_pkey PRIMARY KEY ("version")
);
comment on table {{ index .Options "Namespace" }}.schema_migrations is 'Auth: Manages updates to the auth system.';
		
-- Gets the User ID from the request cookie
create or replace function {{ index .Options "Namespace" }}.uid() returns uuid as $$
  select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid;
$$ language sql stable;

-- Gets the User ID from the request cookie
create or replace function {{ index .Options "Namespace" }}.role() returns text as $$
  select nullif(current_setting('request.jwt.claim.role', true), '')::text;
$$ language sql stable;

-- ==== 20210710035447_alter_users.up.sql
-- alter user schema

ALTER TABLE {{ index .Options "Namespace" }}.users 
ADD COLUMN IF NOT EXISTS phone VARCHAR(15) NULL UNIQUE DEFAULT NULL,
ADD COLUMN IF NOT EXISTS phone_confirmed_at timestamptz NULL DEFAULT NULL,
ADD COLUMN IF NOT EXISTS phone_change VARCHAR(15) NULL DEFAULT '',
ADD COLUMN IF NOT EXISTS phone_change_token VARCHAR(255) NULL DEFAULT '',
ADD COLUMN IF NOT EXISTS phone_change_sent_at timestamptz NULL DEFAULT NULL;

DO $$
BEGIN
  IF NOT EXISTS(SELECT *
    FROM information_schema.columns
    WHERE table_schema = '{{ index .Options "Namespace" }}' and table_name='users' and column_name='email_confirmed_at')
  THEN
      ALTER TABLE "{{ index .Options "Namespace" }}"."users" RENAME COLUMN "confirmed_at" TO "email_confirmed_at";
  END IF;
END $$;


-- ==== 20210722035447_adds_confirmed_at.up.sql
-- adds confirmed at

ALTER TABLE {{ index .Options "Namespace" }}.users
ADD COLUMN IF NOT EXISTS confirmed_at timestamptz GENERATED ALWAYS AS (LEAST (users.email_confirmed_at, users.phone_confirmed_at)) STORED;

-- ==== 20210730183235_add_email_change_confirmed.up.sql
-- adds email_change_confirmed

ALTER TABLE {{ index .Options "Namespace" }}.users
ADD COLUMN IF NOT EXISTS email_change_token_current varchar(255) null DEFAULT '', 
ADD COLUMN IF NOT EXISTS email_change_confirm_status smallint DEFAULT 0 CHECK (email_change_confirm_status >= 0 AND email_change_confirm_status <= 2);

DO $$
BEGIN
  IF NOT EXISTS(SELECT *
    FROM information_schema.columns
    WHERE table_schema = '{{ index .Options "Namespace" }}' and table_name='users' and column_name='email_change_token_new')
  THEN
      ALTER TABLE "{{ index .Options "Namespace" }}"."users" RENAME COLUMN "email_change_token" TO "email_change_token_new";
  END IF;
END $$;

-- ==== 20210909172000_create_identities_table.up.sql
-- adds identities table 

CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.identities (
    id text NOT NULL,
    user_id uuid NOT NULL,
    identity_data JSONB NOT NULL,
    provider text NOT NULL,
    last_sign_in_at timestamptz NULL,
    created_at timestamptz NULL,
    updated_at timestamptz NULL,
    CONSTRAINT identities_pkey PRIMARY KEY (provider, id),
    CONSTRAINT identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES {{ index .Options "Namespace" }}.users(id) ON DELETE CASCADE
);
COMMENT ON TABLE {{ index .Options "Namespace" }}.identities is 'Auth: Stores identities associated to a user.';

-- ==== 20210927181326_add_refresh_token_parent.up.sql
-- adds parent column

ALTER TABLE {{ index .Options "Namespace" }}.refresh_tokens
ADD COLUMN IF NOT EXISTS parent varchar(255) NULL;

DO $$
BEGIN
  IF NOT EXISTS(SELECT *
    FROM information_schema.constraint_column_usage
    WHERE table_schema = '{{ index .Options "Namespace" }}' and table_name='refresh_tokens' and constraint_name='refresh_tokens_token_unique')
  THEN
      ALTER TABLE "{{ index .Options "Namespace" }}"."refresh_tokens" ADD CONSTRAINT refresh_tokens_token_unique UNIQUE ("token");
  END IF;

  IF NOT EXISTS(SELECT *
    FROM information_schema.constraint_column_usage
    WHERE table_schema = '{{ index .Options "Namespace" }}' and table_name='refresh_tokens' and constraint_name='refresh_tokens_parent_fkey')
  THEN
      ALTER TABLE "{{ index .Options "Namespace" }}"."refresh_tokens" ADD CONSTRAINT refresh_tokens_parent_fkey FOREIGN KEY (parent) REFERENCES {{ index .Options "Namespace" }}.refresh_tokens("token");
  END IF;

  CREATE INDEX IF NOT EXISTS refresh_tokens_parent_idx ON "{{ index .Options "Namespace" }}"."refresh_tokens" USING btree (parent);
END $$;


-- ==== 20211122151130_create_user_id_idx.up.sql
-- create index on identities.user_id

CREATE INDEX IF NOT EXISTS identities_user_id_idx ON "{{ index .Options "Namespace" }}".identities using btree (user_id);

-- ==== 20211124214934_update_auth_functions.up.sql
-- update auth functions

create or replace function {{ index .Options "Namespace" }}.uid() 
returns uuid 
language sql stable
as $$
  select 
  coalesce(
    current_setting('request.jwt.claim.sub', true),
    (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function {{ index .Options "Namespace" }}.role() 
returns text 
language sql stable
as $$
  select 
  coalesce(
    current_setting('request.jwt.claim.role', true),
    (current_setting('request.jwt.claims', true)::jsonb ->> 'role')
  )::text
$$;

create or replace function {{ index .Options "Namespace" }}.email() 
returns text 
language sql stable
as $$
  select 
  coalesce(
    current_setting('request.jwt.claim.email', true),
    (current_setting('request.jwt.claims', true)::jsonb ->> 'email')
  )::text
$$;

-- ==== 20211202183645_update_auth_uid.up.sql
-- update auth.uid()

create or replace function {{ index .Options "Namespace" }}.uid()
returns uuid
language sql stable
as $$
  select
  nullif(
    coalesce(
      current_setting('request.jwt.claim.sub', true),
      (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$$;

-- ==== 20220114185221_update_user_idx.up.sql
-- updates users_instance_id_email_idx definition

DROP INDEX IF EXISTS users_instance_id_email_idx;
CREATE INDEX IF NOT EXISTS users_instance_id_email_idx on "{{ index .Options "Namespace" }}".users using btree (instance_id, lower(email));

-- ==== 20220114185340_add_banned_until.up.sql
-- adds banned_until column

ALTER TABLE {{ index .Options "Namespace" }}.users
ADD COLUMN IF NOT EXISTS banned_until timestamptz NULL;

-- ==== 20220224000811_update_auth_functions.up.sql
-- update auth functions

create or replace function {{ index .Options "Namespace" }}.uid() 
returns uuid 
language sql stable
as $$
  select 
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function {{ index .Options "Namespace" }}.role() 
returns text 
language sql stable
as $$
  select 
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function {{ index .Options "Namespace" }}.email() 
returns text 
language sql stable
as $$
  select 
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

-- ==== 20220323170000_add_user_reauthentication.up.sql
-- adds reauthentication_token and reauthentication_sent_at 

ALTER TABLE {{ index .Options "Namespace" }}.users
ADD COLUMN IF NOT EXISTS reauthentication_token varchar(255) null default '',
ADD COLUMN IF NOT EXISTS reauthentication_sent_at timestamptz null default null;

-- ==== 20220429102000_add_unique_idx.up.sql
-- add partial unique indices to confirmation_token, recovery_token, email_change_token_current, email_change_token_new, phone_change_token, reauthentication_token
-- ignores partial unique index creation on fields which contain empty strings, whitespaces or purely numeric otps

DROP INDEX IF EXISTS confirmation_token_idx; 
DROP INDEX IF EXISTS recovery_token_idx;
DROP INDEX IF EXISTS email_change_token_current_idx;
DROP INDEX IF EXISTS email_change_token_new_idx;
DROP INDEX IF EXISTS reauthentication_token_idx;

CREATE UNIQUE INDEX IF NOT EXISTS confirmation_token_idx ON {{ index .Options "Namespace" }}.users USING btree (confirmation_token) WHERE confirmation_token !~ '^[0-9 ]*$';
CREATE UNIQUE INDEX IF NOT EXISTS recovery_token_idx ON {{ index .Options "Namespace" }}.users USING btree (recovery_token) WHERE recovery_token !~ '^[0-9 ]*$';
CREATE UNIQUE INDEX IF NOT EXISTS email_change_token_current_idx ON {{ index .Options "Namespace" }}.users USING btree (email_change_token_current) WHERE email_change_token_current !~ '^[0-9 ]*$';
CREATE UNIQUE INDEX IF NOT EXISTS email_change_token_new_idx ON {{ index .Options "Namespace" }}.users USING btree (email_change_token_new) WHERE email_change_token_new !~ '^[0-9 ]*$';
CREATE UNIQUE INDEX IF NOT EXISTS reauthentication_token_idx ON {{ index .Options "Namespace" }}.users USING btree (reauthentication_token) WHERE reauthentication_token !~ '^[0-9 ]*$';

-- ==== 20220531120530_add_auth_jwt_function.up.sql
-- add auth.jwt function

comment on function {{ index .Options "Namespace" }}.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';
comment on function {{ index .Options "Namespace" }}.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';
comment on function {{ index .Options "Namespace" }}.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

create or replace function {{ index .Options "Namespace" }}.jwt()
returns jsonb
language sql stable
as $$
  select 
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

-- ==== 20220614074223_add_ip_address_to_audit_log.postgres.up.sql
-- Add IP Address to audit log
ALTER TABLE {{ index .Options "Namespace" }}.audit_log_entries
ADD COLUMN IF NOT EXISTS ip_address VARCHAR(64) NOT NULL DEFAULT '';

-- ==== 20220811173540_add_sessions_table.up.sql
-- Add session_id column to refresh_tokens table
create table if not exists {{ index .Options "Namespace" }}.sessions (
    id uuid not null,
    user_id uuid not null,
    created_at timestamptz null,
    updated_at timestamptz null,
    constraint sessions_pkey primary key (id),
    constraint sessions_user_id_fkey foreign key (user_id) references {{ index .Options "Namespace" }}.users(id) on delete cascade
);
comment on table {{ index .Options "Namespace" }}.sessions is 'Auth: Stores session data associated to a user.';

alter table {{ index .Options "Namespace" }}.refresh_tokens
add column if not exists session_id uuid null;

do $$
begin
  if not exists(select *
    from information_schema.constraint_column_usage
    where table_schema = '{{ index .Options "Namespace" }}' and table_name='sessions' and constraint_name='refresh_tokens_session_id_fkey')
  then
      alter table "{{ index .Options "Namespace" }}"."refresh_tokens" add constraint refresh_tokens_session_id_fkey foreign key (session_id) references {{ index .Options "Namespace" }}.sessions(id) on delete cascade;
  end if;
END $$;

-- ==== 20221003041349_add_mfa_schema.up.sql
-- see: https://stackoverflow.com/questions/7624919/check-if-a-user-defined-type-already-exists-in-postgresql/48382296#48382296
do $$ begin
    create type {{ index .Options "Namespace" }}.factor_type as enum('totp', 'webauthn');
exception
    when duplicate_object then null;
end $$;

do $$ begin
    create type {{ index .Options "Namespace" }}.factor_status as enum('unverified', 'verified');
exception
    when duplicate_object then null;
end $$;

do $$ begin
    create type {{ index .Options "Namespace" }}.aal_level as enum('aal1', 'aal2', 'aal3');
exception
    when duplicate_object then null;
end $$;

-- auth.mfa_factors definition
create table if not exists {{ index .Options "Namespace" }}.mfa_factors(
       id uuid not null,
       user_id uuid not null,
       friendly_name text null,
       factor_type {{ index .Options "Namespace" }}.factor_type not null,
       status {{ index .Options "Namespace" }}.factor_status not null,
       created_at timestamptz not null,
       updated_at timestamptz not null,
       secret text null,
       constraint mfa_factors_pkey primary key(id),
       constraint mfa_factors_user_id_fkey foreign key (user_id) references {{ index .Options "Namespace" }}.users(id) on delete cascade
);
comment on table {{ index .Options "Namespace" }}.mfa_factors is 'auth: stores metadata about factors';

create unique index if not exists mfa_factors_user_friendly_name_unique on {{ index .Options "Namespace" }}.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

-- auth.mfa_challenges definition
create table if not exists {{ index .Options "Namespace" }}.mfa_challenges(
       id uuid not null,
       factor_id uuid not null,
       created_at timestamptz not null,
       verified_at timestamptz  null,
       ip_address  inet not null,
       constraint mfa_challenges_pkey primary key (id),
       constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references {{ index .Options "Namespace" }}.mfa_factors(id) on delete cascade
);
comment on table {{ index .Options "Namespace" }}.mfa_challenges is 'auth: stores metadata about challenge requests made';



-- add factor_id and amr claims to session
create table if not exists {{ index .Options "Namespace" }}.mfa_amr_claims(
    session_id uuid not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    authentication_method text not null,
    constraint mfa_amr_claims_session_id_authentication_method_pkey unique(session_id, authentication_method),
    constraint mfa_amr_claims_session_id_fkey foreign key(session_id) references {{ index .Options "Namespace" }}.sessions(id) on delete cascade
);
comment on table {{ index .Options "Namespace" }}.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

-- ==== 20221003041400_add_aal_and_factor_id_to_sessions.up.sql
-- add factor_id to sessions
 alter table {{ index .Options "Namespace" }}.sessions add column if not exists factor_id uuid null;
 alter table {{ index .Options "Namespace" }}.sessions add column if not exists aal {{ index .Options "Namespace" }}.aal_level null;

-- ==== 20221011041400_add_mfa_indexes.up.sql
alter table {{ index .Options "Namespace" }}.mfa_amr_claims
  add column if not exists id uuid not null;

do $$
begin
  if not exists
     (select constraint_name
      from information_schema.table_constraints
      where table_schema = '{{ index .Options "Namespace" }}'
      and table_name = 'mfa_amr_claims'
      and constraint_name = 'amr_id_pk')
  then
    alter table {{ index .Options "Namespace" }}.mfa_amr_claims add constraint amr_id_pk primary key(id);
  end if;
end $$;

create index if not exists user_id_created_at_idx on {{ index .Options "Namespace" }}.sessions (user_id, created_at);
create index if not exists factor_id_created_at_idx on {{ index .Options "Namespace" }}.mfa_factors (user_id, created_at);


-- ==== 20221020193600_add_sessions_user_id_index.up.sql
create index if not exists sessions_user_id_idx on {{ index .Options "Namespace" }}.sessions (user_id);


-- ==== 20221021073300_add_refresh_tokens_session_id_revoked_index.up.sql
create index if not exists refresh_tokens_session_id_revoked_idx on {{ index .Options "Namespace" }}.refresh_tokens (session_id, revoked);

-- ==== 20221021082433_add_saml.up.sql
-- Multi-instance mode (see auth.instances) table intentionally not supported and ignored.

create table if not exists {{ index .Options "Namespace" }}.sso_providers (
	id uuid not null,
	resource_id text null,
	created_at timestamptz null,
	updated_at timestamptz null,
	primary key (id),
	constraint "resource_id not empty" check (resource_id = null or char_length(resource_id) > 0)
);

comment on table {{ index .Options "Namespace" }}.sso_providers is 'Auth: Manages SSO identity provider information; see saml_providers for SAML.';
comment on column {{ index .Options "Namespace" }}.sso_providers.resource_id is 'Auth: Uniquely identifies a SSO provider according to a user-chosen resource ID (case insensitive), useful in infrastructure as code.';

create unique index if not exists sso_providers_resource_id_idx on {{ index .Options "Namespace" }}.sso_providers (lower(resource_id));

create table if not exists {{ index .Options "Namespace" }}.sso_domains (
	id uuid not null,
	sso_provider_id uuid not null,
	domain text not null,
	created_at timestamptz null,
	updated_at timestamptz null,
	primary key (id),
	foreign key (sso_provider_id) references {{ index .Options "Namespace" }}.sso_providers (id) on delete cascade,
	constraint "domain not empty" check (char_length(domain) > 0)
);

create index if not exists sso_domains_sso_provider_id_idx on {{ index .Options "Namespace" }}.sso_domains (sso_provider_id);
create unique index if not exists sso_domains_domain_idx on {{ index .Options "Namespace" }}.sso_domains (lower(domain));

comment on table {{ index .Options "Namespace" }}.sso_domains is 'Auth: Manages SSO email address domain mapping to an SSO Identity Provider.';

create table if not exists {{ index .Options "Namespace" }}.saml_providers (
	id uuid not null,
	sso_provider_id uuid not null,
	entity_id text not null unique,
	metadata_xml text not null,
	metadata_url text null,
	attribute_mapping jsonb null,
	created_at timestamptz null,
	updated_at timestamptz null,
	primary key (id),
	foreign key (sso_provider_id) references {{ index .Options "Namespace" }}.sso_providers (id) on delete cascade,
	constraint "metadata_xml not empty" check (char_length(metadata_xml) > 0),
	constraint "metadata_url not empty" check (metadata_url = null or char_length(metadata_url) > 0),
	constraint "entity_id not empty" check (char_length(entity_id) > 0)
);

create index if not exists saml_providers_sso_provider_id_idx on {{ index .Options "Namespace" }}.saml_providers (sso_provider_id);

comment on table {{ index .Options "Namespace" }}.saml_providers is 'Auth: Manages SAML Identity Provider connections.';

create table if not exists {{ index .Options "Namespace" }}.saml_relay_states (
	id uuid not null,
	sso_provider_id uuid not null,
	request_id text not null,
	for_email text null,
	redirect_to text null,
	from_ip_address inet null,
	created_at timestamptz null,
	updated_at timestamptz null,
	primary key (id),
	foreign key (sso_provider_id) references {{ index .Options "Namespace" }}.sso_providers (id) on delete cascade,
	constraint "request_id not empty" check(char_length(request_id) > 0)
);

create index if not exists saml_relay_states_sso_provider_id_idx on {{ index .Options "Namespace" }}.saml_relay_states (sso_provider_id);
create index if not exists saml_relay_states_for_email_idx on {{ index .Options "Namespace" }}.saml_relay_states (for_email);

comment on table {{ index .Options "Namespace" }}.saml_relay_states is 'Auth: Contains SAML Relay State information for each Service Provider initiated login.';

create table if not exists {{ index .Options "Namespace" }}.sso_sessions (
	id uuid not null,
	session_id uuid not null,
	sso_provider_id uuid null,
	not_before timestamptz null,
	not_after timestamptz null,
	idp_initiated boolean default false,
	created_at timestamptz null,
	updated_at timestamptz null,
	primary key (id),
	foreign key (session_id) references {{ index .Options "Namespace" }}.sessions (id) on delete cascade,
	foreign key (sso_provider_id) references {{ index .Options "Namespace" }}.sso_providers (id) on delete cascade
);

create index if not exists sso_sessions_session_id_idx on {{ index .Options "Namespace" }}.sso_sessions (session_id);
create index if not exists sso_sessions_sso_provider_id_idx on {{ index .Options "Namespace" }}.sso_sessions (sso_provider_id);

comment on table {{ index .Options "Namespace" }}.sso_sessions is 'Auth: A session initiated by an SSO Identity Provider';


-- ==== 20221027105023_add_identities_user_id_idx.up.sql
create index if not exists identities_user_id_idx on {{ index .Options "Namespace" }}.identities using btree (user_id);

-- ==== 20221114143122_add_session_not_after_column.up.sql
alter table only {{ index .Options "Namespace" }}.sessions
  add column if not exists not_after timestamptz;

comment on column {{ index .Options "Namespace" }}.sessions.not_after is 'Auth: Not after is a nullable column that contains a timestamp after which the session should be regarded as expired.';

-- ==== 20221114143410_remove_parent_foreign_key_refresh_tokens.up.sql
alter table only {{ index .Options "Namespace" }}.refresh_tokens
  drop constraint refresh_tokens_parent_fkey;

-- ==== 20221125140132_backfill_email_identity.up.sql
-- backfill the auth.identities column by adding an email identity 
-- for all auth.users with an email and password 

do $$
begin
	insert into {{ index .Options "Namespace" }}.identities (id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
	select id, id as user_id, jsonb_build_object('sub', id, 'email', email) as identity_data, 'email' as provider, null as last_sign_in_at, '2022-11-25' as created_at, '2022-11-25' as updated_at
	from {{ index .Options "Namespace" }}.users as users
	where encrypted_password != '' and email is not null and not exists(select user_id from {{ index .Options "Namespace" }}.identities where user_id = users.id);
end;
$$;

-- ==== 20221208132122_backfill_email_last_sign_in_at.up.sql
-- previous backfill migration left last_sign_in_at to be null, which broke some projects

do $$
begin
update {{ index .Options "Namespace" }}.identities
  set last_sign_in_at = '2022-11-25'
  where
    last_sign_in_at is null and
    created_at = '2022-11-25' and
    updated_at = '2022-11-25' and
    provider = 'email' and
    id::text = user_id::text;
end $$;

-- ==== 20221215195500_modify_users_email_unique_index.up.sql
-- this change is relatively temporary
-- it is meant to keep database consistency guarantees until there is proper
-- introduction of account linking / merging / delinking APIs, at which point
-- rows in the users table will allow duplicates but with programmatic control

alter table only {{ index .Options "Namespace" }}.users
  add column if not exists is_sso_user boolean not null default false;

comment on column {{ index .Options "Namespace" }}.users.is_sso_user is 'Auth: Set this column to true when the account comes from SSO. These accounts can have duplicate emails.';

do $$
begin
  alter table only {{ index .Options "Namespace" }}.users
    drop constraint if exists users_email_key;
exception
-- dependent object: https://www.postgresql.org/docs/current/errcodes-appendix.html
when SQLSTATE '2BP01' then
  raise notice 'Unable to drop users_email_key constraint due to dependent objects, please resolve this manually or SSO may not work';
end $$;

create unique index if not exists users_email_partial_key on {{ index .Options "Namespace" }}.users (email) where (is_sso_user = false);

comment on index {{ index .Options "Namespace" }}.users_email_partial_key is 'Auth: A partial unique index that applies only when is_sso_user is false';

-- ==== 20221215195800_add_identities_email_column.up.sql
do $$
begin
  update
    {{ index .Options "Namespace" }}.identities as identities
  set
    identity_data = identity_data || jsonb_build_object('email', (select email from {{ index .Options "Namespace" }}.users where id = identities.user_id)),
    updated_at = '2022-11-25'
  where identities.provider = 'email' and identity_data->>'email' is null;
end $$;

alter table only {{ index .Options "Namespace" }}.identities
  add column if not exists email text generated always as (lower(identity_data->>'email')) stored;

comment on column {{ index .Options "Namespace" }}.identities.email is 'Auth: Email is a generated column that references the optional email property in the identity_data';

create index if not exists identities_email_idx on {{ index .Options "Namespace" }}.identities (email text_pattern_ops);

comment on index {{ index .Options "Namespace" }}.identities_email_idx is 'Auth: Ensures indexed queries on the email column';

-- ==== 20221215195900_remove_sso_sessions.up.sql
-- sso_sessions is not used as all of the necessary data is in sessions
drop table if exists {{ index .Options "Namespace" }}.sso_sessions;


-- ==== 20230116124310_alter_phone_type.up.sql
-- alter phone field column type to accomodate for soft deletion 

do $$
begin
  alter table {{ index .Options "Namespace" }}.users
    alter column phone type text,
    alter column phone_change type text;
exception
  -- SQLSTATE errcodes https://www.postgresql.org/docs/current/errcodes-appendix.html
  when SQLSTATE '0A000' then
    raise notice 'Unable to change data type of phone, phone_change columns due to use by a view or rule';
  when SQLSTATE '2BP01' then
    raise notice 'Unable to change data type of phone, phone_change columns due to dependent objects';
  when SQLSTATE 'XX000' then
    raise notice 'Unable to change data type of phone, phone_change columns due to internal error (OrioleDB)';
end $$;

-- ==== 20230116124412_add_deleted_at.up.sql
-- adds deleted_at column to auth.users 

alter table {{ index .Options "Namespace" }}.users 
add column if not exists deleted_at timestamptz null;

-- ==== 20230131181311_backfill_invite_identities.up.sql
-- backfills the missing email identity for invited users

do $$
begin
	insert into {{ index .Options "Namespace" }}.identities (id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
	select id, id as user_id, jsonb_build_object('sub', id, 'email', email) as identity_data, 'email' as provider, null as last_sign_in_at, '2023-01-25' as created_at, '2023-01-25' as updated_at
	from {{ index .Options "Namespace" }}.users as users
	where invited_at is not null and not exists (select user_id from {{ index .Options "Namespace" }}.identities where user_id = users.id and provider = 'email');
end $$;

-- ==== 20230322519590_add_flow_state_table.up.sql
-- see: https://stackoverflow.com/questions/7624919/check-if-a-user-defined-type-already-exists-in-postgresql/48382296#48382296
do $$ begin
    create type {{ index .Options "Namespace" }}.code_challenge_method as enum('s256', 'plain');
exception
    when duplicate_object then null;
end $$;
create table if not exists {{ index .Options "Namespace" }}.flow_state(
       id uuid primary key,
       user_id uuid null,
       auth_code text not null,
       code_challenge_method {{ index .Options "Namespace" }}.code_challenge_method not null,
       code_challenge text not null,
       provider_type text not null,
       provider_access_token text null,
       provider_refresh_token text null,
       created_at timestamptz null,
       updated_at timestamptz null
);
create index if not exists idx_auth_code on {{ index .Options "Namespace" }}.flow_state(auth_code);
comment on table {{ index .Options "Namespace" }}.flow_state is 'stores metadata for pkce logins';

-- ==== 20230402418590_add_authentication_method_to_flow_state_table.up.sql
alter table {{index .Options "Namespace" }}.flow_state
add column if not exists authentication_method text not null;
create index if not exists idx_user_id_auth_method on {{index .Options "Namespace" }}.flow_state (user_id, authentication_method);

-- Update comment as we have generalized the table
comment on table {{ index .Options "Namespace" }}.flow_state is 'stores metadata for pkce logins';

-- ==== 20230411005111_remove_duplicate_idx.up.sql
drop index if exists {{index .Options "Namespace" }}.refresh_tokens_token_idx;

-- ==== 20230508135423_add_cleanup_indexes.up.sql
-- Indexes used for cleaning up old or stale objects.

create index if not exists
  refresh_tokens_updated_at_idx
  on {{ index .Options "Namespace" }}.refresh_tokens (updated_at desc);

create index if not exists
  flow_state_created_at_idx
  on {{ index .Options "Namespace" }}.flow_state (created_at desc);

create index if not exists
  saml_relay_states_created_at_idx
  on {{ index .Options "Namespace" }}.saml_relay_states (created_at desc);

create index if not exists
  sessions_not_after_idx
  on {{ index .Options "Namespace" }}.sessions (not_after desc);

-- ==== 20230523124323_add_mfa_challenge_cleanup_index.up.sql
-- Index used to clean up mfa challenges

create index if not exists
  mfa_challenge_created_at_idx
  on {{ index .Options "Namespace" }}.mfa_challenges (created_at desc);

-- ==== 20230818113222_add_flow_state_to_relay_state.up.sql
alter table {{ index .Options "Namespace" }}.saml_relay_states add column if not exists flow_state_id uuid references {{ index .Options "Namespace" }}.flow_state(id) on delete cascade default null;

-- ==== 20230914180801_add_mfa_factors_user_id_idx.up.sql
create index if not exists mfa_factors_user_id_idx on {{ index .Options "Namespace" }}.mfa_factors(user_id);

-- ==== 20231027141322_add_session_refresh_columns.up.sql
alter table if exists {{ index .Options "Namespace" }}.sessions
  add column if not exists refreshed_at timestamp without time zone,
  add column if not exists user_agent text,
  add column if not exists ip inet;

-- ==== 20231114161723_add_sessions_tag.up.sql
alter table if exists {{ index .Options "Namespace" }}.sessions
  add column if not exists tag text;

-- ==== 20231117164230_add_id_pkey_identities.up.sql
do $$
begin
    if not exists(select * 
        from information_schema.columns
        where table_schema = '{{ index .Options "Namespace" }}' and table_name='identities' and column_name='provider_id')
    then
        alter table if exists {{ index .Options "Namespace" }}.identities 
        rename column id to provider_id;
    end if;
end$$;

alter table if exists {{ index .Options "Namespace" }}.identities 
    drop constraint if exists identities_pkey,
    add column if not exists id uuid default gen_random_uuid() primary key;

do $$
begin
  if not exists
     (select constraint_name
      from information_schema.table_constraints
      where table_schema = '{{ index .Options "Namespace" }}'
      and table_name = 'identities'
      and constraint_name = 'identities_provider_id_provider_unique')
  then
    alter table if exists {{ index .Options "Namespace" }}.identities 
    add constraint identities_provider_id_provider_unique 
    unique(provider_id, provider);
  end if;
end $$;

-- ==== 20240115144230_remove_ip_address_from_saml_relay_state.up.sql
do $$
begin
   if exists (select from information_schema.columns where table_schema = '{{ index .Options "Namespace" }}' and table_name = 'saml_relay_states' and column_name = 'from_ip_address') then
      alter table {{ index .Options "Namespace" }}.saml_relay_states drop column from_ip_address;
   end if;
end
$$;

-- ==== 20240214120130_add_is_anonymous_column.up.sql
do $$
begin
   alter table {{ index .Options "Namespace" }}.users 
   add column if not exists is_anonymous boolean not null default false;

   create index if not exists users_is_anonymous_idx  on {{ index .Options "Namespace" }}.users using btree (is_anonymous);
end
$$;

-- ==== 20240306115329_add_issued_at_to_flow_state.up.sql
do $$ begin
alter table {{ index .Options "Namespace" }}.flow_state add column if not exists auth_code_issued_at timestamptz null;
end $$

-- ==== 20240314092811_add_saml_name_id_format.up.sql
do $$ begin
alter table {{ index .Options "Namespace" }}.saml_providers add column if not exists name_id_format text null;
end $$

-- ==== 20240427152123_add_one_time_tokens_table.up.sql
do $$ begin
  create type {{ index .Options "Namespace" }}.one_time_token_type as enum (
    'confirmation_token',
    'reauthentication_token',
    'recovery_token',
    'email_change_token_new',
    'email_change_token_current',
    'phone_change_token'
  );
exception
  when duplicate_object then null;
end $$;


do $$ begin
  create table if not exists {{ index .Options "Namespace" }}.one_time_tokens (
    id uuid primary key,
    user_id uuid not null references {{ index .Options "Namespace" }}.users on delete cascade,
    token_type {{ index .Options "Namespace" }}.one_time_token_type not null,
    token_hash text not null,
    relates_to text not null,
    created_at timestamp without time zone not null default now(),
    updated_at timestamp without time zone not null default now(),
    check (char_length(token_hash) > 0)
  );

  begin
    create index if not exists one_time_tokens_token_hash_hash_idx on {{ index .Options "Namespace" }}.one_time_tokens using hash (token_hash);
    create index if not exists one_time_tokens_relates_to_hash_idx on {{ index .Options "Namespace" }}.one_time_tokens using hash (relates_to);
  exception when others then
    -- Fallback to btree indexes if hash creation fails
    create index if not exists one_time_tokens_token_hash_hash_idx on {{ index .Options "Namespace" }}.one_time_tokens using btree (token_hash);
    create index if not exists one_time_tokens_relates_to_hash_idx on {{ index .Options "Namespace" }}.one_time_tokens using btree (relates_to);
  end;

  create unique index if not exists one_time_tokens_user_id_token_type_key on {{ index .Options "Namespace" }}.one_time_tokens (user_id, token_type);
end $$;

-- ==== 20240612123726_enable_rls_update_grants.up.sql
do $$ begin
    -- enable RLS policy on auth tables
    alter table {{ index .Options "Namespace" }}.schema_migrations enable row level security;
    alter table {{ index .Options "Namespace" }}.instances enable row level security;
    alter table {{ index .Options "Namespace" }}.users enable row level security;
    alter table {{ index .Options "Namespace" }}.audit_log_entries enable row level security;
    alter table {{ index .Options "Namespace" }}.saml_relay_states enable row level security;
    alter table {{ index .Options "Namespace" }}.refresh_tokens enable row level security;
    alter table {{ index .Options "Namespace" }}.mfa_factors enable row level security;
    alter table {{ index .Options "Namespace" }}.sessions enable row level security;
    alter table {{ index .Options "Namespace" }}.sso_providers enable row level security;
    alter table {{ index .Options "Namespace" }}.sso_domains enable row level security;
    alter table {{ index .Options "Namespace" }}.mfa_challenges enable row level security;
    alter table {{ index .Options "Namespace" }}.mfa_amr_claims enable row level security;
    alter table {{ index .Options "Namespace" }}.saml_providers enable row level security;
    alter table {{ index .Options "Namespace" }}.flow_state enable row level security;
    alter table {{ index .Options "Namespace" }}.identities enable row level security;
    alter table {{ index .Options "Namespace" }}.one_time_tokens enable row level security;
    -- allow postgres role to select from auth tables and allow it to grant select to other roles
    grant select on {{ index .Options "Namespace" }}.schema_migrations to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.instances to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.users to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.audit_log_entries to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.saml_relay_states to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.refresh_tokens to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.mfa_factors to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.sessions to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.sso_providers to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.sso_domains to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.mfa_challenges to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.mfa_amr_claims to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.saml_providers to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.flow_state to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.identities to postgres with grant option;
    grant select on {{ index .Options "Namespace" }}.one_time_tokens to postgres with grant option;
end $$;

-- ==== 20240729123726_add_mfa_phone_config.up.sql
do $$ begin
    alter type {{ index .Options "Namespace" }}.factor_type add value 'phone';
exception
    when duplicate_object then null;
end $$;


alter table {{ index .Options "Namespace" }}.mfa_factors add column if not exists phone text unique default null;
alter table {{ index .Options "Namespace" }}.mfa_challenges add column if not exists otp_code text null;


create unique index if not exists unique_verified_phone_factor on {{ index .Options "Namespace" }}.mfa_factors (user_id, phone);

-- ==== 20240802193726_add_mfa_factors_column_last_challenged_at.up.sql
alter table {{ index .Options "Namespace" }}.mfa_factors add column if not exists last_challenged_at timestamptz unique default null;

-- ==== 20240806073726_drop_uniqueness_constraint_on_phone.up.sql
alter table {{ index .Options "Namespace" }}.mfa_factors drop constraint if exists mfa_factors_phone_key;
do $$
begin
    -- if both indexes exist, it means that the schema_migrations table was truncated and the migrations had to be rerun
    if (
        select count(*) = 2
        from pg_indexes 
        where indexname in ('unique_verified_phone_factor', 'unique_phone_factor_per_user')
        and schemaname = '{{ index .Options "Namespace" }}'
    ) then
        execute 'drop index {{ index .Options "Namespace" }}.unique_verified_phone_factor';
    end if;

    if exists (
         select 1
         from pg_indexes
         where indexname = 'unique_verified_phone_factor'
         and schemaname = '{{ index .Options "Namespace" }}'
    ) then
        execute 'alter index {{ index .Options "Namespace" }}.unique_verified_phone_factor rename to unique_phone_factor_per_user';
    end if;
end $$;

-- ==== 20241009103726_add_web_authn.up.sql
alter table {{ index .Options "Namespace" }}.mfa_factors add column if not exists web_authn_credential jsonb null;
alter table {{ index .Options "Namespace" }}.mfa_factors add column if not exists web_authn_aaguid uuid null;
alter table {{ index .Options "Namespace" }}.mfa_challenges add column if not exists web_authn_session_data jsonb null;

-- ==== 20250717082212_add_disabled_to_sso_providers.up.sql
do $$ begin

    alter table only {{ index .Options "Namespace" }}.sso_providers
        add column if not exists disabled boolean null;

    create index if not exists sso_providers_resource_id_pattern_idx
        on {{ index .Options "Namespace" }}.sso_providers
            (resource_id text_pattern_ops);
end $$;

-- ==== 20250731150234_add_oauth_clients_table.up.sql
-- Create enums for OAuth client fields
do $$ begin
    create type {{ index .Options "Namespace" }}.oauth_registration_type as enum('dynamic', 'manual');
exception
    when duplicate_object then null;
end $$;

-- Create oauth_clients table for OAuth client management
create table if not exists {{ index .Options "Namespace" }}.oauth_clients (
    id uuid not null,
    client_id text not null,
    client_secret_hash text not null,
    registration_type {{ index .Options "Namespace" }}.oauth_registration_type not null,
    redirect_uris text not null,
    grant_types text not null,
    client_name text null,
    client_uri text null,
    logo_uri text null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz null,
    constraint oauth_clients_pkey primary key (id),
    constraint oauth_clients_client_id_key unique (client_id),
    constraint oauth_clients_client_name_length check (char_length(client_name) <= 1024),
    constraint oauth_clients_client_uri_length check (char_length(client_uri) <= 2048),
    constraint oauth_clients_logo_uri_length check (char_length(logo_uri) <= 2048)
);

-- Create indexes
create index if not exists oauth_clients_client_id_idx 
    on {{ index .Options "Namespace" }}.oauth_clients (client_id);

create index if not exists oauth_clients_deleted_at_idx 
    on {{ index .Options "Namespace" }}.oauth_clients (deleted_at);

-- ==== 20250804100000_add_oauth_authorizations_consents.up.sql
-- Create OAuth 2.1 support with enums, authorization, and consent tables

-- Create enums for OAuth authorization management
do $$ begin
    create type {{ index .Options "Namespace" }}.oauth_authorization_status as enum('pending', 'approved', 'denied', 'expired');
exception
    when duplicate_object then null;
end $$;

do $$ begin
    create type {{ index .Options "Namespace" }}.oauth_response_type as enum('code');
exception
    when duplicate_object then null;
end $$;

-- Create oauth_authorizations table for OAuth 2.1 authorization requests
create table if not exists {{ index .Options "Namespace" }}.oauth_authorizations (
    id uuid not null,
    authorization_id text not null,
    client_id uuid not null references {{ index .Options "Namespace" }}.oauth_clients(id) on delete cascade,
    user_id uuid null references {{ index .Options "Namespace" }}.users(id) on delete cascade,
    redirect_uri text not null,
    scope text not null,
    state text null,
    resource text null,
    code_challenge text null,
    code_challenge_method {{ index .Options "Namespace" }}.code_challenge_method null,
    response_type {{ index .Options "Namespace" }}.oauth_response_type not null default 'code',
    
    -- Flow control
    status {{ index .Options "Namespace" }}.oauth_authorization_status not null default 'pending',
    authorization_code text null,
    
    -- Timestamps
    created_at timestamptz not null default now(),
    expires_at timestamptz not null default (now() + interval '3 minutes'),
    approved_at timestamptz null,
    
    constraint oauth_authorizations_pkey primary key (id),
    constraint oauth_authorizations_authorization_id_key unique (authorization_id),
    constraint oauth_authorizations_authorization_code_key unique (authorization_code),
    constraint oauth_authorizations_redirect_uri_length check (char_length(redirect_uri) <= 2048),
    constraint oauth_authorizations_scope_length check (char_length(scope) <= 4096),
    constraint oauth_authorizations_state_length check (char_length(state) <= 4096),
    constraint oauth_authorizations_resource_length check (char_length(resource) <= 2048),
    constraint oauth_authorizations_code_challenge_length check (char_length(code_challenge) <= 128),
    constraint oauth_authorizations_authorization_code_length check (char_length(authorization_code) <= 255),
    constraint oauth_authorizations_expires_at_future check (expires_at > created_at)
);

-- Create indexes for oauth_authorizations
--  for CleanupExpiredOAuthServerAuthorizations
create index if not exists oauth_auth_pending_exp_idx
    on {{ index .Options "Namespace" }}.oauth_authorizations (expires_at)
    where status = 'pending';



-- Create oauth_consents table for user consent management
create table if not exists {{ index .Options "Namespace" }}.oauth_consents (
    id uuid not null,
    user_id uuid not null references {{ index .Options "Namespace" }}.users(id) on delete cascade,
    client_id uuid not null references {{ index .Options "Namespace" }}.oauth_clients(id) on delete cascade,
    scopes text not null,
    granted_at timestamptz not null default now(),
    revoked_at timestamptz null,
    
    constraint oauth_consents_pkey primary key (id),
    constraint oauth_consents_user_client_unique unique (user_id, client_id),
    constraint oauth_consents_scopes_length check (char_length(scopes) <= 2048),
    constraint oauth_consents_scopes_not_empty check (char_length(trim(scopes)) > 0),
    constraint oauth_consents_revoked_after_granted check (revoked_at is null or revoked_at >= granted_at)
);

-- Create indexes for oauth_consents
-- Active consent look-up (user + client, only non-revoked rows)
create index if not exists oauth_consents_active_user_client_idx
    on {{ index .Options "Namespace" }}.oauth_consents (user_id, client_id)
    where revoked_at is null;

-- "Show me all consents for this user, newest first"
create index if not exists oauth_consents_user_order_idx
    on {{ index .Options "Namespace" }}.oauth_consents (user_id, granted_at desc);

-- Bulk revoke for an entire client (only non-revoked rows)
create index if not exists oauth_consents_active_client_idx
    on {{ index .Options "Namespace" }}.oauth_consents (client_id)
    where revoked_at is null;

-- ==== 20250901200500_add_oauth_client_type.up.sql
-- Make client_secret_hash nullable to support public clients
-- Public clients don't have client secrets, only confidential clients do

alter table {{ index .Options "Namespace" }}.oauth_clients alter column client_secret_hash drop not null;

-- Add client_type enum and column to oauth_clients table
do $$ begin
    create type {{ index .Options "Namespace" }}.oauth_client_type as enum('public', 'confidential');
exception
    when duplicate_object then null;
end $$;

-- Add client_type column to oauth_clients table
alter table {{ index .Options "Namespace" }}.oauth_clients  add column if not exists client_type {{ index .Options "Namespace" }}.oauth_client_type not null default 'confidential';

-- ==== 20250903112500_remove_oauth_client_id_column.up.sql
-- Drop the client_id column and related constraints/indexes from oauth_clients table
-- The id (uuid) field will serve as the public client_id

-- Drop the unique constraint on client_id
alter table {{ index .Options "Namespace" }}.oauth_clients 
    drop constraint if exists oauth_clients_client_id_key;

-- Drop the index on client_id
drop index if exists {{ index .Options "Namespace" }}.oauth_clients_client_id_idx;

-- Drop the client_id column
alter table {{ index .Options "Namespace" }}.oauth_clients 
    drop column if exists client_id;

-- ==== 20250904133000_add_oauth_client_id_to_session.up.sql
alter table if exists {{ index .Options "Namespace" }}.sessions
  add column if not exists oauth_client_id uuid;

alter table {{ index .Options "Namespace" }}.sessions
  add constraint sessions_oauth_client_id_fkey foreign key (oauth_client_id)
  references {{ index .Options "Namespace" }}.oauth_clients(id) on delete cascade not valid;

alter table {{ index .Options "Namespace" }}.sessions
  validate constraint sessions_oauth_client_id_fkey;

create index if not exists sessions_oauth_client_id_idx on {{ index .Options "Namespace" }}.sessions (oauth_client_id);

-- ==== 20250925093508_add_last_webauthn_challenge_data.up.sql
/* auth_migration: 20250925093508 */
ALTER TABLE {{ index .Options "Namespace" }}.mfa_factors 
ADD COLUMN IF NOT EXISTS last_webauthn_challenge_data JSONB;
/* auth_migration: 20250925093508 */
COMMENT ON COLUMN {{ index .Options "Namespace" }}.mfa_factors.last_webauthn_challenge_data IS 'Stores the latest WebAuthn challenge data including attestation/assertion for customer verification';

-- ==== 20251007112900_add_session_refresh_token_columns.up.sql
/* auth_migration: 20251007112900 */
ALTER TABLE {{ index .Options "Namespace" }}.sessions
  ADD COLUMN IF NOT EXISTS refresh_token_hmac_key text,
  ADD COLUMN IF NOT EXISTS refresh_token_counter bigint;

/* auth_migration: 20251007112900 */
COMMENT ON COLUMN {{ index .Options "Namespace" }}.sessions.refresh_token_hmac_key IS 'Holds a HMAC-SHA256 key used to sign refresh tokens for this session.';
/* auth_migration: 20251007112900 */
COMMENT ON COLUMN {{ index .Options "Namespace" }}.sessions.refresh_token_counter IS 'Holds the ID (counter) of the last issued refresh token.';

-- ==== 20251104100000_add_nonce_to_oauth_authorizations.up.sql
/* auth_migration: 20251104100000 */
alter table {{ index .Options "Namespace" }}.oauth_authorizations
    add column if not exists nonce text null;

/* auth_migration: 20251104100000 */
alter table {{ index .Options "Namespace" }}.oauth_authorizations
    add constraint oauth_authorizations_nonce_length check (char_length(nonce) <= 255);

-- ==== 20251111201300_add_scopes_to_sessions.up.sql
-- Add scopes column to sessions table for OAuth scope tracking
-- This is nullable to avoid issues with existing sessions
/* auth_migration: 202511112013000 */
alter table if exists {{ index .Options "Namespace" }}.sessions
  add column if not exists scopes text null;

-- Add constraint to ensure scopes are reasonable length (4KB limit)
/* auth_migration: 202511112013000 */
alter table {{ index .Options "Namespace" }}.sessions
  add constraint sessions_scopes_length check (char_length(scopes) <= 4096);

-- ==== 20251201000000_add_oauth_client_states_table.up.sql
/* auth_migration: 20251201000000 */
CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.oauth_client_states(
  id UUID PRIMARY KEY,
  provider_type TEXT NOT NULL,
  code_verifier TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
/* auth_migration: 20251201000000 */
CREATE INDEX IF NOT EXISTS idx_oauth_client_states_created_at ON {{ index .Options "Namespace" }}.oauth_client_states(created_at);
/* auth_migration: 20251201000000 */
COMMENT ON TABLE {{ index .Options "Namespace" }}.oauth_client_states IS 'Stores OAuth states for third-party provider authentication flows where Supabase acts as the OAuth client.';

-- ==== 20260115000000_add_flow_state_oauth_context.up.sql
-- Add columns for OAuth context (previously stored in JWT state parameter)
/* auth_migration: 20260115000000 */
ALTER TABLE {{ index .Options "Namespace" }}.flow_state
    ADD COLUMN IF NOT EXISTS invite_token TEXT NULL,
    ADD COLUMN IF NOT EXISTS referrer TEXT NULL,
    ADD COLUMN IF NOT EXISTS oauth_client_state_id UUID NULL,
    ADD COLUMN IF NOT EXISTS linking_target_id UUID NULL,
    ADD COLUMN IF NOT EXISTS email_optional BOOLEAN NOT NULL DEFAULT FALSE;

-- Make PKCE fields nullable to support implicit flow
/* auth_migration: 20260115000000 */
ALTER TABLE {{ index .Options "Namespace" }}.flow_state
    ALTER COLUMN code_challenge DROP NOT NULL,
    ALTER COLUMN code_challenge_method DROP NOT NULL,
    ALTER COLUMN auth_code DROP NOT NULL;

/* auth_migration: 20260115000000 */
COMMENT ON TABLE {{ index .Options "Namespace" }}.flow_state
    IS 'Stores metadata for all OAuth/SSO login flows';

-- ==== 20260121000000_add_token_endpoint_auth_method.up.sql
-- Add token_endpoint_auth_method column to oauth_clients table
-- Per RFC 7591: "If unspecified or omitted, the default is 'client_secret_basic'"
-- For public clients, the default is 'none' since they don't have a client secret
/* auth_migration: 20260121000000 */
alter table {{ index .Options "Namespace" }}.oauth_clients
    add column if not exists token_endpoint_auth_method text check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none'));

-- Set default values for existing clients based on their client_type
/* auth_migration: 20260121000000 */
update {{ index .Options "Namespace" }}.oauth_clients
    set token_endpoint_auth_method = case
        when client_type = 'public' then 'none'
        else 'client_secret_basic'
    end
    where token_endpoint_auth_method is null;

-- Now make the column not null
/* auth_migration: 20260121000000 */
alter table {{ index .Options "Namespace" }}.oauth_clients
    alter column token_endpoint_auth_method set not null;

-- ==== 20260219120000_add_custom_oauth_providers.up.sql
-- Create unified custom OAuth/OIDC providers table
-- This table stores both OAuth2 and OIDC providers with type discrimination

/* auth_migration: 20260219120000 */
create table if not exists {{ index .Options "Namespace" }}.custom_oauth_providers (
    id uuid not null default gen_random_uuid(),

    -- Provider type: 'oauth2' or 'oidc'
    provider_type text not null check (provider_type in ('oauth2', 'oidc')),

    -- Common fields for both OAuth2 and OIDC
    identifier text not null,
    name text not null,
    client_id text not null,
    client_secret text not null, -- Encrypted at application level
    -- Store JSON-encoded string slices in jsonb columns
    acceptable_client_ids text[] not null default '{}', -- Additional client IDs for multi-platform apps
    scopes text[] not null default '{}',
    pkce_enabled boolean not null default true,
    attribute_mapping jsonb not null default '{}',
    authorization_params jsonb not null default '{}',
    enabled boolean not null default true,
    email_optional boolean not null default false, -- Allow sign-in without email

    -- OIDC-specific fields (null for OAuth2 providers)
    issuer text null,
    discovery_url text null, -- Optional override for .well-known/openid-configuration
    skip_nonce_check boolean not null default false,
    cached_discovery jsonb null,
    discovery_cached_at timestamptz null,

    -- OAuth2-specific fields (null for OIDC providers)
    authorization_url text null,
    token_url text null,
    userinfo_url text null,
    jwks_uri text null,

    -- Timestamps
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),

    -- Primary key and unique constraints
    constraint custom_oauth_providers_pkey primary key (id),
    constraint custom_oauth_providers_identifier_key unique (identifier),

    -- OIDC-specific constraints
    constraint custom_oauth_providers_oidc_requires_issuer check (
        provider_type != 'oidc' or issuer is not null
    ),
    constraint custom_oauth_providers_oidc_issuer_https check (
        provider_type != 'oidc' or issuer is null or issuer like 'https://%'
    ),
    constraint custom_oauth_providers_oidc_discovery_url_https check (
        provider_type != 'oidc' or discovery_url is null or discovery_url like 'https://%'
    ),

    -- OAuth2-specific constraints
    constraint custom_oauth_providers_oauth2_requires_endpoints check (
        provider_type != 'oauth2' or (
            authorization_url is not null and
            token_url is not null and
            userinfo_url is not null
        )
    ),
    constraint custom_oauth_providers_authorization_url_https check (
        authorization_url is null or authorization_url like 'https://%'
    ),
    constraint custom_oauth_providers_token_url_https check (
        token_url is null or token_url like 'https://%'
    ),
    constraint custom_oauth_providers_userinfo_url_https check (
        userinfo_url is null or userinfo_url like 'https://%'
    ),
    constraint custom_oauth_providers_jwks_uri_https check (
        jwks_uri is null or jwks_uri like 'https://%'
    ),

    -- Format and length constraints
    -- Identifier must be alphanumeric with optional hyphens (no leading/trailing hyphens)
    constraint custom_oauth_providers_identifier_format check (
        identifier ~ '^[a-z0-9][a-z0-9:-]{0,48}[a-z0-9]$'
    ),
    constraint custom_oauth_providers_name_length check (
        char_length(name) >= 1 and char_length(name) <= 100
    ),
    constraint custom_oauth_providers_issuer_length check (
        issuer is null or (char_length(issuer) >= 1 and char_length(issuer) <= 2048)
    ),
    constraint custom_oauth_providers_discovery_url_length check (
        discovery_url is null or char_length(discovery_url) <= 2048
    ),
    constraint custom_oauth_providers_authorization_url_length check (
        authorization_url is null or char_length(authorization_url) <= 2048
    ),
    constraint custom_oauth_providers_token_url_length check (
        token_url is null or char_length(token_url) <= 2048
    ),
    constraint custom_oauth_providers_userinfo_url_length check (
        userinfo_url is null or char_length(userinfo_url) <= 2048
    ),
    constraint custom_oauth_providers_jwks_uri_length check (
        jwks_uri is null or char_length(jwks_uri) <= 2048
    ),
    constraint custom_oauth_providers_client_id_length check (
        char_length(client_id) >= 1 and char_length(client_id) <= 512
    )
);

/* auth_migration: 20260219120000 */
create index if not exists custom_oauth_providers_identifier_idx
    on {{ index .Options "Namespace" }}.custom_oauth_providers (identifier);

/* auth_migration: 20260219120000 */
create index if not exists custom_oauth_providers_provider_type_idx
    on {{ index .Options "Namespace" }}.custom_oauth_providers (provider_type);

/* auth_migration: 20260219120000 */
create index if not exists custom_oauth_providers_enabled_idx
    on {{ index .Options "Namespace" }}.custom_oauth_providers (enabled);

/* auth_migration: 20260219120000 */
create index if not exists custom_oauth_providers_created_at_idx
    on {{ index .Options "Namespace" }}.custom_oauth_providers (created_at);

-- ==== 20260302000000_add_passkeys.up.sql
-- WebAuthn credentials table stores passkey credential data
/* auth_migration: 20260302000000 */
create table if not exists {{ index .Options "Namespace" }}.webauthn_credentials (
    id uuid not null default gen_random_uuid(),
    user_id uuid not null references {{ index .Options "Namespace" }}.users (id) on delete cascade,
    credential_id bytea not null,
    public_key bytea not null,
    attestation_type text not null default '',
    aaguid uuid,
    sign_count bigint not null default 0,
    transports jsonb not null default '[]'::jsonb,
    backup_eligible boolean not null default false,
    backed_up boolean not null default false,
    friendly_name text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    last_used_at timestamptz,
    constraint webauthn_credentials_pkey primary key (id)
);

/* auth_migration: 20260302000000 */
create unique index if not exists webauthn_credentials_credential_id_key
    on {{ index .Options "Namespace" }}.webauthn_credentials (credential_id);

/* auth_migration: 20260302000000 */
create index if not exists webauthn_credentials_user_id_idx
    on {{ index .Options "Namespace" }}.webauthn_credentials (user_id);

-- WebAuthn challenges table stores temporary challenge/session data
/* auth_migration: 20260302000000 */
create table if not exists {{ index .Options "Namespace" }}.webauthn_challenges (
    id uuid not null default gen_random_uuid(),
    user_id uuid references {{ index .Options "Namespace" }}.users (id) on delete cascade,
    challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
    session_data jsonb not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint webauthn_challenges_pkey primary key (id)
);

/* auth_migration: 20260302000000 */
create index if not exists webauthn_challenges_user_id_idx
    on {{ index .Options "Namespace" }}.webauthn_challenges (user_id);

/* auth_migration: 20260302000000 */
create index if not exists webauthn_challenges_expires_at_idx
    on {{ index .Options "Namespace" }}.webauthn_challenges (expires_at);

-- ==== 20260625000000_add_custom_claims_allowlist.up.sql
-- Add custom_claims_allowlist column to custom_oauth_providers table
-- Holds a flat list of raw IdP claim keys to copy verbatim into custom_claims.
-- Empty (the default) means no custom claims are captured.
/* auth_migration: 20260625000000 */
alter table {{ index .Options "Namespace" }}.custom_oauth_providers
    add column if not exists custom_claims_allowlist text[] not null default '{}';

