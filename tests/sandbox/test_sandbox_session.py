"""Functional tests of the parent-side sandbox API, on both mechanisms."""

from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path

import pytest

from synthesis.sandbox import (
    CallOutcome,
    CheckOutcome,
    ConditionOutcome,
    LoadError,
    SandboxFailure,
    SandboxLimits,
    SandboxSession,
    open_session,
)
from synthesis.sandbox.runtime import EnvRuntime, state_hash
from tests.sandbox.conftest import SHOP_CODE, SHOP_KEYS, SHOP_TOOLS, SessionFactory, load_shop, shop_state


def test_session_reports_its_mechanism(shop: SandboxSession, mechanism: str) -> None:
    expected = {"bubblewrap": {"bubblewrap+seccomp", "bubblewrap"}, "process": {"process"}}[mechanism]
    assert shop.isolation in expected
    assert shop.alive


def test_call_returns_result_and_insert_diff(shop: SandboxSession) -> None:
    outcome = shop.call("add_item", {"name": "pear", "stock": 2})
    assert isinstance(outcome, CallOutcome)
    assert outcome.result["success"] is True
    new_id = outcome.result["data"]["id"]
    assert outcome.diff == [{"op": "insert", "table": "items", "key": new_id, "row": outcome.result["data"]}]
    assert [item["name"] for item in shop.state()["items"]] == ["apple", "pear"]


def test_update_and_delete_diffs(shop: SandboxSession) -> None:
    update = shop.call("set_stock", {"item_id": "item_a", "stock": 9})
    assert update.diff == [{"op": "update", "table": "items", "key": "item_a", "changes": {"stock": [3, 9]}}]
    delete = shop.call("remove_item", {"item_id": "item_a"})
    assert delete.diff[0]["op"] == "delete"
    assert delete.diff[0]["key"] == "item_a"
    assert shop.state() == {"items": []}


def test_raising_tool_is_an_error_value_and_rolls_back(shop: SandboxSession) -> None:
    before = shop.state_hash()
    outcome = shop.call("wipe_then_fail", {})
    assert outcome.result == {"success": False, "error": "ValueError in wipe_then_fail: half-way failure"}
    assert outcome.diff == []
    assert shop.state_hash() == before
    assert shop.state() == shop_state()


def test_refusing_tool_rolls_back(shop: SandboxSession) -> None:
    outcome = shop.call("wipe_then_refuse", {})
    assert outcome.result == {"success": False, "error": "refused"}
    assert shop.state() == shop_state()


def test_bad_arguments_differ_from_a_type_error_inside_the_tool(shop: SandboxSession) -> None:
    missing = shop.call("add_item", {"stock": 1})
    assert missing.result["error"].startswith("bad arguments for add_item")
    inside = shop.call("type_error_inside", {"name": "x"})
    assert inside.result["error"].startswith("TypeError in type_error_inside")


@pytest.mark.parametrize("name", ["nope", "_private", "__init__", "__class__", "state"])
def test_only_declared_public_tools_are_callable(shop: SandboxSession, name: str) -> None:
    outcome = shop.call(name, {})
    assert outcome.result["success"] is False
    assert "unknown tool" in outcome.result["error"]


def test_state_hash_matches_in_process_runtime_and_is_seeded(make_session: SessionFactory) -> None:
    hashes = []
    for _ in range(2):
        session = make_session()
        load_shop(session, seed=3)
        session.call("add_item", {"name": "kiwi"})
        hashes.append(session.state_hash())
        assert session.state_hash() == state_hash(session.state())
    direct = EnvRuntime(code=SHOP_CODE, class_name="Shop", tools=SHOP_TOOLS, primary_keys=SHOP_KEYS,
                        state=shop_state(), seed=3)  # fmt: skip
    direct.call("add_item", {"name": "kiwi"})
    assert hashes[0] == hashes[1] == direct.hash()


def test_reset_restores_initial_or_given_state(shop: SandboxSession) -> None:
    initial = shop.state_hash()
    shop.call("add_item", {"name": "fig"})
    assert shop.state_hash() != initial
    shop.reset()
    assert shop.state_hash() == initial
    shop.reset({"items": []})
    assert shop.state() == {"items": []}
    shop.call("add_item", {"name": "fig"})
    shop.reset()
    assert shop.state() == {"items": []}


