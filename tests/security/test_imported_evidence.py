"""Issue 39, findings 1, 2, 5 (bundles) and 8: a bundle's evidence is never trusted, its import is bounded by
what parsing would build, bad input is a clear error, and the trainer adapters verify before running code.

The tampered bundle is the red team's: env.py opens a socket and writes a file on import, every check is
``return True``, every proof claims to pass, and the manifest's hashes are recomputed to match.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import tracemalloc
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from review.exports import BundleError, read_bundle, reproof, write_bundle
from review.exports.bundle import MANIFEST_NAME
from review.exports.importer import ImportLimits
from review.exports.models import BundleImport, ExportStatus
from review.exports.records import ExportEnvironment, ExportScenario
from review.exports.selectors import approved_environments, export_preview
from review.exports.services import import_bundle
from review.models import Decision
from review.services import ReviewError, decide
from synthesis.api import ScenarioSpec
from synthesis.models import Environment, EnvironmentStatus, Scenario, VerificationResult
from tests.exports.fixtures import shop_export

pytestmark = pytest.mark.django_db


def _write(path: Path, environments: list[ExportEnvironment]) -> Path:
    write_bundle(  # the writer computes every sha256: a tamperer recomputes them just the same
        out=path,
        workspace="evil",
        environments=environments,
        created_at="2026-01-01T00:00:00Z",
        envstudio_version="0.1.0",
        review_record=[],
    )
    return path


def _hostile(marker: Path) -> ExportEnvironment:
    honest = shop_export("shop")
    code = (
        "import socket\n"
        f"open({str(marker)!r}, 'w').write('owned')\n"
        "socket.create_connection(('203.0.113.1', 80), timeout=0.1)\n" + honest.spec.code
    )
    spec = honest.spec.model_copy(update={"code": code})
    scenarios = []
    for exported in honest.scenarios:
        ir = exported.spec.model_dump(mode="json")
        for check in ir["checks"]:
            check["source"] = "def check(final_state, initial_state):\n    return True\n"
        ir["proof"] = {
            "passed": True,
            "steps": [
                {"name": name, "passed": True, "detail": "claimed", "evidence": {}}
                for name in ("chain_runs", "checks_fail_initially", "checks_pass_on_final")
            ],
        }
        scenarios.append(ExportScenario(spec=ScenarioSpec.model_validate(ir)))
    return ExportEnvironment(spec=spec, graph=honest.graph, scenarios=scenarios)


@pytest.fixture
def real_sandbox(settings: Any) -> None:
    # Where bubblewrap is missing the sandbox runs as a plain process with its in-process guards only (they
    # refuse the import); with bubblewrap (CI) the process is isolated as well.
    settings.ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX = True
    for name in ("REVIEW_ENVIRONMENT_VERIFIER", "ENVSTUDIO_IMPORT_SCENARIO_PROVER"):
        if hasattr(settings, name):
            delattr(settings, name)


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_a_tampered_bundle_is_imported_unverified_refused_and_fails_its_reproof(
    workspace: Workspace, owner: Any, member: Any, outsider: Any, tmp_path: Path, real_sandbox: None
) -> None:
    marker = tmp_path / "owned.txt"
    bundle = _write(tmp_path / "evil.zip", [_hostile(marker)])

    record = import_bundle(path=bundle, workspace_id=workspace.pk, actor=member)
    environment = Environment.objects.get(workspace=workspace, slug="shop")
    scenarios = list(Scenario.objects.filter(environment=environment))
    assert environment.unverified_import and all(s.unverified_import for s in scenarios)
    assert not any(
        s.current_revision and s.current_revision.proof_passed for s in scenarios
    )  # claim not believed
    assert record.status == ExportStatus.QUEUED and record.progress_total == 1 + len(scenarios)

    # Shown "unverified, imported" everywhere: queue rows, item pages, the export dialog.
    client = _client(member)
    for name in ("review-environments", "review-scenarios"):
        page = client.get(reverse(name, args=[workspace.slug])).content.decode()
        assert "unverified, imported" in page, name
    page = client.get(reverse("review-scenario", args=[workspace.slug, scenarios[0].pk])).content.decode()
    assert 'id="unverified-import"' in page and 'id="bundle-claim"' in page
    assert "claimed passed" in page and 'data-shortcut="approve"' not in page
    page = client.get(reverse("export-list", args=[workspace.slug])).content.decode()
    assert 'id="export-unverified-imports"' in page and 'id="bundle-import-' in page
    assert export_preview(workspace_id=workspace.pk)["unverified_imports"] == 1 + len(scenarios)

    # Approval is refused by the service, so by the page, the command and any API alike, for every role.
    for user in (owner, member):
        for item in (environment, scenarios[0]):
            with pytest.raises(ReviewError, match="unverified, imported"):
                decide(workspace=workspace, user=user, item=item, verdict="approve")
    response = client.post(
        reverse("review-decide", args=[workspace.slug, "env", environment.pk]),
        {"verdict": "approve", "revision": "1"},
    )
    assert response.status_code in (302, 400, 409)
    with pytest.raises(CommandError, match="unverified, imported"):
        call_command(
            "review",
            "--workspace",
            workspace.name,
            "--as",
            owner.username,
            "--approve",
            f"env:{environment.pk}",
        )
    assert not Decision.objects.exists()
    assert (
        _client(outsider)
        .get(reverse("review-environment", args=[workspace.slug, environment.pk]))
        .status_code
        == 404
    )

    # The re-proof job: the sandbox refuses the socket import, so the environment fails; every proof fails
    # again, and the contradiction with the bundle's claim is a failure holding both.
    finished = reproof.run_reproof(import_id=record.pk)
    assert finished is not None and finished.status == ExportStatus.SUCCEEDED
    assert finished.progress_done == finished.progress_total == 1 + len(scenarios)
    assert not marker.exists()  # nothing of the hostile code ran outside the sandbox
    environment.refresh_from_db()
    assert not environment.unverified_import
    assert environment.status == EnvironmentStatus.FAILED_VERIFICATION
    failures = VerificationResult.objects.filter(
        environment_revision=environment.current_revision, passed=False
    )
    assert "socket" in json.dumps([(r.detail, r.evidence) for r in failures])
    for scenario in Scenario.objects.filter(environment=environment).select_related("current_revision"):
        assert not scenario.unverified_import and scenario.status == EnvironmentStatus.FAILED_VERIFICATION
        revision = scenario.current_revision
        assert revision is not None and revision.number == 2 and not revision.proof_passed
        claim = VerificationResult.objects.get(scenario_revision=revision, name=reproof.CLAIM_ROW)
        assert not claim.passed
        assert claim.evidence["expected"]["passed"] is True and claim.evidence["actual"]["passed"] is False
        assert claim.evidence["expected"]["steps"]["checks_fail_initially"] is True
        assert claim.evidence["actual"]["steps"]["chain_runs"] is False
        page = client.get(reverse("review-scenario", args=[workspace.slug, scenario.pk])).content.decode()
        assert (
            "bundle_claim" in page and "the bundle&#x27;s claim" in page and "re-run in the sandbox" in page
        )
        with pytest.raises(ReviewError, match="fails verification"):
            decide(workspace=workspace, user=owner, item=scenario, verdict="approve")
    with pytest.raises(ReviewError, match="fails verification"):
        decide(workspace=workspace, user=owner, item=environment, verdict="approve")
    assert list(approved_environments(workspace_id=workspace.pk)) == []  # never exported as approved
    assert set(finished.outcome["disagreements"]) == {f"scn:{s.key}" for s in scenarios}


def _passing_rows(**_: Any) -> list[dict[str, Any]]:
    return [
        {"stage": "static", "name": "parses", "passed": True, "skipped": False, "detail": "", "evidence": {}}
    ]


def _proven(*, spec: Any, scenario: ScenarioSpec, existing_tasks: Any = ()) -> ScenarioSpec:
    proof = {
        "passed": True,
        "steps": [{"name": "chain_runs", "passed": True, "detail": "re-run", "evidence": {}}],
    }
    return ScenarioSpec.model_validate({**scenario.model_dump(mode="json"), "proof": proof})


def test_an_honest_import_proven_again_can_be_approved_and_exported(
    workspace: Workspace, owner: Any, tmp_path: Path, settings: Any
) -> None:
    settings.REVIEW_ENVIRONMENT_VERIFIER = f"{__name__}._passing_rows"
    settings.ENVSTUDIO_IMPORT_SCENARIO_PROVER = f"{__name__}._proven"
    record = import_bundle(path=_write(tmp_path / "ok.zip", [shop_export("shop")]), workspace_id=workspace.pk)
    environment = Environment.objects.get(pk=record.environment_ids[0])
    reproof.run_reproof(import_id=record.pk)
    environment.refresh_from_db()
    assert not environment.unverified_import and environment.status == EnvironmentStatus.PENDING
    decide(workspace=workspace, user=owner, item=environment, verdict="approve")
    for scenario in Scenario.objects.filter(environment=environment):
        assert scenario.current_revision is not None and scenario.current_revision.proof_passed
        assert not VerificationResult.objects.filter(
            name=reproof.CLAIM_ROW
        ).exists()  # claim and re-run agree
        decide(workspace=workspace, user=owner, item=scenario, verdict="approve")
    (exported,) = approved_environments(workspace_id=workspace.pk)
    assert len(exported.scenarios) == 3
    assert all(s.spec.proof and s.spec.proof.steps[0].detail == "re-run" for s in exported.scenarios)
    assert reproof.run_reproof(import_id=record.pk) is not None  # a redelivered message changes nothing
    assert BundleImport.objects.get(pk=record.pk).status == ExportStatus.SUCCEEDED


def test_a_prover_that_cannot_run_fails_closed(workspace: Workspace, tmp_path: Path, settings: Any) -> None:
    settings.REVIEW_ENVIRONMENT_VERIFIER = "tests.security.test_imported_evidence.no_such_verifier"
    settings.ENVSTUDIO_IMPORT_SCENARIO_PROVER = "tests.security.test_imported_evidence.no_such_prover"
    record = import_bundle(path=_write(tmp_path / "ok.zip", [shop_export("shop")]), workspace_id=workspace.pk)
    reproof.run_reproof(import_id=record.pk)
    assert not Environment.objects.filter(unverified_import=True).exists()
    assert set(Environment.objects.values_list("status", flat=True)) == {
        EnvironmentStatus.FAILED_VERIFICATION
    }
    assert set(Scenario.objects.values_list("status", flat=True)) == {EnvironmentStatus.FAILED_VERIFICATION}


def test_importing_needs_the_reviewer_role(
    workspace: Workspace, viewer: Any, outsider: Any, tmp_path: Path
) -> None:
    from django.core.exceptions import PermissionDenied

    bundle = _write(tmp_path / "ok.zip", [shop_export("shop")])
    for user in (viewer, outsider):
        with pytest.raises(PermissionDenied):
            import_bundle(path=bundle, workspace_id=workspace.pk, actor=user)
    assert not Environment.objects.exists()


# --- findings 2 and 5: bounded, clear, nothing half-saved ---------------------------------------------------


def _with_member(source: Path, target: Path, name: str, data: bytes) -> Path:
    """The bundle with one member replaced and the manifest's sha256 recomputed (as a tamperer would)."""
    import hashlib

    with zipfile.ZipFile(source) as original:
        manifest = json.loads(original.read(MANIFEST_NAME))
        members = {n: original.read(n) for n in original.namelist() if n != MANIFEST_NAME}
    members[name] = data
    manifest["files"][name] = hashlib.sha256(data).hexdigest()
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as out:
        out.writestr(MANIFEST_NAME, json.dumps(manifest))
        for member, content in members.items():
            out.writestr(member, content)
    return target


