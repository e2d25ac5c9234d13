"""Pytest fixtures for the fake OpenAI-compatible server; import them in a conftest::

from tests.fakes.fixtures import fake_gateway, fake_llm_config, fake_openai, fake_openai_process  # noqa: F401
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from synthesis.llm import EndpointConfig, LLMGateway, MemoryUsage
from tests.fakes.openai_server import FakeOpenAIServer

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def fake_endpoint_config(base_url: str, **overrides: Any) -> EndpointConfig:
    """An EndpointConfig for a fake server: short timeout, embeddings and moderation switched on."""
    fields: dict[str, Any] = {
        "base_url": base_url,
        "api_key": "test-key",
        "model": "fake-model",
        "timeout_seconds": 5.0,
        "max_retries": 2,
        "moderation": True,
        "embeddings_model": "fake-embedding",
    }
    fields.update(overrides)
    return EndpointConfig(**fields)


def fake_gateway_for(config: EndpointConfig, **options: Any) -> LLMGateway:
    """A gateway with tiny retry backoff (tests stay fast) and a MemoryUsage at `.usage`."""
    options.setdefault("usage", MemoryUsage())
    options.setdefault("retry_base_seconds", 0.01)
    return LLMGateway(config=config, **options)


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    """A fresh in-process fake server per test."""
    with FakeOpenAIServer() as server:
        yield server


@pytest.fixture
def fake_llm_config(fake_openai: FakeOpenAIServer) -> EndpointConfig:
    return fake_endpoint_config(fake_openai.base_url)


@pytest.fixture
def fake_gateway(fake_llm_config: EndpointConfig) -> Iterator[LLMGateway]:
    gateway = fake_gateway_for(fake_llm_config)
    yield gateway
    gateway.close()


class FakeServerProcess:
    """The fake server in its own process (for workers in other processes); talk to it over HTTP."""

    def __init__(self, *, script: dict[str, Any] | None = None) -> None:
        self._script_file = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)  # noqa: SIM115
        json.dump(script or {}, self._script_file)
        self._script_file.close()
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.fakes.openai_server",
                "--port",
                "0",
                "--script",
                self._script_file.name,
            ],
            cwd=PROJECT_ROOT,
            env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT)},
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        first_line = self.process.stdout.readline().strip()
        if not first_line.isdigit():
            self.stop()
            raise RuntimeError(f"fake server process did not print its port (got {first_line!r})")
        self.port = int(first_line)
        self.base_url = f"http://127.0.0.1:{self.port}/v1"

    def _post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}",
            data=json.dumps(body).encode("utf-8"),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())

    def stats(self) -> dict[str, Any]:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/_fake/stats", timeout=10) as response:
            return json.loads(response.read())

    def add_rules(self, script: dict[str, Any]) -> None:
        self._post("/_fake/rules", script)

    def reset_counters(self) -> None:
        self._post("/_fake/reset", {})

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()
        Path(self._script_file.name).unlink(missing_ok=True)


@pytest.fixture
def fake_openai_process() -> Iterator[Callable[..., FakeServerProcess]]:
    """A factory: `fake_openai_process(script={...})` starts a server process; all stop after the test."""
    started: list[FakeServerProcess] = []

    def start(*, script: dict[str, Any] | None = None) -> FakeServerProcess:
        server = FakeServerProcess(script=script)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
