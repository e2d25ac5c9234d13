"""A file of domains -> one environment per distinct domain, in one job (issue 42, item 1).

The file is one domain per line (``.txt``), or JSON Lines (``.jsonl``) with ``name`` and an optional
``description`` per line; at most ``MAX_DOMAINS`` domains, each name at most the domain kind's
``MAX_DOMAIN_CHARS``. A bad file is refused before anything is saved (``check_file``), every bad line named.

domains         (once)     the file read again, near-duplicate names merged (the corpus kind's topic merging:
                           ``synthesis.seeds.corpus.merge_topics``), one item per distinct domain
design_domains  (fan-out)  per domain: screened (as the domain kind screens its seed), then designed
                           (``design_from_domain``); a refused or failed domain is kept with its reason and
                           never fails the job or holds back the others; each designed one is verified at once
domains_designed (once)    what became of every domain; fails the job only when none was designed
verify, plan, build, store the shared tail: each environment verified and given scenarios on its own

Slugs come from each design's environment name, made unique within the job (``-2``, ``-3``, ... in the order
the designs finish) by claiming the name as a step of its own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from pydantic import Field

from synthesis.jobs.context import JobCancelled, JobContext, JobError
from synthesis.jobs.kinds import JobKind, SeedForm, SeedRefused
from synthesis.jobs.registry import register_kind
from synthesis.jobs.stages import Stage, fan_out, once
from synthesis.pipelines.domain import MAX_DOMAIN_CHARS
from synthesis.pipelines.options import ScreenedOptions
from synthesis.pipelines.resources import require_gateway, require_isolation
from synthesis.pipelines.screening import screen
from synthesis.pipelines.tail import DESIGN_STEP, stored, tail_options, tail_stages
from synthesis.seeds.corpus import CorpusSettings, Topic, merge_topics
from synthesis.seeds.domain import DesignSettings, design_from_domain
from synthesis.seeds.drafts import slugify
from synthesis.seeds.specs.common import decode_upload

WHAT = "Synthesis from a list of domains"
MAX_DOMAINS = 500
MAX_DESCRIPTION_CHARS = 2_000
MAX_DOMAINS_BYTES = 2 * 1024 * 1024
# Bad lines named in one refusal; the rest are counted.
MAX_LINE_ERRORS = 20
# Step names of the per-domain work (stages store their results under their own names).
SCREEN_STEP = "domain_screening"
ATTEMPT_STEP = "domain_design_attempt"
SLUG_STEP = "domain_slug"


class DomainsError(ValueError):
    """A domain list that cannot be read; the message names every bad line."""


@dataclass(frozen=True)
class DomainLine:
    line: int
    name: str
    description: str = ""

    @property
    def text(self) -> str:
        """What is screened and designed: the name, with its description when it has one."""
        return f"{self.name}: {self.description}" if self.description else self.name


def _check_name(name: str) -> str | None:
    if not name:
        return "empty"
    if len(name) > MAX_DOMAIN_CHARS:
        return f"{len(name):,} characters, a domain has at most {MAX_DOMAIN_CHARS}"
    return None


def _json_line(raw: str, *, number: int) -> DomainLine:
    try:
        record = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DomainsError(f"not JSON ({exc.msg})") from exc
    if not isinstance(record, dict):
        raise DomainsError(f"expected a JSON object with a name, got {type(record).__name__}")
    name = record.get("name")
    if name is None:
        raise DomainsError('no "name"')
    if not isinstance(name, str):
        raise DomainsError(f'"name" must be a string, got {type(name).__name__}')
    description = record.get("description", "")
    if description is None:
        description = ""
    if not isinstance(description, str):
        raise DomainsError(f'"description" must be a string, got {type(description).__name__}')
    description = description.strip()
    if len(description) > MAX_DESCRIPTION_CHARS:
        raise DomainsError(
            f'"description" has {len(description):,} characters, at most {MAX_DESCRIPTION_CHARS:,}'
        )
    problem = _check_name(name.strip())
    if problem is not None:
        raise DomainsError(f'"name" is {problem}' if problem == "empty" else f'"name" has {problem}')
    return DomainLine(line=number, name=name.strip(), description=description)


def parse_domains(data: bytes, *, filename: str) -> list[DomainLine]:
    """The domains of an upload, in file order; DomainsError naming every bad line (blank lines at the end
    of the file are not lines)."""
    text = decode_upload(data, filename=filename, limit=MAX_DOMAINS_BYTES, error=DomainsError)
    suffix = filename.lower().rsplit(".", 1)[-1] if "." in filename else ""
    if suffix not in ("txt", "jsonl", ""):
        raise DomainsError(
            f"{filename}: unsupported file type; upload .txt (one domain per line) or .jsonl "
            '({"name": ..., "description": ...} per line)'
        )
    lines = text.splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise DomainsError(f"{filename}: no domains found")
    if len(lines) > MAX_DOMAINS:
        raise DomainsError(f"{filename}: {len(lines):,} domains is over the limit of {MAX_DOMAINS} per file")
    domains: list[DomainLine] = []
    problems: list[str] = []
    for number, raw in enumerate(lines, start=1):
        try:
            if suffix == "jsonl":
                if not raw.strip():
                    raise DomainsError("empty")
                domains.append(_json_line(raw, number=number))
                continue
            problem = _check_name(raw.strip())
            if problem is not None:
                raise DomainsError(problem)
            domains.append(DomainLine(line=number, name=raw.strip()))
        except DomainsError as error:
            problems.append(f"line {number}: {error}")
    if problems:
        shown = "; ".join(problems[:MAX_LINE_ERRORS])
        more = len(problems) - MAX_LINE_ERRORS
        rest = f"; and {more} more bad line{'s' if more > 1 else ''}" if more > 0 else ""
        raise DomainsError(f"{filename}: {shown}{rest}")
    return domains


class DomainsOptions(ScreenedOptions):
    merge_threshold: float = Field(
        default=CorpusSettings.merge_threshold,
        ge=0.0,
        le=1.0,
        description="similarity (name and description) merging two domains",
    )


def merge_domains(domains: list[DomainLine], *, gateway: Any, threshold: float) -> dict[str, dict[str, Any]]:
    """Distinct domains by item key (``NNN-slug``, in file order), each with the lines merged into it.

    The corpus kind's topic merging decides (normalized names equal or close by character trigrams, or name
    and description close by meaning): each domain is a topic whose "seed tasks" are its line numbers, scored
    so that the earlier line of a group is the one kept."""
    topics = [
        Topic(
            summary=domain.name,
            introduction=domain.description,
            usefulness=len(domains) - index,
            modelability=0,
            seed_tasks=[str(domain.line)],
        )
        for index, domain in enumerate(domains)
    ]
    by_line = {domain.line: domain for domain in domains}
    merged = merge_topics(topics=topics, gateway=gateway, threshold=threshold)
    result: dict[str, dict[str, Any]] = {}
    for topic in merged:
        kept = by_line[int(topic.seed_tasks[0])]
        key = f"{kept.line:03d}-{slugify(kept.name, limit=40)}"
        result[key] = {
            "name": kept.name,
            "description": kept.description,
            "line": kept.line,
            "lines": sorted(int(line) for line in topic.seed_tasks),
            "merged": list(topic.merged_summaries),
        }
    return result


def domains_stage(ctx: JobContext) -> dict[str, Any]:
    require_isolation(ctx)
    gateway = require_gateway(ctx, what=WHAT)
    try:
        domains = parse_domains(ctx.seed.read_bytes(), filename=ctx.seed.filename)
    except DomainsError as error:
        raise JobError(str(error)) from error
    threshold = getattr(tail_options(ctx), "merge_threshold", CorpusSettings.merge_threshold)
    distinct = merge_domains(domains, gateway=gateway, threshold=threshold)
    ctx.progress(stage="domains", done=1, total=1)
    return {"lines": len(domains), "domains": distinct}


def domain_keys(ctx: JobContext) -> list[str]:
    return sorted(ctx.step_results(step="domains")[""]["domains"])


def _attempt(what: str, compute: Any) -> dict[str, Any]:
    """``compute()``, or ``{"failed": reason}``: one domain's failure never fails the job."""
    try:
        return dict(compute())
    except JobCancelled:
        raise
    except Exception as error:  # any failure of one domain is recorded as its outcome
        detail = str(error) or type(error).__name__
        return {"failed": f"{what}: {detail}"}


