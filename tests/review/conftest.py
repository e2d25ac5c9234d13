"""Review tests: verification runs through fast fakes and Celery tasks run in-process."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def review_settings(settings: Any) -> Iterator[Any]:
    from envstudio.celery import app

    settings.REVIEW_ENVIRONMENT_VERIFIER = "tests.review.factories.fake_environment_verifier"
    settings.REVIEW_SCENARIO_VERIFIER = "tests.review.factories.fake_scenario_verifier"
    eager, propagates = app.conf.task_always_eager, app.conf.task_eager_propagates
    app.conf.task_always_eager = True
    app.conf.task_eager_propagates = True
    yield settings
    app.conf.task_always_eager, app.conf.task_eager_propagates = eager, propagates
