"""SQL Server and Oracle scripts as their sample databases ship them: sqlcmd's GO batches of statements
without semicolons, SQL*Plus line commands, PL/SQL blocks of INSERTs, and the literals these dialects
write."""

from __future__ import annotations

from typing import Any

import pytest

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_sql

# The shapes of Microsoft's instpubs.sql / instnwnd.sql, written here.
TSQL = """/* a banner comment */
SET NOCOUNT ON
GO
set dateformat mdy
USE master
declare @dttm varchar(55)
select  @dttm=convert(varchar,getdate(),113)
GO
if exists (select * from sysobjects where id = object_id('dbo.Orders'))
\tdrop table "dbo"."Orders"
GO
CREATE TABLE "Shelves" (
\t"ShelfID" "int" IDENTITY (1, 1) NOT NULL ,
\t"Label" nvarchar (20) NOT NULL ,
\t"Code" char (4) NULL CHECK (Code like '[A-Z][0-9][0-9][0-9]'),
\t"Picture" "image" NULL ,
\tCONSTRAINT "PK_Shelves" PRIMARY KEY  CLUSTERED
\t(
\t\t"ShelfID"
\t)
)
GO
CREATE TABLE books
(
   book_id        char(6)           NOT NULL
         CONSTRAINT UPKCL_bookind PRIMARY KEY CLUSTERED,
   title          varchar(80)       NOT NULL
         CHECK (title like 'The%'),
   shelf_id       int               NULL
         REFERENCES "Shelves"("ShelfID"),
   price          money             NULL,
   added          datetime          NOT NULL
         DEFAULT (getdate())
)
GO
 CREATE  NONCLUSTERED INDEX "BooksByTitle" ON books(title)
GO
CREATE TRIGGER books_check
ON books
FOR insert
AS
declare @price money
select @price = price from inserted
if @price < 0
begin
   raiserror ('no negative prices', 16, 1)
   ROLLBACK TRANSACTION
end
GO
insert "Shelves" values('Fiction', 'F001', 0x151C2F0002)
insert "Shelves" values('History', 'H002', NULL)
GO
INSERT books(book_id, title, shelf_id, price, added) VALUES('BK0001', 'The Go Programming Language', 1,
   $44.99, '7/4/1996')
insert books
   values('BK0002', 'The Histories', 2, $12, '09/13/94')
GO
"""


def rows_of(spec: Any, table: str) -> list[dict[str, Any]]:
    assert spec.seed_data is not None, "the script's rows were not read"
    return list(spec.seed_data.rows.get(table, []))


def test_a_sql_server_script_of_go_batches_reads_its_tables_and_rows() -> None:
    spec = parse_sql(TSQL, name="shelves")
    assert "dialect: tsql" in spec.provenance.notes
    assert [t.name for t in spec.state_schema.tables] == ["shelves", "books"]
    shelves, books = spec.state_schema.table("shelves"), spec.state_schema.table("books")
    # PRIMARY KEY CLUSTERED, in a table constraint and on a column, is the key (not a key without columns)
    assert shelves.primary_key == "shelfid" and books.primary_key == "book_id"
    assert books.field("shelf_id").foreign_key is not None
    assert books.field("added").generated  # DEFAULT (getdate()) is the current time
    # LIKE '[A-Z]...' is a character class in SQL Server, never an equality: kept as text only
    assert shelves.field("code").checks == ["len(value) <= 4"]  # its CHAR(4), nothing of the LIKE
    assert books.field("title").checks == ["value.startswith('The')", "len(value) <= 80"]
    skipped = {entry["kind"]: entry["count"] for entry in spec.provenance.skipped}
    assert skipped["trigger"] == 1 and skipped["procedural block"] == 2 and skipped["USE"] == 1
    assert skipped["client command (SQL*Plus, sqlcmd)"] == 2  # SET NOCOUNT ON, set dateformat mdy
    assert "index" not in skipped and "INDEX (other)" not in skipped  # CREATE NONCLUSTERED INDEX is read
    assert spec.seed_data is not None and spec.seed_data.rejected == {}


