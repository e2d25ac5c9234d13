"""Fixtures for the sandbox tests: sessions per mechanism, small limits, and a known-good environment."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from synthesis.sandbox import SandboxLimits, SandboxSession, launch, open_session, sandbox_status

# Small limits keep the attack cases fast; the wall clock stays well above a healthy request (milliseconds).
TEST_LIMITS = SandboxLimits(
    cpu_seconds=4,
    memory_mb=256,
    wall_seconds=3.0,
    max_output_bytes=200_000,
    max_open_files=64,
    max_processes=16,
)

SHOP_CODE = '''
class Shop:
    """A tiny shop: items with stock, orders."""

    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def list_items(self):
        return {"success": True, "data": self.state["items"]}

    def add_item(self, name, stock=0):
        if any(item["name"] == name for item in self.state["items"]):
            return {"success": False, "error": f"item {name} exists"}
        item = {"id": self.ctx.new_id("item"), "name": name, "stock": stock, "created": self.ctx.now()}
        self.state["items"].append(item)
        return {"success": True, "message": "added", "data": item}

    def set_stock(self, item_id, stock):
        for item in self.state["items"]:
            if item["id"] == item_id:
                item["stock"] = stock
                return {"success": True, "message": "updated"}
        return {"success": False, "error": "no such item"}

    def remove_item(self, item_id):
        before = len(self.state["items"])
        self.state["items"] = [i for i in self.state["items"] if i["id"] != item_id]
        if len(self.state["items"]) == before:
            return {"success": False, "error": "no such item"}
        return {"success": True, "message": "removed"}

    def wipe_then_fail(self):
        self.state["items"].clear()
        raise ValueError("half-way failure")

    def wipe_then_refuse(self):
        self.state["items"].clear()
        return {"success": False, "error": "refused"}

    def type_error_inside(self, name):
        return {"success": True, "data": len(name) + "x"}

    def _private(self):
        return {"success": True, "data": "private"}
'''

SHOP_TOOLS = [
    "list_items",
    "add_item",
    "set_stock",
    "remove_item",
    "wipe_then_fail",
    "wipe_then_refuse",
    "type_error_inside",
    "_private",
]
SHOP_KEYS = {"items": "id"}


def shop_state() -> dict[str, list[dict[str, object]]]:
    return {"items": [{"id": "item_a", "name": "apple", "stock": 3, "created": "2025-01-01T00:00:00+00:00"}]}


def require_bubblewrap() -> None:
    launch.clear_status_cache()
    status = sandbox_status()
    if not status.isolated:
        message = f"bubblewrap isolation is not available: {status.detail}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


def require_seccomp() -> None:
    require_bubblewrap()
    status = sandbox_status()
    if status.mechanism != "bubblewrap+seccomp":
        message = f"the seccomp filter is not in use: {status.detail}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


SessionFactory = Callable[..., SandboxSession]


@pytest.fixture(params=["bubblewrap", "process"])
def mechanism(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Both mechanisms: functional behaviour must not depend on the isolation."""
    if request.param == "bubblewrap":
        monkeypatch.delenv(launch.MECHANISM_ENV_VAR, raising=False)
        require_bubblewrap()
    else:
        monkeypatch.setenv(launch.MECHANISM_ENV_VAR, "process")
    yield request.param
    launch.clear_status_cache()


@pytest.fixture
def make_session(mechanism: str) -> Iterator[SessionFactory]:
    opened: list[SandboxSession] = []

    def factory(*, limits: SandboxLimits | None = None) -> SandboxSession:
        session = open_session(limits=limits or TEST_LIMITS, untrusted=mechanism == "bubblewrap")
        opened.append(session)
        return session

    yield factory
    for session in opened:
        session.close()


def load_shop(session: SandboxSession, *, seed: int = 7) -> None:
    session.load_environment(
        code=SHOP_CODE,
        class_name="Shop",
        tools=SHOP_TOOLS,
        primary_keys=SHOP_KEYS,
        state=shop_state(),
        seed=seed,
    )


@pytest.fixture
def shop(make_session: SessionFactory) -> SandboxSession:
    session = make_session()
    load_shop(session)
    return session


@pytest.fixture(params=["compiled", "python"])
def row_check(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The test runs twice: with tracking's compiled row check of flat tables (``_rowcheck.c``) and with its
    pure-Python path, which must give the same answers."""
    from synthesis.sandbox import tracking

    if request.param == "python":
        monkeypatch.setattr(tracking, "flat_copies", None)
        monkeypatch.setattr(tracking, "plain_json", None)
        monkeypatch.setattr(tracking, "_same", tracking._same_python)
    else:
        require_row_check()
    return str(request.param)


def require_row_check() -> Any:
    """The compiled row check module; a failure in CI where it was not built, else a skip."""
    try:
        from synthesis.sandbox import _rowcheck
    except ImportError:
        message = "the compiled row check (synthesis/sandbox/_rowcheck.c) is not built (no C compiler?)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return _rowcheck