@pytest.fixture
def honest(tmp_path: Path) -> Path:
    return _write(tmp_path / "honest.zip", [shop_export("shop")])


def test_a_small_zip_of_empty_lists_is_refused_before_parsing_in_bounded_memory(
    workspace: Workspace, honest: Path, tmp_path: Path
) -> None:
    bomb = b"[" + b"[]," * 13_000_000 + b"[]]"  # 39 MB of [],[],... (the probe's 1.5 GB parse)
    bad = _with_member(honest, tmp_path / "lists.zip", "environments/shop/graph.json", bomb)
    assert bad.stat().st_size < 400_000
    tracemalloc.start()
    try:
        with pytest.raises(
            BundleError, match=r"environments/shop/graph.json holds about [\d,]+ JSON elements"
        ):
            import_bundle(path=bad, workspace_id=workspace.pk)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 200 * 2**20  # the bytes and two bracket copies, never the ~1.5 GB of parsed lists
    assert not Environment.objects.exists() and not BundleImport.objects.exists()


def test_per_file_bytes_depth_and_element_limits_name_the_file(honest: Path, tmp_path: Path) -> None:
    small = ImportLimits(max_json_bytes=10_000, max_json_elements=50_000, max_json_depth=64)
    big = _with_member(
        honest, tmp_path / "big.zip", "environments/shop/graph.json", b'"' + b"x" * 20_000 + b'"'
    )
    with pytest.raises(BundleError, match=r"environments/shop/graph.json is larger than 10,000 bytes"):
        read_bundle(big, limits=small)
    deep = _with_member(
        honest, tmp_path / "deep.zip", "environments/shop/review.json", b"[" * 100_000 + b"]" * 100_000
    )
    with pytest.raises(
        BundleError, match=r"environments/shop/review.json nests JSON more than 64 levels deep"
    ):
        read_bundle(deep)
    with zipfile.ZipFile(honest) as archive:
        lines = archive.read("environments/shop/scenarios.jsonl").decode().splitlines()
    nested = json.loads(lines[1])
    nested["user_facts"] = {"deep": json.loads("[" * 200 + "]" * 200)}
    text = "\n".join([lines[0], json.dumps(nested), *lines[2:]]).encode()
    deep_line = _with_member(honest, tmp_path / "line.zip", "environments/shop/scenarios.jsonl", text)
    with pytest.raises(BundleError, match=r"environments/shop/scenarios.jsonl line 2 nests JSON more than"):
        read_bundle(deep_line)


