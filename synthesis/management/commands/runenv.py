"""python manage.py runenv ENV.py --state STATE.json [--call NAME --args JSON] [--class NAME]"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from synthesis.sandbox.cli import main


class Command(BaseCommand):
    help = "Load an environment and a state in the sandbox, optionally call one tool, print result and diff."

    def run_from_argv(self, argv: list[str]) -> None:
        # The sandbox CLI owns its arguments (and its exit codes: 0 ok, 1 load/sandbox failure, 2 bad input).
        raise SystemExit(main(argv[2:]))

    def handle(self, *args: Any, **options: Any) -> None:
        status = main([str(a) for a in args])
        if status:
            raise SystemExit(status)
