"""Read-side queries of the review pages: filtered lists, per-page verdict summaries, dashboard numbers."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from django.core.cache import cache
from django.db.models import Count, F, Max, Q, QuerySet, Sum
from django.http import Http404
from django.utils import timezone

from envstudio.tenancy.models import Membership, Workspace
from review.models import AuditEvent, Claim, Comment, Decision, Verdict
from review.services import Item
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    Rollout,
    Scenario,
    ScenarioDifficulty,
    ScenarioRevision,
    SynthesisJob,
    VerificationResult,
)

PAGE_SIZE = 50
STATUSES = list(EnvironmentStatus.values)
# Labels of synthesis.rollouts.scoring, plus "none" in the filter: never rolled out.
DIFFICULTY_LABELS = ["trivial", "easy", "medium", "hard", "unsolved", "unscored"]
NO_DIFFICULTY = "none"
ROLLOUT_LIST_LIMIT = 100
# List orders: the review queue's (oldest first, as "review next" hands items out), newest first, by name.
SORTS = {"queue": ("created_at", "pk"), "newest": ("-created_at", "-pk"), "name": ("slug", "pk")}
TASK_PREVIEW_CHARS = 160


@dataclass(frozen=True)
class ListFilters:
    status: str = ""
    q: str = ""
    environment: int | None = None
    job: int | None = None
    reviewer: int | None = None
    failed_verification: bool = False
    difficulty: str = ""  # the latest rollout job's label, else the IR's difficulty, or NO_DIFFICULTY
    sort: str = "queue"  # one of SORTS

    @property
    def narrows(self) -> bool:
        """Whether the filters leave out any item (the sort never does)."""
        return bool(
            self.status
            or self.q
            or self.environment
            or self.job
            or self.reviewer
            or self.failed_verification
            or self.difficulty
        )

    @classmethod
    def from_query(cls, query: Any) -> ListFilters:
        def number(name: str) -> int | None:
            raw = str(query.get(name, "")).strip()
            return int(raw) if raw.isdigit() else None

        status = str(query.get("status", "")).strip()
        difficulty = str(query.get("difficulty", "")).strip()
        sort = str(query.get("sort", "")).strip()
        return cls(
            status=status if status in STATUSES else "",
            q=str(query.get("q", "")).strip()[:200],
            environment=number("environment"),
            job=number("job"),
            reviewer=number("reviewer"),
            failed_verification=str(query.get("failed", "")) in ("1", "on", "true"),
            difficulty=difficulty if difficulty in [*DIFFICULTY_LABELS, NO_DIFFICULTY] else "",
            sort=sort if sort in SORTS else "queue",
        )


def environment_in(*, workspace: Workspace, pk: int) -> Environment:
    found = (
        Environment.objects.select_related("current_revision", "job")
        .filter(workspace=workspace, pk=pk)
        .first()
    )
    if found is None:
        raise Http404("No such environment")
    return found


def scenario_in(*, workspace: Workspace, pk: int) -> Scenario:
    found = (
        Scenario.objects.select_related("current_revision", "environment__current_revision")
        .filter(environment__workspace=workspace, pk=pk)
        .first()
    )
    if found is None:
        raise Http404("No such scenario")
    return found


def decisions_on(item: Item) -> QuerySet[Decision]:
    column = "environment" if isinstance(item, Environment) else "scenario"
    return Decision.objects.filter(**{column: item}).select_related("reviewer")


def claim_on(item: Item) -> Claim | None:
    """The item's live claim, if any (the one claim its unique constraint allows)."""
    column = "environment" if isinstance(item, Environment) else "scenario"
    return (
        Claim.objects.filter(**{column: item}, expires_at__gt=timezone.now())
        .select_related("user")
        .order_by()
        .first()
    )


def comments_on(item: Item) -> list[Comment]:
    column = "environment" if isinstance(item, Environment) else "scenario"
    return list(Comment.objects.filter(**{column: item}).select_related("author"))


def audit_of(*, workspace: Workspace, item: Item | None = None) -> QuerySet[AuditEvent]:
    rows = AuditEvent.objects.filter(workspace=workspace).select_related("actor")
    if item is not None:
        kind = "environment" if isinstance(item, Environment) else "scenario"
        rows = rows.filter(target_kind=kind, target_id=str(item.pk))
    return rows