def test_a_scenario_twice_is_a_clear_error_not_an_integrity_error(
    workspace: Workspace, honest: Path, tmp_path: Path
) -> None:
    with zipfile.ZipFile(honest) as archive:
        lines = archive.read("environments/shop/scenarios.jsonl").decode().splitlines()
    twice = _with_member(
        honest,
        tmp_path / "twice.zip",
        "environments/shop/scenarios.jsonl",
        "\n".join([*lines, lines[0]]).encode(),
    )
    key = json.loads(lines[0])["id"]
    with pytest.raises(
        CommandError, match=rf"scenarios.jsonl line {len(lines) + 1}: scenario '{key}' appears twice"
    ):
        call_command("import_bundle", str(twice), "--workspace", workspace.name)
    assert not Environment.objects.exists() and not Scenario.objects.exists()


def test_per_import_caps_on_environments_and_scenarios(
    workspace: Workspace, tmp_path: Path, settings: Any
) -> None:
    bundle = _write(tmp_path / "two.zip", [shop_export("shop"), shop_export("shop-two")])
    settings.ENVSTUDIO_IMPORT_MAX_ENVIRONMENTS = 1
    with pytest.raises(
        BundleError, match=r"2 environments; the limit per import is 1 \(ENVSTUDIO_IMPORT_MAX_ENV"
    ):
        import_bundle(path=bundle, workspace_id=workspace.pk)
    settings.ENVSTUDIO_IMPORT_MAX_ENVIRONMENTS = 10
    settings.ENVSTUDIO_IMPORT_MAX_SCENARIOS = 4
    with pytest.raises(BundleError, match=r"more than 4 scenarios, the limit per import"):
        import_bundle(path=bundle, workspace_id=workspace.pk)
    assert not Environment.objects.exists()
    settings.ENVSTUDIO_IMPORT_MAX_SCENARIOS = 6
    assert len(import_bundle(path=bundle, workspace_id=workspace.pk).environment_ids) == 2


