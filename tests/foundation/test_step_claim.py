"""Two duplicates of one item (sent early and again when its stage starts, or again by the reaper) that both
read its step as free: exactly one computes it (issue 42: a job's items are not done twice)."""

from __future__ import annotations

from typing import Any

import pytest
from django.db.models import F

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.models import JobStep, StepStatus, SynthesisJob
from synthesis.reaper import StepBusy
from synthesis.services import context as context_module

pytestmark = pytest.mark.django_db


def _claimed_meanwhile(*, finish: bool) -> Any:
    """``step_is_busy`` as a duplicate sees it: free; meanwhile the other duplicate claims the step (and,
    with ``finish``, finishes it)."""

    def step_is_busy(row: JobStep) -> bool:
        JobStep.objects.filter(pk=row.pk).update(attempts=F("attempts") + 1, status=StepStatus.RUNNING)
        if finish:
            JobStep.objects.filter(pk=row.pk).update(status=StepStatus.DONE, result={"by": "the other"})
        return False

    return step_is_busy


@pytest.mark.parametrize("finish", [False, True])
def test_of_two_duplicates_that_both_found_the_step_free_one_computes(
    workspace: Workspace, monkeypatch: pytest.MonkeyPatch, finish: bool
) -> None:
    job = SynthesisJob.objects.create(workspace=workspace, kind="selftest", status="running")
    context = services.DjangoJobContext(job=job)
    monkeypatch.setattr(context_module, "step_is_busy", _claimed_meanwhile(finish=finish))
    computed: list[str] = []

    def compute() -> dict[str, Any]:
        computed.append("this duplicate")
        return {"by": "this duplicate"}

    if finish:  # the other one's result is the one of record
        assert context.step(step="verify", item="001-a", compute=compute) == {"by": "the other"}
    else:
        with pytest.raises(StepBusy, match="claimed by a duplicate task"):
            context.step(step="verify", item="001-a", compute=compute)
    assert computed == []
    assert JobStep.objects.get(job=job, step="verify", item="001-a").attempts == 1


def test_a_free_step_is_claimed_and_computed_once(workspace: Workspace) -> None:
    job = SynthesisJob.objects.create(workspace=workspace, kind="selftest", status="running")
    context = services.DjangoJobContext(job=job)
    assert context.step(step="verify", item="001-a", compute=lambda: {"n": 1}) == {"n": 1}
    assert context.step(step="verify", item="001-a", compute=lambda: {"n": 2}) == {"n": 1}
    row = JobStep.objects.get(job=job, step="verify", item="001-a")
    assert (row.status, row.attempts, row.result) == (StepStatus.DONE, 1, {"n": 1})
