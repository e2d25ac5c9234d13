"""WSGI entry point (gunicorn envstudio.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "envstudio.settings")
application = get_wsgi_application()
