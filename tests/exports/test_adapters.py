"""The trainer adapters in a bundle, driven through each library's own API (the `[adapters]` extra).

OpenEnv: the generated server app (``create_app``) over its WebSocket session endpoint.
verifiers: the generated ``load_environment`` through ``init_state``, ``setup_state``, ``env_response`` and
``Rubric.score_rollout``.
TRL: the generated module's own contract here (tools as public functions of the class, each schema built by
``transformers.utils.get_json_schema``, ``reset``, ``reward_func``); a real ``GRPOTrainer`` runs it in
``test_trl_trainer.py``.
"""

from __future__ import annotations

import ast
import asyncio
import importlib.util
import inspect
import json
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from review.exports import write_bundle
from review.exports.adapters import tool_method_name
from tests.conftest import wait_until
from tests.exports.fixtures import shop_export

SCENARIO = "shop-cancel-o1"
# The reference chain of SCENARIO (tests/exports/fixtures.py).
REFERENCE = [
    ("list_orders", {"customer_id": "c1", "status": "open"}),
    ("cancel_order", {"order_id": "o1"}),
    ("add_note", {"order_id": "o1", "text": "customer changed her mind"}),
]


@pytest.fixture(scope="module")
def bundle_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    zipped = tmp_path_factory.mktemp("adapters") / "bundle.zip"
    write_bundle(
        out=zipped,
        workspace="acme",
        environments=[shop_export("shop"), shop_export("shop-two")],
        created_at="2025-03-01T12:00:00+00:00",
        envstudio_version="0.1.0",
        review_record=[],
    )
    target = tmp_path_factory.mktemp("adapters-extracted")
    with zipfile.ZipFile(zipped) as archive:
        archive.extractall(target)
    return target


def _import(path: Path, name: str) -> ModuleType:
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
        if name.startswith(("envstudio_bundle", "models", "server", "shop_")):
            sys.modules.pop(name, None)


def test_every_environment_gets_three_adapters_and_readmes(bundle_dir: Path) -> None:
    for domain in ("shop", "shop_two"):
        for path in (
            f"openenv/{domain}/openenv.yaml",
            f"openenv/{domain}/models.py",
            f"openenv/{domain}/server/app.py",
            f"openenv/{domain}/server/environment.py",
            f"verifiers/{domain}.py",
            f"trl/{domain}.py",
        ):
            assert (bundle_dir / path).is_file(), path
            if path.endswith(".py"):
                ast.parse((bundle_dir / path).read_text(encoding="utf-8"))
    for kind in ("openenv", "verifiers", "trl"):
        readme = (bundle_dir / kind / "README.md").read_text(encoding="utf-8")
        assert "shop, shop_two" in readme
        assert "```" in readme
    manifest = json.loads((bundle_dir / "manifest.json").read_text())
    assert "trl/shop.py" in manifest["files"]
    assert "openenv: space" not in (bundle_dir / "openenv/shop/openenv.yaml").read_text()
    assert "app: server.app:app" in (bundle_dir / "openenv/shop/openenv.yaml").read_text()


def test_tool_names_that_clash_with_the_adapters_are_renamed() -> None:
    assert tool_method_name("reset") == "reset_tool"
    assert tool_method_name("get_reward") == "get_reward_tool"
    assert tool_method_name("dataset") == "dataset_tool"  # a module-level name of the verifiers adapter
    assert tool_method_name("cancel_order") == "cancel_order"


# --- OpenEnv ----------------------------------------------------------------------------------------------


def _openenv_episode(client: Any, actions: list[dict[str, Any]]) -> dict[str, Any]:
    with client.websocket_connect("/ws") as socket:
        socket.send_json({"type": "reset", "data": {"scenario_id": SCENARIO}})
        reset = socket.receive_json()
        assert reset["type"] == "observation", reset
        assert "Cancel Ada's open order" in reset["data"]["observation"]["task"]
        last: dict[str, Any] = {}
        for action in [*actions, {"tool_name": "submit"}]:
            socket.send_json({"type": "step", "data": action})
            last = socket.receive_json()
            assert last["type"] == "observation", last
        return last["data"]


