"""envstudio bundle loader: episodes and rewards for an exported envstudio bundle, standard library only.

Usage::

    import envstudio_bundle
    bundle = envstudio_bundle.load("bundle.zip")        # the zip or its extracted directory
    bundle.verify()                                      # BundleError if a file's sha256 differs
    episode = bundle.episode(next(iter(bundle.scenarios)))
    observation, info = episode.reset()                  # observation: the task; info: tools, policy, ...
    observation, reward, terminated, truncated, info = episode.step({"name": "get_order", "arguments": {...}})
    ...
    episode.say("I can't cancel it: it has shipped.")    # told to the user (policy tasks check it)
    episode.step({"name": "submit"})                     # ends the episode; the reward is given then
                                                         # ({"name": "submit", "message": "..."} also says it)
    episode.evaluate()                                   # {"reward": ..., "checks": ..., "comparison": ...}
    envstudio_bundle.replay_reference(episode)           # the reference chain, replayed (see its docstring)

WARNING: this runs the environment code and the check functions of the bundle *in this process*, with ``exec``
and no sandbox. Load only bundles you trust (``verify()`` checks the files against the manifest's hashes,
which proves integrity, not safety); inside envstudio the same code runs only in the sandbox.

The modules that compute state, diffs and rewards are envstudio's own, embedded verbatim below
(``_EMBEDDED_SOURCES``), so a reward computed here is the reward envstudio computes for the same final state.
"""

from __future__ import annotations

import hashlib
import json
import sys
import types
import zipfile
from pathlib import Path
from typing import Any

# name -> (original dotted module name, source); filled in when the bundle is written.
_EMBEDDED_SOURCES: dict[str, tuple[str, str]] = {}  # envstudio:embedded-sources

DEFAULT_MAX_STEPS = 50
SUBMIT = "submit"

_modules: dict[str, types.ModuleType] = {}


class BundleError(ValueError):
    """The bundle is incomplete, altered, or asked for something it does not hold."""


def _module(name: str) -> types.ModuleType:
    """One embedded envstudio module (``changes``, ``runtime``, ``matching``, ...), executed once."""
    if name in _modules:
        return _modules[name]
    if not _EMBEDDED_SOURCES:
        # Not assembled (running from the envstudio source tree): use the project's modules directly.
        import importlib

        project_names = {
            "changes": "synthesis.sandbox.changes",
            "tracking": "synthesis.sandbox.tracking",
            "runtime": "synthesis.sandbox.runtime",
            "matching": "synthesis.scenarios.matching",
            "reward": "synthesis.scenarios.reward",
            "replay": "synthesis.scenarios.replay",
        }
        _modules[name] = importlib.import_module(project_names[name])
        return _modules[name]
    for key, (dotted, source) in _EMBEDDED_SOURCES.items():
        if key in _modules:
            continue
        module = types.ModuleType(f"envstudio_bundle_{key}")
        module.__file__ = f"<envstudio_bundle:{dotted}>"
        # Registered under its own private name, as an import would (dataclasses look modules up there).
        sys.modules[module.__name__] = module
        code = compile(source, module.__file__, "exec")
        _with_original_names(lambda code=code, module=module: exec(code, module.__dict__))
        _modules[key] = module
    return _modules[name]


def _with_original_names(run: Any) -> None:
    """Run ``run`` while the embedded modules are importable under their envstudio names, then remove them.

    The embedded modules may import one another by their project names (``synthesis.sandbox.runtime``); only
    names not already imported are added, and they are removed again, so a host process is left as it was.
    """
    added: list[str] = []
    names = {dotted: _modules.get(key) for key, (dotted, _source) in _EMBEDDED_SOURCES.items()}
    for dotted, loaded in names.items():
        if loaded is None:
            continue
        parts = dotted.split(".")
        for depth in range(1, len(parts)):
            parent = ".".join(parts[:depth])
            if parent not in sys.modules:
                package = types.ModuleType(parent)
                package.__path__ = []
                sys.modules[parent] = package
                added.append(parent)
        if dotted not in sys.modules:
            sys.modules[dotted] = loaded
            added.append(dotted)
    try:
        run()
    finally:
        for name in reversed(added):
            sys.modules.pop(name, None)