def test_sql_server_inserts_without_into_identity_money_binary_and_month_first_dates() -> None:
    spec = parse_sql(TSQL, name="shelves")
    # the IDENTITY column left out of VALUES is numbered as SQL Server numbers it; 0x... pictures are NULL
    assert rows_of(spec, "shelves") == [
        {"shelfid": 1, "label": "Fiction", "code": "F001", "picture": None},
        {"shelfid": 2, "label": "History", "code": "H002", "picture": None},
    ]
    books = {row["book_id"]: row for row in rows_of(spec, "books")}
    assert books["BK0001"]["price"] == 44.99 and books["BK0002"]["price"] == 12
    assert books["BK0001"]["added"] == "1996-07-04T00:00:00"
    assert books["BK0002"]["added"] == "1994-09-13T00:00:00"  # a two-digit year as SQL Server reads it
    assert books["BK0001"]["title"] == "The Go Programming Language"


def test_a_go_line_inside_a_string_does_not_end_the_batch() -> None:
    script = "CREATE TABLE notes (id int PRIMARY KEY, body varchar(200))\nGO\n"
    script += "insert notes values(1, 'first line\nGO\nlast line')\ninsert notes values(2, 'b')\nGO\n"
    spec = parse_sql(script, name="notes")
    assert [row["body"] for row in rows_of(spec, "notes")] == ["first line\nGO\nlast line", "b"]


# The shapes of Oracle's db-sample-schemas (human_resources/hr_create.sql and hr_populate.sql), written here.
ORACLE = """rem
rem  a SQL*Plus banner
rem
SET FEEDBACK 1
SET ECHO OFF
Prompt ******  Creating REGIONS table ....
CREATE TABLE regions
    ( region_id      NUMBER
       CONSTRAINT  region_id_nn NOT NULL
    , region_name    VARCHAR2(25)
    ) ORGANIZATION INDEX;
ALTER TABLE regions
ADD ( CONSTRAINT reg_id_pk
       \t\t PRIMARY KEY (region_id)
    ) ;
CREATE TABLE staff
    ( staff_id       NUMBER(6)
    , last_name      VARCHAR2(25) CONSTRAINT staff_last_name_nn NOT NULL
    , hired          DATE
    , commission_pct NUMBER(2,2)
    , region_id      NUMBER
    ) ;
ALTER TABLE staff
ADD ( CONSTRAINT staff_id_pk PRIMARY KEY (staff_id)
    , CONSTRAINT staff_region_fk FOREIGN KEY (region_id) REFERENCES regions (region_id)
    ) ;
CREATE SEQUENCE staff_seq
 START WITH     207
 NOCACHE
 NOCYCLE;
SET VERIFY OFF
ALTER SESSION SET NLS_LANGUAGE=American;
BEGIN
  INSERT INTO regions VALUES
      ( 10
      , 'Europe'
      );
  INSERT INTO regions VALUES ( 20, 'Americas' );
END;
/
BEGIN
  INSERT INTO staff VALUES
      ( 100
      , 'King'
      , TO_DATE('17-06-2013', 'dd-MM-yyyy')
      , .25
      , 10
      );
  INSERT INTO staff VALUES (101, 'Kochhar', TO_DATE('2015/09/21 08:30', 'yyyy/mm/dd hh24:mi'), NULL, 20);
END;
/
COMMIT;
"""


def test_an_oracle_sqlplus_script_reads_its_tables_keys_and_pl_sql_blocks_of_rows() -> None:
    spec = parse_sql(ORACLE, name="hr")
    assert "dialect: oracle" in spec.provenance.notes
    assert [t.name for t in spec.state_schema.tables] == ["regions", "staff"]
    staff = spec.state_schema.table("staff")
    assert spec.state_schema.table("regions").primary_key == "region_id"  # from ALTER TABLE ... ADD ( ... )
    assert staff.primary_key == "staff_id" and staff.field("region_id").foreign_key is not None
    assert staff.field("last_name").required
    skipped = {entry["kind"]: entry["count"] for entry in spec.provenance.skipped}
    assert skipped["client command (SQL*Plus, sqlcmd)"] == 9  # 3 rem, 3 SET, Prompt, two lone /
    assert skipped["sequence"] == 1
    # every INSERT of the BEGIN ... END blocks, the first included
    assert [row["region_id"] for row in rows_of(spec, "regions")] == [10, 20]
    assert rows_of(spec, "staff") == [
        {
            "staff_id": 100,
            "last_name": "King",
            "hired": "2013-06-17",
            "commission_pct": 0.25,
            "region_id": 10,
        },
        {
            "staff_id": 101,
            "last_name": "Kochhar",
            "hired": "2015-09-21",
            "commission_pct": None,
            "region_id": 20,
        },
    ]
    assert spec.seed_data is not None and spec.seed_data.rejected == {}


