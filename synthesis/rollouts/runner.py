"""One agent rollout of one scenario: an LLM agent with tools in a sandbox, alone or with a simulated user.

The loop, per step (one assistant turn): check cancellation and budgets, ask the agent, run every tool call
it made in the sandbox (errors, unknown tools and bad arguments become tool observations), and when the
agent answers in plain text either end (``direct``) or hand the text to the simulated user (``user_sim``),
whose reply becomes the next user message unless it carries a stop marker. At the end the scenario's checks
run in the sandbox on the final state, the final state is compared with the target state, and
``compute_reward`` gives the reward: the same function the review UI and the exported loaders use.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.llm import ChatResult, LLMError, LLMGateway, load_prompt
from synthesis.rollouts.budget import BudgetExhausted, JobBudget, RolloutBudget
from synthesis.rollouts.records import Mode, Rollout, StopReason, ToolCallRecord
from synthesis.sandbox import LoadError, SandboxFailure
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.execution import clock_of
from synthesis.scenarios.policies import compare_with_target
from synthesis.scenarios.reward import compute_reward
from synthesis.scenarios.scoring import with_messages

AGENT_PROMPT = "rollout_agent"
USER_PROMPT = "rollout_user"
AGENT_STAGE = "rollout_agent"
USER_STAGE = "rollout_user"
MODES = ("direct", "user_sim")

# Markers of the simulated user, in the order they are looked for.
USER_MARKERS: tuple[tuple[str, StopReason], ...] = (
    ("###STOP###", "user_stop"),
    ("###TRANSFER###", "transfer"),
    ("###OUT-OF-SCOPE###", "out_of_scope"),
)


SandboxFactory = Callable[[], SessionLike]


@dataclass
class _Episode:
    """Mutable bookkeeping of one running rollout."""

    gateway: LLMGateway
    budget: RolloutBudget
    job_budget: JobBudget | None
    should_stop: Callable[[], bool] | None
    temperature: float
    messages: list[dict[str, Any]] = field(default_factory=list)
    user_messages: list[dict[str, Any]] = field(default_factory=list)  # the simulated user's own conversation
    tool_calls: list[ToolCallRecord] = field(default_factory=list)
    used_call_ids: set[str] = field(default_factory=set)
    steps: int = 0
    user_turns: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    error: str = ""

    def account(self, result: ChatResult) -> None:
        cost = self.gateway.config.cost(
            prompt_tokens=result.prompt_tokens, completion_tokens=result.completion_tokens
        )
        self.prompt_tokens += result.prompt_tokens
        self.completion_tokens += result.completion_tokens
        self.cost += cost
        if self.job_budget is not None:
            self.job_budget.charge(tokens=result.prompt_tokens + result.completion_tokens, cost=cost)

    def stop_before_call(self) -> StopReason | None:
        """Why no further LLM call may be made, or None (checked before every agent and user call)."""
        if self.should_stop is not None and self.should_stop():
            return "cancelled"
        if self.job_budget is not None and self.job_budget.exceeded() is not None:
            return "job_budget"
        if (
            self.budget.max_tokens is not None
            and self.prompt_tokens + self.completion_tokens >= self.budget.max_tokens
        ):
            return "max_tokens"
        if self.budget.max_cost is not None and self.cost >= self.budget.max_cost:
            return "max_cost"
        return None

    def call_id(self, proposed: Any, *, index: int) -> str:
        """The model's id when usable, else a fresh one: ids must be unique over the whole trajectory."""
        if isinstance(proposed, str) and proposed and proposed not in self.used_call_ids:
            chosen = proposed
        else:
            chosen = f"call_{self.steps}_{index}"
            while chosen in self.used_call_ids:
                chosen += "x"
        self.used_call_ids.add(chosen)
        return chosen


def _rules_text(spec: EnvironmentSpec) -> str:
    return "\n".join(f"- {rule}" for rule in spec.rules) if spec.rules else "- (no special rules)"


def _facts_text(scenario: ScenarioSpec) -> str:
    if not scenario.user_facts:
        return "- (none beyond your goal)"
    return "\n".join(f"- {key}: {value}" for key, value in sorted(scenario.user_facts.items()))


