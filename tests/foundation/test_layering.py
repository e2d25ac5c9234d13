"""The import-linter contracts in pyproject.toml hold, and each catches a violation planted in a copy."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

PACKAGES = ("synthesis", "review", "envstudio")
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

PURE = "Pure synthesis (pipelines and what they use) imports no Django, Celery, review or persistence"
# (module to plant the import in, the import, the contract that must break)
PLANTED = [
    (
        "review/selectors.py",
        "from synthesis.sandbox import open_session",
        "Review imports nothing of synthesis but synthesis.api and synthesis.models",
    ),
    (
        "envstudio/tenancy/permissions.py",
        "from synthesis import selectors",
        "Tenancy imports no synthesis and no review (the workspace page composes them in envstudio/)",
    ),
    (
        "synthesis/jobs/memory.py",
        "from synthesis.pipelines import spec",
        "The job framework imports no pipeline (kinds are registered, not imported)",
    ),
    (
        "synthesis/scenarios/chains.py",
        "from django.db import transaction",
        PURE,
    ),
    (
        "synthesis/state/values.py",
        "from synthesis.models import Seed",
        PURE,
    ),
    ("synthesis/models.py", "import review.models", "Synthesis never imports review"),
    (
        "synthesis/state/timing.py",
        "from synthesis.scenarios import intents",
        "States are lower than what uses them: synthesis.state imports no scenarios, verify or pipelines",
    ),
]


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--config", str(root / "pyproject.toml")],
        cwd=root,
        env={"PYTHONPATH": str(root), "PATH": str(Path(sys.executable).parent)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.fixture(scope="module")
def copy_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("layering")
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    for package in PACKAGES:
        shutil.copytree(REPO / package, root / package, ignore=shutil.ignore_patterns("__pycache__"))
    return root


def test_the_contracts_hold_in_the_code() -> None:
    result = _lint(REPO)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Contracts: 6 kept, 0 broken." in result.stdout


@pytest.mark.parametrize(("module", "planted", "contract"), PLANTED)
def test_a_planted_violation_breaks_its_contract(
    copy_root: Path, module: str, planted: str, contract: str
) -> None:
    target = copy_root / module
    original = target.read_text()
    target.write_text(f"{original}\n{planted}  # planted by the test\n")
    try:
        result = _lint(copy_root)
    finally:
        target.write_text(original)
    report = " ".join(result.stdout.split())
    assert result.returncode != 0, report
    assert f"{contract} BROKEN" in report
    assert report.count("BROKEN") == 1, report  # only the contract the plant breaks
    # The unplanted copy passes: the failure above came from the planted import alone.
    assert _lint(copy_root).returncode == 0
