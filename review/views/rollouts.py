"""Rollouts of a scenario: running them and reading one transcript."""

from __future__ import annotations

import functools
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review import selectors
from review.forms import (
    RolloutRunForm,
)
from review.rendering import (
    state_tables_html,
)
from review.views.common import base_context, pretty_json
from synthesis import api as synthesis_services
from synthesis.api import EnvironmentSpec
from synthesis.models import (
    Rollout,
    Scenario,
)


@functools.cache
def _rollout_form_fields() -> dict[str, str]:
    """The unbound rollout form's fields, rendered once per process: their markup never changes (the initial
    values are constants), and rendering three widgets through the form templates cost about 1 ms a page."""
    form = RolloutRunForm()
    return {name: str(form[name]) for name in form.fields}  # SafeStrings, as the template would render them


def rollouts_context(scenario: Scenario) -> dict[str, Any]:
    difficulty = selectors.latest_difficulty(scenario)
    pass_at = sorted(((int(k), v) for k, v in (difficulty.pass_at if difficulty else {}).items()))
    return {
        "difficulty": difficulty,
        "difficulty_pass_at": pass_at,
        "rollouts": list(selectors.rollouts_of(scenario)),
        "rollout_form": _rollout_form_fields(),
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
                {"field": name, "old": pretty_json(values[0]), "new": pretty_json(values[1])}
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
                    "row": pretty_json(change.get("row")),
                }
            )
    result = record.get("result") or {}
    return {
        "step": record.get("step"),
        "call_id": record.get("call_id", ""),
        "name": record.get("name", ""),
        "arguments": pretty_json(record["arguments"]) if record.get("arguments") is not None else "",
        "raw_arguments": record.get("raw_arguments", ""),
        "result": pretty_json(result),
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
                "content": content if isinstance(content, str) else pretty_json(content) if content else "",
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
        **base_context(workspace, membership),
        "scenario": scenario,
        "rollout": rollout,
        "messages_shown": _message_views(rollout),
        "calls": [_call_view(call) for call in rollout.tool_calls if isinstance(call, dict)],
        "check_results": sorted((rollout.check_results or {}).items()),
        "breakdown_json": pretty_json(breakdown),
        "final_html": state_tables_html(rollout.final_state or {}, schema=schema),
    }
    return render(request, "review/rollout_detail.html", context)
