"""The attack suite: generated code that tries to get out. Every case must be contained and reported.

Two kinds of case. Guarded cases run with the in-process layers on (static screen, restricted builtins, import
allow-list, guarded attribute helpers) and must be refused there. Boundary cases load with
``in_process_guards=False``: they model an attacker who has already escaped those layers and holds the real
``os`` and builtins, so they test the process boundary itself: bubblewrap, seccomp, the unprivileged uid and
the rlimits.
"""

from __future__ import annotations

import ast
import json
import os
import socket
import textwrap
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from synthesis.sandbox import LoadError, SandboxFailure, SandboxLimits, SandboxSession, launch, open_session
from tests.sandbox.conftest import (
    SHOP_CODE,
    SHOP_KEYS,
    SHOP_TOOLS,
    TEST_LIMITS,
    require_bubblewrap,
    require_seccomp,
    shop_state,
)

REPO_ROOT = Path(__file__).resolve().parents[2]

# What an escaped attacker holds (boundary cases) or tries to reach (guarded cases).
ESCAPE = """
import operator

def real_os():
    import os
    return vars(os)

def real_builtins():
    import builtins
    return vars(builtins)

def os_via_subclasses():
    for cls in operator.attrgetter("__class__.__base__.__subclasses__")(())():
        if cls.__name__ == "_wrap_close":
            return operator.attrgetter("__init__.__globals__")(cls)
    raise RuntimeError("no route to os")
"""


def attack_code(body: str) -> str:
    """An environment whose one tool ``attack(**kw)`` runs ``body`` (which returns a string) and reports."""
    return (
        ESCAPE
        + "\ndef run(kw):\n"
        + textwrap.indent(textwrap.dedent(body).strip("\n"), "    ")
        + """

class Attack:
    def __init__(self, state, ctx):
        self.state = state

    def attack(self, **kw):
        try:
            return {"success": True, "data": "ESCAPED: " + str(run(kw))}
        except Exception as exc:
            return {"success": True, "data": "blocked: " + type(exc).__name__ + ": " + str(exc)}
"""
    )


