"""Settings helpers: DATABASE_URL parsing, SECRET_KEY rules, booleans, broker choice."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from envstudio import conf

REPO = Path(__file__).resolve().parents[2]


def test_default_database_is_sqlite_in_the_data_dir_with_wal(tmp_path: Path) -> None:
    config = conf.database_config(database_url=None, data_dir=tmp_path)
    assert config["ENGINE"] == "django.db.backends.sqlite3"
    assert config["NAME"] == str(tmp_path / "envstudio.sqlite3")
    assert "journal_mode=WAL" in config["OPTIONS"]["init_command"]
    assert config["OPTIONS"]["timeout"] >= 10
    # A file test database next to it, so worker processes can share it with the tests.
    assert config["TEST"]["NAME"].startswith(str(tmp_path))


def test_postgres_url_is_parsed(tmp_path: Path) -> None:
    config = conf.database_config(
        database_url="postgres://alice:s3cret@db.example:6543/envs", data_dir=tmp_path
    )
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["NAME"], config["USER"], config["PASSWORD"]) == ("envs", "alice", "s3cret")
    assert (config["HOST"], int(config["PORT"])) == ("db.example", 6543)
    assert "TEST" not in config


@pytest.mark.parametrize("url", ["nosuchdb://x/y", "sqlite://:memory:"])
def test_bad_database_urls_are_clear_errors(tmp_path: Path, url: str) -> None:
    with pytest.raises(ImproperlyConfigured, match="DATABASE_URL"):
        conf.database_config(database_url=url, data_dir=tmp_path)


def test_configured_secret_key_wins(tmp_path: Path) -> None:
    key = conf.load_secret_key(configured="k" * 50, debug=False, dev_mode=False, data_dir=tmp_path)
    assert key == "k" * 50
    assert not (tmp_path / "secret_key").exists()


def test_secret_key_required_in_a_deployment(tmp_path: Path) -> None:
    with pytest.raises(ImproperlyConfigured, match="SECRET_KEY is required"):
        conf.load_secret_key(configured=None, debug=False, dev_mode=False, data_dir=tmp_path)


@pytest.mark.parametrize(("debug", "dev_mode"), [(True, False), (False, True)])
def test_dev_secret_key_is_generated_once_and_kept(tmp_path: Path, debug: bool, dev_mode: bool) -> None:
    first = conf.load_secret_key(configured=None, debug=debug, dev_mode=dev_mode, data_dir=tmp_path)
    second = conf.load_secret_key(configured="", debug=debug, dev_mode=dev_mode, data_dir=tmp_path)
    assert first == second
    assert len(first) >= 50
    assert (tmp_path / "secret_key").stat().st_mode & 0o777 == 0o600


def test_env_bool_rejects_garbage() -> None:
    assert conf.env_bool(name="X", default=False, environ={"X": "Yes"}) is True
    assert conf.env_bool(name="X", default=True, environ={"X": "0"}) is False
    assert conf.env_bool(name="X", default=True, environ={}) is True
    with pytest.raises(ImproperlyConfigured, match="X='maybe'"):
        conf.env_bool(name="X", default=False, environ={"X": "maybe"})


def test_env_number_rejects_garbage() -> None:
    assert conf.env_number(name="N", default=1.0, environ={"N": "2.5"}) == 2.5
    with pytest.raises(ImproperlyConfigured, match="not a number"):
        conf.env_number(name="N", default=1.0, environ={"N": "lots"})


def test_broker_choice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, options, kind = conf.broker_config(broker_url="redis://example:6379/3", data_dir=tmp_path)
    assert (url, options, kind) == ("redis://example:6379/3", {}, "configured")
    monkeypatch.setattr(conf.shutil, "which", lambda name: "/usr/bin/redis-server")
    url, _, kind = conf.broker_config(broker_url=None, data_dir=tmp_path)
    assert (url, kind) == (f"redis+socket://{tmp_path / 'redis.sock'}", "embedded-redis")
    monkeypatch.setattr(conf.shutil, "which", lambda name: None)
    url, options, kind = conf.broker_config(broker_url=None, data_dir=tmp_path)
    assert (url, kind) == ("filesystem://", "filesystem")
    assert Path(options["data_folder_in"]).is_dir()


def _import_settings(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {
        key: value for key, value in os.environ.items() if key not in {"SECRET_KEY", "DEBUG", "DATABASE_URL"}
    }
    clean.update(env)
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import django; django.setup(); from django.conf import settings; print(settings.DEBUG)",
        ],
        cwd=REPO,
        env=clean,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_settings_module_refuses_a_deployment_without_secret_key(tmp_path: Path) -> None:
    result = _import_settings(
        {"ENVSTUDIO_DATA_DIR": str(tmp_path), "DATABASE_URL": "postgres://u@127.0.0.1/x", "DEBUG": "off"}
    )
    assert result.returncode != 0
    assert "SECRET_KEY is required" in result.stderr


def test_settings_module_defaults_are_safe(tmp_path: Path) -> None:
    result = _import_settings({"ENVSTUDIO_DATA_DIR": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"  # DEBUG is off unless set
    assert (tmp_path / "secret_key").exists()
