"""Item pages: an environment or a scenario under review, and its verification section."""

from __future__ import annotations

import json
from typing import Any

from django.db.models import Max, Min, Q
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_GET

from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import get_workspace_for
from review import selectors, services
from review.models import Verdict
from review.rendering import (
    graph_svg,
    highlight_code,
    state_diff_html,
    state_tables_html,
)
from review.rendering.queue_rows import scenario_links_html
from review.verification_view import overview as verification_overview
from review.verification_view import with_related_checks
from review.views.common import base_context, detail_url_prefix, item_or_404
from review.views.decisions import UNDO_SESSION_KEY
from review.views.rollouts import rollouts_context
from synthesis.api import EnvironmentSpec, ScenarioSpec
from synthesis.models import (
    Environment,
    Scenario,
)


def _neighbours(item: services.Item) -> tuple[int | None, int | None]:
    """The previous and next item by id (the environment's scenarios, or the workspace's environments)."""
    if isinstance(item, Environment):
        siblings: Any = Environment.objects.filter(workspace_id=item.workspace_id)
    else:
        siblings = Scenario.objects.filter(environment_id=item.environment_id)
    found = siblings.aggregate(
        prev=Max("pk", filter=Q(pk__lt=item.pk)), next=Min("pk", filter=Q(pk__gt=item.pk))
    )
    return found["prev"], found["next"]


DECISIONS_SHOWN = 50


def _verdicts(item: services.Item, decisions: list[Any], number: int) -> dict[int, str]:
    """Each reviewer's latest verdict on revision ``number``: from the decisions shown (newest first) when
    they are all of them, else asked of the database (``services.latest_verdicts``)."""
    if len(decisions) >= DECISIONS_SHOWN:
        return services.latest_verdicts(item=item, revision_number=number)
    return {d.reviewer_id: d.verdict for d in reversed(decisions) if d.revision_number == number}


def _review_context(request: HttpRequest, workspace: Workspace, item: services.Item) -> dict[str, Any]:
    """What the decision bar, the verification section and the history need (also for the polled fragment)."""
    revision = item.current_revision
    results = list(selectors.verification_of(revision))
    state = selectors.verification_state(revision, results)
    if item.unverified_import:  # a bundle's evidence is a claim until the re-proof job has run it here
        state = "unverified-import"
    number = revision.number if revision else 0
    decisions = list(selectors.decisions_on(item)[:DECISIONS_SHOWN])
    verdicts = _verdicts(item, decisions, number)
    comments = selectors.comments_on(item)
    prev_pk, next_pk = _neighbours(item)
    return {
        "item": item,
        "ref": str(services.ItemRef.of(item)),
        "revision": revision,
        "revisions": list(
            item.revisions.order_by("-number").values(  # type: ignore[union-attr]
                "number", "author_kind", "author__username", "created_at"
            )
        ),
        "decisions": decisions,
        "approvals": list(verdicts.values()).count(Verdict.APPROVE),
        "disagreement": services.is_disagreement(verdicts),
        "required_approvals": services.required_approvals(workspace),
        "claim": selectors.claim_on(item),
        "comments": [
            {"comment": c, "replies": [r for r in comments if r.parent_id == c.pk]}
            for c in comments
            if c.parent_id is None
        ],
        # Only the current revision's latest results: a re-verification replaces them, an edit starts over.
        "overview": _overview(item, revision, results),
        "verification_state": state,
        "ir_proof": revision.ir.get("proof") if revision is not None and revision.parent_id is None else None,
        "events": list(selectors.audit_of(workspace=workspace, item=item)[:30]),
        "prev_pk": prev_pk,
        "next_pk": next_pk,
        # The server refuses approving a failing revision; the page says so instead of offering the button.
        "blocked": state in ("failed", "unverified-import"),
        "lazy_passes": isinstance(item, Environment),
        # Shown once, on the page a decision led to (the next item in the queue).
        "undo": request.session.pop(UNDO_SESSION_KEY, None),
    }