def _marker(text: str) -> StopReason | None:
    for marker, reason in USER_MARKERS:
        if marker in text:
            return reason
    return None


def _parse_arguments(raw: Any) -> tuple[str, dict[str, Any] | None, str | None]:
    """(raw text, parsed object or None, problem or None) of one tool call's arguments."""
    if isinstance(raw, dict):  # some servers send an object instead of a JSON string
        return json.dumps(raw, ensure_ascii=False), raw, None
    text = raw if isinstance(raw, str) else ""
    if not text.strip():
        return text, {}, None  # a call without arguments
    try:
        parsed = json.loads(text)
    except json.JSONDecodeError as exc:
        return text, None, f"the arguments are not valid JSON ({exc.msg} at position {exc.pos})"
    if not isinstance(parsed, dict):
        return text, None, f"the arguments must be a JSON object, got {type(parsed).__name__}"
    return text, parsed, None


def _execute_tool_calls(
    *, episode: _Episode, session: SessionLike, message: dict[str, Any], tool_names: set[str]
) -> dict[str, Any]:
    """Run the assistant message's tool calls, append the tool messages; returns the normalized message."""
    normalized_calls: list[dict[str, Any]] = []
    tool_messages: list[dict[str, Any]] = []
    for index, call in enumerate(message.get("tool_calls") or []):
        function = call.get("function") if isinstance(call, dict) else None
        function = function if isinstance(function, dict) else {}
        raw_name = function.get("name")
        name = raw_name if isinstance(raw_name, str) else ""
        raw, arguments, problem = _parse_arguments(function.get("arguments"))
        call_id = episode.call_id(call.get("id") if isinstance(call, dict) else None, index=index)
        normalized_calls.append(
            {"id": call_id, "type": "function", "function": {"name": name, "arguments": raw}}
        )
        diff: list[dict[str, Any]] = []
        if name not in tool_names:
            available = ", ".join(sorted(tool_names))
            result: dict[str, Any] = {
                "success": False,
                "error": f"unknown tool {name!r}; available: {available}",
            }
        elif problem is not None:
            result = {"success": False, "error": f"{problem}; no call was made"}
        else:
            assert arguments is not None
            outcome = session.call(name, copy.deepcopy(arguments))
            result, diff = outcome.result, list(outcome.diff)
        episode.tool_calls.append(
            ToolCallRecord(
                step=episode.steps,
                call_id=call_id,
                name=name,
                raw_arguments=raw,
                arguments=arguments,
                result=result,
                diff=diff,
            )
        )
        tool_messages.append(
            {"role": "tool", "tool_call_id": call_id, "content": json.dumps(result, ensure_ascii=False)}
        )
    assistant = {"role": "assistant", "content": message.get("content"), "tool_calls": normalized_calls}
    episode.messages.append(assistant)
    episode.messages.extend(tool_messages)
    return assistant


def _agent_loop(*, episode: _Episode, session: SessionLike, spec: EnvironmentSpec, mode: Mode) -> StopReason:
    tools = spec.openai_tools()
    tool_names = {tool.name for tool in spec.tools}
    while True:
        reason = episode.stop_before_call()
        if reason is not None:
            return reason
        if episode.steps >= episode.budget.max_steps:
            return "max_steps"
        try:
            result = episode.gateway.chat(
                messages=episode.messages,
                tools=tools,
                stage=AGENT_STAGE,
                temperature=episode.temperature,
                prompt_name=AGENT_PROMPT,
            )
        except LLMError as exc:
            episode.error = str(exc)
            return "llm_error"
        episode.account(result)
        episode.steps += 1
        if result.tool_calls:
            _execute_tool_calls(
                episode=episode, session=session, message=result.message, tool_names=tool_names
            )
            continue
        text = result.content or ""
        episode.messages.append({"role": "assistant", "content": text})
        if mode == "direct":
            return "agent_done"
        reason = _user_turn(episode=episode, agent_text=text)
        if reason is not None:
            return reason


