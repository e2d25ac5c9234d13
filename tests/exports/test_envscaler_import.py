"""Importing EnvScaler data into a workspace (command, service), a witness, and the export back out."""

from __future__ import annotations

import asyncio
import importlib.util
import io
import json
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from django.core.exceptions import PermissionDenied
from django.core.management import call_command
from django.core.management.base import CommandError

from envstudio.tenancy.models import Workspace
from review.exports.envscaler import adopt_witness_for, import_envscaler
from review.exports.models import ForeignImport
from review.exports.services import export_workspace
from review.services import decide
from synthesis.api import EnvScalerError, WitnessError
from synthesis.models import Environment, EnvironmentStatus, Scenario, ScenarioRevision
from tests.exports import envscaler_fixture as fixture

pytestmark = pytest.mark.django_db


def _files(tmp_path: Path) -> tuple[Path, Path]:
    return fixture.write_files(tmp_path)


def _command_output(name: str, *args: str) -> str:
    out = io.StringIO()
    call_command(name, *args, stdout=out)
    return out.getvalue()


def _command(*args: str) -> str:
    out = io.StringIO()
    call_command("import_envscaler", *args, stdout=out)
    return out.getvalue()


def test_command_imports_everything_unproven_with_the_audit(workspace: Workspace, tmp_path: Path) -> None:
    environments, scenarios = _files(tmp_path)
    output = _command(str(environments), str(scenarios), "--workspace", "Acme")
    assert "imported 3 environments" in output
    assert "15 scenarios" in output
    assert (
        "2 of 25 checks pass on the initial state, 2 read no state, 1 name state that does not exist"
        in output
    )
    assert "1 tasks are ambiguous, 0 are near duplicates" in output
    assert "clinic-4: referents_unique" in output
    assert Environment.objects.filter(workspace=workspace, status=EnvironmentStatus.PENDING).count() == 3
    revisions = ScenarioRevision.objects.filter(scenario__environment__workspace=workspace)
    assert revisions.count() == 15
    assert not revisions.filter(proof_passed=True).exists()
    record = ForeignImport.objects.get(workspace=workspace)
    assert record.summary["findings"] == fixture.PLANTED
    assert sorted(record.environments) == ["env_clinic", "env_home", "env_library"]
    # The audit is on each scenario, as its (unpassed) proof.
    clinic_2 = Scenario.objects.get(environment__workspace=workspace, key="clinic-2").current_revision
    assert clinic_2 is not None
    steps = {s["name"]: s for s in clinic_2.ir["proof"]["steps"]}
    assert steps["checks_read_state"]["evidence"]["reads_no_state"] == ["c2"]


def test_bad_input_leaves_nothing_behind(workspace: Workspace, tmp_path: Path) -> None:
    environments, scenarios = _files(tmp_path)
    data = json.loads(scenarios.read_text())
    data[-1]["checklist_with_func"][0]["check_func"] = "def check_func(final_state)\n    return True\n"
    scenarios.write_text(json.dumps(data))
    with pytest.raises(
        CommandError, match=r"nothing imported: scenario 'home-5', check 1: check_func is not Python"
    ):
        _command(str(environments), str(scenarios), "--workspace", "Acme")
    with pytest.raises(CommandError, match="cannot read the input"):
        _command(str(tmp_path / "missing.json"), str(scenarios), "--workspace", "Acme")
    assert not Environment.objects.filter(workspace=workspace).exists()
    assert not ForeignImport.objects.exists()


def test_a_second_import_of_the_same_environments_is_refused(workspace: Workspace) -> None:
    raw = json.dumps(fixture.env_metadata()).encode(), json.dumps(fixture.scenario_metadata()).encode()
    import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1])
    with pytest.raises(EnvScalerError, match="already has environment"):
        import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1])
    assert ForeignImport.objects.count() == 1


