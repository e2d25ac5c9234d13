"""IR and revisions made directly through the ORM, independent of the synthesis pipelines."""

from __future__ import annotations

from typing import Any

from envstudio.tenancy.models import Workspace
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    Scenario,
    ScenarioRevision,
    SynthesisJob,
    VerificationResult,
)

LIBRARY_CODE = """class Library:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def get_book(self, book_id):
        for book in self.state["books"]:
            if book["id"] == book_id:
                return {"success": True, "data": book}
        return {"success": False, "error": "no such book"}

    def lend_book(self, book_id):
        for book in self.state["books"]:
            if book["id"] == book_id:
                book["status"] = "lent"
                return {"success": True, "message": "lent"}
        return {"success": False, "error": "no such book"}
"""

CHECK_SOURCE = """def check(final_state, initial_state):
    return any(b["id"] == "b1" and b["status"] == "lent" for b in final_state["books"])
"""


def environment_ir(*, slug: str = "library", description: str = "A small lending library.") -> dict[str, Any]:
    spec = EnvironmentSpec.model_validate(
        {
            "slug": slug,
            "name": slug.replace("-", " ").title(),
            "description": description,
            "rules": ["A lent book cannot be lent again."],
            "state_schema": {
                "tables": [
                    {
                        "name": "books",
                        "primary_key": "id",
                        "fields": [
                            {"name": "id"},
                            {"name": "title"},
                            {"name": "status", "type": "enum", "enum_values": ["available", "lent"]},
                        ],
                    }
                ]
            },
            "tools": [
                {
                    "name": "get_book",
                    "description": "Look a book up by id.",
                    "kind": "read",
                    "parameters": [{"name": "book_id", "description": "the book's id"}],
                    "reads": ["books"],
                },
                {
                    "name": "lend_book",
                    "description": "Lend a book to the caller.",
                    "kind": "write",
                    "parameters": [{"name": "book_id", "description": "the book's id"}],
                    "preconditions": [{"text": "the book is available"}],
                    "postconditions": [{"text": "the book is lent"}],
                    "reads": ["books"],
                    "writes": ["books"],
                },
            ],
            "class_name": "Library",
            "code": LIBRARY_CODE,
            "provenance": {"source": "user"},
        }
    )
    return spec.model_dump(mode="json")


def scenario_ir(
    *, scenario_id: str = "s1", environment: str = "library", task: str = "Lend book b1."
) -> dict[str, Any]:
    spec = ScenarioSpec.model_validate(
        {
            "id": scenario_id,
            "environment": environment,
            "task": task,
            "persona": "A patient reader.",
            "initial_state": {"books": [{"id": "b1", "title": "Dune", "status": "available"}]},
            "reference_chain": [{"name": "lend_book", "arguments": {"book_id": "b1"}}],
            "checks": [{"id": "lent", "description": "Has lent b1", "source": CHECK_SOURCE}],
            "target_state": {"books": [{"id": "b1", "title": "Dune", "status": "lent"}]},
            "difficulty": "easy",
        }
    )
    return spec.model_dump(mode="json")


GRAPH = {
    "directed": True,
    "multigraph": False,
    "graph": {},
    "nodes": [{"id": "get_book"}, {"id": "lend_book"}],
    "edges": [{"source": "get_book", "target": "lend_book", "kind": "data_flow"}],
}


def make_job(*, workspace: Workspace, **fields: Any) -> SynthesisJob:
    return SynthesisJob.objects.create(workspace=workspace, kind="domain", **fields)


def make_environment(
    *,
    workspace: Workspace,
    slug: str = "library",
    ir: dict[str, Any] | None = None,
    job: SynthesisJob | None = None,
    status: str = EnvironmentStatus.PENDING,
    failed: bool = False,
) -> Environment:
    ir = ir or environment_ir(slug=slug)
    environment = Environment.objects.create(
        workspace=workspace, slug=slug, name=ir["name"], job=job, job_key=slug, status=status
    )
    revision = EnvironmentRevision.objects.create(environment=environment, number=1, ir=ir, graph=GRAPH)
    environment.current_revision = revision
    environment.save(update_fields=["current_revision"])
    VerificationResult.objects.create(
        environment_revision=revision, stage="static", name="syntax", passed=True, detail="compiles"
    )
    if failed:
        VerificationResult.objects.create(
            environment_revision=revision,
            stage="procedural",
            name="lend_book_twice",
            passed=False,
            detail="lending a lent book succeeded",
            evidence={
                "traceback": "AssertionError: expected failure on second lend",
                "state_before": {"books": [{"id": "b1", "status": "lent"}]},
                "state_after": {"books": [{"id": "b1", "status": "lent2"}]},
                "primary_keys": {"books": "id"},
            },
        )
        environment.status = EnvironmentStatus.FAILED_VERIFICATION
        environment.save(update_fields=["status"])
    return environment


def make_scenario(
    *,
    environment: Environment,
    key: str = "s1",
    ir: dict[str, Any] | None = None,
    job: SynthesisJob | None = None,
) -> Scenario:
    ir = ir or scenario_ir(scenario_id=key, environment=environment.slug)
    scenario = Scenario.objects.create(environment=environment, key=key, job=job)
    revision = ScenarioRevision.objects.create(scenario=scenario, number=1, ir=ir, proof_passed=True)
    scenario.current_revision = revision
    scenario.save(update_fields=["current_revision"])
    return scenario


def fake_environment_verifier(*, spec: EnvironmentSpec) -> list[dict[str, Any]]:
    """Passes unless the code contains FAIL_ME: fast and deterministic for tests."""
    failing = "FAIL_ME" in spec.code
    return [
        {
            "stage": "procedural",
            "name": "fake_gate",
            "passed": not failing,
            "detail": "the code asks to fail" if failing else "ok",
            "evidence": {"tools": [t.name for t in spec.tools]},
        }
    ]


def fake_scenario_verifier(
    *, spec: EnvironmentSpec, scenario: ScenarioSpec, existing_tasks: list[str]
) -> list[dict[str, Any]]:
    """Each check passes when its source still defines ``check``: a stand-in for the sandboxed proof."""
    return [
        {
            "stage": "proof",
            "name": f"check:{check.id}",
            "passed": "def check(" in check.source,
            "detail": f"check {check.id} on the reference final state",
            "evidence": {"environment": spec.slug, "siblings": len(existing_tasks)},
        }
        for check in scenario.checks
    ]
