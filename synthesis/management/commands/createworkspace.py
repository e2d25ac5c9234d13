"""python manage.py createworkspace NAME --owner USERNAME"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from envstudio.tenancy.services import TenancyError, create_workspace


class Command(BaseCommand):
    help = "Create a workspace whose owner becomes its admin."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name")
        parser.add_argument("--owner", required=True, help="username of an existing user (becomes admin)")

    def handle(self, *args: Any, **options: Any) -> None:
        owner = get_user_model().objects.filter(username=options["owner"]).first()
        if owner is None:
            raise CommandError(
                f"No user named {options['owner']!r}; create one with "
                "DJANGO_SUPERUSER_PASSWORD=... python manage.py createsuperuser --noinput "
                "--username NAME --email E"
            )
        try:
            workspace = create_workspace(name=options["name"], owner=owner)
        except TenancyError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            f"created workspace {workspace.name} (slug {workspace.slug}), admin {owner.get_username()}"
        )
