"""Running pipelines in memory (no database, no Celery) against the real sandbox and a fake LLM server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from synthesis.jobs.context import SeedInput
from synthesis.jobs.memory import InMemoryJobContext, run_pipeline_in_memory
from synthesis.jobs.registry import get_pipeline
from synthesis.pipelines import resources

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"


def configure_llm(base_url: str | None) -> None:
    settings: dict[str, Any] = {}
    if base_url is not None:
        settings = {
            "LLM_BASE_URL": base_url,
            "LLM_MODEL": "fake-model",
            "LLM_API_KEY": "k",
            "LLM_TIMEOUT": 10,
        }
    # Fixtures are our own code: allow the plain-process fallback where bubblewrap is missing (CI has it).
    resources.configure(llm_settings=settings, cache_dir=None, allow_unisolated=True)


def run_kind(*, kind: str, seed: SeedInput, options: dict[str, Any] | None = None) -> InMemoryJobContext:
    ctx = InMemoryJobContext(seed=seed, options=dict(options or {}))
    run_pipeline_in_memory(stages=get_pipeline(kind), ctx=ctx)
    return ctx


def sample_seed(name: str) -> SeedInput:
    return SeedInput(kind="spec", name=name, filename=name, file_path=SAMPLES / name)


def file_seed(tmp_path: Path, *, kind: str, filename: str, data: bytes) -> SeedInput:
    path = tmp_path / filename
    path.write_bytes(data)
    return SeedInput(kind=kind, name=filename, filename=filename, file_path=path)
