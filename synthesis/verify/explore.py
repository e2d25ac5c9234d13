"""Stage 4 of the gate: an exploring agent proposes calls, rules settle what the diff settles, an LLM judges
the rest.

Cost: each explorer request carries one tool (declaration and the rows of the tables it touches), each judge
request one tool's method source and a batch of its calls; calls settled by rule never reach the judge.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from synthesis.ir import EnvironmentSpec, State, Tool, ToolKind
from synthesis.llm.pool import RequestPool, outcome
from synthesis.verify import context
from synthesis.verify.llm_outputs import CheckerVerdicts, ExplorerProposal, ProposedCall
from synthesis.verify.procedural import runtime_problem
from synthesis.verify.report import VerificationItem, VerifySettings
from synthesis.verify.session import CallRecord, LiveEnvironment

if TYPE_CHECKING:
    from synthesis.llm import LLMGateway

EXPLORER_PROMPT = "verify_explorer"
CHECKER_PROMPT = "verify_checker"
EXPLORER_STAGE = "verify.explore"
CHECKER_STAGE = "verify.check"


@dataclass
class ExploredCall:
    tool: Tool
    number: int
    proposal: ProposedCall
    record: CallRecord
    verdict: str = ""
    reason: str = ""
    settled_by: str = ""


NOT_JUDGED = "not judged"


@dataclass
class ExplorationOutcome:
    items: list[VerificationItem]
    score: float | None  # good / judged; None when nothing was judged
    stats: dict[str, float]
    judged: int = 0  # calls with a verdict, by rule or by the judge
    not_judged: int = 0  # calls (or tools, when the explorer failed) an LLM error left without a verdict


def call_budget(*, tools: list[Tool], settings: VerifySettings) -> dict[str, int]:
    """Calls per tool: balanced, at most ``max_calls_per_tool`` each and ``max_calls`` in all."""
    if not tools:
        return {}
    base, extra = divmod(settings.max_calls, len(tools))
    return {
        tool.name: min(settings.max_calls_per_tool, base + (1 if position < extra else 0))
        for position, tool in enumerate(tools)
    }


def _conforms(tool: Tool, arguments: dict[str, object]) -> bool:
    declared = {p.name for p in tool.parameters}
    required = {p.name for p in tool.parameters if p.required}
    return required <= set(arguments) <= declared


def settle_by_rule(call: ExploredCall, env: LiveEnvironment) -> tuple[str, str] | None:
    """(verdict, reason) when the facts settle the call without a judge, else None."""
    tool, record = call.tool, call.record
    if record.failure:
        return "fail", f"the sandbox worker died: {record.failure}"
    error = str(record.result.get("error", ""))
    rejected = error.startswith(f"bad arguments for {tool.name}") and not record.diff
    if rejected and not _conforms(tool, call.proposal.arguments):
        # The explorer left out a required argument or sent an undeclared one: rejecting it is right.
        return "pass", "clean error for arguments that do not match the declaration"
    problem = runtime_problem(tool.name, record.result)
    if problem:
        return "fail", problem
    changed = sorted({change["table"] for change in record.diff})
    if tool.kind == ToolKind.READ and changed:
        return "fail", f"a read tool changed state ({', '.join(changed)})"
    undeclared = [t for t in changed if t not in tool.writes]
    if undeclared:
        return "fail", f"wrote {', '.join(undeclared)}, outside the declared writes"
    success = record.result.get("success") is True
    checkable = [c for c in tool.preconditions if c.expr]
    outcomes = env.eval_conditions(
        [c.expr for c in checkable if c.expr], args=call.proposal.arguments, state=env.state
    )
    violated = [
        c.text for c, (value, error) in zip(checkable, outcomes, strict=True) if error is None and not value
    ]
    if violated and success:
        return "fail", f"succeeded although a precondition is violated: {violated[0]}"
    if not success and not record.diff:
        if violated:
            return "pass", f"clean error for a violated precondition ({violated[0]})"
        if call.proposal.intent == "negative":
            return "pass", "clean error for a negative case, state unchanged"
    all_hold = len(checkable) == len(tool.preconditions) and all(v is True and e is None for v, e in outcomes)
    if success and all_hold:
        post = [c for c in tool.postconditions if c.expr]
        results = env.eval_conditions(
            [c.expr for c in post if c.expr],
            args=call.proposal.arguments,
            state=env.state,
            new=record.after,
            result=record.result,
        )
        broken = [
            c.text for c, (value, error) in zip(post, results, strict=True) if error is None and not value
        ]
        if broken:
            return "fail", f"postcondition not met: {broken[0]}"
    return None


@dataclass
class Proposals:
    """Explorer requests started early (while the sandbox tests run), with the prompt variables they were
    started with: an answer is used only for the same variables, so early or late, the result is the same."""

    variables: dict[str, dict[str, str]]
    answers: dict[str, Future[Any]]


def explorer_variables(
    *, spec: EnvironmentSpec, tool: Tool, state: State, budget: dict[str, int], settings: VerifySettings
) -> dict[str, str]:
    # No code in it: a repaired method does not change what the explorer is asked.
    return {
        "environment": context.environment_text(spec),
        "rules": context.rules_text(spec),
        "tool": context.tool_description(tool),
        "rows": context.table_rows(spec, tool, state, limit=settings.prompt_rows_per_table),
        "count": str(budget[tool.name]),
    }


def _propose(gateway: LLMGateway, variables: dict[str, str]) -> Any:
    return gateway.structured(
        prompt=EXPLORER_PROMPT, variables=variables, output=ExplorerProposal, stage=EXPLORER_STAGE
    )


def start_proposals(
    *,
    spec: EnvironmentSpec,
    state: State,
    gateway: LLMGateway,
    settings: VerifySettings,
    pool: RequestPool,
) -> Proposals:
    """Send the explorer's request for every tool now; ``explore`` reads the answers when it needs them."""
    budget = call_budget(tools=spec.tools, settings=settings)
    variables = {
        tool.name: explorer_variables(spec=spec, tool=tool, state=state, budget=budget, settings=settings)
        for tool in spec.tools
        if budget[tool.name] > 0
    }
    return Proposals(
        variables=variables,
        answers={name: pool.submit(_propose, gateway, asked) for name, asked in variables.items()},
    )