def test_a_to_date_with_a_format_this_reader_does_not_know_rejects_its_row_with_the_reason() -> None:
    script = ORACLE.replace("TO_DATE('17-06-2013', 'dd-MM-yyyy')", "TO_DATE('17-JUN-13', 'DD-MON-RR FXX')")
    spec = parse_sql(script, name="hr")
    assert [row["staff_id"] for row in rows_of(spec, "staff")] == [101]
    assert spec.seed_data is not None
    [(reason, examples)] = spec.seed_data.rejected.items()
    assert reason == "a value that is not a literal (expressions are not evaluated)"
    assert "TO_DATE('17-JUN-13', 'DD-MON-RR FXX')" in examples[0]


def test_semicolon_terminated_set_statements_are_still_set_not_client_commands() -> None:
    spec = parse_sql(
        "SET statement_timeout = 0;\nSET client_encoding = 'UTF8';\nCREATE TABLE t (id int);", name="t"
    )
    skipped = {entry["kind"]: entry["count"] for entry in spec.provenance.skipped}
    assert skipped == {"SET": 2}


def test_an_unknown_dialect_is_refused_naming_the_ones_there_are() -> None:
    with pytest.raises(SpecError, match=r"unknown SQL dialect 'db2'.*tsql, oracle"):
        parse_sql("CREATE TABLE t (id int);", name="t", dialect="db2")


# As SQL Server Management Studio's "Generate Scripts" writes a database, written here.
SSMS = """USE [Shop]
GO
/****** Object:  Table [dbo].[Customers]    Script Date: 1/2/2024 ******/
SET ANSI_NULLS ON
GO
CREATE TABLE [dbo].[Customers](
\t[CustomerID] [int] IDENTITY(1,1) NOT NULL,
\t[Name] [nvarchar](max) NULL,
\t[Created] [datetime2](7) NOT NULL,
 CONSTRAINT [PK_Customers] PRIMARY KEY CLUSTERED
(
\t[CustomerID] ASC
)WITH (PAD_INDEX = OFF, IGNORE_DUP_KEY = OFF, ALLOW_PAGE_LOCKS = ON) ON [PRIMARY]
) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]
GO
CREATE TABLE [dbo].[Orders](
\t[OrderID] [int] IDENTITY(1,1) NOT NULL,
\t[CustomerID] [int] NOT NULL,
\t[Total] [decimal](18, 2) NOT NULL,
 CONSTRAINT [PK_Orders] PRIMARY KEY CLUSTERED ([OrderID] ASC) WITH (PAD_INDEX = OFF) ON [PRIMARY]
) ON [PRIMARY]
GO
ALTER TABLE [dbo].[Orders]  WITH CHECK ADD  CONSTRAINT [FK_Orders_Customers] FOREIGN KEY([CustomerID])
REFERENCES [dbo].[Customers] ([CustomerID])
GO
SET IDENTITY_INSERT [dbo].[Customers] ON
GO
INSERT [dbo].[Customers] ([CustomerID], [Name], [Created])
 VALUES (1, N'Ada', CAST(N'2024-01-02T10:00:00.0000000' AS DateTime2))
INSERT [dbo].[Orders] ([OrderID], [CustomerID], [Total]) VALUES (7, 1, CAST(12.50 AS Decimal(18, 2)))
GO
"""


def test_an_ssms_generated_script_reads_with_its_filegroups_and_cast_values() -> None:
    spec = parse_sql(SSMS, name="shop")
    assert [t.name for t in spec.state_schema.tables] == ["customers", "orders"]
    assert spec.state_schema.table("customers").primary_key == "customerid"
    assert spec.state_schema.table("orders").field("customerid").foreign_key is not None
    assert rows_of(spec, "customers") == [{"customerid": 1, "name": "Ada", "created": "2024-01-02T10:00:00"}]
    assert rows_of(spec, "orders") == [{"orderid": 7, "customerid": 1, "total": 12.5}]


