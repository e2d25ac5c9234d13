"""What a Celery pool process does when it starts (``envstudio.celery``)."""

from __future__ import annotations

import gc

from celery.signals import worker_process_init

from envstudio import celery as celery_app


def test_a_pool_process_leaves_what_it_holds_at_start_out_of_garbage_collection() -> None:
    assert celery_app.freeze_startup_objects in worker_process_init._live_receivers(None)
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    try:
        celery_app.freeze_startup_objects()
        assert gc.get_freeze_count() > 10_000  # this process's modules, Django's included
    finally:
        gc.unfreeze()
