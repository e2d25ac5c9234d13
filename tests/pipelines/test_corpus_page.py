"""A corpus job's page shows what its mine step stored: tasks kept, dropped by reason, and per topic the
tasks it stands for and the names merged into it (issue 42, item 2)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.core.files.base import ContentFile
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.jobs.context import SeedInput
from synthesis.jobs.memory import InMemoryJobContext
from synthesis.models import JobStep, Seed, SynthesisJob
from synthesis.pipelines import corpus as corpus_kind
from synthesis.seeds.corpus import DROP_DUPLICATE, DROP_NO_VERDICT, DROP_STATELESS
from tests.pipelines.helpers import configure_llm

pytestmark = pytest.mark.django_db


def _triage(request: Any) -> dict[str, Any]:
    """Rooms are one hotel topic under 14 names; 'hi' needs no environment; '?' gets no verdict."""
    user = next(m["content"] for m in request.messages if m["role"] == "user")
    verdicts = []
    for task in json.loads(user.split("Tasks:", 1)[1]):
        text, index = task["task"], task["index"]
        stateful = not text.startswith("hi")
        if text.startswith("?"):
            continue
        number = int(text.split()[-1]) if text.split()[-1].isdigit() else 0
        verdicts.append(
            {
                "index": index,
                "needs_stateful_environment": stateful,
                "has_reads_and_writes": stateful,
                # Every name normalizes to "hotel room": one topic, the other 13 names merged into it.
                "environment_summary": "hotel room system" + " system" * (number % 14),
                "environment_introduction": "Hotels, rooms and guests.",
                "usefulness": 8,
                "modelability": 8,
            }
        )
    return {"verdicts": verdicts}


def test_the_page_shows_kept_dropped_by_reason_and_merged_counts(
    fake_openai: Any, tmp_path: Path, viewer: Any, workspace: Workspace
) -> None:
    fake_openai.on(prompt="corpus_triage").call(_triage)
    fake_openai.on(prompt="screen_seed").json({"allowed": True, "reason": ""})
    lines = [f"book a room {n}" for n in range(30)] + ["book a room 7", "hi there", "hi again", "? 1"]
    path = tmp_path / "rooms.txt"
    path.write_text("\n".join(lines))
    configure_llm(fake_openai.base_url)
    try:
        seed = SeedInput(kind="corpus", name=path.name, filename=path.name, file_path=path)
        result = corpus_kind.mine_stage(InMemoryJobContext(seed=seed, options={}))
    finally:
        configure_llm(None)
    job = SynthesisJob.objects.create(workspace=workspace, kind="corpus", status="running", stage="mine")
    JobStep.objects.create(job=job, step="mine", item="", status="done", result=result)

    client = Client()
    client.force_login(viewer)
    page = client.get(reverse("job-detail", args=[workspace.slug, job.pk])).content.decode()
    assert "Topics mined from 34 tasks (1)" in page
    counts = re.sub(r"\s+", " ", page.split('<p id="mined-counts">')[1].split("</p>")[0])
    assert counts.startswith("30 tasks kept, 4 dropped; 1 topic name, 1 after merging")
    dropped = page.split('<table id="dropped-tasks">')[1].split("</table>")[0]
    assert f'<tr><td>{DROP_STATELESS}</td><td class="num">2</td></tr>' in dropped
    assert f'<tr><td>{DROP_DUPLICATE}</td><td class="num">1</td></tr>' in dropped
    assert f'<tr><td>{DROP_NO_VERDICT}</td><td class="num">1</td></tr>' in dropped
    [key] = result["topics"]
    row = page.split(f'<tr data-topic="{key}">')[1].split("</tr>")[0]
    # 30 tasks kept, all in this topic; 13 other names merged, 12 of them listed and the count in all.
    assert row.startswith('<td>hotel room system</td><td class="num">30</td><td class="num">13</td>')
    assert "(13 in all)" in row


def test_an_upload_that_is_not_a_corpus_is_refused_before_it_is_saved(
    workspace: Workspace, owner: Any, settings: Any, tmp_path: Path
) -> None:
    settings.MEDIA_ROOT = tmp_path
    binary = ContentFile(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40, name="tasks.txt")
    with pytest.raises(services.SeedError, match=r"^tasks.txt: not UTF-8 text \(invalid byte at offset 0\)"):
        services.create_seed(workspace=workspace, kind="corpus", upload=binary, created_by=owner)
    many = ContentFile("\n".join(f"task {n}" for n in range(20_001)).encode(), name="many.txt")
    with pytest.raises(services.SeedError, match=r"^many.txt: more than 20,000 tasks"):
        services.create_seed(workspace=workspace, kind="corpus", upload=many, created_by=owner)
    assert not Seed.objects.exists()
    fits = ContentFile("\n".join(f"task {n}" for n in range(20_000)).encode(), name="fits.txt")
    assert (
        services.create_seed(workspace=workspace, kind="corpus", upload=fits, created_by=owner).kind
        == "corpus"
    )
