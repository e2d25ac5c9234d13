"""Read-side queries of the review lists (the queue): page ids, page rows, verdict summaries, header counts.

A page is cut from the filtered ids first (the filters' own columns only), then its rows are read by id with
plain columns and a few small grouped queries: compiling correlated subqueries per row cost more than running
them, and the IR documents of the rows a sort or an offset passes are never read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from django.db.models import CharField, Count, OuterRef, Q, QuerySet, Subquery, Value
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Coalesce, NullIf, Substr

from envstudio.tenancy.models import Workspace
from review.models import Claim, Decision, Verdict
from review.selectors import NO_DIFFICULTY, SORTS, TASK_PREVIEW_CHARS, ListFilters
from review.services import is_disagreement
from synthesis.api import TITLE_SOURCE_CHARS, short_title
from synthesis.models import (
    Environment,
    EnvironmentStatus,
    Scenario,
    ScenarioDifficulty,
    VerificationResult,
)


def environment_ids(*, workspace: Workspace, filters: ListFilters) -> QuerySet[Environment, int]:
    """The filtered environment list's ids in list order: what a page is cut from (``environment_rows``)."""
    rows = Environment.objects.filter(workspace=workspace)
    if filters.status:
        rows = rows.filter(status=filters.status)
    if filters.failed_verification:
        rows = rows.filter(status=EnvironmentStatus.FAILED_VERIFICATION)
    if filters.job:
        rows = rows.filter(job_id=filters.job)
    if filters.q:
        rows = rows.filter(Q(name__icontains=filters.q) | Q(slug__icontains=filters.q))
    if filters.reviewer:
        rows = rows.filter(
            pk__in=Decision.objects.filter(workspace=workspace, reviewer_id=filters.reviewer).values(
                "environment_id"
            )
        )
    return rows.order_by(*SORTS[filters.sort]).values_list("pk", flat=True)


@dataclass(frozen=True)
class ListRow:
    """One row of a review list: the item's columns, its current revision's number and preview, its proof
    counts (results and blocking failures of the current revision) and, for a scenario, its environment and
    difficulty label (the latest rollout job's, else the IR's)."""

    pk: int
    status: str
    preview: str | None
    revision_id: int | None
    revision_number: int | None
    result_count: int = 0
    failure_count: int = 0
    name: str = ""  # an environment's name and slug
    slug: str = ""
    key: str = ""  # a scenario's key, environment and difficulty
    environment_id: int = 0
    environment_slug: str = ""
    difficulty_label: str | None = None
    unverified_import: bool = False  # arrived in a bundle, not yet verified here

    @property
    def title(self) -> str:
        """A scenario's short title: the first request of its task (synthesis/scenarios/titles.py)."""
        return short_title(self.preview)


def _preview(ir_key: str, *, chars: int = TASK_PREVIEW_CHARS) -> Any:
    return Substr(KeyTextTransform(ir_key, "current_revision__ir"), 1, chars)


def environment_rows(*, workspace: Workspace, ids: list[int]) -> list[ListRow]:
    """One page of environments by id, in the order of ``ids``.

    Plain columns and two small grouped queries instead of correlated subqueries in one: compiling those
    cost more than running all three (about 4 ms of Python per page); and the description preview is read
    for the page's rows only, not for every row the sort passes."""
    found = Environment.objects.filter(workspace=workspace, pk__in=ids).values_list(
        "pk",
        "status",
        "name",
        "slug",
        "current_revision_id",
        "current_revision__number",
        _preview("description"),
        "unverified_import",
    )
    rows = {
        pk: ListRow(
            pk=pk,
            status=status,
            name=name,
            slug=slug,
            revision_id=rev,
            revision_number=number,
            preview=preview,
            unverified_import=unverified,
        )
        for pk, status, name, slug, rev, number, preview, unverified in found
    }
    return _with_proof_counts([rows[pk] for pk in ids if pk in rows], column="environment_revision_id")


