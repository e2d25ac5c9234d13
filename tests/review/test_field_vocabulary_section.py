"""The environment's schema section shows each field's LLM vocabulary beside it (issue 40, item 1)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.review.factories import environment_ir, make_environment

pytestmark = pytest.mark.django_db


def _schema_section(owner: Any, workspace: Any, ir: dict[str, Any]) -> str:
    env = make_environment(workspace=workspace, slug="library", ir=ir)
    client = Client()
    client.force_login(owner)
    url = reverse("review-env-section", args=[workspace.slug, env.pk, "schema"])
    return client.get(url).content.decode()


def test_the_schema_shows_a_fields_kind_and_values_beside_it(owner: Any, workspace: Any) -> None:
    ir = environment_ir()
    title = ir["state_schema"]["tables"][0]["fields"][1]
    title["vocabulary"] = {"kind": "title", "values": ["The Quiet Harbour", "<b>Salt & Stone</b>"]}
    page = _schema_section(owner, workspace, ir)
    assert 'class="vocabulary"' in page
    assert "title: The Quiet Harbour · &lt;b&gt;Salt &amp; Stone&lt;/b&gt;" in page  # escaped, as all text


def test_a_kind_without_values_says_its_values_are_generated_offline(owner: Any, workspace: Any) -> None:
    ir = environment_ir()
    ir["state_schema"]["tables"][0]["fields"][1]["vocabulary"] = {"kind": "title", "values": []}
    assert "title (values generated offline)" in _schema_section(owner, workspace, ir)


def test_fields_without_a_vocabulary_show_none(owner: Any, workspace: Any) -> None:
    assert 'class="vocabulary"' not in _schema_section(owner, workspace, environment_ir())