def test_openenv_server_plays_an_episode(bundle_dir: Path, clean_modules: None) -> None:
    from fastapi.testclient import TestClient

    root = bundle_dir / "openenv" / "shop"
    sys.path.insert(0, str(root))
    try:
        app_module = _import(root / "server" / "app.py", "server.app")
        client = TestClient(app_module.app)
        schema = client.get("/schema").json()
        assert "cancel_order" in json.dumps(schema["action"])
        reference = [{"tool_name": name, "arguments": arguments} for name, arguments in REFERENCE]
        done = _openenv_episode(client, reference)
        assert done["done"] is True
        assert done["reward"] == 1.0
        nothing = _openenv_episode(client, [])
        assert nothing["done"] is True
        assert nothing["reward"] == 0.0
        # A bad tool name is refused by the Action type itself.
        with client.websocket_connect("/ws") as socket:
            socket.send_json({"type": "reset", "data": {"scenario_id": SCENARIO}})
            socket.receive_json()
            socket.send_json({"type": "step", "data": {"tool_name": "drop_tables"}})
            assert socket.receive_json()["type"] == "error"
    finally:
        sys.path.remove(str(root))


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_openenv_server_under_uvicorn_with_openenv_client(bundle_dir: Path) -> None:
    """As a trainer runs it: uvicorn in the environment's folder, OpenEnv's own client over WebSocket."""
    import subprocess
    import urllib.request

    from openenv.core.generic_client import GenericEnvClient

    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "server.app:app", "--host", "127.0.0.1", "--port", str(port)],
        cwd=bundle_dir / "openenv" / "shop",
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:

        def healthy() -> bool:
            if server.poll() is not None:
                raise AssertionError(server.stderr.read().decode() if server.stderr else "server exited")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1) as response:
                    return bool(response.status == 200)
            except OSError:
                return False

        wait_until(healthy, timeout=60, what="the OpenEnv server")
        from openenv.cli._validation import validate_running_environment

        report = validate_running_environment(f"http://127.0.0.1:{port}", timeout_s=30)
        failed = [c for c in report["criteria"] if not c.get("passed")]
        assert report["passed"] is True, failed
        with GenericEnvClient(base_url=f"http://127.0.0.1:{port}").sync() as client:
            rewards = []
            for actions in (REFERENCE, []):
                reset = client.reset(scenario_id=SCENARIO)
                assert reset.observation["scenario_id"] == SCENARIO
                for name, arguments in actions:
                    client.step({"tool_name": name, "arguments": arguments})
                final = client.step({"tool_name": "submit"})
                assert final.done is True
                rewards.append(final.reward)
        assert rewards == [1.0, 0.0]
    finally:
        server.terminate()
        server.wait(timeout=30)


# --- verifiers --------------------------------------------------------------------------------------------


async def _verifiers_episode(module: ModuleType, calls: list[tuple[str, dict[str, Any]]]) -> float:
    import verifiers as vf

    env = module.load_environment(scenario_ids=[SCENARIO])
    row = env.get_dataset()[0]
    assert row["info"]["scenario_id"] == SCENARIO
    tool_names = sorted(t.name for t in env.tool_defs)
    assert tool_names == sorted(["add_note", "cancel_order", "get_order", "list_orders"])
    assert all("episode" not in json.dumps(t.parameters) for t in env.tool_defs)
    state = await env.init_state(
        {"prompt": row["prompt"], "example_id": 0, "answer": "", "info": row["info"]},
        # Never called: the test plays the assistant's turns itself.
        client=vf.types.ClientConfig(
            api_base_url="http://127.0.0.1:9/v1", api_key_var="ENVSTUDIO_UNUSED_KEY"
        ),
        model="scripted",
    )
    await env.setup_state(state)
    messages: list[Any] = list(state["prompt"])
    for index, (name, arguments) in enumerate(calls):
        call = vf.types.ToolCall(id=f"call_{index}", name=name, arguments=json.dumps(arguments))
        messages.append(vf.types.AssistantMessage(role="assistant", content="", tool_calls=[call]))
        replies = await env.env_response(messages, state)
        assert '"success": true' in str(replies[0].content), replies
        messages.extend(replies)
    await env.rubric.score_rollout(state)
    reward: float = state["reward"]
    return reward


def test_verifiers_environment_scores_with_envstudio_reward(bundle_dir: Path, clean_modules: None) -> None:
    module = _import(bundle_dir / "verifiers" / "shop.py", "shop_verifiers")
    assert asyncio.run(_verifiers_episode(module, REFERENCE)) == 1.0
    assert asyncio.run(_verifiers_episode(module, [])) == 0.0
    with pytest.raises(ValueError, match="no scenario"):
        module.load_environment(scenario_ids=["shop-two-cancel-o1"])


# --- TRL --------------------------------------------------------------------------------------------------


def _trl_tools(environment: Any) -> dict[str, Any]:
    """GRPOTrainer's rule (TRL 1.16): public functions of the class other than reset and get_reward."""
    return {
        name: getattr(environment, name)
        for name, _ in inspect.getmembers(type(environment), predicate=inspect.isfunction)
        if name not in ("reset", "get_reward") and not name.startswith("_")
    }


