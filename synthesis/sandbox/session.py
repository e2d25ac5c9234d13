"""The parent side: one persistent worker process per session, spoken to over pipes with JSON lines."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
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
from synthesis.sandbox.limits import SandboxLimits

STDERR_TAIL_BYTES = 2000
CODES_HELD = 16  # environment code texts a worker holds by id (``worker.CODES_HELD``)
# Built once: json.dumps with options builds a new encoder per call, a measurable share of a round trip.
_REQUEST_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"))


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
    state_hash: str


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
        self._buffer = b""
        # Ids of the environment code the worker holds (``worker.remember_code`` mirrored): sent once each.
        self._codes_held: dict[str, str] = {}
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
            if self._uid_lock is not None:
                os.close(self._uid_lock)
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
        self._read_poll = select.poll()
        self._read_poll.register(self._read_fd, select.POLLIN)
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
    ) -> None:
        """Load environment code into the worker; raises LoadError for code or state that does not load.

        ``in_process_guards=False`` skips the static screen, the restricted builtins and the import
        allow-list: only for the attack suite, which models code that has already escaped them. Never for real
        workloads.
        """
        self._loaded = False
        code_id = hashlib.sha256(code.encode("utf-8")).hexdigest()
        sent: str | None = None if code_id in self._codes_held else code
        if sent is not None:
            _remember_code(self._codes_held, code_id, code)
        self._request(
            {
                "op": "load",
                "code": sent,
                "code_id": code_id,
                "class_name": class_name,
                "tools": list(tools),
                "primary_keys": dict(primary_keys),
                "state": state,
                "seed": seed,
                "guarded": in_process_guards,
            }
        )
        self._loaded = True

    def call(self, name: str, arguments: dict[str, Any]) -> CallOutcome:
        value = self._request({"op": "call", "name": name, "arguments": arguments}, needs_env=True)
        return CallOutcome(result=value["result"], diff=value["diff"])

    def state(self) -> dict[str, Any]:
        value: dict[str, Any] = self._request({"op": "state"}, needs_env=True)
        return value

    def run_calls(
        self, calls: list[tuple[str, dict[str, Any]]], *, state: dict[str, Any], stop_on_failure: bool = True
    ) -> RunOutcome:
        """``reset(state)``, the calls in order (up to the first failure if ``stop_on_failure``), then the
        state and its hash: one round trip instead of one per step."""
        request = {
            "op": "run",
            "state": state,
            "calls": [list(c) for c in calls],
            "stop_on_failure": stop_on_failure,
        }
        value = self._request(request, needs_env=True)
        return RunOutcome(
            results=value["results"],
            diffs=value["diffs"],
            final_state=value["state"],
            state_hash=value["hash"],
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
        if self._uid_lock is not None:
            os.close(self._uid_lock)  # only now: nothing of this session runs under the uid any more
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

    def _request(self, message: dict[str, Any], *, needs_env: bool = False) -> Any:
        with self._lock:
            if self._dead is not None:
                detail = f"session already dead: {self._dead.detail}"
                raise SandboxFailure(reason=self._dead.reason, detail=detail)
            if needs_env and not self._loaded:
                raise RuntimeError("load_environment() must succeed before this call")
            try:
                line = _REQUEST_ENCODER.encode(message)
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
        try:
            self._write_all(data, deadline)
        except BrokenPipeError:
            raise self._death("the worker exited before reading the request") from None
        raw = self._read_line(deadline)
        try:
            reply = json.loads(raw)
        except ValueError:
            raise SandboxFailure(reason="protocol", detail=f"unreadable reply: {raw[:200]!r}") from None
        if not isinstance(reply, dict):
            raise SandboxFailure(reason="protocol", detail=f"reply is not an object: {raw[:200]!r}")
        return reply

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

    def _read_line(self, deadline: float) -> bytes:
        limit = self.limits.max_output_bytes
        while b"\n" not in self._buffer:
            if len(self._buffer) > limit:
                raise SandboxFailure(reason="output_limit", detail=f"a reply exceeded {limit} bytes")
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self._read_poll.poll(max(1, int(remaining * 1000))):
                self._kill(timeout=True)
                raise SandboxFailure(
                    reason="timeout", detail=f"no reply within {self.limits.wall_seconds} seconds"
                )
            chunk = os.read(self._read_fd, 1024 * 1024)
            if not chunk:
                raise self._death("the worker exited")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
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
