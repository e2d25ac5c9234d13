"""envstudio: the Django project. Importing it loads the Celery app so shared tasks bind to it."""

from envstudio.celery import app as celery_app

__all__ = ["celery_app"]