def test_run_checks_reports_pass_fail_and_errors(shop: SandboxSession) -> None:
    final = {"items": [{"id": "x", "name": "fig", "stock": 1}]}
    outcomes = shop.run_checks(
        [
            (
                "has_fig",
                "def check(final_state, initial_state):\n    return final_state['items'][0]['name'] == 'fig'",
            ),
            ("grew", "def check(final_state, initial_state):\n    return len(final_state['items']) > 5"),
            ("raises", "def check(final_state, initial_state):\n    return final_state['missing']"),
            ("not_bool", "def check(final_state, initial_state):\n    return 1"),
            ("no_function", "x = 1"),
            ("syntax", "def check(:"),
        ],
        final_state=final,
        initial_state={"items": []},
    )
    assert outcomes["has_fig"] == CheckOutcome(passed=True, error=None)
    assert outcomes["grew"] == CheckOutcome(passed=False, error=None)
    assert outcomes["raises"].passed is False and "KeyError" in str(outcomes["raises"].error)
    assert "not bool" in str(outcomes["not_bool"].error)
    assert "defines no function" in str(outcomes["no_function"].error)
    assert "SyntaxError" in str(outcomes["syntax"].error)


def test_checks_do_not_need_a_loaded_environment(make_session: SessionFactory) -> None:
    session = make_session()
    outcomes = session.run_checks(
        [("ok", "def check(final_state, initial_state):\n    return final_state == initial_state")],
        final_state={"t": []},
        initial_state={"t": []},
    )
    assert outcomes == {"ok": CheckOutcome(passed=True, error=None)}


def test_duplicate_check_ids_are_refused(shop: SandboxSession) -> None:
    with pytest.raises(ValueError, match="unique"):
        shop.run_checks([("a", "x"), ("a", "y")], final_state={}, initial_state={})


def test_eval_conditions(shop: SandboxSession) -> None:
    state = shop_state()
    new: dict[str, list[dict[str, object]]] = {"items": []}
    outcomes = shop.eval_conditions(
        [
            "exists('items', id=args['item_id'])",
            "new_count('items') == count('items') - 1",
            "result['success']",
            "one('items', name='pear') is None",
            "args['missing']",
            "__import__('os')",
            "open('/etc/passwd')",
        ],
        args={"item_id": "item_a"},
        state=state,
        new=new,
        result={"success": True, "message": "removed"},
    )
    assert outcomes[:4] == [ConditionOutcome(value=True, error=None)] * 4
    assert outcomes[4].value is None and "KeyError" in str(outcomes[4].error)
    assert outcomes[5].value is None and "__import__" in str(outcomes[5].error)
    assert outcomes[6].value is None and "NameError" in str(outcomes[6].error)


@pytest.mark.parametrize(
    ("code", "class_name", "message"),
    [
        ("class Shop(:\n    pass", "Shop", "SyntaxError"),
        ("class Other:\n    pass", "Shop", "defines no class"),
        ("class Shop:\n    def __init__(self, state, ctx):\n        raise RuntimeError('boom')", "Shop",
         "boom"),
        ("import os\nclass Shop:\n    pass", "Shop", "not allowed"),
        ("class Shop:\n    def leak(self):\n        return ().__class__.__base__.__subclasses__()", "Shop",
         "forbidden attribute"),
    ],
)  # fmt: skip
def test_bad_code_raises_load_error(
    make_session: SessionFactory, code: str, class_name: str, message: str
) -> None:
    session = make_session()
    with pytest.raises(LoadError, match=message):
        session.load_environment(code=code, class_name=class_name, tools=[], primary_keys={}, state={})
    assert session.alive  # a load error is a value, not the death of the worker
    with pytest.raises(RuntimeError, match="load_environment"):
        session.call("anything", {})


