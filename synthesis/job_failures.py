"""What a job's failure says to whom: everyone sees the reason, only workspace admins the traceback.

A job's ``error`` is "headline\\n\\ntraceback". Headlines of errors the pipelines raise on purpose
(JobError) are written for users; a headline naming an unexpected exception type ("where: KeyError:
'/srv/...'") may carry internals, so non-admins get the stage and the type only. Full errors always go to
the log (services.fail_job).
"""

from __future__ import annotations

import re

_UNEXPECTED = re.compile(
    r"^(?:(?P<where>.*?): )?"
    r"(?P<type>[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Failure|Fault|Timeout)): "
)


def headline(error: str) -> str:
    return error.split("\n\n", 1)[0]


def public_reason(error: str) -> str:
    """The reason anyone in the workspace may read: no traceback, no exception text of unexpected errors."""
    first = headline(error)
    match = _UNEXPECTED.match(first)
    if match is None:
        return first
    where = f"{match['where']}: " if match["where"] else ""
    return (
        f"{where}an internal error ({match['type'].rsplit('.', 1)[-1]}); "
        "the details are in the server log and shown to workspace admins"
    )


def failure_for(error: str, *, is_admin: bool) -> dict[str, str]:
    """{"headline": ..., "detail": ...}: the detail (traceback) only for admins, when there is more."""
    if not error:
        return {"headline": "", "detail": ""}
    if not is_admin:
        return {"headline": public_reason(error), "detail": ""}
    first = headline(error)
    return {"headline": first, "detail": error if error != first else ""}
