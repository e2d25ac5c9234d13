"""python manage.py demo_setup: the demo user and workspace (idempotent). `make demo` runs it."""

from __future__ import annotations

import os
import secrets
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from envstudio.tenancy.models import Workspace
from envstudio.tenancy.services import create_workspace

DEMO_USERNAME = "demo"
DEMO_WORKSPACE = "Demo"


class Command(BaseCommand):
    help = "Create the demo user (password kept in the data dir) and the demo workspace."

    def handle(self, *args: Any, **options: Any) -> None:
        password_file = settings.DATA_DIR / "demo_password"
        password = os.environ.get("ENVSTUDIO_DEMO_PASSWORD") or (
            password_file.read_text().strip() if password_file.exists() else secrets.token_urlsafe(9)
        )
        password_file.write_text(password)
        password_file.chmod(0o600)
        user_model = get_user_model()
        user = user_model.objects.filter(username=DEMO_USERNAME).first()
        if user is None:
            user = user_model.objects.create_user(username=DEMO_USERNAME, password=password)
        else:
            user.set_password(password)
            user.save(update_fields=["password"])
        workspace = Workspace.objects.filter(name=DEMO_WORKSPACE).first() or create_workspace(
            name=DEMO_WORKSPACE, owner=user
        )
        self.stdout.write(f"demo login: {DEMO_USERNAME} / {password}  (workspace {workspace.name})")