def test_allowed_imports_work_in_environment_code(make_session: SessionFactory) -> None:
    code = """
from __future__ import annotations
import math, json, re, datetime, collections, itertools, functools, copy, random, string, decimal
import statistics, typing, enum, uuid, hashlib, operator, heapq, bisect
from collections.abc import Mapping
from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

class Calc:
    def __init__(self, state, ctx):
        self.state = state

    def compute(self, values):
        point = Point(1, 2)
        return {"success": True, "data": {
            "mean": statistics.mean(values), "root": math.sqrt(16), "point": [point.x, point.y],
            "digest": hashlib.sha256(b"x").hexdigest()[:8], "mapping": isinstance({}, Mapping),
            "dec": str(decimal.Decimal("1.10") + decimal.Decimal("2.20")),
        }}
"""
    session = make_session()
    session.load_environment(code=code, class_name="Calc", tools=["compute"], primary_keys={}, state={})
    outcome = session.call("compute", {"values": [1, 2, 3]})
    assert outcome.result["data"] == {
        "mean": 2, "root": 4.0, "point": [1, 2], "digest": "2d711642", "mapping": True, "dec": "3.30"
    }  # fmt: skip


def test_module_views_hide_private_and_module_attributes(make_session: SessionFactory) -> None:
    code = """
import random, typing
class Probe:
    def __init__(self, state, ctx):
        self.state = state
    def probe(self):
        found = [hasattr(random, "_os"), hasattr(typing, "sys"), hasattr(random, "randint")]
        return {"success": True, "data": found}
"""
    session = make_session()
    session.load_environment(code=code, class_name="Probe", tools=["probe"], primary_keys={}, state={})
    assert session.call("probe", {}).result["data"] == [False, False, True]


def test_non_json_request_is_refused_in_the_parent(shop: SandboxSession) -> None:
    with pytest.raises(ValueError, match="JSON"):
        shop.call("add_item", {"name": object()})
    assert shop.alive


def test_non_json_state_is_a_load_error(make_session: SessionFactory) -> None:
    session = make_session()
    with pytest.raises(LoadError):
        session.load_environment(
            code=SHOP_CODE,
            class_name="Shop",
            tools=SHOP_TOOLS,
            primary_keys=SHOP_KEYS,
            state={"items": "nope"},
        )


def test_closed_session_refuses_requests(shop: SandboxSession) -> None:
    shop.close()
    assert not shop.alive
    with pytest.raises(SandboxFailure):
        shop.state()


def test_context_manager_closes_the_worker(make_session: SessionFactory) -> None:
    with make_session() as session:
        assert session.alive
    assert not session.alive


def test_sessions_in_threads(make_session: SessionFactory) -> None:
    # Celery runs thread pools: sessions must start and work concurrently without preexec_fn.
    results: dict[int, str] = {}
    errors: list[BaseException] = []

    def work(index: int) -> None:
        try:
            session = make_session()
            session.load_environment(
                code=SHOP_CODE,
                class_name="Shop",
                tools=SHOP_TOOLS,
                primary_keys=SHOP_KEYS,
                state=shop_state(),
            )
            session.call("add_item", {"name": f"thing{index}"})
            results[index] = session.state()["items"][-1]["name"]
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert results == {0: "thing0", 1: "thing1", 2: "thing2"}


@pytest.mark.parametrize("field", ["cpu_seconds", "memory_mb", "wall_seconds", "max_output_bytes"])
def test_limits_must_be_positive(field: str) -> None:
    with pytest.raises(ValueError, match=field):
        SandboxLimits(**{field: 0})


def test_failure_reason_is_checked() -> None:
    with pytest.raises(ValueError, match="unknown sandbox failure reason"):
        SandboxFailure(reason="oops", detail="x")
    failure = SandboxFailure(reason="timeout", detail="slow")
    assert (failure.reason, failure.detail) == ("timeout", "slow")


def test_reset_with_a_malformed_state_is_refused(shop: SandboxSession) -> None:
    with pytest.raises(ValueError, match="tables"):
        shop.reset({"items": [1, 2]})
    assert shop.state() == shop_state()


