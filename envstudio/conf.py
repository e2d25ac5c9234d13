"""Pure helpers turning environment variables into settings values; apart from settings.py to test them."""

from __future__ import annotations

import os
import secrets
import shutil
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off", ""}


def env_bool(*, name: str, default: bool, environ: dict[str, str] | None = None) -> bool:
    """Read a boolean env var; anything but the usual words is a configuration error."""
    source = os.environ if environ is None else environ
    raw = source.get(name)
    if raw is None:
        return default
    word = raw.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ImproperlyConfigured(
        f"{name}={raw!r} is not a boolean (use one of 1/0, true/false, yes/no, on/off)"
    )


def env_choice(
    *, name: str, default: str, choices: tuple[str, ...], environ: dict[str, str] | None = None
) -> str:
    """One of ``choices`` (case-insensitive); anything else is an error naming them."""
    raw = (environ if environ is not None else os.environ).get(name, "").strip().lower()
    if not raw:
        return default
    if raw not in choices:
        raise ImproperlyConfigured(f"{name}={raw!r}: choose one of {', '.join(choices)}")
    return raw


def env_number(*, name: str, default: float, environ: dict[str, str] | None = None) -> float:
    source = os.environ if environ is None else environ
    raw = source.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return float(raw)
    except ValueError as error:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a number") from error


def llm_endpoints_config(*, raw: str) -> dict[str, dict[str, Any]]:
    """LLM_ENDPOINTS parsed and checked; a bad value stops start-up with the reason."""
    from synthesis.llm.endpoints import parse_endpoints

    try:
        return parse_endpoints(raw)
    except ValueError as error:
        raise ImproperlyConfigured(str(error)) from error


def parse_allowed_hosts(raw: str) -> tuple[str, ...]:
    """A comma-separated host list, lower-cased, sorted, without duplicates."""
    return tuple(sorted({host.strip().lower() for host in raw.split(",") if host.strip()}))


def database_config(*, database_url: str | None, data_dir: Path) -> dict[str, Any]:
    """DATABASES["default"] from DATABASE_URL, or an SQLite file in the data dir.

    SQLite gets WAL mode (readers do not block the worker's writes), a generous busy timeout and IMMEDIATE
    transactions (no "database is locked" upgrades mid-transaction): web and workers are separate processes.
    """
    if not database_url:
        database_url = f"sqlite:///{data_dir / 'envstudio.sqlite3'}"
    try:
        config = dj_database_url.parse(database_url, conn_max_age=0)
    except Exception as error:  # dj_database_url raises several kinds for unknown schemes
        raise ImproperlyConfigured(f"DATABASE_URL={database_url!r} cannot be parsed: {error}") from error
    engine = config.get("ENGINE", "")
    if not engine:
        raise ImproperlyConfigured(f"DATABASE_URL={database_url!r}: unsupported database scheme")
    if engine == "django.db.backends.sqlite3":
        name = str(config.get("NAME") or "")
        if name in {"", ":memory:"}:
            raise ImproperlyConfigured("DATABASE_URL: in-memory SQLite cannot be shared by web and workers")
        config["OPTIONS"] = {
            "timeout": 30,
            "transaction_mode": "IMMEDIATE",
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        }
        # A file test database (not pytest-django's in-memory default) so real worker processes can share it;
        # the pid keeps concurrent test runs in one checkout apart.
        config["TEST"] = {"NAME": str(Path(name).with_name(f"test-{os.getpid()}.sqlite3"))}
    return dict(config)


def load_secret_key(*, configured: str | None, debug: bool, dev_mode: bool, data_dir: Path) -> str:
    """SECRET_KEY from the environment; in development generated once and kept in the data dir.

    Development means DEBUG on, or the embedded defaults (no DATABASE_URL). Anything else is treated as a
    deployment, where a missing key is an error, not a silently generated one that would differ per machine.
    """
    if configured:
        return configured
    if not (debug or dev_mode):
        raise ImproperlyConfigured(
            "SECRET_KEY is required when DEBUG is off and DATABASE_URL is set (a deployment). "
            "Set SECRET_KEY to a long random string, e.g. "
            "python -c 'import secrets; print(secrets.token_urlsafe(50))'."
        )
    key_file = data_dir / "secret_key"
    if key_file.exists():
        return key_file.read_text().strip()
    data_dir.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(50)
    # Write to a temp file then rename, so two processes starting together end up with one key.
    temporary = key_file.with_name(f".secret_key.{os.getpid()}")
    temporary.write_text(key)
    temporary.chmod(0o600)
    if not key_file.exists():
        temporary.replace(key_file)
    else:
        temporary.unlink()
    return key_file.read_text().strip()


def broker_config(*, broker_url: str | None, data_dir: Path) -> tuple[str, dict[str, Any], str]:
    """(broker URL, transport options, kind) where kind is "configured", "embedded-redis" or "filesystem".

    Without a configured broker: a private redis-server on a Unix socket in the data dir when one is on PATH,
    else kombu's filesystem transport in the data dir (no server at all; jobs never need task results).
    CELERY_BROKER_URL=filesystem:// asks for the filesystem transport explicitly.
    """
    if broker_url == "filesystem://":
        return filesystem_broker(data_dir=data_dir)
    if broker_url:
        return broker_url, {}, "configured"
    if shutil.which("redis-server"):
        return f"redis+socket://{data_dir / 'redis.sock'}", {}, "embedded-redis"
    return filesystem_broker(data_dir=data_dir)


def filesystem_broker(*, data_dir: Path) -> tuple[str, dict[str, Any], str]:
    folder = data_dir / "broker"
    processed = data_dir / "broker-processed"
    for path in (folder, processed):
        path.mkdir(parents=True, exist_ok=True)
    options = {
        "data_folder_in": str(folder),
        "data_folder_out": str(folder),
        "processed_folder": str(processed),
        "store_processed": False,
    }
    return "filesystem://", options, "filesystem"
