"""Issue 42: an item of the shared tail reads its own results, not every item's. A job of N environments made
each verify item read all N designs (and each build item all N verifications), N^2 rows in all; now what one
item reads (queries and rows fetched, over the database) stays the same from a few environments to many."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import pytest
from django.db import connection
from django.db.backends.utils import CursorWrapper
from django.test.utils import CaptureQueriesContext

from envstudio.tenancy.models import Workspace
from synthesis.graph import build_tool_graph, graph_to_json
from synthesis.jobs.context import JobError
from synthesis.models import JobStep, StepStatus, SynthesisJob
from synthesis.pipelines.spec import parse_spec_file
from synthesis.pipelines.tail import (
    DESIGN_STEP,
    ITEM_SEPARATOR,
    build_input,
    designed,
    designed_key,
    scenario_items_of,
)
from synthesis.services.context import DjangoJobContext
from tests.pipelines.helpers import SAMPLES

pytestmark = pytest.mark.django_db


@contextmanager
def rows_fetched() -> Iterator[list[int]]:
    """Rows the database handed back inside the block (``[count]``): what a query count does not see, as a
    query reading every item's result is still one query."""
    fetched = [0]

    def counting(name: str) -> Callable[..., Any]:
        def fetch(self: CursorWrapper, *args: Any) -> Any:
            rows = getattr(self.cursor, name)(*args)
            fetched[0] += (rows is not None) if name == "fetchone" else len(rows)
            return rows

        return fetch

    with mock.patch.multiple(
        CursorWrapper,
        create=True,
        fetchone=counting("fetchone"),
        fetchmany=counting("fetchmany"),
        fetchall=counting("fetchall"),
    ):
        yield fetched


def _job_of(workspace: Workspace, environments: int) -> SynthesisJob:
    """A domains job whose ``environments`` environments are designed and verified, each with one chain."""
    spec = parse_spec_file(data=(SAMPLES / "library_loans.sql").read_bytes(), filename="library_loans.sql")
    ir = spec.model_dump(mode="json")
    graph = graph_to_json(build_tool_graph(spec=spec))
    chain = [spec.tools[0].name]
    job = SynthesisJob.objects.create(workspace=workspace, kind="domains", options={})
    for number in range(environments):
        key = f"{number:03d}-library"
        verified = {
            "environment_id": number + 1,
            "admitted": True,
            "ir": ir,
            "graph": graph,
            "chains": {f"{key}{ITEM_SEPARATOR}0000": {"chain": chain, "seed_chain": chain}},
        }
        for step, result in ((DESIGN_STEP, {"ir": ir}), ("verify", verified)):
            JobStep.objects.create(job=job, step=step, item=key, status=StepStatus.DONE, result=result)
    return job


def _reads_of_one_item(job: SynthesisJob) -> tuple[int, int]:
    """Queries and rows of what one verify item and one build item read of the job's results."""
    ctx = DjangoJobContext(job=job)
    key = "001-library"
    with CaptureQueriesContext(connection) as queries, rows_fetched() as rows:
        assert designed(ctx, key).name == "library_loans"  # verify_one's design
        assert designed_key(ctx, key) == [key]  # verify's early item after the design
        items = scenario_items_of(ctx, key)  # build's early items after the verification
        assert items == [f"{key}{ITEM_SEPARATOR}0000"]
        spec, planned = build_input(ctx, items[0])  # build_one's environment and chain
        assert planned["chain"] == [spec.tools[0].name]
    return len(queries), rows[0]


def test_one_item_reads_the_same_for_3_or_60_environments(workspace: Workspace) -> None:
    few = _reads_of_one_item(_job_of(workspace, 3))
    many = _reads_of_one_item(_job_of(workspace, 60))
    # One query and one row each: the design, the design again, the verification, the verification again.
    assert few == many == (4, 4)


def test_a_result_not_there_is_a_clear_error(workspace: Workspace) -> None:
    ctx = DjangoJobContext(job=_job_of(workspace, 1))
    assert designed_key(ctx, "999-missing") == []
    assert scenario_items_of(ctx, "999-missing") == []
    with pytest.raises(JobError, match="step 'designed' has no finished result for '999-missing'"):
        designed(ctx, "999-missing")
    with pytest.raises(JobError, match="step 'verify' has no finished result for '999-missing'"):
        build_input(ctx, f"999-missing{ITEM_SEPARATOR}0000")
