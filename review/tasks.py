"""Celery tasks of the review app: thin wrappers over ``review.services``."""

from __future__ import annotations

from celery import shared_task

from review import services


@shared_task(name="review.reverify_revision", acks_late=True)
def reverify_revision(kind: str, revision_id: int) -> int:
    """Re-run the verification of an edited revision (``kind``: "env" or "scn"); returns the row count."""
    if kind not in ("env", "scn"):
        raise ValueError(f"unknown item kind {kind!r}")
    return services.reverify(kind=kind, revision_id=revision_id)  # type: ignore[arg-type]