class _Files:
    """Reads members of the bundle from a zip file or an extracted directory."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._zip = zipfile.ZipFile(path) if path.is_file() else None
        if self._zip is None and not path.is_dir():
            raise BundleError(f"{path} is neither a bundle zip nor an extracted bundle directory")

    def names(self) -> list[str]:
        if self._zip is not None:
            return [n for n in self._zip.namelist() if not n.endswith("/")]
        # Byte-code caches appear when the loader is imported from the directory; they are not bundle files.
        return sorted(
            str(p.relative_to(self.path)).replace("\\", "/")
            for p in self.path.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts
        )

    def read(self, name: str) -> bytes:
        try:
            if self._zip is not None:
                return self._zip.read(name)
            return (self.path / name).read_bytes()
        except (KeyError, FileNotFoundError) as exc:
            raise BundleError(f"the bundle has no {name}") from exc

    def sha256(self, name: str) -> str:
        digest = hashlib.sha256()
        if self._zip is not None:
            with self._zip.open(name) as stream:
                while chunk := stream.read(1 << 20):
                    digest.update(chunk)
        else:
            with (self.path / name).open("rb") as stream:
                while chunk := stream.read(1 << 20):
                    digest.update(chunk)
        return digest.hexdigest()

    def json(self, name: str) -> Any:
        return json.loads(self.read(name).decode("utf-8"))


class Environment:
    """One exported environment: its code, tools (OpenAI format), policy and primary keys."""

    def __init__(self, *, spec: dict[str, Any], tools: list[dict[str, Any]], policy: str, code: str) -> None:
        self.spec = spec
        self.slug: str = spec["slug"]
        self.class_name: str = spec["class_name"]
        self.tools = tools
        self.policy = policy
        self.code = code
        self.tool_names = [t["name"] for t in spec["tools"]]
        self.primary_keys = {t["name"]: t["primary_key"] for t in spec["state_schema"]["tables"]}


class Bundle:
    """An opened bundle: ``environments`` by slug, ``scenarios`` (flat records) by id."""

    def __init__(self, path: str | Path) -> None:
        self._files = _Files(Path(path))
        self.manifest: dict[str, Any] = self._files.json("manifest.json")
        self.environments: dict[str, Environment] = {}
        for entry in self.manifest["environments"]:
            base = f"environments/{entry['slug']}"
            self.environments[entry["slug"]] = Environment(
                spec=self._files.json(f"{base}/spec.json"),
                tools=self._files.json(f"{base}/tools.json"),
                policy=self._files.read(f"{base}/policy.md").decode("utf-8"),
                code=self._files.read(f"{base}/env.py").decode("utf-8"),
            )
        self.scenarios: dict[str, dict[str, Any]] = {}
        for line in self._files.read("scenarios.jsonl").decode("utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                self.scenarios[record["id"]] = record

    def verify(self, *, extra_files_ok: bool = False) -> None:
        """Check every file against the manifest's sha256; raise BundleError naming what differs.

        ``extra_files_ok``: files the manifest does not list are allowed (a trainer's outputs beside an
        extracted bundle); every listed file must still be present and unaltered. The trainer adapters call
        this before the first reset."""
        expected: dict[str, str] = self.manifest["files"]
        present = set(self._files.names()) - {"manifest.json"}
        problems = [f"missing: {name}" for name in sorted(set(expected) - present)]
        if not extra_files_ok:
            problems += [f"not in the manifest: {name}" for name in sorted(present - set(expected))]
        problems += [
            f"altered: {name}"
            for name in sorted(set(expected) & present)
            if self._files.sha256(name) != expected[name]
        ]
        if problems:
            raise BundleError("the bundle does not match its manifest: " + "; ".join(problems))

    def episode(
        self, scenario_id: str, *, max_steps: int = DEFAULT_MAX_STEPS, seed: int | None = None
    ) -> Episode:
        """An episode of the scenario; its environment seed is the reference seed unless ``seed`` is given."""
        if scenario_id not in self.scenarios:
            raise BundleError(f"no scenario {scenario_id!r} in this bundle")
        record = self.scenarios[scenario_id]
        return Episode(
            environment=self.environments[record["environment"]],
            record=record,
            max_steps=max_steps,
            seed=seed,
        )


def _observation(result: Any) -> str:
    return json.dumps(result, sort_keys=True, ensure_ascii=False)


class Episode:
    """One scenario as a Gym-style episode over the environment (in-process, see the module warning)."""

    def __init__(
        self, *, environment: Environment, record: dict[str, Any], max_steps: int, seed: int | None = None
    ) -> None:
        if max_steps < 1:
            raise ValueError("max_steps must be at least 1")
        self.environment = environment
        self.record = record
        self.seed = reference_seed(record) if seed is None else int(seed)
        self.max_steps = max_steps
        self.initial_state: dict[str, list[dict[str, Any]]] = json.loads(record["initial_state"])
        self._runtime: Any = None
        self.steps = 0
        self.done = False
        self.calls: list[dict[str, Any]] = []
        self.messages: list[str] = []  # what the agent told the user, read by message checks

    def say(self, text: str) -> None:
        """Record what the agent tells the user (a policy task's refusal is checked on it)."""
        self._require_started()
        self.messages.append(str(text))

    def reset(self) -> tuple[str, dict[str, Any]]:
        runtime = _module("runtime")
        self._runtime = runtime.EnvRuntime(
            code=self.environment.code,
            class_name=self.environment.class_name,
            tools=self.environment.tool_names,
            primary_keys=self.environment.primary_keys,
            state=self.initial_state,
            seed=self.seed,
            start=clock_start(self.record, runtime.DEFAULT_START),
        )
        self.steps = 0
        self.done = False
        self.calls = []
        self.messages = []
        info = {
            "scenario_id": self.record["id"],
            "environment": self.environment.slug,
            "persona": self.record.get("persona", ""),
            "tools": self.environment.tools,
            "policy": self.environment.policy,
        }
        return self.record["task"], info

    @property
    def state(self) -> dict[str, list[dict[str, Any]]]:
        self._require_started()
        return self._runtime.state

    def _require_started(self) -> None:
        if self._runtime is None:
            raise RuntimeError("call reset() before using the episode")

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Apply one action ``{"name", "arguments"}``; ``{"name": "submit"}`` ends the episode."""
        self._require_started()
        if self.done:
            raise RuntimeError("the episode has ended; call reset() to start again")
        name = action.get("name") if isinstance(action, dict) else None
        if name == SUBMIT:
            if isinstance(action.get("message"), str):
                self.messages.append(action["message"])
            self.done = True
            evaluation = self.evaluate()
            return (
                _observation({"success": True, "message": "submitted"}),
                evaluation["reward"],
                True,
                False,
                {"evaluation": evaluation},
            )
        outcome = self._dispatch(action)
        self.steps += 1
        self.calls.append({"action": action, "result": outcome["result"]})
        info: dict[str, Any] = {"diff": outcome["diff"], "step": self.steps}
        if self.steps >= self.max_steps:
            self.done = True
            evaluation = self.evaluate()
            info["evaluation"] = evaluation
            return _observation(outcome["result"]), evaluation["reward"], False, True, info
        return _observation(outcome["result"]), 0.0, False, False, info

    def _dispatch(self, action: Any) -> dict[str, Any]:
        """Run one tool call; a malformed action is a failed call (an observation), never an exception."""
        if not isinstance(action, dict) or not isinstance(action.get("name"), str):
            return {
                "result": {"success": False, "error": "an action is {'name': ..., 'arguments': {...}}"},
                "diff": [],
            }
        arguments = action.get("arguments", {})
        if isinstance(arguments, str):
            # OpenAI tool calls carry their arguments as a JSON string.
            try:
                arguments = json.loads(arguments) if arguments.strip() else {}
            except json.JSONDecodeError as exc:
                return {"result": {"success": False, "error": f"arguments are not JSON: {exc}"}, "diff": []}
        result: dict[str, Any] = self._runtime.call(action["name"], arguments)
        return result

    def evaluate(self) -> dict[str, Any]:
        """The reward of the current state and its breakdown, computed as envstudio computes it."""
        self._require_started()
        return score_state(
            record=self.record,
            environment=self.environment,
            final_state=self._runtime.state,
            messages=self.messages,
        )


def score_state(
    *,
    record: dict[str, Any],
    environment: Environment,
    final_state: dict[str, list[dict[str, Any]]],
    messages: list[str] | None = None,
) -> dict[str, Any]:
    """Checks, target-state comparison and reward for ``final_state`` of the scenario ``record``, with
    ``messages`` as what the agent told the user."""
    runtime = _module("runtime")
    matching = _module("matching")
    reward = _module("reward")
    initial_state = json.loads(record["initial_state"])
    said = [{"role": "assistant", "content": m} for m in messages or []]
    checked_state = {**final_state, matching.MESSAGES_TABLE: said}
    check_results: dict[str, bool | None] = {}
    check_errors: dict[str, str] = {}
    for check in record["checks"]:
        try:
            check_results[check["id"]] = runtime.run_check(check["source"], checked_state, initial_state)
        except Exception as exc:  # a check that raises counts as failed (None); the error is in the breakdown
            check_results[check["id"]] = None
            check_errors[check["id"]] = f"{type(exc).__name__}: {exc}"
    policies: dict[str, dict[str, dict[str, Any]]] = {}
    for policy in record["matching_policies"]:
        policies.setdefault(policy["table"], {})[policy["field"]] = {
            "policy": policy["policy"],
            "threshold": policy["threshold"],
            "tolerance": policy["tolerance"],
        }
    comparison = matching.compare_states(
        target=json.loads(record["target_state"]),
        final=final_state,
        policies=policies,
        primary_keys=environment.primary_keys,
        initial=initial_state,
    ).as_dict()
    result: dict[str, Any] = reward.compute_reward(
        check_results=check_results,
        weights={check["id"]: float(check["weight"]) for check in record["checks"]},
        comparison_score=comparison["score"],
        settings=json.loads(record["reward_settings"]),
        kinds={check["id"]: check.get("kind", "goal") for check in record["checks"]},
        comparison_is_guard=bool(comparison.get("guard")),
    )
    result["check_errors"] = check_errors
    result["comparison"] = comparison
    return result


def clock_start(record: dict[str, Any], default: str) -> str:
    """Where the scenario's clock starts (its ``clock_start``); records written before the field existed
    started at the runtime's default."""
    return str(record.get("clock_start") or default)


def reference_seed(record: dict[str, Any]) -> int:
    """The environment seed the scenario's reference chain was recorded under: the ids it holds are that
    seed's. Bundles written before the field existed were all recorded under 0."""
    return int(record.get("reference_seed", 0))


def replay_reference(episode: Episode) -> list[dict[str, Any]]:
    """Reset ``episode`` and replay its scenario's reference chain (and say its reference messages),
    returning each call's result; the episode stays open (``step({"name": "submit"})`` scores it).

    At the reference seed (an episode's default) the chain runs word for word. At another seed a value an
    earlier result revealed (a generated id) is taken from this run's result, as an agent would, with the
    results of a run at the reference seed to pair them: envstudio's own replay (the embedded ``replay``
    module, the one the proof's ``seed_independent`` step uses).
    """
    replay = _module("replay")
    chain = [(call["name"], json.loads(call["arguments"])) for call in episode.record["reference_chain"]]
    recorded: list[dict[str, Any]] = []
    if episode.seed != reference_seed(episode.record):
        recording = Episode(
            environment=episode.environment, record=episode.record, max_steps=len(chain) + 1, seed=None
        )
        recording.reset()
        recorded = [_called(recording, name, arguments) for name, arguments in chain]
    episode.reset()
    replayed = replay.replay_as_agent(
        lambda name, arguments: _called(episode, name, arguments), chain=chain, recorded=recorded
    )
    for message in episode.record.get("reference_messages") or []:  # a policy task's refusal, as said
        episode.say(message)
    return [result for _name, _arguments, result in replayed]


def _called(episode: Episode, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(episode.step({"name": name, "arguments": arguments})[0])
    return result


def load(path: str | Path) -> Bundle:
    """Open a bundle (zip or extracted directory)."""
    return Bundle(path)
