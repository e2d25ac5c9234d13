-- ==== 001_initialize_schema.sql
-- +goose Up
CREATE TABLE tuple (
		store TEXT NOT NULL,
		object_type TEXT NOT NULL,
		object_id TEXT NOT NULL,
		relation TEXT NOT NULL,
		_user TEXT NOT NULL,
		user_type TEXT NOT NULL,
		ulid TEXT NOT NULL,
		inserted_at TIMESTAMPTZ NOT NULL,
		PRIMARY KEY (store, object_type, object_id, relation, _user)
);

CREATE INDEX idx_tuple_partial_user ON tuple (store, object_type, object_id, relation, _user) WHERE user_type = 'user';
CREATE INDEX idx_tuple_partial_userset ON tuple (store, object_type, object_id, relation, _user) WHERE user_type = 'userset';
CREATE UNIQUE INDEX idx_tuple_ulid ON tuple (ulid);

CREATE TABLE authorization_model (
	store TEXT NOT NULL,
	authorization_model_id TEXT NOT NULL,
	type TEXT NOT NULL,
	type_definition BYTEA,
	PRIMARY KEY (store, authorization_model_id, type)
);

CREATE TABLE store (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	created_at TIMESTAMPTZ NOT NULL,
	updated_at TIMESTAMPTZ,
	deleted_at TIMESTAMPTZ
);

CREATE TABLE assertion (
	store TEXT NOT NULL,
	authorization_model_id TEXT NOT NULL,
	assertions BYTEA,
	PRIMARY KEY (store, authorization_model_id)
);

CREATE TABLE changelog (
	store TEXT NOT NULL,
	object_type TEXT NOT NULL,
	object_id TEXT NOT NULL,
	relation TEXT NOT NULL,
	_user TEXT NOT NULL,
	operation INTEGER NOT NULL,
	ulid TEXT NOT NULL,
	inserted_at TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (store, ulid, object_type)
);

-- +goose Down
DROP TABLE tuple;
DROP TABLE authorization_model;
DROP TABLE store;
DROP TABLE assertion;
DROP TABLE changelog;

-- ==== 002_add_authorization_model_version.sql
-- +goose Up
ALTER TABLE authorization_model ADD COLUMN schema_version TEXT NOT NULL DEFAULT '1.0';

-- +goose Down
ALTER TABLE authorization_model DROP COLUMN schema_version;

-- ==== 003_add_reverse_lookup_index.sql
-- +goose Up
CREATE INDEX idx_reverse_lookup_user on tuple (store, object_type, relation, _user);

-- +goose Down
DROP INDEX IF EXISTS idx_reverse_lookup_user ;
-- ==== 004_add_authorization_model_serialized_protobuf.sql
-- +goose Up
ALTER TABLE authorization_model ADD COLUMN serialized_protobuf BYTEA;

-- +goose Down
ALTER TABLE authorization_model DROP COLUMN serialized_protobuf;

-- ==== 005_add_conditions_to_tuples.sql
-- +goose Up
ALTER TABLE tuple ADD COLUMN condition_name TEXT, ADD COLUMN condition_context BYTEA;
ALTER TABLE changelog ADD COLUMN condition_name TEXT, ADD COLUMN condition_context BYTEA;

-- +goose Down
ALTER TABLE tuple DROP COLUMN condition_name, DROP COLUMN condition_context;
ALTER TABLE changelog DROP COLUMN condition_name, DROP COLUMN condition_context;

-- ==== 006_add_collate_index.sql
-- +goose NO TRANSACTION
-- +goose Up
CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_user_lookup on tuple (
    store,
    _user,
    relation,
    object_type,
    object_id collate "C"
);

DROP INDEX CONCURRENTLY IF EXISTS idx_reverse_lookup_user;

-- +goose Down
DROP INDEX CONCURRENTLY IF EXISTS idx_user_lookup;

CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_reverse_lookup_user on tuple (store, object_type, relation, _user);