def _with_proof_counts(rows: list[ListRow], *, column: str) -> list[ListRow]:
    """The rows with the number of results and of blocking failures of their current revisions."""
    # A missing severity is an error; "warning" never blocks (a bare exclude would drop missing keys too).
    failing = Q(passed=False, skipped=False) & (
        Q(evidence__severity__isnull=True) | ~Q(evidence__severity="warning")
    )
    counts = {
        revision: (results, failures)
        for revision, results, failures in VerificationResult.objects.filter(
            **{f"{column}__in": [row.revision_id for row in rows if row.revision_id]}
        )
        .order_by()
        .values_list(column)
        .annotate(results=Count("pk"), failures=Count("pk", filter=failing))
    }
    return [
        replace(row, result_count=counts[row.revision_id][0], failure_count=counts[row.revision_id][1])
        if row.revision_id in counts
        else row
        for row in rows
    ]


def scenario_counts(environment_ids: list[int]) -> dict[int, int]:
    """Scenarios per environment, for one page of environments (cheaper than annotating the whole list)."""
    rows = (
        Scenario.objects.filter(environment_id__in=environment_ids)
        .values_list("environment_id")
        .annotate(n=Count("pk"))
    )
    return dict(rows)


def _latest_difficulties() -> QuerySet[ScenarioDifficulty]:
    return ScenarioDifficulty.objects.filter(scenario_revision__scenario=OuterRef("pk")).order_by(
        "-created_at", "-pk"
    )


def _difficulty_label() -> Any:
    return Coalesce(
        Subquery(_latest_difficulties().values("label")[:1]),
        # An IR without a difficulty says "" (not null): that is no difficulty too.
        NullIf(KeyTextTransform("difficulty", "current_revision__ir"), Value("")),
        output_field=CharField(),
    )


def _filtered_scenarios(*, workspace: Workspace, filters: ListFilters) -> QuerySet[Scenario]:
    """The list's rows and order, joined only to what the filters read (the IR only for a difficulty)."""
    rows = Scenario.objects.filter(environment__workspace=workspace)
    if filters.difficulty:
        wanted = (
            Q(difficulty_label__isnull=True)
            if filters.difficulty == NO_DIFFICULTY
            else Q(difficulty_label=filters.difficulty)
        )
        rows = rows.annotate(difficulty_label=_difficulty_label()).filter(wanted)
    if filters.status:
        rows = rows.filter(status=filters.status)
    if filters.failed_verification:
        rows = rows.filter(status=EnvironmentStatus.FAILED_VERIFICATION)
    if filters.environment:
        rows = rows.filter(environment_id=filters.environment)
    if filters.job:
        rows = rows.filter(job_id=filters.job)
    if filters.q:
        rows = rows.filter(Q(key__icontains=filters.q) | Q(environment__slug__icontains=filters.q))
    if filters.reviewer:
        rows = rows.filter(
            pk__in=Decision.objects.filter(workspace=workspace, reviewer_id=filters.reviewer).values(
                "scenario_id"
            )
        )
    order = ("environment__slug", "key") if filters.sort == "name" else SORTS[filters.sort]
    return rows.order_by(*order)


def scenario_ids(*, workspace: Workspace, filters: ListFilters) -> QuerySet[Scenario, int]:
    """The filtered list's ids in list order: what a page is cut from (a deferred join with
    ``scenarios_by_id``). Only the filters' own columns are read, so counting and skipping to page 100 walk
    ids, not IR documents."""
    return _filtered_scenarios(workspace=workspace, filters=filters).values_list("pk", flat=True)


def scenarios_by_id(*, workspace: Workspace, ids: list[int]) -> list[ListRow]:
    """One page of scenarios by id, in the order of ``ids`` (see ``environment_rows``).

    Looked up by primary key alone and the workspace checked on each row: a workspace condition in SQL makes
    SQLite walk every environment of the workspace instead of the 50 rows."""
    found = Scenario.objects.filter(pk__in=ids).values_list(
        "pk",
        "status",
        "key",
        "environment_id",
        "environment__slug",
        "environment__workspace_id",
        "current_revision_id",
        "current_revision__number",
        # Longer than the shown preview (clamped to two lines): the title's request is often past a greeting.
        _preview("task", chars=TITLE_SOURCE_CHARS),
        KeyTextTransform("difficulty", "current_revision__ir"),
        "unverified_import",
    )
    labels = latest_difficulty_labels(ids)
    rows = {
        pk: ListRow(
            pk=pk,
            status=status,
            key=key,
            environment_id=env,
            environment_slug=env_slug,
            revision_id=rev,
            revision_number=number,
            preview=preview,
            # An IR without a difficulty says "" (not null): that is no difficulty too. SQLite gives a JSON
            # number as a number: the row holds text.
            difficulty_label=labels.get(pk)
            or (str(ir_difficulty) if ir_difficulty not in (None, "") else None),
            unverified_import=unverified,
        )
        for (
            pk,
            status,
            key,
            env,
            env_slug,
            env_workspace,
            rev,
            number,
            preview,
            ir_difficulty,
            unverified,
        ) in found
        if env_workspace == workspace.pk
    }
    return _with_proof_counts([rows[pk] for pk in ids if pk in rows], column="scenario_revision_id")