def explore(
    *,
    spec: EnvironmentSpec,
    env: LiveEnvironment,
    gateway: LLMGateway,
    settings: VerifySettings,
    pool: RequestPool | None = None,
    proposals: Proposals | None = None,
) -> ExplorationOutcome:
    """The explorer proposes calls per tool, each run on a fresh copy of the state; calls no rule settles go
    to the LLM checker in batches per tool; the score is the share of judged calls that pass.

    Pipelined: every explorer request is in flight at once (``proposals`` started before the sandbox tests,
    or here); a tool's calls run as soon as its answer is in, and its checker requests leave as soon as its
    calls are settled, while the next tool's calls run. Calls and batches keep the order of the tools.
    """
    if pool is None:
        with gateway.requests() as own_pool:
            return explore(
                spec=spec, env=env, gateway=gateway, settings=settings, pool=own_pool, proposals=proposals
            )
    budget = call_budget(tools=spec.tools, settings=settings)
    wanted = [t for t in spec.tools if budget[t.name] > 0]
    answers = _proposal_answers(
        spec=spec, env=env, gateway=gateway, settings=settings, budget=budget, pool=pool, known=proposals
    )
    calls: list[ExploredCall] = []
    items: list[VerificationItem] = []
    judging: list[tuple[list[ExploredCall], Future[Any]]] = []
    for tool in wanted:
        answer = outcome(answers[tool.name])
        if isinstance(answer, BaseException):
            items.append(_explorer_failed(tool, answer))
            continue
        own = _run_proposals(tool=tool, proposals=answer.value.calls, env=env, budget=budget[tool.name])
        calls.extend(own)
        to_judge: list[ExploredCall] = []
        for call in own:
            settled = settle_by_rule(call, env)
            if settled is None:
                to_judge.append(call)
            else:
                call.verdict, call.reason = settled
                call.settled_by = "rule"
        for start in range(0, len(to_judge), settings.judge_batch_size):
            batch = to_judge[start : start + settings.judge_batch_size]
            judging.append((batch, pool.submit(_judge_batch, spec, env, gateway, settings, batch)))
    for batch, verdicts in judging:
        _apply_verdicts(batch, outcome(verdicts))
    judged = [c for c in calls if c.verdict]
    good = sum(1 for c in judged if c.verdict in ("pass", "warning"))
    items.extend(_call_item(call) for call in calls)
    score = good / len(judged) if judged else None
    explorer_failures = sum(1 for i in items if i.name.endswith(":explorer"))
    not_judged = sum(1 for c in calls if not c.verdict) + explorer_failures
    stats = {
        "exploration_calls_judged": float(len(judged)),
        "exploration_not_judged": float(not_judged),
        "exploration_calls": float(len(calls)),
        "exploration_rule_settled": float(sum(1 for c in calls if c.settled_by == "rule")),
        "exploration_judged": float(sum(len(batch) for batch, _ in judging)),
        "explorer_requests": float(len(wanted)),
        "judge_requests": float(len(judging)),
    }
    return ExplorationOutcome(
        items=items, score=score, stats=stats, judged=len(judged), not_judged=not_judged
    )


