"""The verification gate: static checks, procedural tests, repair loop, exploration, admission."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from synthesis.ir import EnvironmentSpec, State
from synthesis.verify.explore import NOT_JUDGED, Proposals, explore, start_proposals
from synthesis.verify.procedural import run_procedural_tests
from synthesis.verify.repair import blocking, failing_methods, repair_methods
from synthesis.verify.report import (
    RepairRound,
    Severity,
    Stage,
    VerificationItem,
    VerificationReport,
    VerifySettings,
)
from synthesis.verify.session import LiveEnvironment, SessionFactory
from synthesis.verify.static import static_checks
from synthesis.verify.teststate import build_test_state

if TYPE_CHECKING:
    from synthesis.llm import LLMGateway
    from synthesis.llm.pool import RequestPool

# on_progress(stage, fraction of the whole gate done in [0, 1], message)
ProgressCallback = Callable[[str, float, str], None]
OFFLINE = "skipped: no LLM endpoint configured"


def _note(
    stage: Stage,
    name: str,
    detail: str,
    *,
    passed: bool = False,
    skipped: bool = True,
    severity: Severity = "warning",
    **evidence: Any,
) -> VerificationItem:
    return VerificationItem(
        stage=stage,
        name=name,
        passed=passed,
        skipped=skipped,
        severity=severity,
        detail=detail,
        evidence=evidence,
    )


def _check_code(
    *, spec: EnvironmentSpec, state: State, factory: SessionFactory, seed: int
) -> tuple[list[VerificationItem], list[VerificationItem]]:
    """Static items and procedural items for one version of the code."""
    from synthesis.sandbox.errors import LoadError, SandboxFailure

    static = static_checks(spec=spec, state=state)
    if any(i.name in {"parse", "class"} and not i.passed for i in static):
        return static, [_note("procedural", "not_run", "the code does not define the class; nothing to run")]
    env = LiveEnvironment(factory=factory, spec=spec, state=state, seed=seed)
    try:
        env.open()
        return static, run_procedural_tests(spec=spec, env=env)
    except LoadError as exc:
        return static, [
            VerificationItem(
                stage="procedural",
                name="load",
                passed=False,
                detail=f"the environment does not load: {exc.message}",
                evidence={"error": exc.message},
            )
        ]
    except SandboxFailure as exc:
        return static, [
            VerificationItem(
                stage="procedural",
                name="sandbox",
                passed=False,
                detail=f"the sandbox failed: {exc.reason}: {exc.detail}",
                evidence={"reason": exc.reason, "error": exc.detail},
            )
        ]
    finally:
        env.close()


def tolerated_as_warnings(items: list[VerificationItem]) -> list[VerificationItem]:
    """One rule for admission and approval: an admitted environment's failures that admission tolerated
    (calls failed within the exploration bar, tests within the procedural pass rate) become warnings, so
    review, which blocks on any error, can approve what was admitted; the evidence says why."""
    tolerated: list[VerificationItem] = []
    for item in items:
        if not item.passed and not item.skipped and item.severity == "error":
            evidence = {**item.evidence, "tolerated": "within the admission thresholds"}
            item = item.model_copy(update={"severity": "warning", "evidence": evidence})
        tolerated.append(item)
    return tolerated


def procedural_pass_rate(items: list[VerificationItem]) -> float:
    counted = [i for i in items if not i.skipped]
    return sum(1 for i in counted if i.passed) / len(counted) if counted else 0.0


def verify_environment(
    *,
    spec: EnvironmentSpec,
    sandbox_factory: SessionFactory,
    gateway: LLMGateway | None,
    settings: VerifySettings,
    test_state: State | None = None,
    on_progress: ProgressCallback | None = None,
) -> VerificationReport:
    """Run the whole gate on ``spec``; generated code runs only in sessions from ``sandbox_factory``."""

    def progress(stage: str, fraction: float, message: str) -> None:
        if on_progress is not None:
            on_progress(stage, fraction, message)

    state, extra = (test_state, []) if test_state is not None else _test_state(spec=spec, settings=settings)
    # The explorer's requests do not depend on the code (nor on its repair): they are sent now, and are in
    # flight while the static checks, procedural tests and repairs run in the sandbox.
    requests = gateway.requests() if gateway is not None and settings.explore else None
    with requests if requests is not None else contextlib.nullcontext() as pool:
        early = None
        if pool is not None and gateway is not None:
            proposals = start_proposals(spec=spec, state=state, gateway=gateway, settings=settings, pool=pool)
            early = _Early(pool=pool, proposals=proposals)
        return _verify(
            spec=spec,
            state=state,
            extra=extra,
            sandbox_factory=sandbox_factory,
            gateway=gateway,
            settings=settings,
            progress=progress,
            early=early,
        )


@dataclass(frozen=True)
class _Early:
    """Exploration requests started at the beginning of the gate, and the pool they run on."""

    pool: RequestPool
    proposals: Proposals


def _verify(
    *,
    spec: EnvironmentSpec,
    state: State,
    extra: list[VerificationItem],
    sandbox_factory: SessionFactory,
    gateway: LLMGateway | None,
    settings: VerifySettings,
    progress: ProgressCallback,
    early: _Early | None,
) -> VerificationReport:
    progress("static", 0.0, "static checks and procedural tests")
    static, procedural = _check_code(spec=spec, state=state, factory=sandbox_factory, seed=settings.seed)
    repaired = _Checked(spec=spec, static=static, procedural=procedural)
    rounds: list[RepairRound] = []
    repair_items: list[VerificationItem] = []
    if blocking(static + procedural) and settings.repair and settings.max_repair_rounds > 0:
        repaired, rounds, repair_items = _repair(
            checked=repaired,
            state=state,
            factory=sandbox_factory,
            gateway=gateway,
            settings=settings,
            progress=progress,
        )
    current, static, procedural = repaired.spec, repaired.static, repaired.procedural
    static_errors = [i for i in static if not i.passed and i.severity == "error"]
    # Exploration that should run (an endpoint, turned on) must judge enough calls, or it does not pass.
    exploration_items, exploration_score, scores, judged = _exploration(
        spec=current,
        state=state,
        factory=sandbox_factory,
        gateway=gateway,
        settings=settings,
        code_loads=not any(i.name in {"parse", "class"} for i in static_errors),
        progress=progress,
        early=early,
    )
    rate = procedural_pass_rate(extra + procedural)
    reasons = _reasons(
        static_errors=static_errors,
        procedural=extra + procedural,
        rate=rate,
        exploration_score=exploration_score,
        exploration_items=exploration_items,
        judged=judged,
        settings=settings,
    )
    admitted = not reasons
    results = [*extra, *static, *procedural, *repair_items, *exploration_items]
    if admitted:
        results = tolerated_as_warnings(results)
    scores.update(
        {
            "static_errors": float(len(static_errors)),
            "static_warnings": float(sum(1 for i in static if not i.passed and i.severity == "warning")),
            "procedural_pass_rate": rate,
            "procedural_tests": float(sum(1 for i in extra + procedural if not i.skipped)),
            "repair_rounds": float(len(rounds)),
        }
    )
    if exploration_score is not None:
        scores["exploration_score"] = exploration_score
    results.append(
        VerificationItem(
            stage="admission",
            name="admission",
            passed=admitted,
            detail="admitted" if admitted else " | ".join(reasons),
            evidence={"scores": scores},
        )
    )
    progress("admission", 1.0, "admitted" if admitted else "not admitted")
    return VerificationReport(
        admitted=admitted, scores=scores, results=results, spec=current, repair_rounds=rounds, reasons=reasons
    )


@dataclass(frozen=True)
class _Checked:
    """A spec with the static and procedural results of its code."""

    spec: EnvironmentSpec
    static: list[VerificationItem]
    procedural: list[VerificationItem]


def _test_state(*, spec: EnvironmentSpec, settings: VerifySettings) -> tuple[State, list[VerificationItem]]:
    from synthesis.state.datagen import GenerationError

    try:
        state = build_test_state(
            schema=spec.state_schema, rows_per_table=settings.rows_per_table, seed=settings.seed
        )
    except GenerationError as exc:
        return {t.name: [] for t in spec.state_schema.tables}, [
            VerificationItem(
                stage="procedural",
                name="test_state",
                passed=False,
                detail=f"no test state could be built from the schema: {exc}",
            )
        ]
    return state, []


def _repair(
    *,
    checked: _Checked,
    state: State,
    factory: SessionFactory,
    gateway: LLMGateway | None,
    settings: VerifySettings,
    progress: ProgressCallback,
) -> tuple[_Checked, list[RepairRound], list[VerificationItem]]:
    """Repair rounds by the LLM, one failing method at a time; a round that makes things worse is recorded
    and thrown away."""
    rounds: list[RepairRound] = []
    items: list[VerificationItem] = []
    current = checked
    if gateway is None:
        items.append(_note("repair", "repair", OFFLINE))
    for number in range(1, settings.max_repair_rounds + 1):
        failing = failing_methods(spec=current.spec, items=current.static + current.procedural)
        if gateway is None or not failing:
            if gateway is not None and blocking(current.static + current.procedural):
                items.append(_note("repair", "repair", "the remaining failures are not in one method"))
            break
        progress(
            "repair",
            0.2 + 0.4 * (number - 1) / settings.max_repair_rounds,
            f"repair round {number}: {', '.join(sorted(failing))}",
        )
        before = sorted(i.name for i in blocking(current.static + current.procedural))
        code, repairs, prompt_version, model = repair_methods(
            spec=current.spec, failing=failing, gateway=gateway
        )
        if code == current.spec.code:
            rounds.append(
                RepairRound(
                    number=number,
                    methods=repairs,
                    failed_before=before,
                    failed_after=before,
                    accepted=False,
                    prompt_version=prompt_version,
                    model=model,
                )
            )
            continue
        candidate = current.spec.model_copy(update={"code": code})
        new_static, new_procedural = _check_code(
            spec=candidate, state=state, factory=factory, seed=settings.seed
        )
        after = sorted(i.name for i in blocking(new_static + new_procedural))
        accepted = (len(after) <= len(before) and after != before) or not after
        rounds.append(
            RepairRound(
                number=number,
                methods=repairs,
                failed_before=before,
                failed_after=after,
                accepted=accepted,
                prompt_version=prompt_version,
                model=model,
            )
        )
        if accepted:
            current = _Checked(spec=candidate, static=new_static, procedural=new_procedural)
        if not blocking(current.static + current.procedural):
            break
    if rounds:
        passed = not blocking(current.static + current.procedural)
        items.append(
            VerificationItem(
                stage="repair",
                name="repair",
                passed=passed,
                severity="warning",
                detail=f"{len(rounds)} round(s); " + ("all failures fixed" if passed else "failures remain"),
                evidence={
                    "rounds": len(rounds),
                    "repaired": sorted(
                        {m.tool for r in rounds if r.accepted for m in r.methods if not m.error}
                    ),
                },
            )
        )
    return current, rounds, items


def _exploration(
    *,
    spec: EnvironmentSpec,
    state: State,
    factory: SessionFactory,
    gateway: LLMGateway | None,
    settings: VerifySettings,
    code_loads: bool,
    progress: ProgressCallback,
    early: _Early | None,
) -> tuple[list[VerificationItem], float | None, dict[str, float], int | None]:
    """The exploring agent and the white-box checker: (items, score or None when not run, stats, calls
    judged or None when exploration was not due: turned off, offline, or code that does not load)."""
    from synthesis.sandbox.errors import LoadError, SandboxFailure

    if not settings.explore:
        return [], None, {}, None
    if gateway is None:
        return [_note("exploration", "exploration", OFFLINE)], None, {}, None
    if not code_loads:
        return [_note("exploration", "exploration", "not run: the code does not load")], None, {}, None
    progress("exploration", 0.7, "exploring agent and checker")
    env = LiveEnvironment(factory=factory, spec=spec, state=state, seed=settings.seed)
    try:
        env.open()
        outcome = explore(
            spec=spec,
            env=env,
            gateway=gateway,
            settings=settings,
            pool=early.pool if early is not None else None,
            proposals=early.proposals if early is not None else None,
        )
        return outcome.items, outcome.score, dict(outcome.stats), outcome.judged
    except (LoadError, SandboxFailure) as exc:
        return [_note("exploration", "exploration", f"not run: {exc}")], None, {}, 0
    finally:
        env.close()


def rate_text(value: float) -> str:
    """A rate with as many digits as it takes not to round onto the next one (0.9964 is 0.996, not 1.00)."""
    for digits in range(2, 6):
        if round(value, digits) < 1 or value >= 1:
            return f"{value:.{digits}f}"
    return f"{value:.6f}"


def _reasons(
    *,
    static_errors: list[VerificationItem],
    procedural: list[VerificationItem],
    rate: float,
    exploration_score: float | None,
    exploration_items: list[VerificationItem],
    judged: int | None,
    settings: VerifySettings,
) -> list[str]:
    """Why the environment is not admitted; empty when it is."""
    reasons: list[str] = []
    if static_errors:
        reasons.append(
            f"{len(static_errors)} static check(s) failed: "
            + "; ".join(f"{i.name}: {i.detail}" for i in static_errors[:5])
        )
    if rate < settings.min_procedural_pass_rate:
        failed = [i for i in procedural if not i.passed and not i.skipped]
        ran = sum(1 for i in procedural if not i.skipped)
        # The counts, not only the rate: 0.9964 shown as 1.00 would read "1.00 < 1.00".
        reasons.append(
            f"procedural pass rate {rate_text(rate)} < {rate_text(settings.min_procedural_pass_rate)} "
            f"({len(failed)} of {ran} tests failed): "
            + "; ".join(f"{i.name}: {i.detail}" for i in failed[:5])
        )
    if exploration_score is not None and exploration_score < settings.min_exploration_score:
        reasons.append(f"exploration score {exploration_score:.2f} < {settings.min_exploration_score:.2f}")
    if judged is not None and judged < settings.min_judged_calls:
        not_judged = sum(1 for i in exploration_items if i.evidence.get("verdict") == NOT_JUDGED)
        reasons.append(
            f"exploration judged {judged} call(s) < {settings.min_judged_calls} "
            f"({not_judged} not judged: LLM errors or missing verdicts)"
        )
    return reasons