@pytest.fixture(autouse=True)
def isolated(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(launch.MECHANISM_ENV_VAR, raising=False)
    require_bubblewrap()
    yield
    # After every attack, a fresh session in this same process still works.
    with open_session(limits=TEST_LIMITS) as fresh:
        fresh.load_environment(
            code=SHOP_CODE, class_name="Shop", tools=SHOP_TOOLS, primary_keys=SHOP_KEYS, state=shop_state()
        )
        assert fresh.call("add_item", {"name": "after-attack"}).result["success"] is True


@pytest.fixture
def sessions() -> Iterator[list[SandboxSession]]:
    opened: list[SandboxSession] = []
    yield opened
    for session in opened:
        session.close()


def attack_session(
    sessions: list[SandboxSession], body: str, *, limits: SandboxLimits | None = None, guarded: bool = False
) -> SandboxSession:
    """A session with ``body`` loaded as the tool ``attack``."""
    session = open_session(limits=limits or TEST_LIMITS)
    sessions.append(session)
    session.load_environment(
        code=attack_code(body),
        class_name="Attack",
        tools=["attack"],
        primary_keys={},
        state={},
        in_process_guards=guarded,
    )
    return session


def attack(
    sessions: list[SandboxSession],
    body: str,
    *,
    limits: SandboxLimits | None = None,
    guarded: bool = False,
    **kw: object,
) -> str:
    """Run ``body`` as a tool; by default as an already-escaped attacker (no in-process guards)."""
    session = attack_session(sessions, body, limits=limits, guarded=guarded)
    outcome = session.call("attack", dict(kw))
    assert outcome.result["success"] is True, outcome.result
    data = str(outcome.result["data"])
    return data


def assert_blocked(data: str) -> None:
    assert data.startswith("blocked: "), data


def test_boundary_cases_hold_the_real_os(sessions: list[SandboxSession]) -> None:
    # The premise of the boundary cases: the attacker holds os and builtins; the process must contain them.
    data = attack(sessions, "return sorted(k for k in ('listdir', 'fork', 'kill') if k in real_os())")
    assert data == "ESCAPED: ['fork', 'kill', 'listdir']"


@pytest.mark.parametrize("route", ["os_via_subclasses()", "real_os()", "real_builtins()"])
def test_guarded_code_cannot_reach_os(sessions: list[SandboxSession], route: str) -> None:
    data = attack(sessions, f"return sorted({route})[:3]", guarded=True)
    assert_blocked(data)
    assert "not allowed" in data


def test_network_connect_to_a_local_server_fails(sessions: list[SandboxSession]) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        server.setblocking(False)
        port = server.getsockname()[1]
        data = attack(
            sessions,
            """
            sock = real_builtins()["__import__"]("socket")
            conn = sock.create_connection(("127.0.0.1", kw["port"]), timeout=1)
            return "connected"
            """,
            port=port,
        )
        assert_blocked(data)
        with pytest.raises(BlockingIOError):
            server.accept()  # nothing ever arrived


def test_writing_outside_the_sandbox_fails(sessions: list[SandboxSession]) -> None:
    target = Path("/tmp") / f"envstudio-attack-{uuid.uuid4().hex}"
    data = attack(
        sessions,
        """
        with real_builtins()["open"](kw["path"], "w") as handle:
            handle.write("pwned")
        return "wrote"
        """,
        path=str(target),
    )
    assert_blocked(data)
    assert not target.exists()


@pytest.mark.parametrize(
    "path",
    [
        str(REPO_ROOT / "pyproject.toml"),
        "/etc/shadow",
        "/etc/passwd",
        str(REPO_ROOT / "envstudio/settings.py"),
    ],
)
def test_reading_host_files_fails(sessions: list[SandboxSession], path: str) -> None:
    data = attack(sessions, 'return real_builtins()["open"](kw["path"]).read()[:50]', path=path)
    assert_blocked(data)
    assert "FileNotFoundError" in data or "PermissionError" in data


def test_homes_and_work_are_empty(sessions: list[SandboxSession]) -> None:
    data = attack(
        sessions,
        """
        listdir = real_os()["listdir"]
        return {d: sorted(listdir(d)) for d in ("/root", "/home", "/tmp", "/work")}
        """,
    )
    assert data.startswith("ESCAPED: ")
    listing = ast.literal_eval(data.removeprefix("ESCAPED: "))
    # Only the path to the interpreter may show under /root; nothing of the host's homes, /tmp or /work.
    host_root = {name for name in os.listdir("/root") if name != ".pyenv"}
    assert host_root, "the test needs something in the host's /root to look for"
    assert not (set(listing["/root"]) & host_root)
    assert listing["/home"] == [] and listing["/tmp"] == [] and listing["/work"] == []


def test_environment_variables_and_secrets_are_invisible(
    sessions: list[SandboxSession], monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = f"s3cret-{uuid.uuid4().hex}"
    monkeypatch.setenv("ENVSTUDIO_TEST_SECRET", secret)
    monkeypatch.setenv("DJANGO_SECRET_KEY", secret)
    data = attack(
        sessions,
        """
        os_g = real_os()
        seen = [repr(dict(os_g["environ"]))]
        for path in ("/proc/self/environ", "/proc/1/environ", "/proc/%d/environ" % kw["parent"]):
            try:
                seen.append(real_builtins()["open"](path, "rb").read().decode("latin-1"))
            except Exception as exc:
                seen.append(type(exc).__name__)
        return "|".join(seen)
        """,
        parent=os.getpid(),
    )
    assert data.startswith("ESCAPED: ")
    assert secret not in data
    assert "DJANGO" not in data


def test_fork_bomb_is_capped(sessions: list[SandboxSession]) -> None:
    limits = SandboxLimits(
        cpu_seconds=4, memory_mb=256, wall_seconds=3.0, max_output_bytes=200_000, max_processes=16
    )
    data = attack(
        sessions,
        """
        fork = real_os()["fork"]
        count = 0
        try:
            while True:
                if fork() == 0:
                    while True:  # children keep forking until the cap holds them
                        try:
                            fork()
                        except Exception:
                            pass
                count += 1
        except Exception as exc:
            return "capped after %d forks: %s" % (count, exc)
        """,
        limits=limits,
    )
    assert data.startswith("ESCAPED: capped after")
    forks = int(data.split("after ")[1].split(" ")[0])
    assert forks < limits.max_processes
    uid = sessions[-1].uid
    sessions[-1].close()
    assert uid is not None
    assert launch.processes_of_uid(uid) == []


@pytest.mark.parametrize(
    "body",
    [
        "return len(bytearray(2 ** 40))",
        "return len('x' * (10 ** 10))",
        "chunks = []\nwhile True:\n    chunks.append(bytearray(16 * 1024 * 1024))",
    ],
    ids=["huge-alloc", "huge-string", "slow-growth"],
)
def test_memory_bomb(sessions: list[SandboxSession], body: str) -> None:
    session = open_session(limits=TEST_LIMITS)
    sessions.append(session)
    # No catch-all here: a MemoryError that reaches the runtime ends the session.
    code = "class Bomb:\n    def __init__(self, state, ctx):\n        self.state = state\n    def go(self):\n"
    code += textwrap.indent(body, "        ")
    session.load_environment(code=code, class_name="Bomb", tools=["go"], primary_keys={}, state={})
    with pytest.raises(SandboxFailure) as failure:
        session.call("go", {})
    assert failure.value.reason == "memory"
    assert not session.alive


def test_caught_memory_error_is_contained(sessions: list[SandboxSession]) -> None:
    data = attack(sessions, "return len(bytearray(2 ** 40))")
    assert data == "blocked: MemoryError: "


def test_infinite_loop_hits_the_wall_clock(sessions: list[SandboxSession]) -> None:
    limits = SandboxLimits(cpu_seconds=30, wall_seconds=1.0)
    with pytest.raises(SandboxFailure) as failure:
        attack(sessions, "while True:\n    pass", limits=limits)
    assert failure.value.reason == "timeout"


def test_a_child_keeping_the_reply_pipe_open_cannot_outlast_the_wall_clock(
    sessions: list[SandboxSession],
) -> None:
    """The parent reads replies with blocking reads; the wall clock must end one even if a child of the worker
    left its process group and holds the pipe open (so killing the group alone brings no end of file). Under
    the seccomp filter no child can be made at all."""
    limits = SandboxLimits(cpu_seconds=30, wall_seconds=1.0)
    body = """
os = real_builtins()["__import__"]("os")
try:
    child = os.fork()
except PermissionError as exc:
    return "no child: %s" % exc
if child == 0:
    os.setsid()
    real_builtins()["__import__"]("time").sleep(5)
    os._exit(0)
while True:
    pass
"""
    if launch.sandbox_status().mechanism == "bubblewrap+seccomp":
        assert attack(sessions, body, limits=limits) == "ESCAPED: no child: [Errno 1] Operation not permitted"
    else:
        with pytest.raises(SandboxFailure) as failure:
            attack(sessions, body, limits=limits)
        assert failure.value.reason == "timeout"
    assert open_session(limits=TEST_LIMITS).close() is None  # the next session works


def test_busy_loop_hits_the_cpu_limit(sessions: list[SandboxSession]) -> None:
    limits = SandboxLimits(cpu_seconds=1, wall_seconds=15.0)
    with pytest.raises(SandboxFailure) as failure:
        attack(sessions, "while True:\n    pass", limits=limits)
    assert failure.value.reason == "cpu"


def test_the_cpu_limit_is_per_request_not_per_worker_life(sessions: list[SandboxSession]) -> None:
    # One worker serves a whole environment: four requests of ~0.7 s CPU each (2.8 s in all) under a 1 s
    # limit all finish; the limit still stops one request that wants more (the busy loop above).
    limits = SandboxLimits(cpu_seconds=1, wall_seconds=15.0)
    body = """
clock = real_builtins()["__import__"]("time").process_time
while clock() < kw["until"]:
    pass
return "burnt"
"""
    session = open_session(limits=limits)
    sessions.append(session)
    session.load_environment(
        code=attack_code(body), class_name="Attack", tools=["attack"], primary_keys={}, state={},
        in_process_guards=False,
    )  # fmt: skip
    for until in (0.7, 1.4, 2.1, 2.8):
        assert session.call("attack", {"until": until}).result["data"] == "ESCAPED: burnt"
    # The renewals kept the worker's state: a reload by the code's id alone is served without resending it.
    sent: list[dict[str, object]] = []
    request = session._request

    def recording(message: dict[str, object], **kwargs: bool) -> object:
        sent.append(message)
        return request(message, **kwargs)

    session._request = recording  # type: ignore[method-assign]
    session.load_environment(
        code=attack_code(body), class_name="Attack", tools=["attack"], primary_keys={}, state={},
        in_process_guards=False,
    )  # fmt: skip
    assert [(m["op"], m["code"]) for m in sent] == [("load", None)]


def test_sleeping_loop_hits_the_wall_clock(sessions: list[SandboxSession]) -> None:
    limits = SandboxLimits(wall_seconds=1.0)
    with pytest.raises(SandboxFailure) as failure:
        attack(sessions, 'real_builtins()["__import__"]("time").sleep(60)', limits=limits)
    assert failure.value.reason == "timeout"


def test_looping_check_and_condition_time_out(sessions: list[SandboxSession]) -> None:
    limits = SandboxLimits(wall_seconds=1.0)
    session = open_session(limits=limits)
    sessions.append(session)
    with pytest.raises(SandboxFailure) as failure:
        session.run_checks(
            [("loop", "def check(f, i):\n    while True:\n        pass")], final_state={}, initial_state={}
        )
    assert failure.value.reason == "timeout"
    second = open_session(limits=limits)
    sessions.append(second)
    with pytest.raises(SandboxFailure) as failure:
        # Conditions see no builtins; a generator over 10**12 items keeps memory flat and the CPU busy.
        forever = "any(a < 0 for a in [0] * 10**4 for b in [0] * 10**4 for c in [0] * 10**4)"
        second.eval_conditions([forever], args={}, state={})
    assert failure.value.reason == "timeout"


def test_deep_recursion_is_an_error_value(sessions: list[SandboxSession]) -> None:
    session = open_session(limits=TEST_LIMITS)
    sessions.append(session)
    code = """
class Deep:
    def __init__(self, state, ctx):
        self.state = state
    def dive(self, n=0):
        return self.dive(n + 1)
"""
    session.load_environment(code=code, class_name="Deep", tools=["dive"], primary_keys={}, state={})
    outcome = session.call("dive", {})
    assert outcome.result["success"] is False
    assert "RecursionError" in outcome.result["error"]
    assert session.alive


def test_print_flood_is_an_output_limit(sessions: list[SandboxSession]) -> None:
    with pytest.raises(SandboxFailure) as failure:
        attack(sessions, "while True:\n    print('x' * 1000)")
    assert failure.value.reason == "output_limit"


def test_print_flood_cannot_be_swallowed(sessions: list[SandboxSession]) -> None:
    body = """
    for _ in range(1000):
        try:
            print("x" * 1000)
        except BaseException:
            pass
    return "survived"
    """
    with pytest.raises(SandboxFailure) as failure:
        attack(sessions, body)
    assert failure.value.reason == "output_limit"


def test_huge_return_value_is_an_output_limit(sessions: list[SandboxSession]) -> None:
    with pytest.raises(SandboxFailure) as failure:
        attack(sessions, "return 'x' * 1_000_000")
    assert failure.value.reason == "output_limit"


def test_forged_protocol_writes_are_a_protocol_failure(sessions: list[SandboxSession]) -> None:
    body = """
    write = real_os()["write"]
    for fd in range(0, 12):
        try:
            write(fd, b"garbage that is not json\\n")
        except Exception:
            pass
    return "wrote"
    """
    with pytest.raises(SandboxFailure) as failure:
        attack(sessions, body)
    assert failure.value.reason == "protocol"


def test_every_allowed_module_is_imported_when_first_asked_for(sessions: list[SandboxSession]) -> None:
    # The worker starts without them (``worker.main``): each import in a tool imports it there and hands out
    # its read-only view, without its private and module attributes.
    from synthesis.sandbox.guards import ALLOWED_MODULES

    session = open_session(limits=TEST_LIMITS)
    sessions.append(session)
    imports = "\n".join(f"        import {name}" for name in sorted(ALLOWED_MODULES))
    code = f"""
class A:
    def __init__(self, state, ctx):
        self.state = state
    def go(self):
{imports}
        import random, json, uuid
        from collections import abc
        return {{"success": True, "data": [hasattr(random, "_os"), hasattr(uuid, "platform"),
                                           json.dumps({{"a": 1}}), abc.Mapping.__name__]}}
"""
    session.load_environment(code=code, class_name="A", tools=["go"], primary_keys={}, state={})
    outcome = session.call("go", {})
    assert outcome.result == {"success": True, "data": [False, False, '{"a": 1}', "Mapping"]}
    code = code.replace("import random, json, uuid", "from json import decoder\n        import random, json")
    session.load_environment(code=code, class_name="A", tools=["go"], primary_keys={}, state={})
    refused = session.call("go", {}).result
    assert refused["success"] is False and "json.decoder" in refused["error"]


@pytest.mark.parametrize(
    "module", ["os", "subprocess", "ctypes", "socket", "sys", "importlib", "builtins", "posix"]
)
def test_importing_dangerous_modules_is_refused(sessions: list[SandboxSession], module: str) -> None:
    session = open_session(limits=TEST_LIMITS)
    sessions.append(session)
    with pytest.raises(LoadError, match="not allowed"):
        session.load_environment(
            code=f"import {module}\nclass A:\n    pass", class_name="A", tools=[], primary_keys={}, state={}
        )
    code = f"""
class A:
    def __init__(self, state, ctx):
        self.state = state
    def go(self):
        import {module}
        return {{"success": True, "data": "imported"}}
"""
    session.load_environment(code=code, class_name="A", tools=["go"], primary_keys={}, state={})
    outcome = session.call("go", {})
    assert outcome.result["success"] is False
    assert "not allowed" in outcome.result["error"]


@pytest.mark.parametrize(
    "expression",
    [
        "().__class__.__base__.__subclasses__()",
        "(lambda: 0).__globals__",
        "(x for x in []).gi_frame.f_back",
        "__builtins__",
        "__import__('os')",
    ],
)
def test_static_screen_refuses_escape_syntax(sessions: list[SandboxSession], expression: str) -> None:
    session = open_session(limits=TEST_LIMITS)
    sessions.append(session)
    code = f"class A:\n    def go(self):\n        return {expression}\n"
    with pytest.raises(LoadError, match="forbidden"):
        session.load_environment(code=code, class_name="A", tools=["go"], primary_keys={}, state={})


@pytest.mark.parametrize(
    "body",
    [
        "return getattr((), '__subclasses__')",
        "return getattr(run, '__globals__')",
        "return open('/etc/hostname').read()",
        "return eval('1')",
        "return exec('x = 1')",
        "return compile('1', 'x', 'eval')",
        "return vars()",
        "setattr(run, '__code__', None)",
        "return hasattr(run, '__globals__')",
        "return operator.attrgetter('__class__.__mro__')(())",
        "return operator.methodcaller('__subclasses__')(object)",
    ],
)
def test_dynamic_escape_helpers_are_refused(sessions: list[SandboxSession], body: str) -> None:
    data = attack(sessions, body, guarded=True)
    assert_blocked(data)
    assert "PermissionError" in data or "NameError" in data


GUARDS = pytest.mark.parametrize(
    ("guarded", "expected"),
    [(True, "PermissionError"), (False, "FileNotFoundError")],
    ids=["guarded", "escaped"],
)


@GUARDS
def test_exception_traceback_frames(sessions: list[SandboxSession], guarded: bool, expected: str) -> None:
    body = """
    try:
        1 / 0
    except ZeroDivisionError as exc:
        frame = operator.attrgetter("__traceback__.tb_frame")(exc)
    while frame is not None:
        if operator.attrgetter("f_globals")(frame).get("__name__") == "runtime":
            break
        frame = operator.attrgetter("f_back")(frame)
    builtins = operator.attrgetter("f_globals")(frame)["__builtins__"]
    real_open = builtins["open"] if isinstance(builtins, dict) else builtins.open
    return real_open(kw["path"]).read()
    """
    data = attack(sessions, body, path=str(REPO_ROOT / "pyproject.toml"), guarded=guarded)
    assert_blocked(data)
    assert expected in data


@GUARDS
def test_generator_frames(sessions: list[SandboxSession], guarded: bool, expected: str) -> None:
    body = """
    def gen():
        frame = operator.attrgetter("gi_frame")(g)  # walked while the generator runs, so f_back is live
        while frame is not None:
            globs = operator.attrgetter("f_globals")(frame)
            if globs.get("__name__") == "runtime":
                yield globs
                return
            frame = operator.attrgetter("f_back")(frame)
        yield None
    g = gen()
    globs = next(g)
    builtins = globs["__builtins__"]
    real_open = builtins["open"] if isinstance(builtins, dict) else builtins.open
    return real_open(kw["path"]).read()
    """
    data = attack(sessions, body, path=str(REPO_ROOT / "pyproject.toml"), guarded=guarded)
    assert_blocked(data)
    assert expected in data


@pytest.mark.parametrize("target", ["getppid", "parent", "init", "group"])
def test_signals_cannot_reach_other_processes(sessions: list[SandboxSession], target: str) -> None:
    body = """
    os_g = real_os()
    pid = {"getppid": os_g["getppid"](), "parent": kw["parent"], "init": 1, "group": 0}[kw["target"]]
    os_g["kill"](pid, 9)
    return "signal sent to %d" % pid
    """
    data = attack(sessions, body, parent=os.getpid(), target=target)
    assert_blocked(data)
    assert "PermissionError" in data or "ProcessLookupError" in data
    assert sessions[-1].alive


def test_dunder_tool_calls_are_refused(sessions: list[SandboxSession]) -> None:
    session = open_session(limits=TEST_LIMITS)
    sessions.append(session)
    session.load_environment(
        code=SHOP_CODE,
        class_name="Shop",
        tools=[*SHOP_TOOLS, "__init__", "__class__", "__getattribute__"],
        primary_keys=SHOP_KEYS,
        state=shop_state(),
    )
    for name in ("__init__", "__class__", "__getattribute__", "__dict__", "_private", "__reduce__"):
        outcome = session.call(name, {"name": "state"})
        assert outcome.result == {"success": False, "error": f"unknown tool {name!r}"}


def test_json_of_attack_results_is_plain() -> None:
    # Guard for the helper itself: the attack wrapper must be valid, screen-clean code.
    code = attack_code("return 1")
    assert "class Attack" in code and json.dumps(code)


# Found by a red-team pass: calls the rlimits do not count, and processes that would take the limits again.
KERNEL_ESCAPES = {
    # fallocate reserves blocks of the stderr file (on the host's disk) past RLIMIT_FSIZE.
    "fallocate-past-fsize": """
ctypes = real_builtins()["__import__"]("ctypes")
libc = ctypes.CDLL(None, use_errno=True)
libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_long, ctypes.c_long]
rc = libc.fallocate(2, 1, 0, 300 * 1024 * 1024)
return "rc=%d errno=%d" % (rc, ctypes.get_errno())
""",
    # System V shared memory stays allocated after detaching, and no rlimit counts it.
    "sysv-shared-memory": """
ctypes = real_builtins()["__import__"]("ctypes")
libc = ctypes.CDLL(None, use_errno=True)
rc = libc.shmget(0, 200 * 1024 * 1024, 0o1600)
return "rc=%d errno=%d" % (rc, ctypes.get_errno())
""",
    # clone with new namespaces: a user namespace with every capability inside it.
    "clone-new-user-namespace": """
ctypes = real_builtins()["__import__"]("ctypes")
os = real_builtins()["__import__"]("os")
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
number = {"x86_64": 56, "aarch64": 220}[os.uname().machine]
pid = libc.syscall(number, 0x10000000 | 17, 0, 0, 0, 0)
if pid == 0:
    os._exit(0)
return "rc=%d errno=%d" % (-1 if pid < 0 else 0, ctypes.get_errno())
""",
}


@pytest.mark.parametrize("body", list(KERNEL_ESCAPES.values()), ids=list(KERNEL_ESCAPES))
def test_calls_no_rlimit_counts_are_refused(sessions: list[SandboxSession], body: str) -> None:
    require_seccomp()
    assert attack(sessions, body) == "ESCAPED: rc=-1 errno=1"


def test_a_worker_makes_no_child_process(sessions: list[SandboxSession]) -> None:
    # A child takes the memory limit again, and works on while no request is in flight.
    require_seccomp()
    data = attack(sessions, 'return real_os()["fork"]()')
    assert data == "blocked: PermissionError: [Errno 1] Operation not permitted"
    threads = attack(
        sessions, 'import threading\nt = threading.Thread(target=int)\nt.start()\nt.join()\nreturn "ok"'
    )
    assert threads in (
        "ESCAPED: ok",
        "blocked: ImportError: import of 'threading' is not allowed in the sandbox",
    )


GUARD_BYPASSES = {
    "string-formatter": """
import string, json
g, _ = string.Formatter().get_field("0.__globals__", [json.dumps], {})
return g["__builtins__"]["__import__"]("os").getuid()
""",
    "typing-get-type-hints": """
import typing
def f(x: "int"): pass
g = {}
typing.get_type_hints(f, g)
return g["__builtins__"]["__import__"]("os").getuid()
""",
    "forward-ref-evaluate": """
import typing
g = {}
getattr(typing.ForwardRef("int"), "_evaluate")(g, None, frozenset())
return g["__builtins__"]["__import__"]("os").getuid()
""",
}


@pytest.mark.parametrize("body", list(GUARD_BYPASSES.values()), ids=list(GUARD_BYPASSES))
def test_stdlib_routes_to_the_real_builtins_are_refused(sessions: list[SandboxSession], body: str) -> None:
    assert attack(sessions, body, guarded=True).startswith("blocked: PermissionError: ")
    # string.Formatter still formats
    assert (
        attack(
            sessions,
            'import string\nreturn string.Formatter().format("{0}-{1[a]}", 1, {"a": 2})',
            guarded=True,
        )
        == "ESCAPED: 1-2"
    )


@pytest.mark.parametrize(
    "reply",
    [
        b'{"ok":true,"value":{"result":{"success":true,"data":'
        + b"[" * 20_000
        + b"]" * 20_000
        + b'},"diff":[]}}',
        b'{"ok":true,"value":{"result":{"success":true,"data":NaN},"diff":[]}}',
        b'{"ok":true,"value":{"result":{"success":true,"data":"\\ud800 alone"},"diff":[]}}',
        b'{"ok":true,"value":{"result":{"success":true,"data":"\\udc00\\ud800"},"diff":[]}}',
    ],
    ids=["nested-20k-deep", "nan", "lone-surrogate", "surrogates-out-of-order"],
)
def test_a_forged_reply_the_parent_cannot_use_ends_the_session(
    sessions: list[SandboxSession], reply: bytes
) -> None:
    # An escaped worker writes its own reply: one nested past the parent's stack, with NaN (not JSON: a state
    # holding it could not be sent back or stored) or a lone surrogate (no database stores it). Each is a
    # protocol failure, not a crash or a failure later, where the value is stored.
    line = reply + b"\n"
    body = f"""
imp = real_builtins()["__import__"]
os, fcntl = imp("os"), imp("fcntl")
for fd in range(3, 64):  # the reply pipe: the one pipe open for writing
    try:
        flags = fcntl.fcntl(fd, fcntl.F_GETFL)
    except OSError:
        continue
    if flags & os.O_ACCMODE == os.O_WRONLY and os.readlink("/proc/self/fd/%d" % fd).startswith("pipe:"):
        os.write(fd, {line!r})
        return "written"
return "no pipe"
"""
    session = attack_session(sessions, body)
    with pytest.raises(SandboxFailure) as failure:
        session.call("attack", {})
    assert failure.value.reason == "protocol" and not session.alive


def test_each_request_starts_with_a_cpu_budget_though_the_cpu_clock_is_seldom_read() -> None:
    # The worker reads its CPU clock (a system call) only when the wall clock says a budget may have run out:
    # CPU time grows no faster than wall time. Replayed over readings where CPU time grows by up to the wall
    # time passed, every request must still start with a whole budget below the soft limit.
    import random
    import types

    from synthesis.sandbox import worker as worker_module

    clocks = {"wall": 1000.0, "cpu": 0.3}
    reads: list[float] = []
    limits: dict[str, tuple[int, int]] = {"cpu": (10, 3600)}

    def process_time() -> float:
        reads.append(clocks["cpu"])
        return clocks["cpu"]

    def setrlimit(which: int, soft_hard: tuple[int, int]) -> None:
        assert which == resource.RLIMIT_CPU
        assert soft_hard[0] <= soft_hard[1] == 3600
        limits["cpu"] = soft_hard

    resource = types.SimpleNamespace(
        RLIMIT_CPU=0, RLIM_INFINITY=-1, getrlimit=lambda which: limits["cpu"], setrlimit=setrlimit
    )
    fake_time = types.SimpleNamespace(monotonic=lambda: clocks["wall"], process_time=process_time)
    real_time, real_resource = worker_module.time, worker_module.resource
    worker_module.time, worker_module.resource = fake_time, resource  # type: ignore[assignment]
    try:
        worker = worker_module.Worker({"cpu_seconds": 10, "max_output_bytes": 1000}, reply=None)
        rng = random.Random(7)
        for _ in range(5000):
            worker.renew_cpu_budget()
            assert limits["cpu"][0] - clocks["cpu"] >= 10  # a whole budget left for this request
            assert worker.cpu_soft_limit == limits["cpu"][0]
            passed = rng.choice([0.0001, 0.001, 0.01, 0.5, 3.0])
            clocks["wall"] += passed
            clocks["cpu"] += passed * rng.choice([0.0, 0.5, 1.0])  # one thread: at most the wall time passed
    finally:
        worker_module.time, worker_module.resource = real_time, real_resource
    assert len(reads) < 2500  # most requests did not read the CPU clock
    assert clocks["cpu"] > 100  # and the budget was renewed many times over