def test_env_ids_that_become_the_same_slug_are_refused(workspace: Workspace) -> None:
    metadata = fixture.env_metadata()
    metadata["ENV_HOME"] = dict(metadata["env_home"], env_id="ENV_HOME")
    scenarios = fixture.scenario_metadata()
    scenarios.append(dict(scenarios[-1], env_id="ENV_HOME", task_id="home-upper"))
    raw = json.dumps(metadata).encode(), json.dumps(scenarios).encode()
    with pytest.raises(EnvScalerError, match=r"become the slug\(s\) \['env_home'\]"):
        import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1])
    assert not Environment.objects.exists()


def test_every_environment_that_does_not_run_is_named_and_nothing_is_stored(workspace: Workspace) -> None:
    metadata = fixture.env_metadata()
    for env_id in ("env_home", "env_clinic"):
        code = metadata[env_id]["env_class_code"]
        metadata[env_id]["env_class_code"] = "import time\n" + code
    raw = json.dumps(metadata).encode(), json.dumps(fixture.scenario_metadata()).encode()
    with pytest.raises(EnvScalerError, match="2 environment\\(s\\) do not run") as raised:
        import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1])
    assert "'env_home'" in str(raised.value) and "'env_clinic'" in str(raised.value)
    assert "import of 'time' is not allowed" in str(raised.value)
    assert not Environment.objects.exists()


def test_viewers_may_not_import(workspace: Workspace, viewer: Any) -> None:
    raw = json.dumps(fixture.env_metadata()).encode(), json.dumps(fixture.scenario_metadata()).encode()
    with pytest.raises(PermissionDenied):
        import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1], user=viewer)
    assert not Environment.objects.exists()