def latest_difficulty_labels(scenario_ids: list[int]) -> dict[int, str]:
    """Per scenario: the label of its latest rollout job's difficulty (on any of its revisions)."""
    labels: dict[int, str] = {}
    for scenario_id, label in (
        ScenarioDifficulty.objects.filter(scenario_revision__scenario_id__in=scenario_ids)
        .order_by("created_at", "pk")
        .values_list("scenario_revision__scenario_id", "label")
    ):
        labels[scenario_id] = label  # the newest comes last
    return labels


@dataclass(frozen=True)
class VerdictSummary:
    approvals: int
    rejections: int
    change_requests: int
    disagreement: bool


def verdict_summaries(rows: Sequence[ListRow], *, kind: str) -> dict[int, VerdictSummary]:
    """Per row of a list page ("env" or "scn"): latest verdict per reviewer on the current revision."""
    if not rows:
        return {}
    current = {row.pk: row.revision_number or 0 for row in rows}
    column = "environment_id" if kind == "env" else "scenario_id"
    decisions = Decision.objects.filter(**{f"{column}__in": list(current)}).order_by("created_at", "pk")
    latest: dict[int, dict[int, str]] = {pk: {} for pk in current}
    for item_id, number, reviewer_id, verdict in decisions.values_list(
        column, "revision_number", "reviewer_id", "verdict"
    ):
        if current.get(item_id) == number:
            latest[item_id][reviewer_id] = verdict
    return {
        pk: VerdictSummary(
            approvals=list(v.values()).count(Verdict.APPROVE),
            rejections=list(v.values()).count(Verdict.REJECT),
            change_requests=list(v.values()).count(Verdict.REQUEST_CHANGES),
            disagreement=is_disagreement(v),
        )
        for pk, v in latest.items()
    }


def queue_progress(*, workspace: Workspace, user: Any, kind: str, claims: dict[str, Claim]) -> dict[str, int]:
    """For the list header: pending items this reviewer has not decided ("left") and their live claims.

    ``claims`` are the workspace's live claims by item label (``services.active_claims``), which the list has
    loaded for its rows anyway: the reviewer's own are counted from them."""
    decided = Decision.objects.filter(workspace=workspace, reviewer=user)
    pending = Q(status=EnvironmentStatus.PENDING)
    if kind == "env":
        items: Any = Environment.objects.filter(workspace=workspace)
        mine: Any = Environment.objects.filter(pk__in=decided.values("environment_id"))
    else:
        items = Scenario.objects.filter(environment__workspace=workspace)
        mine = Scenario.objects.filter(pk__in=decided.values("scenario_id"))
    # Two small counts instead of a membership test per item: the reviewer's decided items are few, the
    # workspace's items many (10k scenarios); both counts read indexes only.
    # Two small counts instead of a membership test per item: the reviewer's decided items are few, the
    # workspace's items many (10k scenarios); both counts read indexes only. (One count with the decided ids
    # as a filter costs SQLite more than the second query: a lookup for each of the 10k rows.)
    counts = items.aggregate(total=Count("pk"), pending=Count("pk", filter=pending))
    own = mine.aggregate(decided=Count("pk"), pending=Count("pk", filter=pending))
    return {
        "total": counts["total"],
        "decided": own["decided"],
        "left": counts["pending"] - own["pending"],
        "yours": sum(
            1 for label, claim in claims.items() if label.startswith(f"{kind}:") and claim.user_id == user.pk
        ),
    }