@pytest.mark.parametrize("memory_mb", [1, 8])
def test_a_worker_that_cannot_start_is_a_failure(mechanism: str, memory_mb: int) -> None:
    # The worker imports little before it serves; a memory limit that leaves no room to work still ends the
    # session at its start (``worker.START_HEADROOM_BYTES``), not at its first load.
    with pytest.raises(SandboxFailure) as failure:
        open_session(limits=SandboxLimits(memory_mb=memory_mb), untrusted=mechanism == "bubblewrap")
    assert failure.value.reason == "memory"
    assert failure.value.detail


def test_a_worker_that_cannot_take_its_pipes_is_a_crash(mechanism: str) -> None:
    with pytest.raises(SandboxFailure) as failure:
        open_session(limits=SandboxLimits(max_open_files=2), untrusted=mechanism == "bubblewrap")
    assert failure.value.reason == "crash" and "Too many open files" in failure.value.detail


def test_lines_decode_as_json_loads_decodes_them(shop: SandboxSession) -> None:
    """Both ends skip json.loads's set-up for plain lines; anything else gets json.loads's own answer."""
    import json

    from synthesis.sandbox.session import _decode_reply

    for line in [b'{"ok":true,"value":"\xc3\xbc"}', b' {"a": [1, 2.5, null]} ', b'"x"', b"[]"]:
        assert _decode_reply(line) == json.loads(line)
    for bad in [b'{"ok":true} trailing', b"{", b"\xff", b'"\\ud800"', b'["\\udfff"]']:
        with pytest.raises(ValueError):
            _decode_reply(bad)
    # A surrogate pair written as escapes (a fatal reply's detail is) is one character, not a forgery.
    assert _decode_reply(b'{"detail":"\\ud83d\\ude00 \\u00e9"}') == {"detail": "\U0001f600 \u00e9"}
    # The worker: trailing data after a request is a bad request (as json.loads says), and it carries on.
    reply = shop._exchange(b'{"op":"ping"} trailing\n')
    assert reply["ok"] is False and "Extra data" in reply["error"]
    assert shop._request({"op": "ping"}) == "pong"


def test_environment_code_is_sent_once_and_reloads_send_its_id(make_session: SessionFactory) -> None:
    from synthesis.sandbox import session as session_module
    from synthesis.sandbox import worker as worker_module

    assert session_module.CODES_HELD == worker_module.CODES_HELD  # the parent mirrors the worker's eviction
    sent: list[dict[str, object]] = []
    with make_session() as session:
        request = session._request

        def recording(message: dict[str, object], **kwargs: bool) -> object:
            sent.append(message)
            return request(message, **kwargs)

        session._request = recording  # type: ignore[method-assign]
        variants = [SHOP_CODE + f"\n\nVARIANT = {n}\n" for n in range(session_module.CODES_HELD + 2)]
        for code in [SHOP_CODE, SHOP_CODE, *variants, SHOP_CODE]:
            session.load_environment(
                code=code, class_name="Shop", tools=SHOP_TOOLS, primary_keys=SHOP_KEYS, state=shop_state()
            )
            assert session.call("set_stock", {"item_id": "item_a", "stock": 4}).result["success"] is True
    loads = [m for m in sent if m["op"] == "load"]
    # The second load sends the id alone; the last finds SHOP_CODE evicted by the variants and sends it again.
    assert [m["code"] is not None for m in loads] == [True, False, *[True] * len(variants), True]
    assert len({m["code_id"] for m in loads}) == len(variants) + 1


def test_a_code_id_the_worker_does_not_hold_is_answered_with_the_code(make_session: SessionFactory) -> None:
    from synthesis.sandbox import session as session_module
    from synthesis.sandbox import worker as worker_module

    assert session_module.CODE_NOT_HELD == worker_module.CODE_NOT_HELD
    with make_session() as session:
        # The parent believes the worker holds the code (as after a request that never reached the worker).
        code_id = hashlib.sha256(SHOP_CODE.encode("utf-8")).hexdigest()
        session._codes_held[code_id] = ""
        session.load_environment(
            code=SHOP_CODE, class_name="Shop", tools=SHOP_TOOLS, primary_keys=SHOP_KEYS, state=shop_state()
        )
        assert session.call("set_stock", {"item_id": "item_a", "stock": 4}).result["success"] is True


