"""The pure job framework: stage declarations, the registry, the in-memory context and runner."""

from __future__ import annotations

from pathlib import Path

import pytest

from synthesis.forms import parse_options
from synthesis.jobs import (
    InMemoryJobContext,
    JobCancelled,
    SeedInput,
    Stage,
    fan_out,
    once,
    run_pipeline_in_memory,
)
from synthesis.jobs.registry import UnknownJobKind, get_pipeline, register_pipeline


def _noop(ctx: object) -> dict[str, object]:
    return {}


def test_stage_needs_exactly_one_shape() -> None:
    with pytest.raises(ValueError, match="either run, or both items and run_item"):
        Stage(name="s")
    with pytest.raises(ValueError, match="either run"):
        Stage(name="s", run=_noop, items=lambda ctx: ["a"], run_item=lambda ctx, item: {})
    with pytest.raises(ValueError, match="either run"):
        Stage(name="s", items=lambda ctx: ["a"])
    with pytest.raises(ValueError, match="queue"):
        once("s", _noop, queue="gpu")
    with pytest.raises(ValueError, match="no ':'"):
        once("a:b", _noop)
    assert fan_out("f", items=lambda ctx: [], run_item=lambda ctx, item: {}).is_fan_out


def test_registry_refuses_unknown_kinds_and_bad_pipelines() -> None:
    with pytest.raises(UnknownJobKind, match="no pipeline is registered for job kind 'nope'"):
        get_pipeline("nope")
    with pytest.raises(ValueError, match="duplicate stage names"):
        register_pipeline(kind="dup", stages=[once("a", _noop), once("a", _noop)])
    with pytest.raises(ValueError, match="no stages"):
        register_pipeline(kind="empty", stages=[])
    assert [stage.name for stage in get_pipeline("selftest")] == ["prepare", "work", "finish"]


def test_selftest_runs_in_memory(tmp_path: Path) -> None:
    ctx = InMemoryJobContext(
        seed=SeedInput(kind="domain", name="shop"), options={"items": 3, "marker_dir": str(tmp_path)}
    )
    run_pipeline_in_memory(stages=get_pipeline("selftest"), ctx=ctx)
    assert ctx.step_results(step="work") == {
        "item-0": {"value": 0},
        "item-1": {"value": 1},
        "item-2": {"value": 4},
    }
    assert list(ctx.environments) == ["selftest"]
    assert len(ctx.scenarios) == 3
    assert len(ctx.usage.records) == 3
    assert (tmp_path / "computed.log").read_text().split() == ["item-0", "item-1", "item-2"]
    # Running again recomputes nothing and saves nothing twice.
    run_pipeline_in_memory(stages=get_pipeline("selftest"), ctx=ctx)
    assert set(ctx.compute_count.values()) == {1}
    assert len(ctx.scenarios) == 3


def test_in_memory_cancel_and_bad_step_result() -> None:
    ctx = InMemoryJobContext(seed=SeedInput(kind="domain", name="x"), cancel_requested=True)
    with pytest.raises(JobCancelled):
        run_pipeline_in_memory(stages=get_pipeline("selftest"), ctx=ctx)
    ctx = InMemoryJobContext(seed=SeedInput(kind="domain", name="x"))
    with pytest.raises(TypeError, match="returned list, expected a dict"):
        ctx.step(step="s", item="i", compute=lambda: [1])  # type: ignore[arg-type,return-value]


def test_seed_without_file_says_so() -> None:
    with pytest.raises(Exception, match="has no uploaded file"):
        SeedInput(kind="corpus", name="c").read_bytes()


def test_parse_options() -> None:
    assert parse_options(["items=3", "name=shop", "strict=true", " "]) == {
        "items": 3,
        "name": "shop",
        "strict": True,
    }
    with pytest.raises(ValueError, match="key=value"):
        parse_options(["oops"])
