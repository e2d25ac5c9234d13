"""A toy seed kind, "csv": a CSV of rows -> one table with its rows -> an environment, as one file.

It exists to show that a seed kind is a plug-in: this module (descriptor + pipeline) is all there is; models,
forms, services and the synthesize command are not touched. The header names the columns, the rows become
the table's seed data; the design goes through the spec path (SQL DDL + rows -> templates), so its code is
trusted like a spec's.
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any, Literal

from pydantic import Field

from synthesis.jobs.context import JobContext, JobError
from synthesis.jobs.kinds import JobKind, SeedForm, SeedRefused
from synthesis.jobs.registry import register_kind, unregister
from synthesis.jobs.stages import Stage, once
from synthesis.pipelines.options import SynthesisOptions
from synthesis.pipelines.tail import DESIGN_STEP, tail_stages
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_sql

NAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
MAX_ROWS = 200


class CsvOptions(SynthesisOptions):
    delimiter: Literal[",", ";", "\t"] = Field(default=",", description="the column separator")


def _table(data: bytes, *, filename: str, delimiter: str = ",") -> tuple[str, list[str], list[list[str]]]:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SeedRefused(f"{filename}: not UTF-8 text ({error.reason})") from None
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    if len(rows) < 2:
        raise SeedRefused(f"{filename}: a header line and at least one row are needed")
    header = [column.strip().lower() for column in rows[0]]
    bad = [column for column in header if not NAME.match(column)]
    if bad or len(set(header)) != len(header):
        raise SeedRefused(
            f"{filename}: column names must be unique lower-case identifiers, got {bad or header}"
        )
    body = [row for row in rows[1 : MAX_ROWS + 1] if any(cell.strip() for cell in row)]
    short = [index + 2 for index, row in enumerate(body) if len(row) != len(header)]
    if short:
        raise SeedRefused(f"{filename}: line {short[0]} has not {len(header)} cells")
    table = re.sub(r"[^a-z0-9_]", "_", filename.rsplit(".", 1)[0].lower()).strip("_") or "rows"
    return table, header, body


def _sql(table: str, header: list[str], body: list[list[str]]) -> str:
    def numeric(index: int) -> bool:
        return all(re.fullmatch(r"-?\d{1,9}", row[index].strip()) for row in body)

    columns = [f"{table}_id INTEGER PRIMARY KEY"] + [
        f"{name} {'INTEGER' if numeric(index) else 'VARCHAR(200)'} NOT NULL"
        for index, name in enumerate(header)
    ]
    inserts = []
    for number, row in enumerate(body, start=1):
        values = [str(number)] + [
            cell.strip() if numeric(index) else "'" + cell.strip().replace("'", "''") + "'"
            for index, cell in enumerate(row)
        ]
        inserts.append(f"INSERT INTO {table} VALUES ({', '.join(values)});")
    return f"CREATE TABLE {table} (\n    " + ",\n    ".join(columns) + "\n);\n" + "\n".join(inserts) + "\n"


def check_file(data: bytes, filename: str) -> None:
    _table(data, filename=filename)


def design(ctx: JobContext) -> dict[str, Any]:
    options = CsvOptions.model_validate(ctx.options)

    def compute() -> dict[str, Any]:
        try:
            table, header, body = _table(
                ctx.seed.read_bytes(), filename=ctx.seed.filename, delimiter=options.delimiter
            )
        except SeedRefused as error:
            raise JobError(str(error)) from error
        try:
            spec = parse_sql(_sql(table, header, body), name=table)
        except SpecError as error:
            raise JobError(f"{ctx.seed.filename}: {error}") from error
        provenance = spec.provenance.model_copy(update={"source": "csv", "seed_name": ctx.seed.name})
        return {"ir": spec.model_copy(update={"provenance": provenance}).model_dump(mode="json")}

    result = ctx.step(step=DESIGN_STEP, item="csv", compute=compute)
    return {"slug": result["ir"]["slug"]}


STAGES: list[Stage] = [once("read_csv", design), *tail_stages(llm_bound=False)]

KIND = JobKind(
    kind="csv",
    label="CSV of rows",
    stages=STAGES,
    options_model=CsvOptions,
    seed=SeedForm(takes="file", label="a CSV file with a header line", check_file=check_file),
    trusted_code=True,
    provenance_sources=("csv",),
)


def register() -> None:
    register_kind(KIND)


def unregister_kind() -> None:
    unregister(KIND.kind)
