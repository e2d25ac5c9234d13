"""The parent side: one persistent worker process per session, spoken to over pipes with JSON lines."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from types import TracebackType
from typing import Any

from synthesis.sandbox import launch
from synthesis.sandbox.errors import FAILURE_REASONS, LoadError, SandboxFailure
from synthesis.sandbox.held_states import (
    HOLDING_OPS,
    TABLE_NOT_HELD,
    HeldTables,
    Prepared,
    completed_state,
    states_from_changes,
    tables_vouched,
)
from synthesis.sandbox.limits import SandboxLimits
from synthesis.sandbox.runtime import json_encoder
from synthesis.sandbox.wall_clock import WALL_CLOCK

STDERR_TAIL_BYTES = 2000
# Bytes asked of each read: os.read allocates the full size first, and 1 MiB cost ~14 us per small reply.
_READ_CHUNK = 64 * 1024
CODES_HELD = 16  # environment code texts a worker holds by id (``worker.CODES_HELD``)
CODE_NOT_HELD = "no environment code held under that id"  # the worker's refusal (``worker.CODE_NOT_HELD``)
# Built once: json.dumps with options builds a new encoder per call, a measurable share of a round trip.
_encode_request = json_encoder(json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":")))


def _no_constant(name: str) -> Any:
    # NaN and Infinity are not JSON: a state holding them could not be sent back, hashed alike or stored.
    raise ValueError(f"{name} in a reply")


_raw_decode = json.JSONDecoder(parse_constant=_no_constant).raw_decode


# A surrogate written as a JSON escape. The worker writes text as UTF-8 (``ensure_ascii=False``), which
# cannot hold a lone surrogate: an escape is a pair (``fatal`` details are written with escapes) or forged.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def _decode_reply(line: bytes) -> Any:
    """``json.loads(line)`` without its per-call set-up; anything unusual goes to json.loads itself. A lone
    surrogate (an escape no pair completes) is refused: no text holding one can be stored (PostgreSQL's
    jsonb, UTF-8 files) or sent back to a worker."""
    value = _decode_json(line)
    if _SURROGATE_ESCAPE.search(line) is not None:
        try:
            _encode_request(value).encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("a lone surrogate in a reply") from None
    return value


def _decode_json(line: bytes) -> Any:
    try:
        text = line.decode("utf-8")
        value, end = _raw_decode(text)
        if end == len(text):
            return value
    except ValueError:
        pass
    return json.loads(line, parse_constant=_no_constant)


@dataclass(frozen=True)
class CallOutcome:
    result: dict[str, Any]
    diff: list[dict[str, Any]]


@dataclass(frozen=True)
class RunOutcome:
    """Calls replayed from a state in one request: a result and a diff per call made, the state after them."""

    results: list[dict[str, Any]]
    diffs: list[list[dict[str, Any]]]
    final_state: dict[str, Any]
    state_hash: str  # "" unless asked for (``run_calls(hashed=True)``)
    # The state after each call made, when asked for (``run_calls(states_after=True)``).
    states_after: list[dict[str, Any]] | None = None


@dataclass(frozen=True)
class CheckOutcome:
    passed: bool
    error: str | None


@dataclass(frozen=True)
class ConditionOutcome:
    value: bool | None
    error: str | None


def open_session(
    *, limits: SandboxLimits | None = None, untrusted: bool = True, allow_unisolated: bool = False
) -> SandboxSession:
    """Start a worker. Untrusted (LLM-generated) code needs isolation unless ``allow_unisolated`` is given."""
    status = launch.sandbox_status()
    if untrusted and not status.isolated and not allow_unisolated:
        raise SandboxFailure(
            reason="unavailable", detail=f"refusing to run untrusted code without isolation: {status.detail}"
        )
    return SandboxSession(limits=limits or SandboxLimits(), status=status)


@functools.lru_cache(maxsize=16)
def _code_id(code: str) -> str:
    # A str keeps its hash: an environment's code (~80 kB), loaded again, is found without hashing it again.
    return hashlib.sha256(code.encode("utf-8")).hexdigest()


def _remember_code(codes: dict[str, str], code_id: str, code: str) -> None:
    # The worker's ``remember_code``, the same eviction, so both hold the same ids.
    codes.pop(code_id, None)
    codes[code_id] = ""  # the parent needs the ids only
    while len(codes) > CODES_HELD:
        del codes[next(iter(codes))]


class SandboxSession:
    """A context manager around one worker process; see ``synthesis.sandbox`` for the contract."""

    def __init__(self, *, limits: SandboxLimits, status: launch.SandboxStatus) -> None:
        self.limits = limits
        self.isolation = status.mechanism
        self._lock = threading.Lock()
        self._dead: SandboxFailure | None = None
        self._loaded = False
        self._killed_for_timeout = False
        self._deadline: float | None = (
            None  # of the request in flight (read and written under the clock's lock)
        )
        self._timed_out = False
        self._buffer = b""
        # Ids of the environment code the worker holds (``worker.remember_code`` mirrored): sent once each.
        self._codes_held: dict[str, str] = {}
        self._tables_held = HeldTables()  # tables the worker holds: named, not sent again
        self.uid: int | None = None
        self._uid_lock: int | None = None
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the session
        config_json = json.dumps(limits.as_worker_config())
        worker = launch.worker_dir()
        seccomp_read: int | None = None
        pass_fds: tuple[int, ...] = ()
        if status.isolated:
            bpf = launch.seccomp_filter() if status.mechanism == "bubblewrap+seccomp" else None
            if bpf is not None:
                seccomp_read, seccomp_write = os.pipe()
                os.write(seccomp_write, bpf)
                os.close(seccomp_write)
                pass_fds = (seccomp_read,)
            self.uid, self._uid_lock = launch.allocate_uid()
            command = launch.bwrap_command(
                worker=worker, config_json=config_json, seccomp_fd=seccomp_read, uid=self.uid
            )
            self._cwd: str | None = None
        else:
            command = launch.process_command(worker=worker, config_json=config_json)
            self._cwd = tempfile.mkdtemp(prefix="envstudio-worker-")
        try:
            self._process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                env={},
                cwd=self._cwd,
                pass_fds=pass_fds,
                start_new_session=True,
                close_fds=True,
            )
        except OSError as exc:
            self._stderr.close()
            if self._uid_lock is not None and self.uid is not None:
                launch.release_uid(self.uid, self._uid_lock)
            if self._cwd is not None:
                shutil.rmtree(self._cwd, ignore_errors=True)
            raise SandboxFailure(reason="unavailable", detail=f"cannot start the worker: {exc}") from exc
        finally:
            if seccomp_read is not None:
                os.close(seccomp_read)
        # One poll object per direction for the session's life (not a selector per request); writes are
        # non-blocking, so a worker that stops reading cannot stall the parent past the deadline.
        assert self._process.stdin is not None and self._process.stdout is not None
        self._write_fd = self._process.stdin.fileno()
        self._read_fd = self._process.stdout.fileno()
        os.set_blocking(self._write_fd, False)
        WALL_CLOCK.sessions.add(self)
        self._write_poll = select.poll()
        self._write_poll.register(self._write_fd, select.POLLOUT)
        try:
            self._request({"op": "ping"})
        except BaseException:
            self.close()
            raise

    # ----------------------------------------------------------------------------------------- public API

    def load_environment(
        self,
        *,
        code: str,
        class_name: str,
        tools: list[str],
        primary_keys: dict[str, str],
        state: dict[str, Any],
        seed: int = 0,
        in_process_guards: bool = True,
        clock: str | None = None,
    ) -> None:
        """Load environment code into the worker; raises LoadError for code or state that does not load.
        ``clock``: the first reading of the episode's clock (a scenario's ``clock_start``; None: the default).

        ``in_process_guards=False`` skips the static screen, the restricted builtins and the import
        allow-list: only for the attack suite, which models code that has already escaped them. Never for real
        workloads.
        """
        self._loaded = False
        code_id = _code_id(code)
        sent: str | None = None if code_id in self._codes_held else code
        if sent is not None:
            _remember_code(self._codes_held, code_id, code)
        message = {
            "op": "load",
            "code": sent,
            "code_id": code_id,
            "class_name": class_name,
            "tools": list(tools),
            "primary_keys": dict(primary_keys),
            "state": state,
            "seed": seed,
            "guarded": in_process_guards,
            **({} if clock is None else {"clock": clock}),
        }
        try:
            self._request(message)
        except ValueError as exc:
            # The parent's list of held ids can run ahead of the worker's (a request that never reached it):
            # the worker says so, and the code goes along in full.
            if sent is not None or CODE_NOT_HELD not in str(exc):
                raise
            _remember_code(self._codes_held, code_id, code)
            self._request({**message, "code": code})
        self._loaded = True

    def call(self, name: str, arguments: dict[str, Any]) -> CallOutcome:
        with self._lock:  # ``_request`` without its look for states to name: a call carries none
            value = self._request_once({"op": "call", "name": name, "arguments": arguments}, needs_env=True)
        return CallOutcome(value["result"], value["diff"])

    def state(self) -> dict[str, Any]:
        value: dict[str, Any] = self._request({"op": "state"}, needs_env=True)
        return value

    def run_calls(
        self,
        calls: list[tuple[str, dict[str, Any]]],
        *,
        state: dict[str, Any],
        stop_on_failure: bool = True,
        seed: int | None = None,
        states_after: bool = False,
        hashed: bool = True,
        clock: str | None = None,
    ) -> RunOutcome:
        """``reset(state)``, the calls in order (up to the first failure if ``stop_on_failure``), then the
        state and its hash (if ``hashed``): one round trip instead of one per step. ``seed``: the
        environment's clock and ids start from it, from now on, as after a load with it (the loaded code is
        kept); ``clock``: the clock's first reading for this run (until the next reset; None: the load's);
        ``states_after``: also return the state after each call."""
        request: dict[str, Any] = {
            "op": "run",
            "state": state,
            "calls": [list(c) for c in calls],
            "stop_on_failure": stop_on_failure,
        }
        request.update({} if seed is None else {"seed": int(seed)})
        request.update({} if clock is None else {"clock": clock})
        shared = state if tables_vouched() else None  # the caller changes none of its tables: share them
        if states_after:  # (vouched: each as its call's changed tables, the rest shared)
            request["states_after"], request["states_changed_only"] = True, shared is not None
        if not hashed:
            request["hash"] = False
        blobs: dict[str, dict[str, bytes]] = {}
        value = self._request({**request, "changed_only": True}, needs_env=True, blobs=blobs)
        final = value["state"] if "state" in value else self._completed(value, blobs.get("state", {}), shared)
        after = value.get("states_after")
        if after is not None and shared is not None and (after := states_from_changes(shared, after)) is None:
            raise self._protocol_failure("a run's states after its calls do not add up to states")
        return RunOutcome(
            results=value["results"],
            diffs=value["diffs"],
            final_state=final,
            state_hash=value["hash"] if hashed else "",
            states_after=after,
        )

    def state_hash(self) -> str:
        return str(self._request({"op": "hash"}, needs_env=True))

    def reset(self, state: dict[str, Any] | None = None) -> None:
        self._request({"op": "reset", "state": state}, needs_env=True)

    def run_checks(
        self, checks: list[tuple[str, str]], *, final_state: dict[str, Any], initial_state: dict[str, Any]
    ) -> dict[str, CheckOutcome]:
        ids = [check_id for check_id, _ in checks]
        if len(set(ids)) != len(ids):
            raise ValueError("check ids must be unique")
        value = self._request(
            {
                "op": "checks",
                "checks": [[check_id, source] for check_id, source in checks],
                "final_state": final_state,
                "initial_state": initial_state,
            }
        )
        return {key: CheckOutcome(passed=item["passed"], error=item["error"]) for key, item in value.items()}

    def eval_conditions(
        self,
        exprs: list[str],
        *,
        args: dict[str, Any],
        state: dict[str, Any],
        new: dict[str, Any] | None = None,
        result: object = None,
    ) -> list[ConditionOutcome]:
        value = self._request(
            {
                "op": "conditions",
                "exprs": list(exprs),
                "args": args,
                "state": state,
                "new": new,
                "result": result,
            }
        )
        return [ConditionOutcome(value=item["value"], error=item["error"]) for item in value]

    def close(self) -> None:
        process = self._process
        if process.poll() is None:
            try:
                if process.stdin is not None:
                    process.stdin.close()
                process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                self._kill()
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        self._reap_stragglers()
        if self._uid_lock is not None and self.uid is not None:
            launch.release_uid(self.uid, self._uid_lock)  # only now: nothing of it runs under the uid
            self._uid_lock = None
        if not self._stderr.closed:
            self._stderr.close()
        if self._cwd is not None:
            shutil.rmtree(self._cwd, ignore_errors=True)
            self._cwd = None
        if self._dead is None:
            self._dead = SandboxFailure(reason="crash", detail="the session is closed")

    @property
    def alive(self) -> bool:
        return self._dead is None and self._process.poll() is None

    def __enter__(self) -> SandboxSession:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # ------------------------------------------------------------------------------------------ internals

    def _request(
        self,
        message: dict[str, Any],
        *,
        needs_env: bool = False,
        blobs: dict[str, dict[str, bytes]] | None = None,
    ) -> Any:
        """Send ``message`` with its states named table by table (``held_states``); ``blobs``: filled with the
        marshal bytes of each table of the fields so named."""
        with self._lock:
            if message.get("op") not in HOLDING_OPS:  # a call or a ping: nothing to name (the hot path)
                return self._request_once(message, needs_env=needs_env)
            prepared = self._tables_held.prepare(message)
            if prepared.message is message:
                return self._request_once(message, needs_env=needs_env)
            try:
                return self._request_once(self._sent(prepared, blobs), needs_env=needs_env)
            except ValueError as exc:
                # The parent's list of held tables can run ahead of the worker's (a request it could not
                # read): the worker says so, and every table goes in full, held afresh.
                if TABLE_NOT_HELD not in str(exc):
                    raise
                self._tables_held.forget()
                retried = self._sent(self._tables_held.prepare(message), blobs)
                return self._request_once(retried, needs_env=needs_env)

    @staticmethod
    def _sent(prepared: Prepared, blobs: dict[str, dict[str, bytes]] | None) -> dict[str, Any]:
        if blobs is not None:
            blobs.clear()
            blobs.update(prepared.blobs)
        return prepared.message

    def _request_once(self, message: dict[str, Any], *, needs_env: bool) -> Any:
        """One request, under the session's lock."""
        if self._dead is not None:
            detail = f"session already dead: {self._dead.detail}"
            raise SandboxFailure(reason=self._dead.reason, detail=detail)
        if needs_env and not self._loaded:
            raise RuntimeError("load_environment() must succeed before this call")
        try:
            line = _encode_request(message)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"sandbox requests must be JSON: {exc}") from exc
        try:
            reply = self._exchange(line.encode("utf-8") + b"\n")
        except SandboxFailure as failure:
            self._dead = failure
            self._kill()
            raise
        if "fatal" in reply:
            reason = str(reply.get("fatal"))
            if reason not in FAILURE_REASONS:
                reason = "protocol"
            fatal = SandboxFailure(reason=reason, detail=str(reply.get("detail", "")))
            self._dead = fatal
            self._kill()
            raise fatal
        if reply.get("ok") is True:
            return reply.get("value")
        if "load_error" in reply:
            raise LoadError(str(reply["load_error"]))
        raise ValueError(f"the sandbox worker refused the request: {reply.get('error')}")

    def _exchange(self, data: bytes) -> dict[str, Any]:
        deadline = time.monotonic() + self.limits.wall_seconds
        WALL_CLOCK.start(self, deadline)
        try:
            try:
                self._write_all(data, deadline)
            except BrokenPipeError:
                raise self._death("the worker exited before reading the request") from None
            raw = self._read_line()
        except BaseException:
            if WALL_CLOCK.stop(self):
                raise self._timeout() from None
            raise
        if WALL_CLOCK.stop(self):
            raise self._timeout()
        try:
            reply = _decode_reply(raw)
        except (ValueError, RecursionError):  # a reply nested thousands deep is no reply either
            raise SandboxFailure(reason="protocol", detail=f"unreadable reply: {raw[:200]!r}") from None
        if not isinstance(reply, dict):
            raise SandboxFailure(reason="protocol", detail=f"reply is not an object: {raw[:200]!r}")
        return reply

    def _completed(self, value: dict[str, Any], blobs: dict[str, bytes], start: Any) -> dict[str, Any]:
        state = completed_state(value, blobs, start)
        if state is None:  # it names a table it neither sent nor started from: no reply to this request
            raise self._protocol_failure("a run's reply does not add up to a state")
        return state

    def _protocol_failure(self, detail: str) -> SandboxFailure:
        """A reply that is no reply to the request: the session ends."""
        self._dead = SandboxFailure(reason="protocol", detail=detail)
        self._kill()
        return self._dead

    def _timeout(self) -> SandboxFailure:
        self._kill(timeout=True)
        return SandboxFailure(reason="timeout", detail=f"no reply within {self.limits.wall_seconds} seconds")

    def _stop_worker(self) -> None:
        """The wall clock ran out (its thread calls this): kill the worker, wake the thread reading."""
        self._killed_for_timeout = True
        with contextlib.suppress(OSError):
            os.killpg(self._process.pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            wake = os.open(f"/proc/self/fd/{self._read_fd}", os.O_WRONLY | os.O_NONBLOCK)
            try:
                os.write(wake, b"\n")
            finally:
                os.close(wake)

    def _write_all(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self._write_fd, view) :]
                continue
            except BlockingIOError:
                pass  # the pipe is full: wait until the worker reads, up to the deadline
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self._write_poll.poll(max(1, int(remaining * 1000))):
                self._kill(timeout=True)
                raise SandboxFailure(reason="timeout", detail="the worker stopped reading requests")

    def _read_line(self) -> bytes:
        buffer, limit = self._buffer, self.limits.max_output_bytes
        end = buffer.find(b"\n")
        if end < 0:
            chunks, size = [buffer], len(buffer)
            while True:
                if size > limit:
                    raise SandboxFailure(reason="output_limit", detail=f"a reply exceeded {limit} bytes")
                chunk = os.read(self._read_fd, _READ_CHUNK)  # blocking: the wall clock ends it if need be
                if self._timed_out:
                    raise self._timeout()
                if not chunk:
                    raise self._death("the worker exited")
                chunks.append(chunk)
                found = chunk.find(b"\n")
                if found >= 0:
                    end = size + found
                    break
                size += len(chunk)
            buffer = b"".join(chunks)  # once per reply: no quadratic concatenation of big replies
        line, self._buffer = buffer[:end], buffer[end + 1 :]
        if len(line) > limit:
            raise SandboxFailure(reason="output_limit", detail=f"a reply exceeded {limit} bytes")
        return line

    def _death(self, what: str) -> SandboxFailure:
        """Classify an unexpected end of the worker by its exit status."""
        try:
            code = self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._kill()
            code = self._process.wait()
        signal_number = -code if code < 0 else code - 128 if code > 128 else 0
        tail = self._stderr_tail()
        if signal_number == signal.SIGXCPU:
            detail = f"{what}: the CPU limit of {self.limits.cpu_seconds} s was hit"
            return SandboxFailure(reason="cpu", detail=detail)
        if "MemoryError" in tail:
            return SandboxFailure(reason="memory", detail=f"{what}: memory limit hit")
        return SandboxFailure(reason="crash", detail=f"{what} (exit status {code}): {tail[-500:]}".strip())

    def _stderr_tail(self) -> str:
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - STDERR_TAIL_BYTES))
            return self._stderr.read().decode("utf-8", "replace")
        except (OSError, ValueError):
            return ""

    def _reap_stragglers(self) -> None:
        """Kill what is left of the session (a pid namespace tears down asynchronously), bounded to ~2 s."""
        if self.uid is None:
            return
        for _ in range(200):
            pids = launch.processes_of_uid(self.uid)
            if not pids:
                return
            for pid in pids:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            time.sleep(0.01)

    def _kill(self, *, timeout: bool = False) -> None:
        self._killed_for_timeout = self._killed_for_timeout or timeout
        process = self._process
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=5)