@dataclass(frozen=True)
class StatusCounts:
    """Environments and scenarios per status, and a fingerprint of the scenarios' current revisions: their
    count, the sum and the maximum of their ids (see ``scenario_charts``)."""

    by_status: dict[str, dict[str, int]]
    scenario_fingerprint: tuple[int, int, int]


def status_counts(*, workspace: Workspace) -> StatusCounts:
    """Two queries; the scenarios' one pass (10k rows in the bench) counts them and fingerprints them."""
    env = dict(Environment.objects.filter(workspace=workspace).values_list("status").annotate(n=Count("pk")))
    scn: Counter[str] = Counter()
    total = revision_sum = newest = 0
    # Grouped by (environment, status), the order the index ``scenario_env_status_rev`` yields rows in for
    # an IN over the workspace's environments: SQLite streams it without sorting 10k rows (as it must for a
    # join grouped by status alone); the few groups are summed here.
    for status, n, ids, top in (
        Scenario.objects.filter(
            environment_id__in=Environment.objects.filter(workspace=workspace).values("pk")
        )
        .values_list("environment_id", "status")
        .annotate(n=Count("pk"), ids=Sum("current_revision_id"), top=Max("current_revision_id"))
        .values_list("status", "n", "ids", "top")
        .order_by()
    ):
        scn[status] += n
        total, revision_sum, newest = total + n, revision_sum + (ids or 0), max(newest, top or 0)
    return StatusCounts(
        by_status={
            status: {"environments": env.get(status, 0), "scenarios": scn.get(status, 0)}
            for status in STATUSES
        },
        scenario_fingerprint=(total, revision_sum, newest),
    )


def reviewer_progress(*, workspace: Workspace) -> list[dict[str, Any]]:
    """Per member: how many items their latest verdict approves, sends back or rejects (items, not rows)."""
    members = Membership.objects.filter(workspace=workspace).select_related("user").order_by("user__username")
    latest: dict[tuple[int, int | None, int | None], str] = {}
    rows = Decision.objects.filter(workspace=workspace).order_by("created_at", "pk")
    for reviewer_id, env_id, scn_id, verdict in rows.values_list(
        "reviewer_id", "environment_id", "scenario_id", "verdict"
    ):
        latest[(reviewer_id, env_id, scn_id)] = verdict
    counts = Counter((reviewer_id, verdict) for (reviewer_id, _, _), verdict in latest.items())
    return [
        {
            "user": m.user,
            "role": m.role,
            "approved": counts.get((m.user_id, Verdict.APPROVE), 0),
            "changes": counts.get((m.user_id, Verdict.REQUEST_CHANGES), 0),
            "rejected": counts.get((m.user_id, Verdict.REJECT), 0),
        }
        for m in members
    ]


def recent_jobs(*, workspace: Workspace, limit: int = 10) -> QuerySet[SynthesisJob]:
    return SynthesisJob.objects.filter(workspace=workspace).order_by("-created_at", "-pk")[:limit]


def verification_pass_rates(*, workspace: Workspace) -> list[tuple[str, float]]:
    """Share of passed (non-skipped) results per stage, over current environment revisions."""
    rows = (
        VerificationResult.objects.filter(
            environment_revision__environment__workspace=workspace,
            environment_revision__environment__current_revision=F("environment_revision"),
            skipped=False,
        )
        .values("stage")
        .annotate(total=Count("pk"), passed=Count("pk", filter=Q(passed=True)))
        .order_by("stage")
    )
    return [(row["stage"], row["passed"] / row["total"]) for row in rows if row["total"]]


SAMPLE_LIMIT = 1000


def reference_chains(*, workspace: Workspace) -> list[Any]:
    """The reference chains of the newest scenarios (bounded, and only that part of the IR is decoded)."""
    return list(
        Scenario.objects.filter(environment__workspace=workspace, current_revision__isnull=False)
        .order_by("-pk")
        .values_list("current_revision__ir__reference_chain", flat=True)[:SAMPLE_LIMIT]
    )