def _user_turn(*, episode: _Episode, agent_text: str | None) -> StopReason | None:
    """One message of the simulated user (the first when ``agent_text`` is None); a marker ends it all."""
    reason = episode.stop_before_call()
    if reason is not None:
        return reason
    if agent_text is not None:
        episode.user_messages.append({"role": "user", "content": agent_text})
    try:
        result = episode.gateway.chat(
            messages=episode.user_messages,
            stage=USER_STAGE,
            temperature=episode.temperature,
            prompt_name=USER_PROMPT,
        )
    except LLMError as exc:
        episode.error = str(exc)
        return "llm_error"
    episode.account(result)
    episode.user_turns += 1
    text = (result.content or "").strip()
    episode.user_messages.append({"role": "assistant", "content": text})
    stop = _marker(text)
    if stop is not None:
        # Kept in the trajectory so a reader sees why it ended; fine-tuning records drop trailing user turns.
        episode.messages.append({"role": "user", "content": text})
        return stop
    if not text:
        episode.error = "the simulated user sent an empty message"
        return "out_of_scope"
    episode.messages.append({"role": "user", "content": text})
    return None


def score_final_state(
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    session: SessionLike,
    final_state: dict[str, Any],
    messages: list[str] | None = None,
) -> tuple[dict[str, bool | None], float | None, dict[str, Any]]:
    """Checks (in the sandbox), target comparison and ``compute_reward`` for one final state; ``messages``
    are what the agent told the user (message checks read them, see ``scoring.with_messages``)."""
    outcomes = session.run_checks(
        [(check.id, check.source) for check in scenario.checks],
        final_state=with_messages(final_state, messages or []),
        initial_state=scenario.initial_state,
    )
    check_results: dict[str, bool | None] = {}
    check_errors: dict[str, str] = {}
    for check in scenario.checks:
        outcome = outcomes.get(check.id)
        if outcome is None:
            check_results[check.id] = None
            check_errors[check.id] = "the sandbox returned no outcome for this check"
        elif outcome.error:
            check_results[check.id] = None  # a check that raised counts as failed, and says why
            check_errors[check.id] = outcome.error
        else:
            check_results[check.id] = bool(outcome.passed)
    comparison: dict[str, Any] | None = None
    if scenario.target_state:
        comparison = compare_with_target(
            target=scenario.target_state,
            final=final_state,
            policies=scenario.matching_policies,
            schema=spec.state_schema,
            initial=scenario.initial_state,
        ).as_dict()
    score = None if comparison is None else float(comparison["score"])
    breakdown = compute_reward(
        check_results=check_results,
        weights={check.id: check.weight for check in scenario.checks},
        comparison_score=score,
        settings=scenario.reward.model_dump(),
        kinds={check.id: check.kind for check in scenario.checks},
        comparison_is_guard=bool(comparison and comparison.get("guard")),
    )
    breakdown["comparison"] = comparison
    breakdown["check_errors"] = check_errors
    return check_results, score, breakdown


def _initial_messages(*, scenario: ScenarioSpec, spec: EnvironmentSpec, mode: Mode) -> list[dict[str, Any]]:
    prompt = load_prompt(AGENT_PROMPT)
    variables = {"environment": spec.name, "description": spec.description, "rules": _rules_text(spec)}
    system = {"role": "system", "content": prompt.fill(prompt.system, variables)}
    if mode == "direct":
        return [system, {"role": "user", "content": prompt.fill(prompt.user, {"task": scenario.task})}]
    return [system]


def _user_messages(scenario: ScenarioSpec) -> list[dict[str, Any]]:
    return load_prompt(USER_PROMPT).render(
        persona=scenario.persona.strip() or "an ordinary customer",
        task=scenario.task,
        facts=_facts_text(scenario),
    )


