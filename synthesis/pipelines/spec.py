"""Structured specs (SQL DDL, OpenAPI) -> environments, offline and deterministic."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import Field

from synthesis.jobs.context import JobContext, JobError
from synthesis.jobs.kinds import JobKind, SeedForm, SeedRefused
from synthesis.jobs.registry import register_kind
from synthesis.jobs.stages import Stage, once
from synthesis.pipelines.optional_llm import with_offline_fallback
from synthesis.pipelines.options import SynthesisOptions
from synthesis.pipelines.resources import gateway_for
from synthesis.pipelines.tail import DESIGN_STEP, enriches, tail_stages
from synthesis.seeds.enrichment import enrich_rules
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_openapi, parse_sql

OPENAPI_SUFFIXES = (".yaml", ".yml", ".json")


def parse_spec_file(*, data: bytes, filename: str, path: Path | None = None) -> Any:
    """A spec file -> EnvironmentSpec. With ``path``, a SQL dump is read from disk as a stream (bounded
    memory for dumps of any size); ``data`` is then unused."""
    name = filename.rsplit("/", 1)[-1].split(".", 1)[0] or "spec"
    lowered = filename.lower()
    if lowered.endswith(".sql"):
        return parse_sql(path if path is not None else data, name=name)
    if path is not None:
        data = path.read_bytes()
    if lowered.endswith(OPENAPI_SUFFIXES):
        return parse_openapi(data, name=name)
    raise JobError(
        f"{filename}: unsupported spec type; upload SQL DDL or a dump (.sql), "
        "or OpenAPI 3 / Swagger 2.0 (.yaml, .yml, .json)"
    )


def design(ctx: JobContext) -> dict[str, Any]:
    streamed = ctx.seed.file_path is not None and ctx.seed.filename.lower().endswith(".sql")
    data = b"" if streamed else ctx.seed.read_bytes()
    try:
        spec = parse_spec_file(
            data=data, filename=ctx.seed.filename, path=ctx.seed.file_path if streamed else None
        )
    except SpecError as exc:
        raise JobError(f"{ctx.seed.filename}: {exc}") from exc
    if not enriches(ctx):
        return {"ir": spec.model_dump(mode="json")}
    parsed = spec

    def enriched() -> Any:
        gateway = gateway_for(ctx)
        return parsed if gateway is None else enrich_rules(spec=parsed, gateway=gateway)

    spec, warning = with_offline_fallback(
        what="LLM enrichment of the rules", compute=enriched, offline=parsed
    )
    return {"ir": spec.model_dump(mode="json"), **({"warnings": [warning]} if warning else {})}


def _design_stage(ctx: JobContext) -> dict[str, Any]:
    # Stored under the shared design step so the tail finds it like any other kind's designs.
    result = ctx.step(step=DESIGN_STEP, item="spec", compute=lambda: design(ctx))
    return {"environments": 1, "slug": result["ir"]["slug"]}


class SpecOptions(SynthesisOptions):
    enrich: bool = Field(default=True, description="LLM enrichment of spec results when an endpoint is set")


def check_file(data: bytes, filename: str) -> None:
    try:
        parse_spec_file(data=data, filename=filename)
    except (SpecError, JobError) as error:
        raise SeedRefused(str(error)) from error


def check_path(path: Path, filename: str) -> None:
    """A SQL dump is read as a stream from disk (bounded memory, whatever its size); other specs whole."""
    try:
        if filename.lower().endswith(".sql"):
            parse_spec_file(data=b"", filename=filename, path=path)
        else:
            parse_spec_file(data=path.read_bytes(), filename=filename)
    except (SpecError, JobError) as error:
        raise SeedRefused(str(error)) from error


STAGES: list[Stage] = [once("parse", _design_stage, llm=True), *tail_stages(llm_bound=False)]

KIND = JobKind(
    kind="spec",
    label="Specification (SQL DDL / OpenAPI)",
    stages=STAGES,
    options_model=SpecOptions,
    seed=SeedForm(
        takes="file",
        label="a specification file (SQL DDL, OpenAPI)",
        help=".sql, .yaml, .yml or .json",
        check_file=check_file,
        check_path=check_path,
    ),
    # Code comes from templates with every spec string escaped (synthesis.codegen), never from an LLM.
    trusted_code=True,
    provenance_sources=("sql", "openapi"),
)


def register() -> None:
    register_kind(KIND)
