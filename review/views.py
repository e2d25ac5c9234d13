"""Review pages. Each view starts with ``get_workspace_for`` (outsiders 404, low roles 403), then services."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import get_workspace_for
from review import selectors, services
from review.forms import (
    BulkDecisionForm,
    CommentForm,
    DecisionForm,
    ReviewSettingsForm,
    RolloutRunForm,
    environment_edit_from_post,
    scenario_edit_from_post,
)
from review.models import Verdict
from review.rendering import (
    bar_chart_svg,
    graph_svg,
    highlight_code,
    state_diff_html,
    state_tables_html,
    text_diff_html,
)
from review.verification_view import overview as verification_overview
from synthesis import services as synthesis_services
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    Rollout,
    Scenario,
    ScenarioRevision,
    VerificationResult,
)

KINDS = ("env", "scn")


def _item(workspace: Workspace, kind: str, pk: int) -> services.Item:
    if kind == "env":
        return selectors.environment_in(workspace=workspace, pk=pk)
    if kind == "scn":
        return selectors.scenario_in(workspace=workspace, pk=pk)
    raise Http404("No such item")


def _detail_url(workspace: Workspace, item: services.Item) -> str:
    ref = services.ItemRef.of(item)
    name = "review-environment" if ref.kind == "env" else "review-scenario"
    return reverse(name, kwargs={"slug": workspace.slug, "pk": ref.pk})


def _can(membership: Any, role: str) -> bool:
    return bool(membership.has_role_at_least(role))


def _base_context(workspace: Workspace, membership: Any) -> dict[str, Any]:
    return {
        "workspace": workspace,
        "membership": membership,
        "can_review": _can(membership, Role.REVIEWER),
        "is_admin": _can(membership, Role.ADMIN),
    }


# --- dashboard ----------------------------------------------------------------------------------------------


@require_GET
def dashboard(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    jobs = list(selectors.recent_jobs(workspace=workspace))
    context = {
        **_base_context(workspace, membership),
        "jobs": jobs,
        "jobs_active": any(job.is_active for job in jobs),
        "counts": selectors.status_counts(workspace=workspace),
        "reviewers": selectors.reviewer_progress(workspace=workspace),
        "required_approvals": services.required_approvals(workspace),
        "pass_rate_chart": bar_chart_svg(
            [
                (stage, round(100 * rate))
                for stage, rate in selectors.verification_pass_rates(workspace=workspace)
            ],
            title="Verification pass rate by stage",
            max_value=100,
            value_suffix="%",
        ),
        "difficulty_chart": bar_chart_svg(
            selectors.difficulty_counts(workspace=workspace), title="Scenario difficulty"
        ),
        "coverage_chart": bar_chart_svg(
            selectors.tool_coverage(selectors.reference_chains(workspace=workspace)),
            title="Tool coverage in scenarios",
        ),
    }
    if request.htmx:  # type: ignore[attr-defined]
        return render(request, "review/_jobs.html", context)
    return render(request, "review/dashboard.html", context)


# --- lists --------------------------------------------------------------------------------------------------


def _page(request: HttpRequest, rows: Any) -> Any:
    return Paginator(rows, selectors.PAGE_SIZE).get_page(request.GET.get("page"))


def _querystring(request: HttpRequest) -> str:
    query = request.GET.copy()
    query.pop("page", None)
    return query.urlencode()


@require_GET
def environment_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    filters = selectors.ListFilters.from_query(request.GET)
    page = _page(request, selectors.environments(workspace=workspace, filters=filters))
    items = list(page.object_list)
    summaries = selectors.verdict_summaries(items)
    claims = services.active_claims(workspace=workspace)
    counts = selectors.scenario_counts([item.pk for item in items])
    rows = [
        {
            "item": item,
            "summary": summaries.get(item.pk),
            "claim": claims.get(f"env:{item.pk}"),
            "scenario_count": counts.get(item.pk, 0),
        }
        for item in items
    ]
    context = {
        **_base_context(workspace, membership),
        "kind": "env",
        "rows": rows,
        "page": page,
        "filters": filters,
        "statuses": selectors.STATUSES,
        "querystring": _querystring(request),
        "verdicts": Verdict.choices,
    }
    return render(request, "review/environment_list.html", context)


@require_GET
def scenario_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    filters = selectors.ListFilters.from_query(request.GET)
    page = _page(request, selectors.scenarios(workspace=workspace, filters=filters))
    items = list(page.object_list)
    summaries = selectors.verdict_summaries(items)
    claims = services.active_claims(workspace=workspace)
    rows = [
        {"item": item, "summary": summaries.get(item.pk), "claim": claims.get(f"scn:{item.pk}")}
        for item in items
    ]
    context = {
        **_base_context(workspace, membership),
        "kind": "scn",
        "rows": rows,
        "page": page,
        "filters": filters,
        "statuses": selectors.STATUSES,
        "difficulties": [*selectors.DIFFICULTY_LABELS, selectors.NO_DIFFICULTY],
        "querystring": _querystring(request),
        "verdicts": Verdict.choices,
    }
    return render(request, "review/scenario_list.html", context)


@require_POST
def bulk_decide(request: HttpRequest, slug: str, kind: str) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    if kind not in KINDS:
        return HttpResponseBadRequest("unknown item kind")
    form = BulkDecisionForm(request.POST)
    ids = [int(raw) for raw in request.POST.getlist("ids") if raw.isdigit()]
    back = reverse("review-environments" if kind == "env" else "review-scenarios", kwargs={"slug": slug})
    back = f"{back}?{request.POST.get('querystring', '')}"
    if not form.is_valid() or not ids:
        messages.error(request, "Choose a verdict and at least one item.")
        return redirect(back)
    model: Any = Environment if kind == "env" else Scenario
    scope = {"workspace": workspace} if kind == "env" else {"environment__workspace": workspace}
    items = list(model.objects.filter(pk__in=ids, **scope).select_related("current_revision"))
    outcome = services.decide_many(
        workspace=workspace,
        user=request.user,  # type: ignore[arg-type]
        items=items,
        verdict=form.cleaned_data["verdict"],
        reason=form.cleaned_data["reason"],
    )
    if outcome.decided:
        messages.success(request, f"Recorded {form.cleaned_data['verdict']} on {len(outcome.decided)} items.")
    for label, problem in outcome.refused.items():
        messages.error(request, f"{label}: {problem}")
    return redirect(back)


# --- detail pages -------------------------------------------------------------------------------------------


def _verification_rows(revision: EnvironmentRevision | ScenarioRevision | None) -> list[dict[str, Any]]:
    if revision is None:
        return []
    column = "environment_revision" if isinstance(revision, EnvironmentRevision) else "scenario_revision"
    rows: list[dict[str, Any]] = []
    for result in VerificationResult.objects.filter(**{column: revision}):
        evidence = result.evidence if isinstance(result.evidence, dict) else {}
        diff_html = None
        before, after = evidence.get("state_before"), evidence.get("state_after")
        if isinstance(before, dict) and isinstance(after, dict):
            diff_html = state_diff_html(before, after, primary_keys=evidence.get("primary_keys") or {})
        rows.append(
            {
                "result": result,
                "outcome": "skipped" if result.skipped else "passed" if result.passed else "failed",
                "traceback": evidence.get("traceback") or evidence.get("error") or "",
                "evidence_json": json.dumps(
                    evidence, indent=2, sort_keys=True, ensure_ascii=False, default=str
                ),
                "diff_html": diff_html,
            }
        )
    rows.sort(key=lambda row: (row["outcome"] != "failed", row["result"].pk))
    return rows


def _neighbours(item: services.Item) -> tuple[int | None, int | None]:
    if isinstance(item, Environment):
        siblings: Any = Environment.objects.filter(workspace_id=item.workspace_id)
    else:
        siblings = Scenario.objects.filter(environment_id=item.environment_id)
    prev_item = siblings.filter(pk__lt=item.pk).order_by("-pk").values_list("pk", flat=True).first()
    next_item = siblings.filter(pk__gt=item.pk).order_by("pk").values_list("pk", flat=True).first()
    return prev_item, next_item


def _review_context(request: HttpRequest, workspace: Workspace, item: services.Item) -> dict[str, Any]:
    revision = item.current_revision
    number = revision.number if revision else 0
    verdicts = services.latest_verdicts(item=item, revision_number=number)
    claims = services.active_claims(workspace=workspace)
    comments = selectors.comments_on(item)
    prev_pk, next_pk = _neighbours(item)
    return {
        "item": item,
        "ref": str(services.ItemRef.of(item)),
        "revision": revision,
        "revisions": list(item.revisions.order_by("-number").values("number", "author_kind", "created_at")),  # type: ignore[union-attr]
        "decisions": list(selectors.decisions_on(item)[:50]),
        "approvals": list(verdicts.values()).count(Verdict.APPROVE),
        "disagreement": services.is_disagreement(verdicts),
        "required_approvals": services.required_approvals(workspace),
        "claim": claims.get(str(services.ItemRef.of(item))),
        "comments": [
            {"comment": c, "replies": [r for r in comments if r.parent_id == c.pk]}
            for c in comments
            if c.parent_id is None
        ],
        # The environment page groups its results by stage instead (verification_view).
        "verification": [] if isinstance(item, Environment) else _verification_rows(revision),
        "events": list(selectors.audit_of(workspace=workspace, item=item)[:30]),
        "prev_pk": prev_pk,
        "next_pk": next_pk,
        # The server refuses approving a failing revision; the page says so instead of offering the button.
        "blocked": revision is not None and services.failed_verification(revision),
    }


def _tool_graph(spec: EnvironmentSpec, graph: Any) -> Any:
    kinds = {tool.name: str(tool.kind) for tool in spec.tools}
    if not graph:
        graph = {"directed": True, "nodes": [{"id": name} for name in sorted(kinds)], "edges": []}
    return graph_svg(graph, node_kinds=kinds)


@require_GET
def environment_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    environment = selectors.environment_in(workspace=workspace, pk=pk)
    revision = environment.current_revision
    spec = EnvironmentSpec.model_validate(revision.ir) if revision else None
    context = {
        **_base_context(workspace, membership),
        **_review_context(request, workspace, environment),
        "kind": "env",
        "spec": spec,
        "summary": revision.summary if revision and isinstance(revision.summary, dict) else {},
        "overview": verification_overview(selectors.environment_verification(revision)),
        "code_html": highlight_code(spec.code) if spec and spec.code else "",
        "graph_html": _tool_graph(spec, revision.graph if revision else None) if spec else "",
        "scenarios": list(environment.scenarios.order_by("key")[:100]),
        "scenario_total": environment.scenarios.count(),
    }
    return render(request, "review/environment_detail.html", context)


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
        **_base_context(workspace, membership),
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
        **_rollouts_context(scenario),
    }
    return render(request, "review/scenario_detail.html", context)


# --- rollouts -----------------------------------------------------------------------------------------------


def _json(value: Any) -> str:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False, default=str)


def _rollouts_context(scenario: Scenario) -> dict[str, Any]:
    difficulty = selectors.latest_difficulty(scenario)
    pass_at = sorted(((int(k), v) for k, v in (difficulty.pass_at if difficulty else {}).items()))
    return {
        "difficulty": difficulty,
        "difficulty_pass_at": pass_at,
        "rollouts": list(selectors.rollouts_of(scenario)),
        "rollout_form": RolloutRunForm(),
    }


@require_POST
def rollouts_run(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    scenario = selectors.scenario_in(workspace=workspace, pk=pk)
    back = reverse("review-scenario", kwargs={"slug": slug, "pk": scenario.pk}) + "#rollouts"
    form = RolloutRunForm(request.POST)
    if not form.is_valid():
        for field, problems in form.errors.items():
            for problem in problems:
                messages.error(request, f"{field}: {problem}")
        return redirect(back)
    try:
        job = synthesis_services.start_rollouts(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            scenario_ids=[scenario.pk],
            k=form.cleaned_data["k"],
            mode=form.cleaned_data["mode"],
            max_steps=form.cleaned_data["max_steps"],
        )
    except synthesis_services.RolloutError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"Started rollout job {job.pk}: {form.cleaned_data['k']} rollout(s).")
    return redirect(back)


def _call_view(record: dict[str, Any]) -> dict[str, Any]:
    """A tool call record as the page shows it: JSON texts, and each diff value as JSON text."""
    changes = []
    for change in record.get("diff") or []:
        if change.get("op") == "update":
            fields = [
                {"field": name, "old": _json(values[0]), "new": _json(values[1])}
                for name, values in sorted((change.get("changes") or {}).items())
                if isinstance(values, list) and len(values) == 2
            ]
            changes.append(
                {"op": "update", "table": change.get("table"), "key": change.get("key"), "fields": fields}
            )
        else:
            changes.append(
                {
                    "op": change.get("op"),
                    "table": change.get("table"),
                    "key": change.get("key"),
                    "row": _json(change.get("row")),
                }
            )
    result = record.get("result") or {}
    return {
        "step": record.get("step"),
        "call_id": record.get("call_id", ""),
        "name": record.get("name", ""),
        "arguments": _json(record["arguments"]) if record.get("arguments") is not None else "",
        "raw_arguments": record.get("raw_arguments", ""),
        "result": _json(result),
        "succeeded": isinstance(result, dict) and result.get("success") is True,
        "changes": changes,
    }


def _message_views(rollout: Rollout) -> list[dict[str, Any]]:
    calls = {
        str(call.get("call_id")): _call_view(call) for call in rollout.tool_calls if isinstance(call, dict)
    }
    shown = []
    for message in rollout.messages if isinstance(rollout.messages, list) else []:
        if not isinstance(message, dict):
            continue
        requested = []
        for call in message.get("tool_calls") or []:
            if not isinstance(call, dict):
                continue
            function = call.get("function")
            if not isinstance(function, dict):
                function = {}
            requested.append(
                {
                    "id": call.get("id", ""),
                    "name": function.get("name", ""),
                    "arguments": function.get("arguments", ""),
                }
            )
        content = message.get("content")
        shown.append(
            {
                "role": str(message.get("role", "")),
                "content": content if isinstance(content, str) else _json(content) if content else "",
                "tool_calls": requested,
                "call": calls.get(str(message.get("tool_call_id")))
                if message.get("role") == "tool"
                else None,
            }
        )
    return shown


@require_GET
def rollout_detail(request: HttpRequest, slug: str, pk: int, rollout_pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    scenario = selectors.scenario_in(workspace=workspace, pk=pk)
    rollout = selectors.rollout_in(scenario=scenario, pk=rollout_pk)
    env_revision = rollout.environment_revision or scenario.environment.current_revision
    schema = EnvironmentSpec.model_validate(env_revision.ir).state_schema if env_revision else None
    breakdown = rollout.reward_breakdown if isinstance(rollout.reward_breakdown, dict) else {}
    context = {
        **_base_context(workspace, membership),
        "scenario": scenario,
        "rollout": rollout,
        "messages_shown": _message_views(rollout),
        "calls": [_call_view(call) for call in rollout.tool_calls if isinstance(call, dict)],
        "check_results": sorted((rollout.check_results or {}).items()),
        "breakdown_json": _json(breakdown),
        "final_html": state_tables_html(rollout.final_state or {}, schema=schema),
    }
    return render(request, "review/rollout_detail.html", context)


@require_GET
def verification_fragment(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    """The verification section alone, polled by htmx while a re-verification runs."""
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    item = _item(workspace, kind, pk)
    context = {
        **_base_context(workspace, membership),
        "item": item,
        "kind": kind,
    }
    if isinstance(item, Environment):
        context["overview"] = verification_overview(selectors.environment_verification(item.current_revision))
        return render(request, "review/_environment_verification.html", context)
    context["verification"] = _verification_rows(item.current_revision)
    return render(request, "review/_verification.html", context)


# --- decisions, claims, comments ----------------------------------------------------------------------------


@require_POST
def decide(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = _item(workspace, kind, pk)
    form = DecisionForm(request.POST)
    if not form.is_valid():
        for problems in form.errors.values():
            for problem in problems:
                messages.error(request, str(problem))
        return redirect(_detail_url(workspace, item))
    try:
        services.decide(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            item=item,
            verdict=form.cleaned_data["verdict"],
            reason=form.cleaned_data["reason"],
            revision_number=form.cleaned_data["revision"],
        )
    except services.ReviewError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"{form.cleaned_data['verdict']} recorded; status is now {item.status}.")
    return redirect(_detail_url(workspace, item))


@require_POST
def claim(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = _item(workspace, kind, pk)
    try:
        services.claim_item(workspace=workspace, user=request.user, item=item)  # type: ignore[arg-type]
    except services.ReviewError as error:
        messages.error(request, str(error))
    return redirect(_detail_url(workspace, item))


@require_POST
def release(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = _item(workspace, kind, pk)
    services.release_item(workspace=workspace, user=request.user, item=item)  # type: ignore[arg-type]
    return redirect(_detail_url(workspace, item))


@require_POST
def queue_next(request: HttpRequest, slug: str, kind: str) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    if kind not in KINDS:
        return HttpResponseBadRequest("unknown item kind")
    item = services.claim_next(workspace=workspace, user=request.user, kind=kind)  # type: ignore[arg-type]
    if item is None:
        messages.info(request, "Nothing left to review in the queue.")
        return redirect("review-dashboard", slug=slug)
    return redirect(_detail_url(workspace, item))


@require_POST
def comment(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = _item(workspace, kind, pk)
    form = CommentForm(request.POST)
    if form.is_valid():
        try:
            services.add_comment(
                workspace=workspace,
                user=request.user,  # type: ignore[arg-type]
                item=item,
                body=form.cleaned_data["body"],
                parent_id=form.cleaned_data.get("parent"),
            )
        except services.ReviewError as error:
            messages.error(request, str(error))
    else:
        messages.error(request, "A comment needs some text.")
    return redirect(_detail_url(workspace, item) + "#comments")


# --- edits, compare, revert ---------------------------------------------------------------------------------


def _edit_values(item: services.Item, ir: dict[str, Any]) -> dict[str, Any]:
    """The editable fields of a revision's IR, as the edit form shows them."""
    if isinstance(item, Environment):
        return {
            "description": ir.get("description", ""),
            "rules": "\n".join(ir.get("rules", [])),
            "code": ir.get("code", ""),
            "tools": [
                {"name": t["name"], "description": t.get("description", "")} for t in ir.get("tools", [])
            ],
        }
    return {
        "task": ir.get("task", ""),
        "initial_state": json.dumps(
            ir.get("initial_state", {}), indent=2, sort_keys=True, ensure_ascii=False
        ),
        "checks": [
            {"id": c["id"], "description": c.get("description", ""), "source": c.get("source", "")}
            for c in ir.get("checks", [])
        ],
    }


