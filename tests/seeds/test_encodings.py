"""Files saved as UTF-16 with a byte order mark (SQL Server Management Studio's scripts, a dump redirected by
Windows PowerShell) are read like UTF-8 ones: from disk as a stream, from bytes, and as a corpus; a broken one
is refused with a clear message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from synthesis.pipelines.spec import parse_spec_file
from synthesis.seeds import SpecError, parse_openapi, parse_sql
from synthesis.seeds.corpus import CorpusError, parse_corpus
from synthesis.seeds.specs.common import sanitize_identifier

# T-SQL as SSMS scripts it, with CRLF line ends and a name outside ASCII.
SCRIPT = (
    "SET ANSI_NULLS ON\r\nGO\r\n"
    "CREATE TABLE [dbo].[Kunde](\r\n"
    "\t[KundeID] [int] IDENTITY(1,1) NOT NULL,\r\n"
    "\t[Straße] [nvarchar](60) NOT NULL,\r\n"
    " CONSTRAINT [PK_Kunde] PRIMARY KEY CLUSTERED ([KundeID] ASC)\r\n"
    ") ON [PRIMARY]\r\nGO\r\n"
    "INSERT [dbo].[Kunde] ([KundeID], [Straße]) VALUES (1, N'Hauptstraße 5')\r\nGO\r\n"
)


def _encoded(text: str, encoding: str) -> bytes:
    return text.encode(encoding)  # "utf-16" writes the machine's order after a byte order mark


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-16-le"])
def test_a_utf16_script_is_read_from_disk_and_from_bytes(tmp_path: Path, encoding: str) -> None:
    data = _encoded(SCRIPT, encoding)
    if encoding != "utf-16":
        data = ("\ufeff").encode(encoding) + data  # the byte order mark that names the order
    path = tmp_path / "kunden.sql"
    path.write_bytes(data)
    expected = parse_sql(SCRIPT, name="kunden")
    for spec in (parse_spec_file(data=b"", filename="kunden.sql", path=path), parse_sql(data, name="kunden")):
        assert spec.model_dump() == expected.model_dump()
    [table] = expected.state_schema.tables
    assert [f.name for f in table.fields] == ["kundeid", "strasse"]  # a letter without ASCII is spelled out
    assert expected.seed_data is not None
    assert expected.seed_data.rows["kunde"][0]["strasse"] == "Hauptstraße 5"


def test_a_utf16_openapi_document_is_read() -> None:
    document = {
        "openapi": "3.0.3",
        "info": {"title": "Kunden", "version": "1"},
        "paths": {
            "/kunden/{id}": {
                "get": {
                    "operationId": "getKunde",
                    "parameters": [
                        {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
                    ],
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/json": {"schema": {"$ref": "#/components/schemas/Kunde"}}
                            },
                        }
                    },
                }
            }
        },
        "components": {
            "schemas": {
                "Kunde": {
                    "type": "object",
                    "required": ["id"],
                    "properties": {"id": {"type": "integer"}, "straße": {"type": "string"}},
                }
            }
        },
    }
    text = json.dumps(document, ensure_ascii=False)
    spec = parse_openapi(text.encode("utf-16"), name="k")
    assert spec.model_dump() == parse_openapi(text, name="k").model_dump()
    assert [f.name for f in spec.state_schema.tables[0].fields] == ["id", "strasse"]


def test_a_utf16_corpus_is_read() -> None:
    tasks = "Refill my prescription\r\nCancel the refill for order 7\r\n"
    assert parse_corpus(tasks.encode("utf-16"), filename="tasks.txt") == [
        "Refill my prescription",
        "Cancel the refill for order 7",
    ]


def test_broken_utf16_is_refused_clearly(tmp_path: Path) -> None:
    lone_surrogate = b"\x00\xd8\x41\x00"
    broken = "CREATE TABLE a (id int primary key);\n".encode("utf-16") + lone_surrogate
    path = tmp_path / "broken.sql"
    path.write_bytes(broken)
    with pytest.raises(SpecError, match="not valid UTF-16"):
        parse_spec_file(data=b"", filename="broken.sql", path=path)
    with pytest.raises(SpecError, match="not valid UTF-16"):
        parse_sql(broken, name="broken")
    with pytest.raises(CorpusError, match="not UTF-16 text"):
        parse_corpus(broken, filename="tasks.txt")


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("Straße", "Strasse"),
        ("Ærøskøbing", "Aeroskobing"),
        ("Łódź", "Lodz"),
        ("Café", "Cafe"),
        ("Þórshöfn", "Thorshofn"),
        ("Œuvre", "Oeuvre"),
    ],
)
def test_letters_outside_ascii_are_spelled_out_in_names(raw: str, name: str) -> None:
    assert sanitize_identifier(raw, what="column") == name


def test_a_latin1_file_is_refused_with_what_the_byte_likely_is(tmp_path: Path) -> None:
    # Oracle's order-entry rows are Latin-1 ('Götz'): the message says so and what to do.
    text = "CREATE TABLE a (id int primary key, n text);\nINSERT INTO a VALUES (1, 'Götz');\n"
    path = tmp_path / "oe.sql"
    path.write_bytes(text.encode("latin-1"))
    for refuse in (
        lambda: parse_sql(text.encode("latin-1"), name="oe"),
        lambda: parse_spec_file(data=b"", filename="oe.sql", path=path),
    ):
        with pytest.raises(SpecError) as error:
            refuse()
        assert "byte 0xf6 at byte offset 72" in error.value.message
        assert "'ö' in Latin-1 or Windows-1252: save the file as UTF-8" in error.value.message
        assert error.value.line == 2
