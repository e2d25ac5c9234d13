"""A domain name -> one environment, designed top-down by the LLM (the ScaleEnv way)."""

from __future__ import annotations

from typing import Any

from synthesis.jobs.context import JobContext, JobError
from synthesis.jobs.kinds import JobKind, SeedForm
from synthesis.jobs.registry import register_kind
from synthesis.jobs.stages import Stage, once
from synthesis.pipelines.options import ScreenedOptions
from synthesis.pipelines.resources import require_gateway, require_isolation
from synthesis.pipelines.screening import screen
from synthesis.pipelines.tail import DESIGN_STEP, tail_stages
from synthesis.seeds.domain import DesignSettings, design_from_domain
from synthesis.seeds.drafts import DesignError

MAX_DOMAIN_CHARS = 200


def domain_text(ctx: JobContext) -> str:
    text = (ctx.seed.text or ctx.seed.name).strip()
    if not text:
        raise JobError("the domain seed is empty")
    if len(text) > MAX_DOMAIN_CHARS:
        raise JobError(f"a domain name has at most {MAX_DOMAIN_CHARS} characters")
    return text


def screen_stage(ctx: JobContext) -> dict[str, Any]:
    require_isolation(ctx)
    return screen(
        ctx, text=domain_text(ctx), gateway=require_gateway(ctx, what="Synthesis from a domain name")
    )


def design_stage(ctx: JobContext) -> dict[str, Any]:
    gateway = require_gateway(ctx, what="Synthesis from a domain name")
    domain = domain_text(ctx)

    def compute() -> dict[str, Any]:
        try:
            spec = design_from_domain(domain=domain, gateway=gateway, settings=DesignSettings())
        except DesignError as exc:
            raise JobError(f"the design for {domain!r} is not usable: {exc}") from exc
        return {"ir": spec.model_dump(mode="json")}

    result = ctx.step(step=DESIGN_STEP, item="domain", compute=compute)
    return {"slug": result["ir"]["slug"]}


STAGES: list[Stage] = [
    once("screen", screen_stage, queue="llm"),
    once("design", design_stage, queue="llm"),
    *tail_stages(llm_bound=True),
]

KIND = JobKind(
    kind="domain",
    label="Domain description",
    stages=STAGES,
    options_model=ScreenedOptions,
    seed=SeedForm(
        takes="text",
        label="a description of the domain",
        help=f"at most {MAX_DOMAIN_CHARS} characters",
        max_chars=MAX_DOMAIN_CHARS,
    ),
    provenance_sources=("domain",),
    llm_bound=True,
)


def register() -> None:
    register_kind(KIND)
