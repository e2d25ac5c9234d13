"""A tiny test pipeline ("selftest") that exercises the job framework without any synthesis code.

It lives in the tests only (it writes to paths from its options): the test session registers it in process,
and worker subprocesses get it through ENVSTUDIO_EXTRA_PIPELINES (see tests/conftest.py).

Options: items (int, default 3); marker_dir (each item computation appends its key to computed.log and touches
started-<item>); wait_dir (each item waits until a file named go appears there, checking for cancel);
fail_item (this item raises); not_admitted (the environment is stored as failed verification, with this
reason).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from pydantic import Field

from synthesis.jobs.context import JobContext, JobError
from synthesis.jobs.kinds import JobKind, JobOptions, SeedForm
from synthesis.jobs.registry import register_kind
from synthesis.jobs.stages import Stage, fan_out, once

WAIT_LIMIT_SECONDS = 120.0


def _item_keys(ctx: JobContext) -> list[str]:
    count = int(ctx.options.get("items", 3))
    if count < 0 or count > 1000:
        raise JobError(f"selftest: items must be between 0 and 1000, got {count}")
    return [f"item-{index}" for index in range(count)]


def prepare(ctx: JobContext) -> dict[str, Any]:
    keys = _item_keys(ctx)
    ctx.progress(stage="prepare", done=1, total=1)
    return {"items": keys, "seed": ctx.seed.name}


def _wait_for_go(ctx: JobContext, wait_dir: Path) -> None:
    deadline = time.monotonic() + float(ctx.options.get("wait_limit", WAIT_LIMIT_SECONDS))
    while not (wait_dir / "go").exists():
        ctx.check_cancelled()
        if time.monotonic() > deadline:
            raise JobError(f"selftest: gave up waiting for {wait_dir / 'go'}")
        time.sleep(0.05)


def work(ctx: JobContext, item: str) -> dict[str, Any]:
    marker_dir = ctx.options.get("marker_dir")
    if marker_dir:
        (Path(marker_dir) / f"started-{item}").touch()
    wait_dir = ctx.options.get("wait_dir")
    if wait_dir:
        _wait_for_go(ctx, Path(wait_dir))
    if item == ctx.options.get("fail_item"):
        raise JobError(f"selftest: {item} failed as asked")
    if marker_dir:
        with open(Path(marker_dir) / "computed.log", "a") as log:
            log.write(f"{item}\n")
    ctx.usage.record(
        stage="work", model="selftest", prompt_tokens=10, completion_tokens=5, cost=0.001, cached=False
    )
    return {"value": int(item.removeprefix("item-")) ** 2}


def finish(ctx: JobContext) -> dict[str, Any]:
    results = ctx.step_results(step="work")
    not_admitted = str(ctx.options.get("not_admitted", ""))
    environment_id = ctx.save_environment(
        slug="selftest",
        name=f"Selftest for {ctx.seed.name}",
        ir={"name": "selftest", "values": {key: value["value"] for key, value in sorted(results.items())}},
        graph=None,
        summary=(
            {"items": len(results), "admitted": False, "reasons": [not_admitted]}
            if not_admitted
            else {"items": len(results)}
        ),
        status="failed_verification" if not_admitted else "pending",
        verification=[
            {"stage": "selftest", "name": "items computed", "passed": True, "detail": str(len(results))}
        ],
    )
    for key in sorted(results):
        ctx.save_scenario(
            environment_id=environment_id,
            key=key,
            ir={"key": key, "value": results[key]["value"]},
            proof_passed=True,
            verification=[{"stage": "selftest", "name": "value present", "passed": True}],
        )
    return {"environment_id": environment_id}


STAGES: list[Stage] = [
    once("prepare", prepare),
    fan_out("work", items=_item_keys, run_item=work, queue="llm"),
    once("finish", finish),
]
# The same with its work on the sandbox queue: a worker without that queue leaves it waiting.
SANDBOX_STAGES: list[Stage] = [
    once("prepare", prepare),
    fan_out("work", items=_item_keys, run_item=work, queue="sandbox"),
    once("finish", finish),
]


class SelftestOptions(JobOptions):
    items: int = Field(default=3, ge=0, le=1000)
    marker_dir: str = ""
    wait_dir: str = ""
    wait_limit: float = Field(default=WAIT_LIMIT_SECONDS, gt=0)
    fail_item: str = ""
    not_admitted: str = ""


KIND = JobKind(
    kind="selftest",
    label="Framework selftest",
    stages=STAGES,
    options_model=SelftestOptions,
    seed=SeedForm(takes="text", label="a name"),
)


SANDBOX_KIND = JobKind(
    kind="selftest_sandbox",
    label="Framework selftest on the sandbox queue",
    stages=SANDBOX_STAGES,
    options_model=SelftestOptions,
    seed=SeedForm(takes="text", label="a name"),
)


def register() -> None:
    register_kind(KIND)
    register_kind(SANDBOX_KIND)