def _submitted_values(item: services.Item, base: dict[str, Any], submitted: dict[str, Any]) -> dict[str, Any]:
    """The form values as the user typed them (falling back to ``base`` for fields not posted)."""
    values = json.loads(json.dumps(base))
    if isinstance(item, Environment):
        for key in ("description", "code"):
            if key in submitted:
                values[key] = submitted[key]
        if "rules" in submitted:
            values["rules"] = "\n".join(submitted["rules"])
        typed = submitted.get("tool_descriptions", {})
        for tool in values["tools"]:
            tool["description"] = typed.get(tool["name"], tool["description"])
    else:
        for key in ("task", "initial_state"):
            if key in submitted:
                values[key] = submitted[key]
        typed_checks = submitted.get("checks", {})
        for check in values["checks"]:
            check.update(typed_checks.get(check["id"], {}))
    return values


@require_http_methods(["GET", "POST"])
def edit(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = _item(workspace, kind, pk)
    revision = services.current_revision(item)
    context = {
        **_base_context(workspace, membership),
        "item": item,
        "kind": kind,
        "ref": str(services.ItemRef.of(item)),
    }
    if request.method == "GET":
        values = _edit_values(item, revision.ir)
        return render(
            request, "review/edit.html", {**context, "values": values, "base_number": revision.number}
        )
    submitted = (
        environment_edit_from_post(request.POST) if kind == "env" else scenario_edit_from_post(request.POST)
    )
    base_raw = request.POST.get("base_number", "")
    if not base_raw.isdigit():
        return HttpResponseBadRequest("the edit form must say which revision it was based on")
    base_number = int(base_raw)
    try:
        new_revision = services.edit_item(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            item=item,
            base_number=base_number,
            submitted=submitted,
        )
    except services.EditConflict as conflict:
        base_revision = item.revisions.filter(number=base_number).first()  # type: ignore[union-attr]
        base_values = _edit_values(item, base_revision.ir if base_revision else conflict.current.ir)
        theirs = _edit_values(item, conflict.current.ir)
        mine = _submitted_values(item, base_values, submitted)
        return render(
            request,
            "review/conflict.html",
            {
                **context,
                "theirs": theirs,
                "mine": mine,
                "values": mine,
                "base_number": conflict.current.number,
                "old_base": base_number,
                "current": conflict.current,
                "diff_html": text_diff_html(
                    json.dumps(theirs, indent=2, ensure_ascii=False),
                    json.dumps(mine, indent=2, ensure_ascii=False),
                    old_title=f"revision {conflict.current.number} (saved meanwhile)",
                    new_title="your edit (not saved yet)",
                ),
            },
            status=409,
        )
    except services.ReviewError as error:
        values = _submitted_values(item, _edit_values(item, revision.ir), submitted)
        return render(
            request,
            "review/edit.html",
            {**context, "values": values, "base_number": base_number, "error": str(error)},
            status=400,
        )
    messages.success(request, f"Saved revision {new_revision.number}; re-verification is running.")
    return redirect(_detail_url(workspace, item))


@require_GET
def compare(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    item = _item(workspace, kind, pk)
    revisions = {r.number: r for r in item.revisions.all()}  # type: ignore[union-attr]
    current = services.current_revision(item)

    def pick(name: str, default: int) -> int:
        raw = request.GET.get(name, "")
        return int(raw) if raw.isdigit() else default

    a_number = pick("a", current.parent.number if current.parent else current.number)
    b_number = pick("b", current.number)
    if a_number not in revisions or b_number not in revisions:
        return render(request, "review/message.html", {"message": "No such revision."}, status=404)
    a_ir, b_ir = dict(revisions[a_number].ir), dict(revisions[b_number].ir)
    a_code, b_code = str(a_ir.pop("code", "") or ""), str(b_ir.pop("code", "") or "")
    context = {
        **_base_context(workspace, membership),
        "item": item,
        "kind": kind,
        "ref": str(services.ItemRef.of(item)),
        "a": a_number,
        "b": b_number,
        "numbers": sorted(revisions),
        "current_number": current.number,
        "ir_diff": text_diff_html(
            json.dumps(a_ir, indent=2, sort_keys=True, ensure_ascii=False),
            json.dumps(b_ir, indent=2, sort_keys=True, ensure_ascii=False),
            old_title=f"revision {a_number}",
            new_title=f"revision {b_number}",
        ),
        "code_diff": text_diff_html(
            a_code, b_code, old_title=f"revision {a_number}", new_title=f"revision {b_number}"
        )
        if a_code or b_code
        else "",
    }
    return render(request, "review/compare.html", context)


@require_POST
def revert(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = _item(workspace, kind, pk)
    to_raw, base_raw = request.POST.get("to", ""), request.POST.get("base_number", "")
    if not (to_raw.isdigit() and base_raw.isdigit()):
        return HttpResponseBadRequest("a revert needs the target and the base revision numbers")
    try:
        revision = services.revert_item(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            item=item,
            to_number=int(to_raw),
            base_number=int(base_raw),
        )
    except services.ReviewError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"Reverted to revision {to_raw} as new revision {revision.number}.")
    return redirect(_detail_url(workspace, item))


# --- settings and audit log ---------------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
def review_settings(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    initial = {
        "required_approvals": services.required_approvals(workspace),
        "claim_minutes": services.claim_minutes(workspace),
        "reward_mode": workspace.settings.get("reward_mode", "weighted"),
        "reward_checks_weight": workspace.settings.get("reward_checks_weight", 0.5),
    }
    form = ReviewSettingsForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            services.update_review_settings(
                workspace=workspace,
                user=request.user,  # type: ignore[arg-type]
                required=form.cleaned_data["required_approvals"],
                claim_timeout_minutes=form.cleaned_data["claim_minutes"],
                reward_mode=form.cleaned_data["reward_mode"] or None,
                reward_checks_weight=form.cleaned_data["reward_checks_weight"],
            )
        except services.ReviewError as error:
            messages.error(request, str(error))
        else:
            messages.success(request, "Review settings saved.")
            return redirect("review-settings", slug=slug)
    return render(request, "review/settings.html", {**_base_context(workspace, membership), "form": form})


@require_GET
def audit_log(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    page = _page(request, selectors.audit_of(workspace=workspace))
    return render(request, "review/audit.html", {**_base_context(workspace, membership), "page": page})