def claim_slug(ctx: JobContext, *, key: str, base: str) -> str:
    """``base``, or ``base-2``, ``base-3``, ...: the first no other domain of the job claimed (each claim is a
    step of its own, so it holds on resume and between workers)."""
    for number in range(1, MAX_DOMAINS + 2):
        candidate = base if number == 1 else f"{base[:60]}-{number}"
        owner = ctx.step(step=SLUG_STEP, item=candidate, compute=lambda: {"domain": key})
        if owner.get("domain") == key:
            return candidate
    raise JobError(f"no free slug for {base!r}")  # more domains than a file may hold share the name


def design_domain(ctx: JobContext, key: str) -> dict[str, Any]:
    entry = stored(ctx, step="domains", item="")["domains"][key]
    domain = DomainLine(line=int(entry["line"]), name=entry["name"], description=entry["description"])
    gateway = require_gateway(ctx, what=WHAT)
    where = f"domain {domain.name!r} (line {domain.line})"
    ctx.check_cancelled()

    def screened() -> dict[str, Any]:
        try:
            return {"screening": screen(ctx, text=domain.text, gateway=gateway)}
        except JobError as refusal:
            return {"refused": str(refusal)}

    verdict = ctx.step(step=SCREEN_STEP, item=key, compute=lambda: _attempt("screening failed", screened))
    if "screening" not in verdict:
        reason = verdict.get("refused") or verdict.get("failed", "")
        return {
            "domain": domain.name,
            "designed": False,
            "refused": reason,
            "warnings": [f"{where}: {reason}"],
        }

    def designed() -> dict[str, Any]:
        spec = design_from_domain(domain=domain.text, gateway=gateway, settings=DesignSettings())
        return {"ir": spec.model_dump(mode="json")}

    ctx.check_cancelled()
    attempt = ctx.step(
        step=ATTEMPT_STEP, item=key, compute=lambda: _attempt("the design is not usable", designed)
    )
    if "ir" not in attempt:
        reason = attempt["failed"]
        return {"domain": domain.name, "designed": False, "error": reason, "warnings": [f"{where}: {reason}"]}
    slug = claim_slug(ctx, key=key, base=attempt["ir"]["slug"])
    notes = list(attempt["ir"]["provenance"].get("notes") or [])
    if entry["merged"]:
        notes.append(f"merged with: {'; '.join(entry['merged'])} (lines {entry['lines']})")
    ir = {**attempt["ir"], "slug": slug, "provenance": {**attempt["ir"]["provenance"], "notes": notes}}
    ctx.step(step=DESIGN_STEP, item=key, compute=lambda: {"ir": ir})
    return {"domain": domain.name, "designed": True, "slug": slug}