# --- finding 8: the trainer adapters verify before the first reset -----------------------------------------


def _load_module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def clean_modules() -> Iterator[None]:
    before = set(sys.modules)
    yield
    for name in set(sys.modules) - before:
        if name.startswith(("envstudio_bundle", "w39_")):
            sys.modules.pop(name, None)


def test_the_adapters_verify_the_bundle_before_the_first_reset(
    honest: Path, tmp_path: Path, clean_modules: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "extracted"
    with zipfile.ZipFile(honest) as archive:
        archive.extractall(target)
        readmes = {n: archive.read(n).decode() for n in archive.namelist() if n.endswith("README.md")}
    assert {"tau2/README.md", "openenv/README.md", "verifiers/README.md", "trl/README.md"} <= set(readmes)
    for name, text in readmes.items():
        assert "Runs unsandboxed: load only bundles you trust." in text, name
    for adapter in [
        *target.glob("trl/*.py"),
        *target.glob("verifiers/*.py"),
        *target.glob("openenv/*/server/environment.py"),
    ]:
        assert "bundle.verify(extra_files_ok=True)" in adapter.read_text(), adapter
    env_py = target / "environments/shop/env.py"
    env_py.write_text(env_py.read_text() + "\nopen('/tmp/w39-owned', 'w')\n")
    monkeypatch.delenv("ENVSTUDIO_BUNDLE", raising=False)
    (module_path,) = target.glob("trl/*.py")
    module = _load_module(module_path, "w39_trl_adapter")
    environment = module.environment_factory()
    with pytest.raises(Exception, match=r"altered: environments/shop/env.py") as error:
        environment.reset()
    assert type(error.value).__name__ == "BundleError"
    (target / "trainer-output.txt").write_text("a trainer's file beside the bundle is not an alteration")
    env_py.write_text(env_py.read_text().replace("\nopen('/tmp/w39-owned', 'w')\n", ""))
    module._loaded.clear()
    assert environment.reset() is not None  # verified, then reset as before


def test_the_exports_page_warns_that_bundles_run_unsandboxed(workspace: Workspace, viewer: Any) -> None:
    page = _client(viewer).get(reverse("export-list", args=[workspace.slug])).content.decode()
    assert 'id="unsandboxed-warning"' in page and "load only bundles you trust" in page