def difficulty_counts(*, workspace: Workspace) -> list[tuple[str, int]]:
    """Scenarios per difficulty over all current revisions (counted in the database)."""
    rows = (
        Scenario.objects.filter(environment__workspace=workspace, current_revision__isnull=False)
        .values_list("current_revision__ir__difficulty")
        .annotate(n=Count("pk"))
    )
    counts: Counter[str] = Counter()
    for difficulty, n in rows:
        counts[str(difficulty or "unrated")] += n
    return sorted(counts.items())


def scenario_charts(
    *, workspace: Workspace, fingerprint: tuple[int, int, int]
) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """The dashboard's difficulty counts and tool coverage, recomputed only when a current revision changed.

    Both read every current scenario IR (JSON in the database, tens of ms at 10k scenarios). Revisions are
    immutable and their ids only grow, so the count, the sum and the maximum of the current revision ids
    (``StatusCounts.scenario_fingerprint``, counted with the statuses) change whenever any scenario's current
    revision does: they key the cached result."""
    key = "review:scenario-charts:{}:{}:{}:{}".format(workspace.pk, *fingerprint)
    cached = cache.get(key)
    if cached is None:
        cached = (
            difficulty_counts(workspace=workspace),
            tool_coverage(reference_chains(workspace=workspace)),
        )
        cache.set(key, cached, timeout=24 * 3600)
    return cached


def tool_coverage(chains: list[Any]) -> list[tuple[str, int]]:
    """How often each tool appears in reference chains (an even spread: scenarios exercise all tools)."""
    counts: Counter[str] = Counter()
    for chain in chains:
        for call in chain if isinstance(chain, list) else []:
            if isinstance(call, dict) and call.get("name"):
                counts[str(call["name"])] += 1
    return counts.most_common(15)


# --- rollouts -----------------------------------------------------------------------------------------------


def latest_difficulty(scenario: Scenario) -> ScenarioDifficulty | None:
    """The newest rollout job's verdict on any revision of the scenario (its revision says which)."""
    return (
        ScenarioDifficulty.objects.filter(scenario_revision__scenario=scenario)
        .select_related("scenario_revision")
        .order_by("-created_at", "-pk")
        .first()
    )


def rollouts_of(scenario: Scenario) -> QuerySet[Rollout]:
    """The scenario's rollouts, newest first, without the heavy trajectory columns."""
    return (
        Rollout.objects.filter(scenario_revision__scenario=scenario)
        .select_related("scenario_revision")
        .defer("messages", "tool_calls", "final_state", "reward_breakdown", "check_results")
        .order_by("-created_at", "-pk")[:ROLLOUT_LIST_LIMIT]
    )


def rollout_in(*, scenario: Scenario, pk: int) -> Rollout:
    found = (
        Rollout.objects.select_related("scenario_revision", "environment_revision", "job")
        .filter(scenario_revision__scenario=scenario, pk=pk)
        .first()
    )
    if found is None:
        raise Http404("No such rollout")
    return found


def environment_verification(revision: EnvironmentRevision | None) -> QuerySet[VerificationResult]:
    """Every verification result of one environment revision, in the order they were stored."""
    if revision is None:
        return VerificationResult.objects.none()
    return VerificationResult.objects.filter(environment_revision=revision).order_by("pk")


def verification_of(revision: EnvironmentRevision | ScenarioRevision | None) -> QuerySet[VerificationResult]:
    """The results of one revision of either kind (the latest verification: a re-run replaces them)."""
    if revision is None:
        return VerificationResult.objects.none()
    column = "environment_revision" if isinstance(revision, EnvironmentRevision) else "scenario_revision"
    return VerificationResult.objects.filter(**{column: revision}).order_by("pk")


def verification_state(revision: EnvironmentRevision | ScenarioRevision | None, results: list[Any]) -> str:
    """The revision's verification: "running", "failed", "passed" or "none".

    "running": an edited or reverted revision waits for its results.

    A first revision without results was stored without verification rows (nothing is running for it).
    """
    if revision is None:
        return "none"
    if not results:
        return "running" if revision.parent_id is not None else "none"
    blocking = [
        r
        for r in results
        if not r.passed
        and not r.skipped
        and not (isinstance(r.evidence, dict) and r.evidence.get("severity") == "warning")
    ]
    return "failed" if blocking else "passed"