def _proposal_answers(
    *,
    spec: EnvironmentSpec,
    env: LiveEnvironment,
    gateway: LLMGateway,
    settings: VerifySettings,
    budget: dict[str, int],
    pool: RequestPool,
    known: Proposals | None,
) -> dict[str, Future[Any]]:
    """The explorer's answer per wanted tool: the early request when it asked the same, else a new one."""
    answers: dict[str, Future[Any]] = {}
    for tool in spec.tools:
        if budget[tool.name] <= 0:
            continue
        asked = explorer_variables(spec=spec, tool=tool, state=env.state, budget=budget, settings=settings)
        early = known.answers.get(tool.name) if known is not None else None
        if early is not None and known is not None and known.variables.get(tool.name) == asked:
            answers[tool.name] = early
        else:
            answers[tool.name] = pool.submit(_propose, gateway, asked)
    return answers


def _explorer_failed(tool: Tool, error: BaseException) -> VerificationItem:
    return VerificationItem(
        stage="exploration",
        name=f"{tool.name}:explorer",
        passed=False,
        skipped=True,
        severity="warning",
        detail=f"{NOT_JUDGED}: the explorer failed: {error}",
        evidence={"tool": tool.name, "verdict": NOT_JUDGED, "error": str(error)[:500]},
    )


def _run_proposals(
    *, tool: Tool, proposals: list[ProposedCall], env: LiveEnvironment, budget: int
) -> list[ExploredCall]:
    """The proposed calls run in the sandbox (repeats dropped, within the tool's budget)."""
    seen: list[dict[str, Any]] = []
    calls: list[ExploredCall] = []
    for proposal in proposals:
        if len(seen) >= budget:
            break
        if proposal.arguments in seen:
            continue  # a repeated call tells nothing new
        seen.append(proposal.arguments)
        record = env.call_fresh(tool.name, proposal.arguments)
        calls.append(ExploredCall(tool=tool, number=len(seen), proposal=proposal, record=record))
    return calls


def _judge_batch(
    spec: EnvironmentSpec,
    env: LiveEnvironment,
    gateway: LLMGateway,
    settings: VerifySettings,
    batch: list[ExploredCall],
) -> Any:
    tool = batch[0].tool
    described = [
        {
            "call": c.number,
            "arguments": c.proposal.arguments,
            "intent": c.proposal.intent,
            "purpose": c.proposal.purpose,
            "result": c.record.result,
            "diff": c.record.diff,
        }
        for c in batch
    ]
    return gateway.structured(
        prompt=CHECKER_PROMPT,
        variables={
            "environment": context.environment_text(spec),
            "rules": context.rules_text(spec),
            "tool": context.tool_description(tool),
            "method_source": context.safe_method_source(spec, tool.name),
            "rows": context.table_rows(spec, tool, env.state, limit=settings.prompt_rows_per_table),
            "calls": context.to_json(described),
        },
        output=CheckerVerdicts,
        stage=CHECKER_STAGE,
    )


def _apply_verdicts(batch: list[ExploredCall], answer: Any) -> None:
    """The checker's verdict on each call of the batch (set on the call; none when the checker failed)."""
    verdicts = {} if isinstance(answer, BaseException) else {v.call: v for v in answer.value.verdicts}
    for call in batch:
        verdict = verdicts.get(call.number)
        call.settled_by = "judge"
        if verdict is None:
            why = (
                f"the checker failed: {answer}"
                if isinstance(answer, BaseException)
                else "the checker returned no verdict for this call"
            )
            call.verdict, call.reason = "", why
        else:
            call.verdict, call.reason = verdict.verdict, verdict.reason


def _call_item(call: ExploredCall) -> VerificationItem:
    return VerificationItem(
        stage="exploration",
        name=f"{call.tool.name}:explore:{call.number}",
        passed=call.verdict in ("pass", "warning"),
        skipped=not call.verdict,
        severity="warning" if call.verdict == "warning" else "error",
        detail=f"{call.verdict or NOT_JUDGED}: {call.reason}",
        evidence={
            "tool": call.tool.name,
            "arguments": call.proposal.arguments,
            "intent": call.proposal.intent,
            "purpose": call.proposal.purpose,
            "result": call.record.result,
            "diff": call.record.diff,
            "verdict": call.verdict or NOT_JUDGED,
            "settled_by": call.settled_by,
        },
    )
