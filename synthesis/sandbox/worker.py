"""The sandbox worker: runs inside the isolated process and serves one environment over pipes.

Standard library only; started as ``python -I -S -B worker.pyc CONFIG_JSON`` (this module, compiled by the
parent: ``launch.worker_dir``) next to copies of ``runtime.py``, ``changes.py``, ``tracking.py``,
``conditions.py``, ``guards.py`` and ``holding.py``, and of the compiled ``_rowcheck`` where it was built.
It applies its own resource limits before it reads any request, moves the protocol off fds 0/1 (so stray
writes cannot forge replies), and runs generated code with restricted builtins, an import allow-list and a
static screen (``guards``). Those in-process layers are defence in depth only; the isolation boundary is the
process around this one (bubblewrap, seccomp, an unprivileged uid and rlimits).

Protocol: one JSON object per line in each direction. Replies are ``{"ok": true, "value": ...}``,
``{"ok": false, "load_error": ...}``, ``{"ok": false, "error": ...}`` or ``{"fatal": reason, "detail": ...}``
(after which the worker exits). A request's state fields may name held tables by id (``holding``).
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import changes

# tracking.py and runtime.py import their modules by project name, as exported bundles provide them: so do
# these flat copies.
sys.modules["synthesis.sandbox.changes"] = changes
try:  # the compiled change check of flat tables, where the parent had it built (``launch.worker_dir``)
    import _rowcheck  # type: ignore[import-not-found]

    sys.modules["synthesis.sandbox._rowcheck"] = _rowcheck
except ImportError:
    pass
import tracking  # noqa: E402

sys.modules["synthesis.sandbox.tracking"] = tracking
import conditions  # noqa: E402
import guards  # noqa: E402
import holding  # noqa: E402
import runtime  # noqa: E402

# Built once: json.dumps with options builds a new encoder per reply.
encode_reply = runtime.json_encoder(
    json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"))
)
_raw_decode = json.JSONDecoder().raw_decode


def decode_request(line: bytes) -> Any:
    """``json.loads(line)`` without its per-call set-up; anything unusual goes to json.loads itself."""
    try:
        text = line.decode("utf-8")
        value, end = _raw_decode(text)
        if text[end:] in ("\n", ""):
            return value
    except ValueError:
        pass
    return json.loads(line)


class OutputFlood(BaseException):
    """Generated code printed more than the output limit; a BaseException so tools do not swallow it."""


class CappedSink:
    """Stands in for sys.stdout/sys.stderr: discards printed text, counts it, and stops a flood."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.written = 0
        self.flooded = False

    def write(self, text: str) -> int:
        self.written += len(text)
        if self.written > self.limit:
            self.flooded = True
            raise OutputFlood(f"printed more than {self.limit} characters")
        return len(text)

    def flush(self) -> None:
        return None

    def isatty(self) -> bool:
        return False


_DICT_ONLY = frozenset({dict})


def check_state_shape(state: Any) -> None:
    # Exact types (decoded JSON has no subclasses), the rows' looked at in C.
    if type(state) is not dict or not all(
        type(table) is str and type(rows) is list and _DICT_ONLY.issuperset(map(type, rows))
        for table, rows in state.items()
    ):
        raise ValueError("the state must be an object of tables, each a list of row objects")


def apply_limits(config: dict[str, Any]) -> None:
    """Lower this process's limits (soft and hard) before any generated code runs."""
    cpu = int(config["cpu_seconds"])
    settings = [
        (resource.RLIMIT_CPU, cpu, int(config.get("worker_cpu_seconds", cpu + 1))),
        (resource.RLIMIT_AS, int(config["memory_bytes"]), int(config["memory_bytes"])),
        (resource.RLIMIT_NOFILE, int(config["max_open_files"]), int(config["max_open_files"])),
        (resource.RLIMIT_NPROC, int(config["max_processes"]), int(config["max_processes"])),
        (resource.RLIMIT_FSIZE, 1024 * 1024, 1024 * 1024),
        (resource.RLIMIT_CORE, 0, 0),
    ]
    for which, soft, hard in settings:
        _current_soft, current_hard = resource.getrlimit(which)
        if current_hard != resource.RLIM_INFINITY:
            hard = min(hard, current_hard)
            soft = min(soft, hard)
        resource.setrlimit(which, (soft, hard))


CODES_HELD = 16
START_HEADROOM_BYTES = 16 << 20  # free address space a worker needs at its start (``main``)
CODE_NOT_HELD = "no environment code held under that id"  # the parent then sends the code in full