def test_trl_environment_factory_builds_and_steps(bundle_dir: Path, clean_modules: None) -> None:
    from transformers.utils import get_json_schema

    module = _import(bundle_dir / "trl" / "shop.py", "shop_trl")
    rows = module.dataset_rows()
    assert [row["scenario_id"] for row in rows] == ["shop-cancel-o1", "shop-cancel-o3", "shop-note-o2"]
    environment = module.environment_factory()
    tools = _trl_tools(environment)
    assert sorted(tools) == ["add_note", "cancel_order", "get_order", "list_orders"]
    schemas = {name: get_json_schema(tool)["function"] for name, tool in tools.items()}
    assert schemas["list_orders"]["parameters"]["required"] == ["customer_id"]
    assert schemas["list_orders"]["parameters"]["properties"]["status"]["enum"] == [
        "open",
        "shipped",
        "cancelled",
    ]
    assert schemas["cancel_order"]["description"]

    row = next(r for r in rows if r["scenario_id"] == SCENARIO)
    assert [m["role"] for m in row["prompt"]] == ["system", "user"]  # the policy, then the task
    assert environment.reset(**row) is None  # the row's prompt already holds the task
    assert module.reward_func([environment]) == [0.0]
    for name, arguments in REFERENCE:
        assert json.loads(tools[name](**arguments))["success"] is True
    assert module.reward_func([environment]) == [1.0]
    # The model's replies reach the reward (policy tasks check a refusal); a tool-calling turn is no reply.
    completion = [
        {"role": "assistant", "content": "", "tool_calls": []},
        {"role": "tool", "name": "cancel_order", "content": "{}"},
        {"role": "assistant", "content": "Cancelled."},
    ]
    assert module.reward_func([environment], completions=[completion]) == [1.0]
    assert environment._episode.messages == ["Cancelled."]
    with pytest.raises(ValueError, match="no scenario"):
        module.dataset_rows(["shop-two-cancel-o1"])

    fresh = module.environment_factory()
    task = fresh.reset()  # no row: the next scenario, its task returned
    assert isinstance(task, str) and task
    assert module.reward_func([fresh]) == [0.0]
    failed = json.loads(_trl_tools(fresh)["cancel_order"](order_id="nope"))
    assert failed["success"] is False


def test_spec_strings_cannot_break_out_of_the_generated_code(tmp_path: Path, clean_modules: None) -> None:
    """Names and descriptions with quotes, backslashes, $ and newlines stay text; tool `reset` is renamed."""
    from transformers.utils import get_json_schema

    from synthesis.ir import Parameter, Tool, ToolKind

    nasty = 'Evil """ + __import__("os").system("x") + """ \\ $domain ${camel}\nnext line \U0001f600 \x7f'
    exported = shop_export("shop")
    spec = exported.spec.model_copy(
        update={
            "name": nasty,
            "description": nasty,
            "tools": [
                *exported.spec.tools,
                Tool(
                    name="reset",
                    description=nasty,
                    kind=ToolKind.WRITE,
                    parameters=[
                        Parameter(name="why", description=nasty, value_schema={"enum": ['a"b', "c\\d"]})
                    ],
                ),
            ],
        }
    )
    zipped = tmp_path / "nasty.zip"
    write_bundle(
        out=zipped,
        workspace="acme",
        environments=[exported.__class__(spec=spec, scenarios=exported.scenarios)],
        created_at="2025-03-01T12:00:00+00:00",
        envstudio_version="0.1.0",
        review_record=[],
    )
    target = tmp_path / "nasty"
    with zipfile.ZipFile(zipped) as archive:
        archive.extractall(target)
    for path in target.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert not any(
            isinstance(n, ast.Call) and getattr(n.func, "id", "") == "__import__" for n in ast.walk(tree)
        )
    module = _import(target / "trl" / "shop.py", "shop_nasty_trl")
    environment = module.environment_factory()
    tools = _trl_tools(environment)
    assert "reset_tool" in tools and "reset" not in tools
    schema = get_json_schema(tools["reset_tool"])["function"]
    assert schema["parameters"]["properties"]["why"]["enum"] == ['a"b', "c\\d"]
    assert "__import__" in schema["description"]  # kept as text, on one line
    import tomllib

    project = tomllib.loads((target / "openenv" / "shop" / "pyproject.toml").read_text())["project"]
    assert "__import__" in project["description"] and project["scripts"]["server"] == "server.app:main"
    models = (target / "openenv" / "shop" / "models.py").read_text(encoding="utf-8")
    assert "'reset'" in models
