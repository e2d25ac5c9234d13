"""Two public schemas of the corpus, uploaded as a user would and synthesized by a REAL Celery worker."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.core.files import File

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.models import Environment, Scenario
from tests.conftest import WorkerProcess
from tests.pipelines.test_worker_e2e import finished, scenario_irs

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

CORPUS = Path(__file__).resolve().parents[1] / "data" / "specs" / "public"


@pytest.fixture(autouse=True)
def worker_data_dir(settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir = tmp_path / "worker-data"
    monkeypatch.setenv("ENVSTUDIO_DATA_DIR", str(data_dir))
    settings.MEDIA_ROOT = str(data_dir / "media")


def upload_and_run(workspace: Workspace, name: str) -> Any:
    with (CORPUS / name).open("rb") as handle:
        seed = services.create_seed(
            workspace=workspace,
            kind="spec",
            upload=File(handle, name=name),
            filename=name,
            created_by=None,
        )
    return finished(
        services.start_job(
            workspace=workspace, kind="spec", seed=seed, options={"scenarios": 6}, created_by=None
        )
    )


@pytest.mark.parametrize("name", ["chinook.sqlite.sql", "petstore-v2.swagger.yaml"])
def test_a_public_schema_through_the_worker_is_admitted_with_five_proven_scenarios(
    workspace: Workspace, celery_worker_process: Callable[..., WorkerProcess], name: str
) -> None:
    celery_worker_process()
    job = upload_and_run(workspace, name)
    environment = Environment.objects.get(job=job)
    assert environment.status == "pending"
    assert environment.current_revision.summary["admitted"]
    assert Scenario.objects.filter(job=job, current_revision__proof_passed=True).count() >= 5
    if name.endswith(".sql"):
        # the dump's rows are stored with the environment and the scenarios start from them
        rows = environment.current_revision.ir["seed_data"]["rows"]
        real_tracks = {row["name"] for row in rows["track"]}
        for ir in scenario_irs(job):
            assert all(track["name"] in real_tracks for track in ir["initial_state"]["track"])
