"""Check a bundle's tau2 domains inside a real tau2-bench checkout. Run it with *tau2's* Python:

    /path/to/tau2-bench/.venv/bin/python bench/tau2_check.py BUNDLE_DIR /path/to/tau2-bench

BUNDLE_DIR is an extracted bundle. The script copies ``BUNDLE_DIR/tau2/{data,src}`` over the checkout and
registers every domain in ``src/tau2/registry.py`` (once). Then, per domain, it loads the domain through
tau2's registry (``get_environment()``, the tools and their schemas, ``get_tasks()`` and the ``base`` split)
and, per task, plays the gold actions as a live agent would (after two failing calls of its own, which must
not matter), then grades that trajectory with tau2's own ``EnvironmentEvaluator`` and
``evaluate_simulation`` (DB basis: the gold actions replayed on a fresh environment, DB hashes compared).
Expected: reward 1.0 for every task, 0.0 for an empty trajectory. It imports nothing from envstudio when
checking (tau2 is not a dependency of envstudio).

``python bench/tau2_check.py --quick`` (run by ``make test``, envstudio's own Python) checks what can be
checked without tau2: a bundle written from the test fixture holds tau2 domains, and ``install`` copies and
registers them in a stand-in checkout whose ``registry.py`` has the anchors of tau2's, exactly once.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

ANCHOR_IMPORT = "from tau2.environment.environment import Environment\n"
ANCHOR_REGISTER = '    registry.register_tasks(knowledge_domain_get_tasks, "banking_knowledge")\n'


def install(*, bundle: Path, checkout: Path) -> list[str]:
    """Copy the domains over the checkout and register the new ones; returns the domain names."""
    domains = sorted(p.name for p in (bundle / "tau2/src/tau2/domains").iterdir() if p.is_dir())
    for part in ("data", "src"):
        shutil.copytree(bundle / "tau2" / part, checkout / part, dirs_exist_ok=True)
    registry = checkout / "src/tau2/registry.py"
    text = registry.read_text()
    new = [d for d in domains if f"{d}_get_environment" not in text]
    if new:
        if ANCHOR_IMPORT not in text or ANCHOR_REGISTER not in text:
            raise SystemExit(f"{registry} no longer looks as expected; register the domains by hand")
        imports = "".join(
            f"from tau2.domains.{d}.environment import get_environment as {d}_get_environment\n"
            f"from tau2.domains.{d}.environment import get_tasks as {d}_get_tasks\n"
            f"from tau2.domains.{d}.environment import get_tasks_split as {d}_get_tasks_split\n"
            for d in new
        )
        registrations = "".join(
            f'    registry.register_domain({d}_get_environment, "{d}")\n'
            f'    registry.register_tasks({d}_get_tasks, "{d}", get_task_splits={d}_get_tasks_split)\n'
            for d in new
        )
        text = text.replace(ANCHOR_IMPORT, imports + ANCHOR_IMPORT, 1)
        registry.write_text(text.replace(ANCHOR_REGISTER, ANCHOR_REGISTER + registrations, 1))
    return domains


def check(*, bundle: Path, domains: list[str]) -> int:
    """Every check above, in this (fresh) process; returns the number of failures."""
    from tau2.data_model.message import AssistantMessage, ToolCall, UserMessage
    from tau2.data_model.simulation import SimulationRun, TerminationReason
    from tau2.evaluator.evaluator import EvaluationType, evaluate_simulation
    from tau2.evaluator.evaluator_env import EnvironmentEvaluator
    from tau2.registry import registry

    failures = 0
    for domain in domains:
        constructor = registry.get_env_constructor(domain)
        environment = constructor()
        tools = environment.get_tools()
        info = environment.get_info(include_tool_info=True)
        assert info.domain_name == domain and len(info.tool_defs or {}) == len(tools)
        print(domain, "tools:", {n: environment.tools.tool_type(n).value for n in environment.tools.tools})
        tasks = registry.get_tasks_loader(domain)(None)
        base = registry.get_tasks_loader(domain)("base")
        assert [t.id for t in base] == [t.id for t in tasks], "the base split holds every task"
        for task in tasks:
            live = constructor()
            live.set_state(
                initialization_data=task.initial_state.initialization_data,
                initialization_actions=None,
                message_history=[],
            )
            messages: list[Any] = [UserMessage(role="user", content=task.ticket)]
            # First a read and a write with their required arguments missing: both fail, neither may matter.
            calls: list[tuple[str, dict[str, Any]]] = [
                (t.name, {}) for t in tools if t.params.model_json_schema().get("required")
            ][:2]
            calls += [(a.name, a.arguments) for a in task.evaluation_criteria.actions]
            for position, (name, arguments) in enumerate(calls):
                call = ToolCall(id=f"call_{position}", name=name, arguments=arguments, requestor="assistant")
                messages.append(AssistantMessage(role="assistant", content=None, tool_calls=[call]))
                messages.append(live.get_response(call))
            reward = EnvironmentEvaluator.calculate_reward(
                environment_constructor=constructor, task=task, full_trajectory=messages
            )
            nothing = EnvironmentEvaluator.calculate_reward(
                environment_constructor=constructor, task=task, full_trajectory=messages[:1]
            )
            simulation = SimulationRun(
                id="check",
                task_id=task.id,
                start_time="",
                end_time="",
                duration=0.0,
                termination_reason=TerminationReason.AGENT_STOP,
                messages=messages,
            )
            graded = evaluate_simulation(
                simulation=simulation,
                task=task,
                evaluation_type=EvaluationType.ENV,
                solo_mode=False,
                domain=domain,
            )
            writes = any(
                environment.tools.tool_type(a.name).value == "write" for a in task.evaluation_criteria.actions
            )
            ok = reward.reward == 1.0 and graded.reward == 1.0 and (nothing.reward == 0.0 or not writes)
            failures += not ok
            print(
                f"  {task.id}: reward={reward.reward} evaluate_simulation={graded.reward} "
                f"empty trajectory={nothing.reward} {'ok' if ok else 'FAILED'}"
            )
    return failures


def quick() -> None:
    """The install step against a bundle of the test fixture and a stand-in checkout (no tau2 needed)."""
    import tempfile
    import zipfile

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from review.exports import write_bundle
    from tests.exports.fixtures import shop_export

    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        write_bundle(
            out=root / "bundle.zip",
            workspace="quick",
            environments=iter([shop_export("shop")]),
            created_at="2025-01-01T00:00:00Z",
            envstudio_version="quick",
            review_record=[],
        )
        with zipfile.ZipFile(root / "bundle.zip") as archive:
            archive.extractall(root / "bundle")
        bundle = next(p.parent for p in (root / "bundle").rglob("tau2") if (p / "src").is_dir())
        checkout = root / "checkout"
        (checkout / "src/tau2").mkdir(parents=True)
        registry = checkout / "src/tau2/registry.py"
        registry.write_text(ANCHOR_IMPORT + "\ndef load():\n" + ANCHOR_REGISTER)
        domains = install(bundle=bundle, checkout=checkout)
        install(bundle=bundle, checkout=checkout)  # a second install registers nothing twice
        text = registry.read_text()
        if not domains:
            raise SystemExit("the bundle holds no tau2 domain")
        for domain in domains:
            if text.count(f'registry.register_domain({domain}_get_environment, "{domain}")') != 1:
                raise SystemExit(f"{domain} is not registered exactly once")
            if not (checkout / "src/tau2/domains" / domain).is_dir():
                raise SystemExit(f"{domain} was not copied into the checkout")
        print(f"tau2 install (quick, no tau2): {len(domains)} domain(s) registered once: {domains}")


def main() -> None:
    if sys.argv[1:] == ["--quick"]:
        quick()
        return
    if (
        len(sys.argv) == 4 and sys.argv[1] == "--check"
    ):  # the second stage, in a process that sees the install
        failures = check(bundle=Path(sys.argv[2]), domains=json.loads(sys.argv[3]))
        print(f"{failures} failure(s)")
        raise SystemExit(1 if failures else 0)
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    bundle, checkout = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    domains = install(bundle=bundle, checkout=checkout)
    command = [sys.executable, __file__, "--check", str(bundle), json.dumps(domains)]
    raise SystemExit(subprocess.run(command, cwd=checkout, check=False).returncode)


if __name__ == "__main__":
    main()