def test_the_worker_starts_from_bytecode_compiled_once_in_the_parent() -> None:
    # A worker runs with -B and would compile its ~1,900 lines again at every start: they come compiled.
    import importlib.util
    import marshal
    import stat

    from synthesis.sandbox import launch

    directory = launch.worker_dir()
    command = launch.process_command(worker=directory, config_json="{}")
    assert command[-2] == str(directory / launch.WORKER_SCRIPT)
    for name in launch.WORKER_MODULES:
        source = directory / name
        compiled = directory / launch.WORKER_SCRIPT
        if name != "worker.py":
            compiled = Path(importlib.util.cache_from_source(str(source)))
            assert importlib.util.source_from_cache(compiled) == str(source)
        data = compiled.read_bytes()
        assert data[:4] == importlib.util.MAGIC_NUMBER  # this interpreter's, the worker's too
        code = marshal.loads(data[16:])
        assert code.co_filename == f"{launch.WORKER_DIR_INSIDE}/{name}"  # tracebacks name the source inside
        compiled_source = compile(source.read_text(), code.co_filename, "exec")
        assert code == compiled_source  # the bytecode of the copy, not of another text
        assert stat.S_IMODE(os.stat(compiled).st_mode) & 0o444 == 0o444  # the worker's uid reads it


def test_a_session_uid_is_held_by_a_lock_file_that_goes_with_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import fcntl
    import tempfile

    from synthesis.sandbox import launch

    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(tmp_path))
    locks = tmp_path / "envstudio-sandbox-uids"
    uid, fd = launch.allocate_uid()
    path = locks / str(uid)
    assert path.exists() and launch.still_named(fd, path)
    other = os.open(path, os.O_RDWR)
    with pytest.raises(BlockingIOError):  # no one else takes it while it is held
        fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
    launch.release_uid(uid, fd)
    assert list(locks.iterdir()) == []  # one file per uid ever used no longer piles up
    # A lock won on a file its holder removed meanwhile (opened before the removal) holds no uid: the file
    # the next session creates under that name is another one.
    fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
    assert not launch.still_named(other, path)
    path.touch()
    assert not launch.still_named(other, path)
    os.close(other)
    # Sessions release their uids when they close.
    before = set(locks.iterdir())
    with open_session(untrusted=False) as session:
        session.load_environment(
            code=SHOP_CODE, class_name="Shop", tools=SHOP_TOOLS, primary_keys=SHOP_KEYS, state=shop_state()
        )
        held = set(locks.iterdir()) - before
        assert len(held) == (1 if session.uid is not None else 0)
    assert set(locks.iterdir()) == before


def test_the_probe_holds_its_uid_until_its_process_is_gone(monkeypatch: pytest.MonkeyPatch) -> None:
    # The isolation probe runs a bubblewrap process as a uid from the pool: no session may draw that uid
    # while the probe's process lives (they would share a process budget and a kill by uid).
    import fcntl

    from synthesis.sandbox import launch
    from tests.sandbox.conftest import require_bubblewrap

    require_bubblewrap()
    drawn: list[int] = []
    held_while_running: list[bool] = []
    real_allocate, real_run = launch.allocate_uid, launch.subprocess.run

    def allocate() -> tuple[int, int]:
        uid, fd = real_allocate()
        drawn.append(uid)
        return uid, fd

    def run(command: list[str], **kwargs: object) -> object:
        other = os.open(launch._uid_lock_dir() / str(drawn[-1]), os.O_RDWR)
        try:
            fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)
            held_while_running.append(False)
        except BlockingIOError:
            held_while_running.append(True)
        finally:
            os.close(other)
        return real_run(command, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(launch, "allocate_uid", allocate)
    monkeypatch.setattr(launch.subprocess, "run", run)
    launch.clear_status_cache()
    try:
        assert launch.sandbox_status().isolated
    finally:
        launch.clear_status_cache()
    assert held_while_running == [True]
    assert not (launch._uid_lock_dir() / str(drawn[0])).exists()  # let go once the probe was over