def run_rollout(
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    gateway: LLMGateway,
    sandbox_factory: SandboxFactory,
    mode: Mode,
    budget: RolloutBudget,
    seed: int = 0,
    job_budget: JobBudget | None = None,
    should_stop: Callable[[], bool] | None = None,
    temperature: float = 0.0,
) -> Rollout:
    """Run one episode of ``scenario`` and score it. Raises BudgetExhausted when the job may not start one.

    ``seed`` seeds the environment's clock and ids. ``should_stop`` is polled before every LLM call (cancel).
    Note: with a response cache, identical requests get identical answers; sample k different rollouts with a
    gateway without cache and a temperature above 0.
    """
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
    if scenario.environment != spec.slug:
        raise ValueError(
            f"scenario {scenario.id!r} belongs to environment {scenario.environment!r}, not {spec.slug!r}"
        )
    if not spec.code.strip():
        raise ValueError(f"environment {spec.slug!r} has no code to run")
    if not 0.0 <= temperature <= 2.0:
        raise ValueError(f"temperature must be within [0, 2], got {temperature}")
    if job_budget is not None:
        job_budget.start_rollout()  # raises BudgetExhausted
    episode = _Episode(
        gateway=gateway,
        budget=budget,
        job_budget=job_budget,
        should_stop=should_stop,
        temperature=temperature,
        messages=_initial_messages(scenario=scenario, spec=spec, mode=mode),
    )
    versions = {AGENT_PROMPT: load_prompt(AGENT_PROMPT).version}
    if mode == "user_sim":
        versions[USER_PROMPT] = load_prompt(USER_PROMPT).version
        episode.user_messages = _user_messages(scenario)

    final_state: dict[str, Any] = {}
    check_results: dict[str, bool | None] = {}
    score: float | None = None
    breakdown: dict[str, Any] = {}
    try:
        with sandbox_factory() as session:
            session.load_environment(
                code=spec.code,
                class_name=spec.class_name,
                tools=[tool.name for tool in spec.tools],
                primary_keys=spec.state_schema.primary_keys(),
                state=copy.deepcopy(scenario.initial_state),
                seed=seed,
                **({} if (clock := clock_of(scenario)) is None else {"clock": clock}),
            )
            stop = _user_turn(episode=episode, agent_text=None) if mode == "user_sim" else None
            if stop is None:
                stop = _agent_loop(episode=episode, session=session, spec=spec, mode=mode)
            final_state = session.state()
            said = [
                str(m.get("content") or "")
                for m in episode.messages
                if m.get("role") == "assistant" and m.get("content")
            ]
            check_results, score, breakdown = score_final_state(
                scenario=scenario, spec=spec, session=session, final_state=final_state, messages=said
            )
    except (SandboxFailure, LoadError) as exc:
        # The episode cannot be scored without its final state: reward 0, and the stop reason says why.
        stop = "sandbox_error"
        episode.error = f"{type(exc).__name__}: {exc}"
    return Rollout(
        scenario_id=scenario.id,
        environment=spec.slug,
        mode=mode,
        seed=seed,
        model=gateway.config.model,
        messages=episode.messages,
        tool_calls=episode.tool_calls,
        final_state=final_state,
        check_results=check_results,
        comparison_score=score,
        reward=float(breakdown.get("reward", 0.0)),
        reward_breakdown=breakdown,
        stop_reason=stop,
        error=episode.error,
        steps=episode.steps,
        user_turns=episode.user_turns,
        prompt_tokens=episode.prompt_tokens,
        completion_tokens=episode.completion_tokens,
        cost=episode.cost,
        prompt_versions=versions,
    )


def run_rollouts(
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    gateway: LLMGateway,
    sandbox_factory: SandboxFactory,
    mode: Mode,
    budget: RolloutBudget,
    k: int,
    job_budget: JobBudget | None = None,
    should_stop: Callable[[], bool] | None = None,
    temperature: float = 0.0,
    first_seed: int = 0,
) -> list[Rollout]:
    """Up to ``k`` rollouts one after another (seeds first_seed, first_seed+1, ...); stops early, never fails,
    when the job budget refuses a new one or the job is cancelled."""
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    rollouts: list[Rollout] = []
    for index in range(k):
        if should_stop is not None and should_stop():
            break
        try:
            rollouts.append(
                run_rollout(
                    scenario=scenario,
                    spec=spec,
                    gateway=gateway,
                    sandbox_factory=sandbox_factory,
                    mode=mode,
                    budget=budget,
                    seed=first_seed + index,
                    job_budget=job_budget,
                    should_stop=should_stop,
                    temperature=temperature,
                )
            )
        except BudgetExhausted:
            break
    return rollouts