def _overview(item: services.Item, revision: Any, results: list[Any]) -> Any:
    overview = verification_overview(results)
    if isinstance(item, Scenario) and revision is not None and (overview.failures or overview.warnings):
        checks = {
            str(c.get("id")): (str(c.get("description", "")), highlight_code(str(c.get("source", ""))))
            for c in revision.ir.get("checks", [])
            if isinstance(c, dict)
        }
        overview = with_related_checks(overview, checks)
    return overview


def _tool_graph(spec: EnvironmentSpec, graph: Any) -> Any:
    kinds = {tool.name: str(tool.kind) for tool in spec.tools}
    if not graph:
        graph = {"directed": True, "nodes": [{"id": name} for name in sorted(kinds)], "edges": []}
    return graph_svg(graph, node_kinds=kinds)


@gzip_page
@require_GET
def environment_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    environment = selectors.environment_in(workspace=workspace, pk=pk)
    revision = environment.current_revision
    spec = EnvironmentSpec.model_validate(revision.ir) if revision else None
    context = {
        **base_context(workspace, membership),
        **_review_context(request, workspace, environment),
        "kind": "env",
        "spec": spec,
        "summary": revision.summary if revision and isinstance(revision.summary, dict) else {},
        # Code, graph, state schema and passed results load on demand (``environment_section``).
        "code_lines": len(spec.code.splitlines()) if spec else 0,
        # Built in Python: 100 links through the template engine were a third of the page's rendering.
        "scenario_links": scenario_links_html(
            environment.scenarios.order_by("key").values_list(
                "pk", "key", "status", "current_revision__ir__task"
            )[:100],
            url_prefix=detail_url_prefix(workspace, "scn"),
        ),
        "scenario_total": environment.scenarios.count(),
    }
    return render(request, "review/environment_detail.html", context)


SECTIONS = ("graph", "code", "schema", "passes")


@gzip_page
@require_GET
def environment_section(request: HttpRequest, slug: str, pk: int, section: str) -> HttpResponse:
    """One heavy part of the environment page, fetched by htmx when it scrolls into view (or is unfolded)."""
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    environment = selectors.environment_in(workspace=workspace, pk=pk)
    revision = environment.current_revision
    if section not in SECTIONS or revision is None:
        raise Http404("No such section")
    spec = EnvironmentSpec.model_validate(revision.ir)
    context: dict[str, Any] = {**base_context(workspace, membership), "section": section, "spec": spec}
    if section == "graph":
        context["graph_html"] = _tool_graph(spec, revision.graph)
    elif section == "code":
        context["code_html"] = highlight_code(spec.code) if spec.code else ""
    elif section == "passes":
        context["overview"] = verification_overview(list(selectors.verification_of(revision)))
    return render(request, "review/_env_section.html", context)


@gzip_page
@require_GET
def scenario_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    scenario = selectors.scenario_in(workspace=workspace, pk=pk)
    revision = scenario.current_revision
    spec = ScenarioSpec.model_validate(revision.ir) if revision else None
    env_revision = scenario.environment.current_revision
    env_spec = EnvironmentSpec.model_validate(env_revision.ir) if env_revision else None
    schema = env_spec.state_schema if env_spec else None
    keys = schema.primary_keys() if schema else {}
    context = {
        **base_context(workspace, membership),
        **_review_context(request, workspace, scenario),
        "kind": "scn",
        "spec": spec,
        "environment": scenario.environment,
        "initial_html": state_tables_html(spec.initial_state, schema=schema) if spec else "",
        "target_html": state_tables_html(spec.target_state, schema=schema) if spec else "",
        "diff_html": state_diff_html(spec.initial_state, spec.target_state, primary_keys=keys)
        if spec
        else "",
        "chain": [
            {"name": c.name, "arguments": json.dumps(c.arguments, sort_keys=True, ensure_ascii=False)}
            for c in (spec.reference_chain if spec else [])
        ],
        **rollouts_context(scenario),
    }
    return render(request, "review/scenario_detail.html", context)


@require_GET
def verification_fragment(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    """The verification section and, out of band, the decision bar: polled while a re-verification runs."""
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    item = item_or_404(workspace, kind, pk)
    context = {
        **base_context(workspace, membership),
        **_review_context(request, workspace, item),
        "kind": kind,
    }
    return render(request, "review/_item_state.html", context)