def test_a_bit_or_tinyint_boolean_of_any_integer_is_true_unless_zero() -> None:
    # pubs stores contract = 3 in a bit column (SQL Server keeps 1): the row is real, not refused.
    script = """
    CREATE TABLE authors (au_id varchar(11) PRIMARY KEY, contract bit NOT NULL);
    INSERT INTO authors VALUES ('172-32-1176', 3), ('213-46-8915', 0), ('238-95-7766', 1),
        ('267-41-2394', 'maybe');
    """
    spec = parse_sql(script, name="pubs")
    assert [(row["au_id"], row["contract"]) for row in rows_of(spec, "authors")] == [
        ("172-32-1176", True),
        ("213-46-8915", False),
        ("238-95-7766", True),
    ]
    assert spec.seed_data is not None
    assert spec.seed_data.rejected == {
        "authors: contract: … is not a boolean": ["line 4: contract: 'maybe' is not a boolean"]
    }


def test_defaults_set_by_alter_statements_are_kept() -> None:
    # SSMS writes every column default as ALTER TABLE ... ADD CONSTRAINT ... DEFAULT (...) FOR [col];
    # pg_dump and hand-written scripts use ALTER COLUMN ... SET DEFAULT. A default makes a create's
    # parameter optional.
    tsql = """CREATE TABLE [dbo].[Orders]([OrderID] [int] IDENTITY(1,1) NOT NULL, [Freight] [money] NOT NULL,
    [Status] [nvarchar](20) NOT NULL, [PlacedAt] [datetime] NOT NULL,
    CONSTRAINT [PK_Orders] PRIMARY KEY CLUSTERED ([OrderID] ASC))
GO
ALTER TABLE [dbo].[Orders] ADD  CONSTRAINT [DF_Orders_Freight]  DEFAULT ((0)) FOR [Freight]
GO
ALTER TABLE [dbo].[Orders] ADD  DEFAULT (N'open') FOR [Status]
GO
ALTER TABLE [dbo].[Orders] ADD  CONSTRAINT [DF_Orders_PlacedAt]  DEFAULT (getdate()) FOR [PlacedAt]
GO
"""
    orders = parse_sql(tsql, name="shop").state_schema.table("orders")
    assert orders.field("freight").default == 0
    assert orders.field("status").default == "open"
    assert orders.field("placedat").generated  # the current time
    create = parse_sql(tsql, name="shop").tool("create_order")
    required = {p.name: p.required for p in create.parameters}
    assert required == {"freight": False, "status": False, "placedat": False}
    postgres = """CREATE TABLE tickets (id integer PRIMARY KEY, status text NOT NULL,
    opened timestamp NOT NULL);
ALTER TABLE ONLY public.tickets ALTER COLUMN status SET DEFAULT 'new'::text;
ALTER TABLE ONLY public.tickets ALTER COLUMN opened SET DEFAULT now();
ALTER TABLE ONLY public.tickets ALTER COLUMN id SET DEFAULT nextval('public.tickets_id_seq'::regclass);
"""
    spec = parse_sql(postgres, name="desk")
    tickets = spec.state_schema.table("tickets")
    assert tickets.field("status").default == "new" and tickets.field("opened").generated
    skipped = [entry["kind"] for entry in spec.provenance.skipped]
    assert skipped == ["ALTER TABLE (other)"]  # the sequence: the integer key is made anyway


def test_a_default_for_a_column_the_table_lacks_is_refused_with_its_line() -> None:
    tsql = "CREATE TABLE [T] ([id] int PRIMARY KEY)\nGO\nALTER TABLE [T] ADD DEFAULT ((1)) FOR [nope]\nGO\n"
    with pytest.raises(SpecError, match=r"unknown column T\.nope") as caught:
        parse_sql(tsql, name="t")
    assert caught.value.line == 3


def test_an_oracle_constraint_enabled_without_validating_old_rows_is_kept() -> None:
    # Oracle's order-entry sample: ALTER TABLE ... ADD (CONSTRAINT ... REFERENCES ... ENABLE NOVALIDATE).
    spec = parse_sql(
        "CREATE TABLE w (id NUMBER(6) PRIMARY KEY, name VARCHAR2(20));\n"
        "CREATE TABLE inv (id NUMBER(6) PRIMARY KEY, w_id NUMBER(6), qty NUMBER(6), o_id NUMBER(6));\n"
        "ALTER TABLE inv ADD ( CONSTRAINT inv_w_fk FOREIGN KEY (w_id)\n"
        "  REFERENCES w (id) ENABLE NOVALIDATE );\n"
        "ALTER TABLE inv ADD ( CONSTRAINT inv_q CHECK (qty >= 0) ENABLE );\n"
        "ALTER TABLE inv ADD ( CONSTRAINT inv_o_fk FOREIGN KEY (o_id)\n"
        "  REFERENCES w (id) DISABLE NOVALIDATE );\n",
        name="oe",
    )
    table = spec.state_schema.table("inv")
    assert table.field("w_id").foreign_key is not None and table.field("w_id").foreign_key.table == "w"
    assert table.field("qty").checks == ["value >= 0"]
    assert table.field("o_id").foreign_key is None  # a disabled constraint holds nothing


