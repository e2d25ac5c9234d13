"""Fixtures: the three sample specs parsed once, and an in-process runtime for generated code."""

from __future__ import annotations

from pathlib import Path

import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.sandbox.runtime import EnvRuntime
from synthesis.seeds import parse_openapi, parse_sql

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"


def sample_text(name: str) -> str:
    return (SAMPLES / name).read_text(encoding="utf-8")


def runtime_for(spec: EnvironmentSpec, state: dict | None = None) -> EnvRuntime:
    return EnvRuntime(
        code=spec.code,
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys=spec.state_schema.primary_keys(),
        state=state or {},
    )


@pytest.fixture(scope="session")
def library_spec() -> EnvironmentSpec:
    return parse_sql(sample_text("library_loans.sql"), name="library_loans")


@pytest.fixture(scope="session")
def clinic_spec() -> EnvironmentSpec:
    return parse_sql(sample_text("clinic_appointments.sql"), name="clinic_appointments")


@pytest.fixture(scope="session")
def shop_spec() -> EnvironmentSpec:
    return parse_openapi(sample_text("online_shop.openapi.yaml"), name="online_shop")