def domains_designed(ctx: JobContext) -> dict[str, Any]:
    """What became of every domain; the job fails here only when not one was designed (with every reason)."""
    outcomes = ctx.step_results(step="design_domains")
    designed = sorted(result["slug"] for result in outcomes.values() if result.get("designed"))
    not_designed = {
        key: result.get("refused") or result.get("error", "")
        for key, result in sorted(outcomes.items())
        if not result.get("designed")
    }
    if not designed:
        reasons = "; ".join(f"{key}: {reason}" for key, reason in list(not_designed.items())[:10])
        raise JobError(f"none of the {len(outcomes)} domains was designed: {reasons}")
    return {"designed": designed, "not_designed": not_designed}


STAGES: list[Stage] = [
    once("domains", domains_stage, queue="llm"),
    fan_out("design_domains", items=domain_keys, run_item=design_domain, queue="llm"),
    once("domains_designed", domains_designed),
    *tail_stages(llm_bound=True, design_stage="design_domains"),
]


def check_file(data: bytes, filename: str) -> None:
    try:
        parse_domains(data, filename=filename)
    except DomainsError as error:
        raise SeedRefused(str(error)) from error


KIND = JobKind(
    kind="domains",
    label="List of domains",
    stages=STAGES,
    options_model=DomainsOptions,
    seed=SeedForm(
        takes="file",
        label="a list of domains",
        help=(
            f"one domain per line (.txt), or .jsonl with a name and an optional description per line; "
            f"at most {MAX_DOMAINS} domains of at most {MAX_DOMAIN_CHARS} characters"
        ),
        check_file=check_file,
    ),
    provenance_sources=("domain",),
    llm_bound=True,
)


def register() -> None:
    register_kind(KIND)
