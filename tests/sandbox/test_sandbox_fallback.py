"""Without bubblewrap the sandbox degrades to a limited process and refuses untrusted code."""

from __future__ import annotations

import pytest

from synthesis.sandbox import SandboxFailure, launch, open_session
from tests.sandbox.conftest import TEST_LIMITS


@pytest.mark.parametrize("attack_name", ["read-file", "network", "fork"])
def test_fallback_refuses_untrusted_code(monkeypatch: pytest.MonkeyPatch, attack_name: str) -> None:
    # Without bubblewrap (forced here), untrusted code never starts; trusted template code still can.
    monkeypatch.setenv(launch.MECHANISM_ENV_VAR, "process")
    status = launch.sandbox_status()
    assert status.isolated is False and status.mechanism == "process"
    with pytest.raises(SandboxFailure) as failure:
        open_session(limits=TEST_LIMITS)
    assert failure.value.reason == "unavailable"
    assert "untrusted" in failure.value.detail
    with open_session(limits=TEST_LIMITS, untrusted=False) as trusted:
        assert trusted.isolation == "process"


def test_missing_bubblewrap_is_reported_plainly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(launch, "BWRAP", "/nonexistent/bwrap")
    launch.clear_status_cache()
    try:
        status = launch.sandbox_status()
        assert status.isolated is False
        assert "/nonexistent/bwrap missing" in status.detail
        with pytest.raises(SandboxFailure) as failure:
            open_session()
        assert failure.value.reason == "unavailable"
        with open_session(allow_unisolated=True, limits=TEST_LIMITS) as session:
            assert session.isolation == "process"
    finally:
        launch.clear_status_cache()
