"""How a worker process is started: the bubblewrap command line, the seccomp filter, the fallback, the probe.

Nothing here uses ``preexec_fn`` (not thread-safe; Celery runs thread pools): the new session comes from
``start_new_session``, the unprivileged uid from ``setpriv`` inside bubblewrap, and the rlimits are applied by
the worker itself before it reads any request.
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import fcntl
import logging
import os
import py_compile
import secrets
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

logger = logging.getLogger(__name__)

BWRAP = "/usr/bin/bwrap"
SETPRIV = "/usr/bin/setpriv"
# Set to "process" to force the unisolated fallback (operators, tests).
MECHANISM_ENV_VAR = "ENVSTUDIO_SANDBOX_MECHANISM"
WORKER_DIR_INSIDE = "/sandbox"
WORKER_MODULES = (
    "worker.py", "runtime.py", "changes.py", "tracking.py", "conditions.py", "guards.py", "holding.py"
)  # fmt: skip
WORKER_SCRIPT = "worker.pyc"  # what a worker runs: ``worker.py`` compiled (see ``worker_dir``)
# Each worker gets its own uid from this range, so that RLIMIT_NPROC (counted per uid) is per session.
UID_RANGE_START = 610_000
UID_RANGE_SIZE = 50_000
HIDDEN_HOMES = ("/root", "/home", "/tmp", "/var", "/run", "/srv", "/opt", "/mnt", "/work")

# System calls a worker never needs; they fail with EPERM instead of doing anything.
DENIED_SYSCALLS = (
    "socket", "socketpair", "connect", "bind", "listen", "accept", "accept4", "sendto", "sendmsg", "recvfrom",
    "ptrace", "process_vm_readv", "process_vm_writev", "mount", "umount2", "pivot_root", "chroot", "unshare",
    "setns", "kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo", "pidfd_send_signal",
    "pidfd_open", "pidfd_getfd", "kexec_load", "kexec_file_load", "init_module", "finit_module",
    "delete_module",
    "bpf",
    "perf_event_open", "keyctl", "add_key", "request_key", "userfaultfd", "reboot", "swapon", "swapoff",
    "syslog", "acct", "quotactl", "open_by_handle_at", "name_to_handle_at", "personality", "io_uring_setup",
    "io_uring_enter", "io_uring_register", "fanotify_init", "ioperm", "iopl", "mknod", "mknodat",
    # fallocate reserves disk blocks past RLIMIT_FSIZE (the stderr file is on the host's disk); System V IPC
    # holds memory no rlimit counts, even after the process detaches it.
    "fallocate", "shmget", "shmat", "shmctl", "msgget", "msgsnd", "msgctl", "semget", "semop", "semtimedop",
    "semctl",
    # New processes: a worker runs one Python process; children would each take its limits again and work on
    # while no request is in flight.
    "fork", "vfork",
)  # fmt: skip
# clone() is how threads are made too: it is refused unless it makes a thread (CLONE_THREAD), and never with
# a new namespace; clone3 (its flags are behind a pointer, which seccomp cannot read) answers ENOSYS, so that
# the C library falls back to clone.
CLONE_THREAD = 0x00010000
CLONE_NAMESPACES = (0x00020000, 0x02000000, 0x04000000, 0x08000000, 0x10000000, 0x20000000, 0x40000000)


@dataclass(frozen=True)
class SandboxStatus:
    isolated: bool  # bubblewrap available and working
    mechanism: str  # "bubblewrap+seccomp" | "bubblewrap" | "process"
    detail: str  # plain words for logs and the UI


_lock = threading.Lock()
_status_cache: dict[str, SandboxStatus] = {}
_worker_dir: Path | None = None
_seccomp_cache: list[bytes | None] = []
_warned = False


def worker_dir() -> Path:
    """A private, world-readable copy of the worker's modules (nothing else of the app is visible), compiled.

    Compiled once here, because every worker would compile them again (~10 ms of its ~55 ms start; it runs
    with ``-B``, so it never writes bytecode): the modules it imports get their ``__pycache__`` files, and
    the worker itself runs from ``worker.pyc`` (a script's bytecode is never cached). The sources stay beside
    them, for tracebacks."""
    global _worker_dir
    with _lock:
        if _worker_dir is None or not (_worker_dir / WORKER_SCRIPT).exists():
            here = Path(__file__).resolve().parent
            target = Path(tempfile.mkdtemp(prefix="envstudio-sandbox-"))
            for name in WORKER_MODULES:
                shutil.copyfile(here / name, target / name)
                (target / name).chmod(0o644)
                inside = f"{WORKER_DIR_INSIDE}/{name}"  # where tracebacks find the source (in bubblewrap)
                script = str(target / WORKER_SCRIPT) if name == "worker.py" else None
                compiled = py_compile.compile(str(target / name), cfile=script, dfile=inside, doraise=True)
                Path(str(compiled)).chmod(0o644)
            compiled_check = _compiled_row_check()
            if compiled_check is not None:  # the change check of flat tables (``tracking._FlatTable``)
                shutil.copyfile(compiled_check, target / compiled_check.name)
                (target / compiled_check.name).chmod(0o644)
            (target / "__pycache__").chmod(0o755)
            target.chmod(0o755)
            atexit.register(shutil.rmtree, target, ignore_errors=True)
            _worker_dir = target
        return _worker_dir


def _compiled_row_check() -> Path | None:
    """The compiled ``_rowcheck`` module's file, if it was built (setup.py) and this interpreter loads it."""
    try:
        from synthesis.sandbox import _rowcheck
    except ImportError:
        return None
    return Path(_rowcheck.__file__) if _rowcheck.__file__ else None


def seccomp_filter() -> bytes | None:
    """The BPF program for ``bwrap --seccomp``, built once with pyseccomp; None if it cannot be built."""
    with _lock:
        if not _seccomp_cache:
            _seccomp_cache.append(_build_seccomp())
        return _seccomp_cache[0]


def _build_seccomp() -> bytes | None:
    try:
        import pyseccomp

        flt = pyseccomp.SyscallFilter(defaction=pyseccomp.ALLOW)
        for name in DENIED_SYSCALLS:
            try:
                flt.add_rule(pyseccomp.ERRNO(errno.EPERM), name)
            except Exception:  # a syscall this architecture does not have
                continue
        flt.add_rule(
            pyseccomp.ERRNO(errno.EPERM), "clone", pyseccomp.Arg(0, pyseccomp.MASKED_EQ, CLONE_THREAD, 0)
        )
        for flag in CLONE_NAMESPACES:
            flt.add_rule(
                pyseccomp.ERRNO(errno.EPERM), "clone", pyseccomp.Arg(0, pyseccomp.MASKED_EQ, flag, flag)
            )
        flt.add_rule(pyseccomp.ERRNO(errno.ENOSYS), "clone3")
        with tempfile.TemporaryFile() as handle:
            flt.export_bpf(handle)
            handle.seek(0)
            return handle.read()
    except Exception as exc:
        logger.warning("sandbox: cannot build the seccomp filter (%s); running bubblewrap without it", exc)
        return None


def interpreter() -> str:
    return os.path.realpath(sys.executable)


def _interpreter_prefix() -> str:
    # The real installation behind a venv (the venv's site-packages is deliberately not visible inside).
    prefix = os.path.realpath(sys.base_prefix)
    return prefix


def _ancestors(path: str) -> list[str]:
    parts = Path(path).parts[1:]
    return ["/" + "/".join(parts[:i]) for i in range(1, len(parts))]


def bwrap_command(*, worker: Path, config_json: str, seccomp_fd: int | None, uid: int) -> list[str]:
    prefix = _interpreter_prefix()
    # As root, no user namespace: setpriv then drops to a real unprivileged uid, which RLIMIT_NPROC counts.
    # As another user, bubblewrap needs a user namespace and the process keeps that user's real uid.
    privileged = os.geteuid() == 0
    namespaces = [] if privileged else ["--unshare-user", "--uid", "65534", "--gid", "65534"]
    command = [
        BWRAP,
        *namespaces,
        "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
        "--die-with-parent", "--new-session", "--clearenv", "--setenv", "LC_ALL", "C.UTF-8",
        "--ro-bind", "/usr", "/usr",
    ]  # fmt: skip
    for link in ("lib", "lib64", "bin", "sbin"):
        target = f"/{link}"
        if os.path.islink(target):
            command += ["--symlink", os.readlink(target), target]
        elif os.path.isdir(target):
            command += ["--ro-bind", target, target]
    for hidden in HIDDEN_HOMES:
        command += ["--tmpfs", hidden]
    if not prefix.startswith("/usr/"):
        for ancestor in _ancestors(prefix):
            command += ["--perms", "0755", "--dir", ancestor]
        command += ["--ro-bind", prefix, prefix]
    exe = interpreter()
    if not exe.startswith(prefix + "/") and not exe.startswith("/usr/"):
        command += ["--ro-bind", exe, exe]
    command += [
        "--ro-bind", str(worker), WORKER_DIR_INSIDE,
        "--proc", "/proc", "--dev", "/dev", "--chdir", "/tmp",
        "--remount-ro", "/",
    ]  # fmt: skip
    if seccomp_fd is not None:
        command += ["--seccomp", str(seccomp_fd)]
    if privileged:
        command += [
            SETPRIV, f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--inh-caps=-all",
            "--bounding-set=-all", "--no-new-privs", "--",
        ]  # fmt: skip
    command += [exe, "-I", "-S", "-B", f"{WORKER_DIR_INSIDE}/{WORKER_SCRIPT}", config_json]
    return command


def process_command(*, worker: Path, config_json: str) -> list[str]:
    return [interpreter(), "-I", "-S", "-B", str(worker / WORKER_SCRIPT), config_json]


def processes_of_uid(uid: int) -> list[int]:
    """Pids of live processes whose real uid is ``uid`` (the processes of one bubblewrap session)."""
    found: list[int] = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/status", "rb") as handle:
                for line in handle:
                    if line.startswith(b"Uid:"):
                        if int(line.split()[1]) == uid:
                            found.append(int(entry))
                        break
        except (OSError, ValueError, IndexError):
            continue
    return found


def allocate_uid() -> tuple[int, int]:
    """A uid no other live session holds, and the fd of the lock that holds it (``release_uid`` frees it).

    The lock (``flock`` on a file per uid) works across processes and vanishes with its holder, so two
    sessions never share a process budget and closing one never touches another's processes. A holder
    removes its file when it lets go (else one file per uid ever used would pile up); a lock taken on a file
    removed meanwhile is no lock on the uid, so it is taken again.
    """
    lock_dir = _uid_lock_dir()
    lock_dir.mkdir(mode=0o700, exist_ok=True)
    for _ in range(100):
        uid = UID_RANGE_START + secrets.randbelow(UID_RANGE_SIZE)
        path = lock_dir / str(uid)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        if not still_named(fd, path):  # its holder removed it between our open and our lock
            os.close(fd)
            continue
        return uid, fd
    raise RuntimeError("no free sandbox uid after 100 tries")


def release_uid(uid: int, lock_fd: int) -> None:
    """Let go of a uid ``allocate_uid`` gave: its file is removed while still locked, then the lock."""
    with contextlib.suppress(OSError):
        os.unlink(_uid_lock_dir() / str(uid))
    os.close(lock_fd)


def still_named(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file open as ``fd``."""
    try:
        named, held = os.stat(path), os.fstat(fd)
    except FileNotFoundError:
        return False
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


def _uid_lock_dir() -> Path:
    return Path(tempfile.gettempdir()) / "envstudio-sandbox-uids"


def _probe(mechanism_wanted: str) -> SandboxStatus:
    if mechanism_wanted == "process":
        return SandboxStatus(
            isolated=False, mechanism="process", detail=f"bubblewrap disabled by {MECHANISM_ENV_VAR}=process"
        )
    needed = (BWRAP, SETPRIV) if os.geteuid() == 0 else (BWRAP,)
    missing = [tool for tool in needed if not os.access(tool, os.X_OK)]
    if missing:
        return SandboxStatus(
            isolated=False,
            mechanism="process",
            detail=f"not isolated: {', '.join(missing)} missing (apt-get install bubblewrap util-linux)",
        )
    seccomp = seccomp_filter()
    read_fd, write_fd = os.pipe() if seccomp is not None else (None, None)
    held: tuple[int, int] | None = None
    try:
        if seccomp is not None and write_fd is not None:
            os.write(write_fd, seccomp)
            os.close(write_fd)
            write_fd = None
        # The uid stays held until the probe's process is gone (``subprocess.run`` waits for it, and kills
        # it on the timeout): no session draws it meanwhile.
        held = allocate_uid()
        uid = held[0]
        command = bwrap_command(worker=worker_dir(), config_json="{}", seccomp_fd=read_fd, uid=uid)
        # Replace the worker invocation with a one-line self test of the same interpreter.
        command = [*command[: command.index("-I") + 3], "-c", "import json; print(json.dumps('ok'))"]
        completed = subprocess.run(
            command,
            capture_output=True,
            timeout=15,
            env={},
            pass_fds=(read_fd,) if read_fd is not None else (),
            check=False,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        detail = f"not isolated: bubblewrap failed: {exc}"
        return SandboxStatus(isolated=False, mechanism="process", detail=detail)
    finally:
        for fd in (read_fd, write_fd):
            if fd is not None:
                os.close(fd)
        if held is not None:
            release_uid(*held)
    if completed.returncode != 0 or completed.stdout.strip() != b'"ok"':
        error = completed.stderr.decode("utf-8", "replace").strip()[-300:]
        return SandboxStatus(
            isolated=False,
            mechanism="process",
            detail=f"not isolated: bubblewrap does not work here (exit {completed.returncode}: {error})",
        )
    if seccomp is None:
        return SandboxStatus(isolated=True, mechanism="bubblewrap", detail="bubblewrap without seccomp")
    return SandboxStatus(
        isolated=True,
        mechanism="bubblewrap+seccomp",
        detail="bubblewrap (no network, private filesystem, unprivileged uid) with a seccomp filter",
    )


def clear_status_cache() -> None:
    """Forget the probe result (after installing bubblewrap, or in tests)."""
    with _lock:
        _status_cache.clear()


def sandbox_status() -> SandboxStatus:
    """What isolation this machine gives generated code; probed once per process and forced mechanism."""
    global _warned
    wanted = os.environ.get(MECHANISM_ENV_VAR, "auto").strip().lower() or "auto"
    with _lock:
        cached = _status_cache.get(wanted)
    if cached is not None:
        return cached
    status = _probe(wanted)
    with _lock:
        _status_cache.setdefault(wanted, status)
        if not status.isolated and not _warned:
            _warned = True
            logger.warning("sandbox: %s; untrusted code will be refused", status.detail)
        return _status_cache[wanted]
