from collections.abc import Callable

import pytest

from synthesis.sandbox import SandboxSession, open_session
from tests.fakes.fixtures import fake_gateway, fake_llm_config, fake_openai  # noqa: F401


@pytest.fixture
def sandbox_factory() -> Callable[[], SandboxSession]:
    # The fixtures' code is our own, so a plain (unisolated) worker is enough where bubblewrap is missing;
    # the generated code still never runs in the test process.
    return lambda: open_session(untrusted=False)
