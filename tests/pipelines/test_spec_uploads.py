"""Spec uploads: the size limit is a setting with a clear message, a SQL dump is checked as a stream, and a
bad file leaves nothing saved."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.core.files.base import ContentFile

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.models import Seed

pytestmark = pytest.mark.django_db

CORPUS = Path(__file__).resolve().parents[1] / "data" / "specs" / "public"


@pytest.fixture(autouse=True)
def media(settings: Any, tmp_path: Path) -> None:
    settings.MEDIA_ROOT = str(tmp_path / "media")


def upload(workspace: Workspace, name: str, data: bytes) -> Seed:
    return services.create_seed(
        workspace=workspace,
        kind="spec",
        upload=ContentFile(data, name=name),
        filename=name,
        created_by=None,
    )


def test_a_file_over_the_configured_limit_is_refused_naming_the_setting(
    workspace: Workspace, settings: Any
) -> None:
    settings.ENVSTUDIO_MAX_SEED_FILE_BYTES = 1000
    with pytest.raises(services.SeedError) as caught:
        upload(workspace, "big.sql", b"-- padding\n" * 200)
    message = str(caught.value)
    assert "2,200 bytes" in message and "1,000" in message and "ENVSTUDIO_MAX_SEED_FILE_BYTES" in message
    assert not Seed.objects.exists()


def test_a_dump_larger_than_the_in_memory_limit_is_accepted_when_under_the_setting(
    workspace: Workspace, settings: Any
) -> None:
    settings.ENVSTUDIO_MAX_SEED_FILE_BYTES = 10 * 1024 * 1024
    dump = (CORPUS / "chinook.postgres.sql").read_bytes()
    rows = b"".join(
        f"INSERT INTO artist (artist_id, name) VALUES ({1000 + i}, 'Band {i}');\n".encode()
        for i in range(60_000)
    )
    data = dump + rows  # over 3 MB: more than the 2 MB a spec may have in memory
    assert len(data) > 3 * 1024 * 1024
    seed = upload(workspace, "chinook-big.sql", data)
    assert seed.size == len(data)


def test_a_truncated_dump_is_refused_with_its_line_and_nothing_is_saved(workspace: Workspace) -> None:
    dump = (CORPUS / "sakila.postgres.sql").read_bytes()
    cut = dump[: dump.index(b"\\.\n") - 5]  # ends inside COPY data
    with pytest.raises(services.SeedError, match=r"truncated") as caught:
        upload(workspace, "sakila.sql", cut)
    assert "line" in str(caught.value)
    assert not Seed.objects.exists()
