"""The runenv command logic: JSON out, clear errors and exit statuses for bad input."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from synthesis.sandbox import launch
from synthesis.sandbox.cli import run
from tests.sandbox.conftest import SHOP_CODE, require_bubblewrap, shop_state

TWO_CLASSES = "class A:\n    pass\n\nclass B:\n    pass\n"
BROKEN_INIT = "class Shop:\n    def __init__(self, state, ctx):\n        raise RuntimeError('broken init')\n"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    paths = {
        "env": tmp_path / "shop.py",
        "state": tmp_path / "state.json",
        "bad_json": tmp_path / "bad.json",
        "bad_shape": tmp_path / "shape.json",
        "two": tmp_path / "two.py",
        "broken": tmp_path / "broken.py",
    }
    paths["env"].write_text(SHOP_CODE)
    paths["state"].write_text(json.dumps(shop_state()))
    paths["bad_json"].write_text("{not json")
    paths["bad_shape"].write_text(json.dumps({"items": "nope"}))
    paths["two"].write_text(TWO_CLASSES)
    paths["broken"].write_text(BROKEN_INIT)
    return paths


def invoke(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(argv, out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def bubblewrap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(launch.MECHANISM_ENV_VAR, raising=False)
    require_bubblewrap()


@pytest.mark.usefixtures("bubblewrap")
def test_call_prints_result_and_diff(files: dict[str, Path]) -> None:
    arguments = json.dumps({"item_id": "item_a", "stock": 5})
    argv = [str(files["env"]), "--state", str(files["state"]), "--call", "set_stock", "--args", arguments]
    code, out, err = invoke(argv)
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert report["class"] == "Shop"
    assert report["result"] == {"success": True, "message": "updated"}
    assert report["diff"] == [
        {"op": "update", "table": "items", "key": "item_a", "changes": {"stock": [3, 5]}}
    ]
    assert len(report["state_hash"]) == 64


@pytest.mark.usefixtures("bubblewrap")
def test_without_call_it_loads_and_hashes(files: dict[str, Path]) -> None:
    code, out, _ = invoke([str(files["env"]), "--state", str(files["state"])])
    assert code == 0
    report = json.loads(out)
    assert "result" not in report
    assert "add_item" in report["tools"] and "_private" not in report["tools"]


@pytest.mark.usefixtures("bubblewrap")
def test_code_that_fails_to_load_exits_1(files: dict[str, Path]) -> None:
    code, out, err = invoke([str(files["broken"]), "--state", str(files["state"])])
    assert (code, out) == (1, "")
    assert "broken init" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.py", "--state", "{state}"], "cannot read the environment file"),
        (["{env}", "--state", "missing.json"], "cannot read the state file"),
        (["{env}", "--state", "{bad_json}"], "not valid JSON"),
        (["{env}", "--state", "{bad_shape}"], "tables"),
        (["{env}", "--state", "{state}", "--args", "[1"], "--args is not valid JSON"),
        (["{env}", "--state", "{state}", "--args", "[1]"], "must be a JSON object"),
        (["{env}", "--state", "{state}", "--call", "nope"], "unknown tool 'nope'"),
        (["{env}", "--state", "{state}", "--call", "_private"], "unknown tool '_private'"),
        (["{env}", "--state", "{state}", "--class", "Nope"], "no class 'Nope'"),
        (["{two}", "--state", "{state}"], "expected exactly one class"),
    ],
)
def test_bad_input_exits_2_with_a_clear_message(
    files: dict[str, Path], args: list[str], message: str
) -> None:
    argv = [arg.format(**{k: str(v) for k, v in files.items()}) for arg in args]
    code, out, err = invoke(argv)
    assert (code, out) == (2, "")
    assert err.startswith("runenv: error: ")
    assert message in err


def test_missing_required_option_exits_2(files: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    code, _, _ = invoke([str(files["env"])])
    assert code == 2
    assert "--state" in capsys.readouterr().err


def test_untrusted_code_is_refused_without_isolation(
    files: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(launch.MECHANISM_ENV_VAR, "process")
    try:
        code, _, err = invoke([str(files["env"]), "--state", str(files["state"])])
        assert code == 1 and "unavailable" in err
        code, out, _ = invoke([str(files["env"]), "--state", str(files["state"]), "--allow-unisolated"])
        assert code == 0 and json.loads(out)["isolation"] == "process"
    finally:
        launch.clear_status_cache()