def remember_code(codes: dict[str, str], code_id: str, code: str) -> None:
    """Hold ``code`` under ``code_id``, the oldest dropped beyond ``CODES_HELD`` (as the parent does)."""
    codes.pop(code_id, None)
    codes[code_id] = code
    while len(codes) > CODES_HELD:
        del codes[next(iter(codes))]


class Worker:
    def __init__(self, config: dict[str, Any], reply: Any) -> None:
        self.config = config
        self.reply_stream = reply
        self.env: runtime.EnvRuntime | None = None
        self.max_output_bytes = int(config["max_output_bytes"])
        self.sink = CappedSink(self.max_output_bytes)
        self.screened: set[tuple[str, str]] = set()  # (mode, source) that passed the screen, a pure function
        self.cpu_budget = int(config["cpu_seconds"])
        self.cpu_soft_limit, self.cpu_hard_limit = resource.getrlimit(resource.RLIMIT_CPU)
        # Until this wall-clock reading, at least a budget is left without looking (see renew_cpu_budget).
        self.cpu_looked_until = 0.0
        # Environment code by the id the parent gave it: a reload sends the id, not the code again. The parent
        # keeps the same ids with the same eviction, so it knows which it may send alone.
        self.codes: dict[str, str] = {}
        self.tables: dict[str, Any] = {}  # held tables by id (``holding.take_held_tables``)
        self.table_bytes = holding.TableBytes()  # their bytes, and those of runs' start tables

    def renew_cpu_budget(self) -> None:
        """Give the next request at least ``cpu_seconds`` of CPU: RLIMIT_CPU counts the process's whole life,
        so the soft limit moves up as the worker ages (never past the hard limit, the lifetime backstop).

        Reading the CPU clock is a system call (~1 us under seccomp, a twentieth of a tool call's round trip);
        the monotonic clock is not. This process has one thread (generated code can import neither
        ``threading`` nor ``_thread``), so its CPU time grows no faster than wall-clock time: with ``spare``
        seconds more than a budget left at one reading, a budget is still left until ``spare`` seconds of wall
        clock have passed, and the CPU clock need not be read before."""
        now = time.monotonic()
        if now < self.cpu_looked_until:
            return
        used = time.process_time()
        if self.cpu_soft_limit == resource.RLIM_INFINITY:
            self.cpu_looked_until = float("inf")
            return
        if used + self.cpu_budget >= self.cpu_soft_limit:  # less than one request's budget left: renew
            soft = int(used) + 1 + self.cpu_budget
            if self.cpu_hard_limit != resource.RLIM_INFINITY:
                soft = min(soft, self.cpu_hard_limit)
            resource.setrlimit(resource.RLIMIT_CPU, (soft, self.cpu_hard_limit))
            self.cpu_soft_limit = soft
        self.cpu_looked_until = now + max(0.0, self.cpu_soft_limit - self.cpu_budget - used)

    def screen(self, source: str, *, mode: str, label: str) -> None:
        """``screen``, once per text: a session serves many loads, checks and conditions of an environment."""
        if (mode, source) not in self.screened:
            guards.screen(source, mode=mode, label=label)
            if len(self.screened) >= 4096:
                self.screened.clear()
            self.screened.add((mode, source))

    def send(self, message: dict[str, Any]) -> None:
        line = encode_reply(message).encode("utf-8")
        if len(line) > self.max_output_bytes:
            self.fatal("output_limit", f"a reply of {len(line)} bytes exceeds the output limit")
        self.reply_stream.write(line + b"\n")
        self.reply_stream.flush()

    def fatal(self, reason: str, detail: str) -> None:
        line = json.dumps({"fatal": reason, "detail": detail}).encode("utf-8")
        try:
            self.reply_stream.write(line + b"\n")
            self.reply_stream.flush()
        finally:
            os._exit(3)

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        if op == "call" and self.env is not None:  # the common request first
            return {"ok": True, "value": self.env.call(request["name"], request["arguments"])}
        if op == "ping":
            return {"ok": True, "value": "pong"}
        if op == "load":
            return self.load(request)
        if op == "checks":
            return {"ok": True, "value": self.run_checks(request)}
        if op == "conditions":
            return {"ok": True, "value": self.eval_conditions(request)}
        env = self.env
        if env is None:
            return {"ok": False, "error": "no environment is loaded"}
        if op == "call":
            return {"ok": True, "value": env.call(request["name"], request["arguments"])}
        if op == "state":
            return {"ok": True, "value": env.state_view()}  # serialized at once: no copy needed
        if op == "hash":
            return {"ok": True, "value": env.hash()}
        if op == "reset":
            if request.get("state") is not None:
                check_state_shape(request["state"])
            env.reset(request.get("state"))
            return {"ok": True, "value": None}
        if op == "run":
            return self.run_calls(env, request)
        return {"ok": False, "error": f"unknown op {op!r}"}

    def run_calls(self, env: runtime.EnvRuntime, request: dict[str, Any]) -> dict[str, Any]:
        """reset (to a state, with a seed) + calls + state + hash in one round trip (what replaying a chain
        needs); ``states_after``: also the state after each call, for the proof's prefixes."""
        if request.get("state") is not None:
            check_state_shape(request["state"])
        seed, clock = request.get("seed"), request.get("clock")
        if seed is not None and (type(seed) is not int):
            return {"ok": False, "error": "seed must be an integer"}
        if clock is not None and type(clock) is not str:
            return {"ok": False, "error": "clock must be an ISO datetime string"}
        try:
            env.reset(request.get("state"), seed=seed, start=clock)
        except ValueError as exc:
            return {"ok": False, "error": f"bad clock: {exc}"}
        results: list[Any] = []
        diffs: list[Any] = []
        states: list[Any] | None = [] if request.get("states_after") else None
        start = request.get("state")
        # Each state after a call as the tables it changed (the parent has the rest), where asked.
        compact = states is not None and request.get("states_changed_only") is True
        before = None
        if compact and isinstance(start, dict):
            before = {table: self.table_bytes.of(rows) for table, rows in start.items()}
        for name, arguments in request["calls"]:
            outcome = env.call(name, arguments)
            results.append(outcome["result"])
            diffs.append(outcome["diff"])
            if states is not None and compact:
                states.append(self.state_after(env, before))
                before = env.table_bytes()
            elif states is not None:
                states.append(runtime.copy_json(env.state_view()))
            if request.get("stop_on_failure", True) and not outcome["result"].get("success"):
                break
        reply: dict[str, Any] = {"results": results, "diffs": diffs}
        final = env.state_view()
        if request.get("changed_only") is True and isinstance(start, dict) and isinstance(final, dict):
            changed = holding.changed_tables(
                start, final, start_bytes=self.table_bytes, final_bytes=env.table_bytes()
            )
            reply["changed"], reply["order"] = changed, list(final)
        else:
            reply["state"] = final
        if request.get("hash", True) is not False:  # most runs' callers need no hash (a canonical encoding)
            reply["hash"] = env.hash()
        if states is not None:
            reply["states_after"] = states
        return {"ok": True, "value": reply}

    @staticmethod
    def state_after(env: runtime.EnvRuntime, before: dict[str, bytes | None] | None) -> dict[str, Any]:
        """The state after a call, copied (later calls change it in place): ``{"changed": tables, "order":
        names}`` against the state before it, whose bytes ``before`` holds; else ``{"state": state}``."""
        state = env.state_view()
        changed = holding.changed_since(state, before, env.table_bytes())
        if changed is None:
            return {"state": runtime.copy_json(state)}
        return {"changed": {name: runtime.copy_json(state[name]) for name in changed}, "order": list(state)}

    def held_code(self, request: dict[str, Any]) -> str | None:
        code, code_id = request.get("code"), request.get("code_id")
        if isinstance(code, str) and isinstance(code_id, str):
            remember_code(self.codes, code_id, code)
        return self.codes.get(code_id) if code is None and isinstance(code_id, str) else code

    def load(self, request: dict[str, Any]) -> dict[str, Any]:
        guarded = request.get("guarded", True) is not False
        restricted = runtime._sandbox_builtins
        self.env = None
        code = self.held_code(request)
        if code is None:
            return {"ok": False, "error": CODE_NOT_HELD}
        try:
            check_state_shape(request["state"])
            if guarded:
                self.screen(code, mode="exec", label="environment")
            else:
                # Only the parent asks for this (the attack suite: code that has already escaped in-process).
                runtime._sandbox_builtins = None
            self.env = runtime.EnvRuntime(
                code=code,
                class_name=request["class_name"],
                tools=request["tools"],
                primary_keys=request["primary_keys"],
                state=request["state"],
                seed=int(request.get("seed", 0)),
                start=str(request.get("clock") or runtime.DEFAULT_START),
                copy_results=False,  # requests are decoded fresh and replies encoded at once
            )
        except MemoryError:
            raise
        except Exception as exc:
            return {"ok": False, "load_error": f"{type(exc).__name__}: {exc}"}
        finally:
            runtime._sandbox_builtins = restricted
        return {"ok": True, "value": None}

    def run_checks(self, request: dict[str, Any]) -> dict[str, Any]:
        outcomes: dict[str, Any] = {}
        for check_id, source in request["checks"]:
            try:
                self.screen(source, mode="exec", label="check")
                passed = runtime.run_check(source, request["final_state"], request["initial_state"])
                outcomes[check_id] = {"passed": passed, "error": None}
            except MemoryError:
                raise
            except Exception as exc:
                outcomes[check_id] = {"passed": False, "error": f"{type(exc).__name__}: {exc}"}
        return outcomes

    def eval_conditions(self, request: dict[str, Any]) -> list[dict[str, Any]]:
        outcomes: list[dict[str, Any]] = []
        state, new = request["state"], request.get("new")
        if not all(map(conditions.reads_only, request["exprs"])):
            # It may change what it reads, and the states may be held tables, which never change: copies.
            state, new = runtime.copy_json(state), runtime.copy_json(new)
        for expr in request["exprs"]:
            try:
                self.screen(expr, mode="eval", label="condition")
                value = conditions.eval_condition(
                    expr, args=request["args"], state=state, new=new, result=request.get("result")
                )
                outcomes.append({"value": value, "error": None})
            except MemoryError:
                raise
            except Exception as exc:
                outcomes.append({"value": None, "error": f"{type(exc).__name__}: {exc}"})
        return outcomes

    def serve(self, requests: Any) -> None:
        while True:
            line = requests.readline()
            if not line:
                return
            try:
                request = decode_request(line)
                if not isinstance(request, dict):
                    raise ValueError("a request must be a JSON object")
            except ValueError as exc:
                self.send({"ok": False, "error": f"bad request: {exc}"})
                continue
            refused = holding.take_held_tables(self.tables, request)
            self.table_bytes.keep_held(self.tables)
            if refused is not None:
                self.send({"ok": False, "error": refused})
                continue
            try:
                self.renew_cpu_budget()
                reply = self.handle(request)
            except MemoryError:
                self.fatal("memory", "the memory limit was hit")
            except OutputFlood as exc:
                self.fatal("output_limit", str(exc))
            except RecursionError as exc:
                reply = {"ok": False, "error": f"RecursionError: {exc}"}
            except Exception as exc:  # a malformed request from the parent, not generated code
                reply = {"ok": False, "error": f"worker error: {type(exc).__name__}: {exc}"}
            if self.sink.flooded:
                self.fatal("output_limit", "generated code printed more than the output limit")
            try:
                self.send(reply)
            except (TypeError, ValueError) as exc:
                self.send({"ok": False, "error": f"worker error: the reply is not JSON: {exc}"})
            self.settle()

    def settle(self) -> None:
        """The runtime's bookkeeping of the last call, done while the parent reads the reply."""
        if self.env is None:
            return
        try:
            self.env.settle()
        except MemoryError:
            self.fatal("memory", "the memory limit was hit")
        except Exception:
            pass  # the runtime then takes the state afresh at the next call


def main() -> None:
    config = json.loads(sys.argv[1])
    apply_limits(config)
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(devnull, 1)
    os.close(devnull)
    # The allowed modules are imported when generated code first imports them, not here: most environments
    # use a few of them, and importing them all (and ``inspect``, ``ast``, ``dis`` they pull in) was ~12 ms of
    # a worker's ~35 ms start.
    runtime._sandbox_builtins = guards.make_builtins()
    worker = Worker(config, replies)
    sys.stdout = sys.stderr = worker.sink  # type: ignore[assignment]
    try:
        # A limit that leaves no room to work ends the session at its start, not at its first load (the
        # imports above no longer take room enough to show it): as much address space as a small load takes.
        bytearray(START_HEADROOM_BYTES)
        worker.serve(requests)
        # The parent closed the pipe: no interpreter shutdown (~7 ms of tearing down modules and objects per
        # worker; every reply is flushed and stderr is written unbuffered, so nothing is left to write).
        os._exit(0)
    except MemoryError:
        worker.fatal("memory", "the memory limit was hit")
    except BaseException:
        import traceback

        os.write(2, traceback.format_exc().encode("utf-8", "replace")[-4000:])
        os._exit(4)


if __name__ == "__main__":
    main()