def _import_module(path: Path, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


async def _verifiers_reward(bundle: Path, calls: list[tuple[str, dict[str, Any]]]) -> float:
    """One rollout of library-1 through the exported verifiers environment, the assistant's turns scripted."""
    import verifiers as vf

    module = _import_module(bundle / "verifiers" / "env_library.py", "env_library_verifiers")
    env = module.load_environment(scenario_ids=["library-1"])
    row = env.get_dataset()[0]
    state = await env.init_state(
        {"prompt": row["prompt"], "example_id": 0, "answer": "", "info": row["info"]},
        client=vf.types.ClientConfig(api_base_url="http://127.0.0.1:9/v1", api_key_var="UNUSED_KEY"),
        model="scripted",
    )
    await env.setup_state(state)
    messages: list[Any] = list(state["prompt"])
    for index, (name, arguments) in enumerate(calls):
        call = vf.types.ToolCall(id=f"call_{index}", name=name, arguments=json.dumps(arguments))
        messages.append(vf.types.AssistantMessage(role="assistant", content="", tool_calls=[call]))
        messages.extend(await env.env_response(messages, state))
    await env.rubric.score_rollout(state)
    return float(state["reward"])


TAU2_SCRIPT = """
import json
from tau2.domains.env_library.environment import get_environment, get_tasks

task = next(t for t in get_tasks() if t.id == "library-1")
toolkit = get_environment().tools
toolkit.db = type(toolkit.db).model_validate(task.initial_state["initialization_data"]["agent_data"])
for action in task.evaluation_criteria["actions"]:
    getattr(toolkit, action["name"])(**action["arguments"])
db = toolkit.db.model_dump()
print(json.dumps({
    "b1_available": next(r for r in db["books"] if r["key"] == "b1")["available"],
    "m2_borrowed": next(r for r in db["members"] if r["key"] == "m2")["borrowed"],
    "loan_count": db["loan_count"][0]["value"],
}))
"""


def _tau2_gold_replay(bundle: Path, root: Path) -> Any:
    """The exported tau2 domain, its task's gold actions replayed through the stand-in for tau2's base classes
    (tests/exports/test_tau2_toolkit.py)."""
    import os
    import subprocess
    import textwrap

    from tests.exports.test_tau2_toolkit import STUBS

    for path, text in STUBS.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(textwrap.dedent(text).lstrip())
    for source in (bundle / "tau2").rglob("*"):
        if source.is_file() and source.name != "README.md":
            target = root / str(source.relative_to(bundle / "tau2")).removeprefix("src/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(source.read_bytes())
    env = {**os.environ, "PYTHONPATH": str(root), "TAU2_DATA_DIR": str(root / "data")}
    completed = subprocess.run(
        [sys.executable, "-c", TAU2_SCRIPT], cwd=root, env=env, capture_output=True, text=True, timeout=120
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout)


def test_a_witness_proves_a_scenario_and_the_approved_import_exports_like_any_other(
    workspace: Workspace, owner: Any, tmp_path: Path
) -> None:
    raw = json.dumps(fixture.env_metadata()).encode(), json.dumps(fixture.scenario_metadata()).encode()
    import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1], user=owner)
    scenario = Scenario.objects.get(environment__workspace=workspace, key="library-1")
    with pytest.raises(WitnessError, match="fail on the state the chain leaves"):
        adopt_witness_for(scenario=scenario, chain=[{"name": "get_book", "arguments": {"book_id": "b1"}}])
    (name, arguments), *_ = fixture.WITNESSES["library-1"]
    revision = adopt_witness_for(
        scenario=scenario, chain=[{"name": name, "arguments": arguments}], user=owner
    )
    failed = [s["name"] for s in revision.ir["proof"]["steps"] if not s["passed"]]
    assert failed == []
    assert revision.proof_passed is True
    scenario.refresh_from_db()
    environment = scenario.environment
    decide(workspace=workspace, user=owner, item=environment, verdict="approve")
    decide(workspace=workspace, user=owner, item=scenario, verdict="approve")
    environment.refresh_from_db()
    assert environment.status == EnvironmentStatus.APPROVED

    out, manifest = export_workspace(workspace_id=workspace.pk, workspace_name="acme", out=tmp_path / "b.zip")
    assert manifest.counts["environments"] == 1 and manifest.counts["scenarios"] == 1
    target = tmp_path / "bundle"
    with zipfile.ZipFile(out) as archive:
        archive.extractall(target)
        names = set(archive.namelist())
    for path in (
        "tau2/src/tau2/domains/env_library/tools.py",
        "environments/env_library/mcp_tools.json",
        "openenv/env_library/openenv.yaml",
        "verifiers/env_library.py",
        "trl/env_library.py",
    ):
        assert path in names, path
    assert _tau2_gold_replay(target, tmp_path / "tau2") == {
        "b1_available": False,
        "m2_borrowed": ["b1"],
        "loan_count": 5,
    }
    assert asyncio.run(_verifiers_reward(target, [(name, arguments)])) == 1.0
    assert asyncio.run(_verifiers_reward(target, [])) == 0.0
    trl = _import_module(target / "trl" / "env_library.py", "env_library_trl")
    played = trl.environment_factory()
    played.reset(scenario_id="library-1")
    assert trl.reward_func([played]) == [0.0]
    assert json.loads(played.borrow_book(member_id="m2", book_id="b1"))["success"] is True
    assert trl.reward_func([played]) == [1.0]


def _post(client: Any, slug: str, env_bytes: bytes, scenario_bytes: bytes) -> Any:
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.urls import reverse

    return client.post(
        reverse("envscaler-imports", args=[slug]),
        {
            "env_metadata": SimpleUploadedFile("191_env_metadata.json", env_bytes),
            "scenario_metadata": SimpleUploadedFile("scenarios.json", scenario_bytes),
        },
    )


