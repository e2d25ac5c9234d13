"""The Celery app test workers run (`celery -A tests.celery_app worker`): production's, plus the test-only
selftest pipelines."""

from envstudio.celery import app
from tests.selftest_pipeline import register

register()

__all__ = ["app"]
