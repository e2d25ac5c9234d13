"""The main command as a new user meets it: `make demo`'s steps on embedded defaults (SQLite, the embedded
broker, no API key), the supervisor with its workers and web server, the offline demo jobs, and Ctrl-C."""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import REPO, wait_until

pytestmark = pytest.mark.worker


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _listing(env: dict[str, str]) -> list[dict]:
    done = subprocess.run(
        [sys.executable, "manage.py", "review", "--workspace", "Demo", "--list", "--json"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]  # JSON lines


def _login_and_get(base: str, password: str, path: str) -> str:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(f"{base}/login/", timeout=20).read().decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    form = urllib.parse.urlencode({"username": "demo", "password": password, "csrfmiddlewaretoken": token})
    request = urllib.request.Request(
        f"{base}/login/", data=form.encode(), headers={"Referer": f"{base}/login/"}
    )
    opener.open(request, timeout=20)
    return opener.open(f"{base}{path}", timeout=20).read().decode()


def test_demo_on_embedded_defaults_shows_synthesized_environments_and_stops_on_ctrl_c(tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL"}}
    port = _free_port()
    env.update(
        {
            "ENVSTUDIO_DATA_DIR": str(tmp_path / "var"),
            "ENVSTUDIO_BIND": f"127.0.0.1:{port}",
            "ENVSTUDIO_DEMO_PASSWORD": "demo-password-1",
            "PYTHONPATH": str(REPO),
        }
    )
    for step in (["migrate", "--noinput"], ["demo_setup"]):
        done = subprocess.run(
            [sys.executable, "manage.py", *step],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
    assert "demo login: demo / demo-password-1" in done.stdout
    log = (tmp_path / "demo.log").open("wb")
    demo = subprocess.Popen(
        [sys.executable, "-m", "envstudio.demo"],
        cwd=REPO,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:

        def synthesized() -> list[dict] | None:
            rows = _listing(env)
            environments = [row for row in rows if row["id"].startswith("env:")]
            scenarios = {row["name"].split("/")[0] for row in rows if row["id"].startswith("scn:")}
            return environments if len(environments) == 3 and len(scenarios) == 3 else None

        environments = wait_until(synthesized, timeout=300, what="the demo jobs to store their environments")
        assert {e["status"] for e in environments} == {"pending"}
        page = _login_and_get(f"http://127.0.0.1:{port}", "demo-password-1", "/w/demo/")
        assert "library_loans" in page and "online_shop" in page
    finally:
        os.killpg(demo.pid, signal.SIGINT)
        code = demo.wait(timeout=60)
        log.close()
    assert code == 0, (tmp_path / "demo.log").read_text()[-3000:]
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0, "the web server still listens after Ctrl-C"
