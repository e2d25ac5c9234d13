"""The bundle writer, the stdlib loader, tau2 files and the importer, over hand-made IR."""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

from review.exports import BundleError, ExportEnvironment, read_bundle, write_bundle
from review.exports.bundle import LOADER_NAME, MANIFEST_NAME
from tests.exports.fixtures import shop_export

CREATED_AT = "2025-03-01T12:00:00+00:00"


def _write(path: Path, environments: list[ExportEnvironment]) -> Path:
    write_bundle(
        out=path,
        workspace="acme",
        environments=environments,
        created_at=CREATED_AT,
        envstudio_version="0.1.0",
        review_record=[{"by": "lead@example.com", "action": "export", "at": CREATED_AT}],
    )
    return path


@pytest.fixture(scope="module")
def bundle_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _write(
        tmp_path_factory.mktemp("bundle") / "bundle.zip", [shop_export("shop"), shop_export("shop-two")]
    )


@pytest.fixture(scope="module")
def extracted(bundle_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("extracted")
    with zipfile.ZipFile(bundle_path) as archive:
        archive.extractall(target)
    return target


def test_manifest_hashes_every_other_file(bundle_path: Path) -> None:
    with zipfile.ZipFile(bundle_path) as archive:
        manifest = json.loads(archive.read(MANIFEST_NAME))
        names = {n for n in archive.namelist() if n != MANIFEST_NAME}
        assert set(manifest["files"]) == names
        for name in names:
            assert hashlib.sha256(archive.read(name)).hexdigest() == manifest["files"][name], name
    assert manifest["counts"] == {"environments": 2, "scenarios": 6, "tools": 8}
    assert manifest["workspace"] == "acme"
    assert manifest["provenance"] == {
        "models": ["model-a", "model-b"],
        "prompt_versions": {"tasks": ["2"], "tools": ["3"]},
    }
    assert manifest["review_record"][0]["by"] == "lead@example.com"
    assert set(manifest["embedded_modules"]) == {
        "changes",
        "tracking",
        "runtime",
        "matching",
        "reward",
        "replay",
    }


def test_layout_per_environment(bundle_path: Path) -> None:
    with zipfile.ZipFile(bundle_path) as archive:
        names = set(archive.namelist())
        for member in ["env.py", "tools.json", "mcp_tools.json", "spec.json", "graph.json", "policy.md"]:
            assert f"environments/shop/{member}" in names
        tools = json.loads(archive.read("environments/shop/tools.json"))
        mcp_tools = json.loads(archive.read("environments/shop/mcp_tools.json"))
        policy = archive.read("environments/shop/policy.md").decode()
    assert tools[0]["type"] == "function" and tools[0]["function"]["name"] == "get_order"
    assert {t["name"]: t["annotations"]["readOnlyHint"] for t in mcp_tools}["cancel_order"] is False
    assert "Only open orders can be cancelled." in policy and "### add_note" in policy


def test_writes_into_a_file_object_and_only_what_is_passed() -> None:
    buffer = io.BytesIO()
    manifest = write_bundle(
        out=buffer,
        workspace="w",
        environments=iter([shop_export("only")]),
        created_at=CREATED_AT,
        envstudio_version="0.1.0",
        review_record=[],
    )
    with zipfile.ZipFile(io.BytesIO(buffer.getvalue())) as archive:
        environments = {n.split("/")[1] for n in archive.namelist() if n.startswith("environments/")}
        lines = archive.read("scenarios.jsonl").decode().splitlines()
    assert environments == {"only"}
    assert manifest.counts["scenarios"] == 3 and len(lines) == 3


def test_refuses_unproven_scenarios_and_duplicates(tmp_path: Path) -> None:
    unproven = shop_export()
    scenario = unproven.scenarios[0].spec.model_copy(update={"proof": None})
    unproven.scenarios[0] = type(unproven.scenarios[0])(spec=scenario)
    with pytest.raises(BundleError, match="no passing proof"):
        _write(tmp_path / "a.zip", [unproven])
    with pytest.raises(BundleError, match=r"written twice|appears twice"):
        _write(tmp_path / "b.zip", [shop_export(), shop_export()])


def test_scenarios_load_with_datasets(bundle_path: Path, extracted: Path, tmp_path: Path) -> None:
    env = dict(
        os.environ,
        HF_DATASETS_OFFLINE="1",
        HF_HOME=str(tmp_path / "hf"),
        HF_DATASETS_CACHE=str(tmp_path / "hf" / "datasets"),
    )
    script = textwrap.dedent(f"""
        import json, datasets
        ds = datasets.load_dataset("json", data_files={str(extracted / "scenarios.jsonl")!r}, split="train")
        print(json.dumps({{"rows": ds.num_rows, "columns": sorted(ds.column_names),
                          "weight": str(ds.features["checks"].feature["weight"].dtype),
                          "state": json.loads(ds[0]["initial_state"])["orders"][0]["order_id"]}}))
    """)
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["rows"] == 6
    assert {
        "id",
        "environment",
        "task",
        "persona",
        "initial_state",
        "reference_chain",
        "checks",
        "target_state",
        "matching_policies",
        "proof",
    } <= set(report["columns"])
    assert report["weight"] == "float64"
    assert report["state"] == "o1"


LOADER_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
import envstudio_bundle
forbidden = sorted(m for m in sys.modules if m.split(".")[0] in {"synthesis", "review", "pydantic", "django"})
bundle = envstudio_bundle.load(sys.argv[2])
bundle.verify()
report = {"forbidden": forbidden, "rewards": {}, "idle": {}, "error_step": None}
for scenario_id, record in bundle.scenarios.items():
    episode = bundle.episode(scenario_id)
    episode.reset()
    for call in record["reference_chain"]:
        obs, reward, terminated, truncated, info = episode.step(call)
        assert reward == 0.0 and not terminated and not truncated
    obs, reward, terminated, truncated, info = episode.step({"name": "submit"})
    assert terminated
    report["rewards"][scenario_id] = reward
    idle = bundle.episode(scenario_id)
    idle.reset()
    report["idle"][scenario_id] = idle.step({"name": "submit"})[1]
episode = bundle.episode(next(iter(bundle.scenarios)), max_steps=2)
episode.reset()
obs, reward, terminated, truncated, info = episode.step(
    {"name": "cancel_order", "arguments": {"order_id": "nope"}})
report["error_step"] = [json.loads(obs), terminated, truncated]
obs, reward, terminated, truncated, info = episode.step(
    {"name": "get_order", "arguments": '{"order_id": "o1"}'})
report["truncated"] = [truncated, json.loads(obs)["success"]]
report["after_modules"] = sorted(m for m in sys.modules if m.split(".")[0] in {"synthesis", "review"})
print(json.dumps(report))
"""


@pytest.mark.parametrize("source", ["zip", "dir"])
def test_loader_replays_reference_chains_with_stdlib_only(
    bundle_path: Path, extracted: Path, tmp_path: Path, source: str
) -> None:
    script = tmp_path / "run_loader.py"
    script.write_text(LOADER_SCRIPT)
    target = bundle_path if source == "zip" else extracted
    # -I -S: isolated, no site-packages, so only the standard library is importable.
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(script), str(extracted), str(target)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["forbidden"] == [] and report["after_modules"] == []
    assert report["rewards"] and all(r == 1.0 for r in report["rewards"].values()), report["rewards"]
    assert all(report["idle"][s] < report["rewards"][s] for s in report["rewards"]), report["idle"]
    assert report["error_step"][0]["success"] is False and report["error_step"][1:] == [False, False]
    assert report["truncated"] == [True, True]


def test_loader_verify_detects_altered_files(extracted: Path, tmp_path: Path) -> None:
    altered = tmp_path / "altered"
    subprocess.run(["cp", "-r", str(extracted), str(altered)], check=True)
    (altered / "environments" / "shop" / "env.py").write_text("class Shop: pass\n")
    script = (
        f"import sys; sys.path.insert(0, {str(altered)!r}); import envstudio_bundle\n"
        f"envstudio_bundle.load({str(altered)!r}).verify()\n"
    )
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    assert "altered: environments/shop/env.py" in done.stderr


def test_loader_docstring_warns_about_in_process_execution(extracted: Path) -> None:
    source = (extracted / LOADER_NAME).read_text()
    docstring = ast.get_docstring(ast.parse(source)) or ""
    assert "in this process" in docstring and "no sandbox" in docstring and "verify()" in docstring


def test_import_after_export_gives_the_same_ir(bundle_path: Path) -> None:
    originals = [shop_export("shop"), shop_export("shop-two")]
    imported = read_bundle(bundle_path)
    assert [e.spec for e in imported] == [e.spec for e in originals]
    assert [[s.spec for s in e.scenarios] for e in imported] == [
        [s.spec for s in e.scenarios] for e in originals
    ]
    assert imported[0].graph == originals[0].graph
    assert imported[0].review_record == originals[0].review_record
    assert imported[0].scenarios[0].review_record == originals[0].scenarios[0].review_record


def test_import_refuses_a_tampered_bundle(bundle_path: Path, tmp_path: Path) -> None:
    tampered = tmp_path / "tampered.zip"
    with zipfile.ZipFile(bundle_path) as source, zipfile.ZipFile(tampered, "w") as target:
        for item in source.infolist():
            data = source.read(item.filename)
            if item.filename == "environments/shop/spec.json":
                data = data.replace(b"Corner shop", b"Corner shoq")
            target.writestr(item, data)
    with pytest.raises(BundleError, match=r"altered: environments/shop/spec\.json"):
        read_bundle(tampered)
    with pytest.raises(BundleError, match="not a zip"):
        (tmp_path / "junk.zip").write_text("junk")
        read_bundle(tmp_path / "junk.zip")


TAU2_TASK_FIELDS = {"id", "description", "user_scenario", "initial_state", "evaluation_criteria"}


def test_tau2_domain_files(bundle_path: Path) -> None:
    with zipfile.ZipFile(bundle_path) as archive:
        names = set(archive.namelist())
        code = "tau2/src/tau2/domains/shop_two"
        data = "tau2/data/tau2/domains/shop_two"
        for name in [
            "data_model.py",
            "tools.py",
            "environment.py",
            "utils.py",
            "envstudio_env.py",
            "envstudio_changes.py",
            "__init__.py",
        ]:
            ast.parse(archive.read(f"{code}/{name}").decode(), filename=name)
        for name in ["tasks.json", "split_tasks.json", "policy.md", "db.json"]:
            assert f"{data}/{name}" in names
        tasks = json.loads(archive.read(f"{data}/tasks.json"))
        split = json.loads(archive.read(f"{data}/split_tasks.json"))
        db = json.loads(archive.read(f"{data}/db.json"))
        tools_source = archive.read(f"{code}/tools.py").decode()
        assert "tau2/README.md" in names
    assert split["base"] == [t["id"] for t in tasks] and len(tasks) == 3
    assert set(db) == {"customers", "orders", "notes"}
    for task in tasks:
        assert set(task) >= TAU2_TASK_FIELDS
        assert set(task["description"]) == {"purpose", "relevant_policies", "notes"}
        assert set(task["user_scenario"]) == {"persona", "instructions"}
        assert set(task["user_scenario"]["instructions"]) == {
            "domain",
            "reason_for_call",
            "known_info",
            "unknown_info",
            "task_instructions",
        }
        assert set(task["initial_state"]) == {
            "initialization_data",
            "initialization_actions",
            "message_history",
        }
        criteria = task["evaluation_criteria"]
        assert set(criteria["reward_basis"]) <= {
            "DB",
            "ENV_ASSERTION",
            "NL_ASSERTION",
            "ACTION",
            "COMMUNICATE",
        }
        for action in criteria["actions"]:
            assert set(action) == {"action_id", "requestor", "name", "arguments", "info", "compare_args"}
    assert tasks[0]["evaluation_criteria"]["actions"][1] == {
        "action_id": "shop-two-cancel-o1_1",
        "requestor": "assistant",
        "name": "cancel_order",
        "arguments": {"order_id": "o1"},
        "info": None,
        "compare_args": None,
    }
    tree = ast.parse(tools_source)
    toolkit = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    methods = {n.name: n for n in toolkit.body if isinstance(n, ast.FunctionDef)}
    assert {"get_order", "list_orders", "cancel_order", "add_note"} <= set(methods)
    decorator = ast.unparse(methods["cancel_order"].decorator_list[0])
    assert decorator == "is_tool(ToolType.WRITE)"
    assert [a.arg for a in methods["list_orders"].args.args] == ["self", "customer_id", "status"]