def test_oracle_row_movement_and_segment_creation_are_storage_options() -> None:
    # (Spring Batch's Oracle schema ends each table with SEGMENT CREATION IMMEDIATE.)
    options_seen = (
        "ENABLE ROW MOVEMENT",
        "TABLESPACE users DISABLE ROW MOVEMENT",
        "SEGMENT CREATION IMMEDIATE",
    )
    for options in (*options_seen, "SEGMENT CREATION DEFERRED"):
        spec = parse_sql(f"CREATE TABLE t (id NUMBER(6) PRIMARY KEY, name VARCHAR2(20)) {options};", name="o")
        assert [f.name for f in spec.state_schema.tables[0].fields] == ["id", "name"]


def test_an_oracle_trigger_or_procedure_declaring_before_its_begin_gives_no_rows() -> None:
    # Oracle's order-entry sample: a trigger's DECLARE section, a procedure's declarations after AS; the
    # INSERTs in their bodies are code, not the script's rows.
    spec = parse_sql(
        "CREATE TABLE inv (id NUMBER(6) PRIMARY KEY, qty NUMBER(8));\n"
        "CREATE TABLE log_t (id NUMBER(6) PRIMARY KEY, msg VARCHAR2(100));\n"
        "CREATE OR REPLACE TRIGGER trg BEFORE INSERT ON inv FOR EACH ROW\n"
        "  DECLARE n number;\n"
        "  BEGIN INSERT INTO log_t VALUES (99, 'from trigger'); :new.qty := 0; END;\n"
        "/\n"
        "CREATE OR REPLACE PROCEDURE p AS\n  v NUMBER;\n"
        "BEGIN\n  INSERT INTO log_t VALUES (43, 'x');\nEND;\n/\n"
        "INSERT INTO log_t VALUES (1, 'real');\n",
        name="oe",
    )
    assert spec.seed_data is not None and spec.seed_data.rows == {"log_t": [{"id": 1, "msg": "real"}]}
    kinds = {s["kind"]: s["count"] for s in spec.provenance.skipped}
    assert (kinds["trigger"], kinds["procedure"]) == (1, 1)


def test_sql_plus_hyphen_continuations_are_joined() -> None:
    # Oracle's oe_p_pi.sql writes its rows this way: a hyphen at a line's end continues it.
    spec = parse_sql(
        "CREATE TABLE w (id NUMBER(6) PRIMARY KEY, name VARCHAR2(35), note VARCHAR2(35));\n"
        "INSERT INTO w VALUES (1726-\n, 'LCD Monitor 11/PM'-\n, 'a - b');\n"
        "-- a comment ending in a hyphen -\n"
        "INSERT INTO w VALUES (2, 'two', NULL);\n",
        name="oe",
    )
    assert spec.seed_data is not None
    assert spec.seed_data.rows["w"] == [
        {"id": 1726, "name": "LCD Monitor 11/PM", "note": "a - b"},
        {"id": 2, "name": "two", "note": None},
    ]


def test_a_reference_to_another_schemas_table_is_left_out_with_a_note() -> None:
    # Oracle's order-entry schema refers to hr.employees (a synonym names it); an unqualified unknown table
    # is still refused (test_spec_errors): likely a typo.
    spec = parse_sql(
        "CREATE TABLE customers (id NUMBER(6) PRIMARY KEY, account_mgr_id NUMBER(6));\n"
        "ALTER TABLE customers ADD ( CONSTRAINT c_mgr_fk FOREIGN KEY (account_mgr_id)\n"
        "  REFERENCES hr.employees(employee_id) ENABLE NOVALIDATE );\n"
        "CREATE SYNONYM employees FOR hr.employees;\n",
        name="oe",
    )
    assert spec.state_schema.table("customers").field("account_mgr_id").foreign_key is None
    assert (
        "customers.account_mgr_id: references hr.employees, a table of another schema the file does not "
        "create: not a foreign key here"
    ) in spec.provenance.notes