def test_the_web_form_imports_for_reviewers_and_shows_the_audit(
    workspace: Workspace,
    member: Any,
    viewer: Any,
    outsider: Any,
    monkeypatch: pytest.MonkeyPatch,
    django_capture_on_commit_callbacks: Any,
) -> None:
    from django.test import Client
    from django.urls import reverse

    from review.exports import envscaler_runs, envscaler_worker

    # The form queues a run (issue 39); here the queued run runs as soon as it commits, as a worker would.
    monkeypatch.setattr(
        envscaler_runs, "dispatch_import", lambda *, run_id: envscaler_worker.run_import(run_id=run_id)
    )

    raw = json.dumps(fixture.env_metadata()).encode(), json.dumps(fixture.scenario_metadata()).encode()
    page = reverse("envscaler-imports", args=[workspace.slug])
    as_viewer, as_member, as_outsider = Client(), Client(), Client()
    as_viewer.force_login(viewer)
    as_member.force_login(member)
    as_outsider.force_login(outsider)
    assert as_outsider.get(page).status_code == 404
    viewing = as_viewer.get(page)
    assert viewing.status_code == 200 and b"multipart/form-data" not in viewing.content
    assert _post(as_viewer, workspace.slug, *raw).status_code == 403
    with django_capture_on_commit_callbacks(execute=True):
        refused = _post(as_member, workspace.slug, b"{broken", raw[1])
    assert refused.status_code == 302
    assert "environment metadata is not JSON" in as_member.get(page).content.decode()
    assert not Environment.objects.exists()
    with django_capture_on_commit_callbacks(execute=True):
        done = _post(as_member, workspace.slug, *raw)
    assert done.status_code == 302
    listing = as_member.get(page).content.decode()
    assert "import " in listing and "3 environments, 15 scenarios" in listing
    assert "env_library, env_clinic, env_home" in listing
    assert "2 of 25" in listing
    assert "<code>clinic-4</code>: referents_unique" in listing
    assert ForeignImport.objects.get().created_by == member
    # Each scenario's page shows its audit as its (failed) proof, with the finding's detail.
    clinic_2 = Scenario.objects.get(environment__workspace=workspace, key="clinic-2")
    detail = as_member.get(reverse("review-scenario", args=[workspace.slug, clinic_2.pk])).content.decode()
    assert "checks_read_state: failed" in detail
    assert "check(s) c2 read no final state" in detail
    # The environment's page shows their class inside envstudio's code, tools and tables.
    clinic = Environment.objects.get(workspace=workspace, slug="env_clinic")
    page_html = as_member.get(reverse("review-environment", args=[workspace.slug, clinic.pk]))
    assert page_html.status_code == 200
    # The code is a section the page loads on demand.
    code = as_member.get(reverse("review-env-section", args=[workspace.slug, clinic.pk, "code"]))
    assert "PetClinicEnvstudio" in code.content.decode()


def test_a_rollout_earning_one_supplies_the_witness(workspace: Workspace) -> None:
    from synthesis.models import Rollout

    raw = json.dumps(fixture.env_metadata()).encode(), json.dumps(fixture.scenario_metadata()).encode()
    import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1])
    scenario = Scenario.objects.get(environment__workspace=workspace, key="home-1")
    assert scenario.current_revision is not None
    (name, arguments), *_ = fixture.WITNESSES["home-1"]
    Rollout.objects.create(
        item_key="home-1~0",
        scenario_revision=scenario.current_revision,
        mode="direct",
        stop_reason="submitted",
        reward=1.0,
        tool_calls=[
            # A failed attempt first: it changed nothing, so it is not part of the witness.
            {
                "name": "set_temperature",
                "arguments": {"room_id": "r2", "temperature": 40},
                "result": {"success": False, "error": "temperature out of range"},
            },
            {"name": "get_room", "arguments": {"room_id": "r2"}, "result": {"success": True, "data": {}}},
            {"name": name, "arguments": arguments, "result": {"success": True, "message": "set"}},
        ],
    )
    assert _command_output("adopt_witnesses", "--workspace", "Acme").startswith("1 scenario(s) proven from 1")
    scenario.refresh_from_db()
    revision = scenario.current_revision
    assert revision is not None
    assert [c["name"] for c in revision.ir["reference_chain"]] == ["get_room", "set_temperature"]
    assert revision.proof_passed is True
    assert revision.number == 2
    checks = revision.ir["checks"]
    assert checks[0]["about"] == [{"table": "rooms", "key": "r2", "field": "target"}]
