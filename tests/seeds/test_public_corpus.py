"""The public schema corpus (tests/data/specs/public, sources and licenses in its README): every schema there
becomes an admitted environment with at least 5 proven scenarios, offline, through the in-process runner."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from synthesis.jobs.context import SeedInput
from synthesis.sandbox.runtime import EnvRuntime
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_openapi, parse_sql
from tests.pipelines.helpers import configure_llm, run_kind

CORPUS = Path(__file__).resolve().parents[1] / "data" / "specs" / "public"

# file -> job options; small APIs (a handful of operations) need single-write chains to have 5 distinct ones
ADMITTED: dict[str, dict[str, Any]] = {
    "chinook.postgres.sql": {},
    "chinook.mysql.sql": {},
    "chinook.sqlite.sql": {},
    "northwind.postgres.sql": {},
    "sakila.postgres.sql": {},
    "pagila.pg_dump.sql": {},
    "sakila.mysql.sql": {},
    "helpdesk.django-sqlmigrate.sql": {},
    "petstore-v3.openapi.yaml": {},
    "link-example.openapi.yaml": {"chain_length": "1-3"},
    "petstore-v31.openapi.yaml": {},
    "petstore-v2.swagger.yaml": {},
    "petstore-fake-endpoints.swagger.json": {},
    "mywind.mariadb-dump.sql": {},
    # 85 tables and three stored procedures: the slowest member (minutes), the second dump with routines.
    "ranger.mariadb-dump.sql": {},
    "task-tracker.swagger.yml": {},
    "go-swagger-petstore.swagger.json": {},
    "museum.openapi.yaml": {},
    # sqlcmd batches (GO) of statements without semicolons, money and month/day/year literals, an IDENTITY
    # column left out of positional VALUES, LIKE '[0-9]...' checks.
    "pubs.tsql.sql": {},
    # a SQL*Plus script (REM, Prompt, SET lines), identity columns, no rows.
    "customer-orders.oracle.sql": {},
    # rows in PL/SQL blocks; job histories of several years (the seed's own: time_order keeps them).
    "hr.oracle.sql": {},
    # a pet whose friend is a pet (a recursive schema), discriminated subtypes.
    "redoc-demo.openapi.yaml": {},
    "cafe.openapi.yaml": {},
    # bodies wrapped under one key; creates leave out what the server makes (a slug, a token, timestamps).
    "realworld.openapi.yml": {},
    # Spring's RFC 9457 ProblemDetail (an error, not an entity), OwnerFields/Owner pairs joined by allOf.
    "petclinic.openapi.yml": {},
    # 68 tables in five schemas, CHECKs between fields (ProductAssemblyID <> ComponentID, DueDate >= OrderDate
    # with OrderDate DEFAULT now(), EndDate > StartDate), \copy data lines, views, COMMENT ON.
    "adventureworks.postgres.sql": {},
    # Box's 2025 API (OpenAPI 3.0.2, 37 operations): list envelopes with entries, --Base/--Full variants.
    "box-v2025.openapi.json": {},
    # Found by probing public schemas (each refused or left without scenarios before): a one-row table and
    # virtual tables (Temporal), a unique DATE (AdventureWorksDW), NULL for numbered keys (Northwind/SQLite).
    "temporal.postgres.sql": {},
    "temporal.sqlite.sql": {},
    "adventureworksdw.tsql.sql": {},
    "northwind.sqlite.sql": {},
    "memos.postgres.sql": {},
    # SQL*Plus: hr.* references, ENABLE NOVALIDATE keys, a trigger's DECLARE, hyphen-continued rows.
    "order-entry.oracle.sql": {},
    # Migration histories and app dumps (a second probe): Prisma's renames, drops and growing enums (Umami),
    # a cascade held by a restricting grandchild (Pterodactyl), auth.users (Supabase), several start/end
    # pairs in a row (DolphinScheduler), schema-qualified functions in indexes (Danbooru), Derby (Quartz).
    "umami.prisma-migrations.sql": {},
    "pterodactyl.laravel-mysql-schema.sql": {},
    "nextjs-subscription-payments.supabase.sql": {},
    "dolphinscheduler.h2.sql": {},
    "danbooru.structure.sql": {},
    "quartz.derby.sql": {},
    # Generated documents: pydantic v2's anyOf [X, null] (FastAPI), a creating getToken (Scalar), go-swagger
    # (Gotify), Id keys, 64-character ids and an integer weight (Docker).
    "fastapi-template.openapi.json": {},
    "scalar-galaxy.openapi.json": {},
    "gotify.swagger.json": {},
    "docker-engine-cut.swagger.yaml": {},
    # ReadMe's examples (a third probe): Pet.id readOnly yet PUT /pet's key; ReadMe's own API (46 schemas).
    "readme-petstore.openapi.json": {},
    "readme-api.openapi.json": {},
    # sqlc's examples: a timestamp defaulting to the string 'NOW()'; a migration history renaming a table.
    "sqlc-booktest.postgres.sql": {},
    "sqlc-ondeck.migrations.sql": {},
    # jOOQ's Sakila ports: SQL Server (its DEFAULT ... FOR once lost to a PostgreSQL reading), SQLite with
    # Firebird's BLOB SUB_TYPE, YugabyteDB (PARTITION OF without columns; read as SQLite: 1 of 15 tables) and
    # DB2; a CHECK that film features name one of four words.
    "sakila.jooq-sqlserver.sql": {},
    "sakila.jooq-sqlite.sql": {},
    "sakila.jooq-yugabytedb.sql": {},
    "sakila.jooq-db2.sql": {},
    # Oracle's sales history: partitioned tables (PARTITION BY RANGE ... COMPRESS), a calendar keyed by its
    # DATE, '' for NULL in its product rows.
    "sales-history.oracle.sql": {},
    # Authelia's migrations in three dialects (a fourth probe): tables dropped and created again, SQLite's
    # rebuilds (create a copy, fill it, drop the table, rename the copy), PostgreSQL's DROP/SET NOT NULL,
    # MySQL's MODIFY (a BLOB left nullable), DROP CONSTRAINT ... ADD CONSTRAINT of a foreign key.
    "authelia.migrations-postgres.sql": {},
    "authelia.migrations-mysql.sql": {},
    "authelia.migrations-sqlite.sql": {},
    # Ory Kratos's migrations: a dialect's own file in place of the shared one, 694 for SQLite (rebuilds).
    "kratos.migrations-postgres.sql": {},
    "kratos.migrations-mysql.sql": {},
    "kratos.migrations-sqlite3.sql": {},
    # Twilio's generated documents: {Sid}.json paths, dotted schema names, 34-character sids, updates by POST
    # on an item path, deletes answered by 204, parents' path parameters (AccountSid, ServiceSid).
    "twilio-proxy-v1.openapi.json": {},
    "twilio-chat-v2.openapi.json": {},
    # Harbor's 39 PostgreSQL migrations (golang-migrate's schema_migrations altered, unique constraints
    # dropped by name, a one-letter scope beside a long namesake) and its Swagger 2.0 API (131 schemas).
    "harbor.migrations-postgres.sql": {},
    "harbor.swagger.yaml": {},
    # Memos' gRPC gateway document: custom methods after a colon, google.rpc.Status as every default answer.
    "memos.openapi.yaml": {},
    # Ory Kratos's API (399 kB, self-service flows) and Supabase Auth's hand-written document.
    "kratos.openapi.json": {},
    "supabase-auth.openapi.yaml": {},
    # OpenFGA's goose migrations (up and down sections in each file) and Supabase Auth's Go-templated ones.
    "openfga.goose-postgres.sql": {},
    "supabase-auth.migrations-postgres.sql": {},
    # Vercel's AI chatbot: drizzle-kit migrations, every foreign key in a DO block.
    "ai-chatbot.drizzle-postgres.sql": {},
    # Spring Batch's Oracle schema: SEGMENT CREATION IMMEDIATE after each table.
    "spring-batch.oracle.sql": {},
    # Grocy's API (a schema $ref that points at nothing, a stock entry's "open" flag), Traccar's (a query
    # parameter named as a path parameter) and Supabase Storage's migrations (statement-level triggers that
    # name their transition tables: every statement after the first was lost).
    "grocy.openapi.json": {},
    "traccar.openapi.yaml": {},
    "supabase-storage.migrations-postgres.sql": {},
    # Overseerr's API: a create that may leave the user's email out beside logins that must give one.
    "overseerr.openapi.yml": {},
}
# Parsed into environments, but with too few write operations for 5 distinct scenarios.
PARSED_ONLY = [
    "petstore-expanded.openapi.json",
    "petstore-expanded.swagger.yaml",
    "petstore.swagger.json",
    "uber.swagger.json",
    "composed-auth.swagger.yml",
    "go-swagger-cli.swagger.yml",
    "openfga.swagger.json",
    "spotify-fixed.openapi.yml",
]


@pytest.fixture(autouse=True)
def offline() -> None:
    configure_llm(None)


def run_corpus_file(name: str, options: dict[str, Any]) -> Any:
    seed = SeedInput(kind="spec", name=name, filename=name, file_path=CORPUS / name)
    return run_kind(kind="spec", seed=seed, options={"scenarios": 6, **options})


def test_the_corpus_readme_names_every_file() -> None:
    readme = (CORPUS / "README.md").read_text(encoding="utf-8")
    files = sorted(p.name for p in CORPUS.iterdir() if p.name != "README.md")
    assert len(files) >= 12
    assert [name for name in files if f"`{name}`" not in readme] == []


@pytest.mark.parametrize("name", sorted(ADMITTED))
def test_each_public_schema_is_admitted_with_five_proven_scenarios(name: str) -> None:
    ctx = run_corpus_file(name, ADMITTED[name])
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    proven = [s for s in ctx.scenarios.values() if s["proof_passed"]]
    assert len(proven) >= 5, [s.get("reason") for s in ctx.scenarios.values()]


@pytest.mark.parametrize("name", PARSED_ONLY)
def test_small_public_apis_parse_into_environments(name: str) -> None:
    spec = parse_openapi((CORPUS / name).read_bytes(), name=name.split(".")[0])
    assert spec.tools and spec.state_schema.tables
    assert spec.code


def test_a_flyway_migration_history_parses_with_its_renames_and_drops() -> None:
    # DSpace's 67 migrations rename epersongroup2eperson.eperson_group_id, add a UUID column under the old
    # name that references the group's new uuid key, then drop the renamed one.
    spec = parse_sql(CORPUS / "dspace.flyway-postgres.sql", name="dspace")
    assert len(spec.state_schema.tables) == 60 and spec.code  # 72 created, 12 dropped
    member = spec.state_schema.table("epersongroup2eperson")
    key = member.field("eperson_group_id").foreign_key
    assert key is not None and key.table == "epersongroup"
    assert "eperson_group_legacy_id" not in {f.name for f in member.fields}


@pytest.mark.parametrize(
    ("project", "sqlite", "tables", "one"),
    [("authelia", "sqlite", 25, "totp_history"), ("kratos", "sqlite3", 26, "identity_login_codes")],
)
def test_three_dialects_of_one_migration_history_read_as_the_same_tables(
    project: str, sqlite: str, tables: int, one: str
) -> None:
    # The same tables and columns whichever dialect's history is read (once refused: a table dropped and
    # created again was "defined twice"); SQLite's rebuilds may order the columns otherwise.
    read = {
        dialect: {
            t.name: sorted(f.name for f in t.fields)
            for t in parse_sql(CORPUS / f"{project}.migrations-{dialect}.sql", name="a").state_schema.tables
        }
        for dialect in ("postgres", "mysql", sqlite)
    }
    assert len(read["postgres"]) == tables and one in read["postgres"]
    assert read["postgres"] == read["mysql"] == read[sqlite]


def test_a_webhooks_only_document_is_refused_clearly() -> None:
    with pytest.raises(SpecError, match="no paths") as caught:
        parse_openapi((CORPUS / "webhook-example.openapi.yaml").read_bytes(), name="webhooks")
    assert caught.value.path == "paths"


def test_a_read_only_search_api_is_refused_naming_the_envelope_it_passed_over() -> None:
    with pytest.raises(SpecError, match="no component schema looks like an entity") as caught:
        parse_openapi((CORPUS / "uspto.openapi.yaml").read_bytes(), name="uspto")
    assert caught.value.path == "components.schemas"
    assert "dataSetList (named like a request, response, list or error envelope)" in caught.value.message


def test_an_api_without_component_schemas_is_refused_clearly() -> None:
    with pytest.raises(SpecError, match="no component schemas, so there is no state") as caught:
        parse_openapi((CORPUS / "api-with-examples.openapi.yaml").read_bytes(), name="versions")
    assert caught.value.path == "components.schemas"


def test_oracles_hr_sample_schema_parses_with_every_row_of_its_pl_sql_blocks() -> None:
    # What its PL/SQL blocks hold, row by row (it is also admitted: its job histories span years, which the
    # time_order rule accepts because they are the seed's own rows).
    spec = parse_sql(CORPUS / "hr.oracle.sql", name="hr")
    assert "dialect: oracle" in spec.provenance.notes
    assert [t.name for t in spec.state_schema.tables] == [
        "regions", "countries", "locations", "departments", "jobs", "employees", "job_history"
    ]  # fmt: skip
    assert spec.state_schema.table("departments").field("location_id").foreign_key is not None
    assert spec.seed_data is not None and spec.seed_data.rejected == {}
    counts = {table: len(rows) for table, rows in spec.seed_data.rows.items()}
    assert counts == {
        "regions": 5, "countries": 25, "locations": 23, "departments": 27, "jobs": 19, "employees": 107,
        "job_history": 10,
    }  # fmt: skip
    king = next(row for row in spec.seed_data.rows["employees"] if row["employee_id"] == 100)
    assert king["hire_date"] == "2013-06-17"  # TO_DATE('17-06-2013', 'dd-MM-yyyy')


def test_a_chinook_dump_gives_scenarios_made_of_its_own_tracks() -> None:
    dump = (CORPUS / "chinook.postgres.sql").read_text(encoding="utf-8")
    ctx = run_corpus_file("chinook.postgres.sql", {"scenarios": 4})
    [environment] = ctx.environments.values()
    real_tracks = {row["name"] for row in environment["ir"]["seed_data"]["rows"]["track"]}
    assert "For Those About To Rock (We Salute You)" in real_tracks
    proven = [s["ir"] for s in ctx.scenarios.values() if s["proof_passed"]]
    assert proven
    for scenario in proven:
        tracks = scenario["initial_state"]["track"]
        assert tracks and all(track["name"] in real_tracks for track in tracks)
        assert all(track["name"].replace("'", "''") in dump for track in tracks)  # as the dump quotes it
        # foreign-key closed: every album a track names is in the state too
        albums = {album["album_id"] for album in scenario["initial_state"]["album"]}
        assert all(track["album_id"] in albums for track in tracks if track["album_id"] is not None)


def test_a_large_mariadb_dump_with_procedures_parses_and_lists_them() -> None:
    # Apache Ranger's schema dumped by mariadb-dump --routines: parsed, not run through the pipeline (its 85
    # tables take minutes to verify; see the corpus README).
    spec = parse_sql(CORPUS / "ranger.mariadb-dump.sql", name="ranger")
    kinds = {group["kind"]: group["count"] for group in spec.provenance.skipped}
    assert kinds["procedure"] == 3 and kinds["DELIMITER block"] == 3
    assert len(spec.state_schema.tables) == 85
    assert spec.seed_data is not None and len(spec.seed_data.rows["x_modules_master"]) == 8


def test_a_genuine_sqlite_dump_parses_with_its_rows() -> None:
    # The same database as chinook.sqlite.sql (admitted above), as `sqlite3 .dump` writes it: only the
    # reading differs, so it is checked here rather than run through the pipeline a second time.
    spec = parse_sql(CORPUS / "chinook.sqlite-dump.sql", name="chinook")
    kinds = {group["kind"]: group["count"] for group in spec.provenance.skipped}
    assert kinds == {"PRAGMA": 1, "transaction": 2}
    assert spec.state_schema.table("playlisttrack").unique_together == [["playlistid", "trackid"]]
    assert spec.seed_data is not None and len(spec.seed_data.rows["track"]) == 60


def test_a_number_typed_key_is_numbered_by_a_create() -> None:
    # ReadMe's request examples: user.id is {"type": "number"}; a create drew a text id ("user_62d8...") that
    # its own type check then refused, and the environment failed its procedural tests.
    spec = parse_openapi((CORPUS / "readme-request-examples.openapi.json").read_bytes(), name="examples")
    assert spec.state_schema.table("user").field("id").type.value == "number"
    state = {table.name: [] for table in spec.state_schema.tables}
    state["user"] = [{"id": 2.5, "email": "a@example.com", "name": "A"}]
    runtime = EnvRuntime(
        code=spec.code,
        class_name=spec.class_name,
        tools=[tool.name for tool in spec.tools],
        primary_keys={table.name: table.primary_key for table in spec.state_schema.tables},
        state=state,
    )
    outcome = runtime.call("post_request_body", {"email": "b@example.com", "name": "B"})
    assert outcome["result"]["success"] is True, outcome["result"]
    assert [row["id"] for row in runtime.state["user"]] == [2.5, 3]
