"""Forms of the review pages; edit forms are parsed by hand (fields depend on the tools/checks)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.http import QueryDict

from review.models import Verdict
from synthesis.api import ROLLOUT_DEFAULTS
from synthesis.api import ROLLOUT_MAX_K as MAX_K
from synthesis.api import ROLLOUT_MODES as MODES


class DecisionForm(forms.Form):
    verdict = forms.ChoiceField(choices=Verdict.choices)
    reason = forms.CharField(required=False, max_length=5000)
    revision = forms.IntegerField(min_value=1)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("verdict") == Verdict.REJECT and not (data.get("reason") or "").strip():
            self.add_error("reason", "A rejection needs a reason.")
        return data


class BulkDecisionForm(forms.Form):
    verdict = forms.ChoiceField(choices=Verdict.choices)
    reason = forms.CharField(required=False, max_length=5000)


class CommentForm(forms.Form):
    body = forms.CharField(max_length=20000)
    parent = forms.IntegerField(required=False)


class ReviewSettingsForm(forms.Form):
    required_approvals = forms.IntegerField(min_value=1, max_value=20)
    claim_minutes = forms.IntegerField(min_value=1, max_value=24 * 60)
    reward_mode = forms.ChoiceField(
        choices=[
            ("weighted", "weighted: checks and target state, by weight"),
            ("product", "product: checks times target state"),
            ("checks_only", "checks only"),
            ("target_only", "target state only"),
        ],
        required=False,
        help_text="How a scenario's reward combines its checks and the target-state comparison.",
    )
    reward_checks_weight = forms.FloatField(
        min_value=0.0,
        max_value=1.0,
        required=False,
        help_text="Weighted mode: the checks' share (the target state gets the rest).",
    )


class RolloutRunForm(forms.Form):
    k = forms.IntegerField(min_value=1, max_value=MAX_K, initial=ROLLOUT_DEFAULTS["k"])
    mode = forms.ChoiceField(choices=[(mode, mode) for mode in MODES], initial=ROLLOUT_DEFAULTS["mode"])
    max_steps = forms.IntegerField(min_value=1, max_value=200, initial=ROLLOUT_DEFAULTS["max_steps"])


def environment_edit_from_post(post: QueryDict) -> dict[str, Any]:
    """description, rules (one per line), code and ``tool:<name>`` descriptions, as posted."""
    submitted: dict[str, Any] = {}
    for key in ("description", "code"):
        if key in post:
            submitted[key] = post[key]
    if "rules" in post:
        submitted["rules"] = str(post.get("rules", "")).splitlines()
    tools = {key[len("tool:") :]: str(post.get(key, "")) for key in post if key.startswith("tool:")}
    if tools:
        submitted["tool_descriptions"] = tools
    return submitted


def scenario_edit_from_post(post: QueryDict) -> dict[str, Any]:
    """task, initial_state (JSON text) and ``check:<id>:description|source`` fields, as posted."""
    submitted: dict[str, Any] = {}
    for key in ("task", "initial_state"):
        if key in post:
            submitted[key] = post[key]
    checks: dict[str, dict[str, str]] = {}
    for key in post:
        value = str(post.get(key, ""))
        if key.startswith("check:"):
            _, check_id, part = key.split(":", 2) if key.count(":") >= 2 else (key, "", "")
            if check_id and part in ("description", "source"):
                checks.setdefault(check_id, {})[part] = value
    if checks:
        submitted["checks"] = checks
    return submitted
