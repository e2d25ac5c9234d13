"""Stage 3 of the gate: rewrite failing methods with a debugging prompt and splice them into the class."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from synthesis.ir import EnvironmentSpec
from synthesis.verify import context
from synthesis.verify.llm_outputs import RewrittenMethod
from synthesis.verify.report import MethodRepair, VerificationItem
from synthesis.verify.static import SpliceError, replace_method

if TYPE_CHECKING:
    from synthesis.llm import LLMGateway

REPAIR_PROMPT = "verify_repair"
REPAIR_STAGE = "verify.repair"
# How many failing tests of one method a prompt carries.
MAX_TESTS_PER_PROMPT = 6


def blocking(items: list[VerificationItem]) -> list[VerificationItem]:
    return [i for i in items if not i.passed and not i.skipped and i.severity == "error"]


def failing_methods(
    *, spec: EnvironmentSpec, items: list[VerificationItem]
) -> dict[str, list[VerificationItem]]:
    """Declared tools with blocking failures that a method rewrite can address, with those failures."""
    declared = {t.name for t in spec.tools}
    by_tool: dict[str, list[VerificationItem]] = {}
    for item in blocking(items):
        names = [item.evidence["tool"]] if isinstance(item.evidence.get("tool"), str) else []
        names += [n for n in item.evidence.get("tools", []) if isinstance(n, str)]
        for name in names:
            if name in declared:
                by_tool.setdefault(name, []).append(item)
    return by_tool


def _failing_tests_text(items: list[VerificationItem]) -> str:
    tests: list[dict[str, Any]] = []
    for item in items[:MAX_TESTS_PER_PROMPT]:
        evidence = {k: v for k, v in item.evidence.items() if k not in {"tool", "problems"}}
        tests.append({"test": item.name, "stage": item.stage, "problem": item.detail, "evidence": evidence})
    return context.to_json(tests)


def repair_methods(
    *, spec: EnvironmentSpec, failing: dict[str, list[VerificationItem]], gateway: LLMGateway
) -> tuple[str, list[MethodRepair], str, str]:
    """One round: rewrite each failing method (concurrently), splice; (code, repairs, version, model)."""
    tools = sorted(failing)

    def ask(name: str) -> Any:
        tool = spec.tool(name)
        return gateway.structured(
            prompt=REPAIR_PROMPT,
            variables={
                "environment": context.environment_text(spec),
                "rules": context.rules_text(spec),
                "tool": context.tool_description(tool),
                "tables": context.table_schemas(spec, tool),
                "class_outline": context.class_outline(spec, exclude=name),
                "method_source": context.safe_method_source(spec, name),
                "failing_tests": _failing_tests_text(failing[name]),
                "method_name": name,
            },
            output=RewrittenMethod,
            stage=REPAIR_STAGE,
        )

    answers = gateway.map(ask, tools)
    code = spec.code
    repairs: list[MethodRepair] = []
    prompt_version = model = ""
    for name, answer in zip(tools, answers, strict=True):
        before = context.safe_method_source(spec, name)
        if isinstance(answer, BaseException):
            repairs.append(MethodRepair(tool=name, before=before, error=f"LLM call failed: {answer}"))
            continue
        prompt_version, model = answer.prompt_version, answer.model
        rewrite: RewrittenMethod = answer.value
        try:
            code = replace_method(
                code=code, class_name=spec.class_name, method_name=name, new_source=rewrite.method_source
            )
        except SpliceError as exc:
            repairs.append(
                MethodRepair(
                    tool=name,
                    before=before,
                    after=rewrite.method_source,
                    explanation=rewrite.explanation,
                    error=str(exc),
                )
            )
            continue
        repairs.append(
            MethodRepair(
                tool=name,
                before=before,
                after=rewrite.method_source.strip("\n") + "\n",
                explanation=rewrite.explanation,
            )
        )
    return code, repairs, prompt_version, model
