"""Replays what a real model answered to envstudio's design requests (tests/data/realmodel), by meaning.

A recorded answer is found by the prompt file the gateway names and the request's *subject*, never by the
order of requests, so a change of batching, of concurrency or of a prompt's wording does not break the match:

- ``screen_seed``: the text screened;
- ``domain_tools`` / ``domain_schema``: the ``Domain:`` line;
- ``corpus_state_space``: the ``Topic:`` line; ``corpus_operations``: the ``Environment:`` line;
- ``field_vocabulary``: the environment's name on the ``Environment:`` line;
- ``env_method``: the ``Environment:`` line and the name under "The tool to implement:";
- ``corpus_triage``: each task's own text; the verdicts of a batch are assembled as it is asked now, with the
  indices of this batch.

Where one subject has several recordings (a corpus whose topics came out twice), the one whose request text
is closest to this request's is answered. A request with no recording fails loudly (HTTP 400 naming the prompt
and the subject), so a stage that starts asking something new is noticed.
"""

from __future__ import annotations

import difflib
import json
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply

RECORDING = Path(__file__).resolve().parents[1] / "data" / "realmodel"
CORPUS = RECORDING / "tau2-reasons.txt"
# Car rental and hotel requests written for a relay run (and two unrelated questions): the model's grouping
# makes two backends of the topics its triage named.
RENTAL_HOTEL_CORPUS = RECORDING / "rental-hotel-requests.txt"
JOB_SEARCH_DOMAIN = (
    "Job search: candidates browse job postings, apply, and employers review applications and schedule "
    "interviews"
)
# Two more domains a real model designed through the relay (requests 1NNNN), blind to the code.
VET_DOMAIN = (
    "Veterinary clinic: owners register pets and book appointments, vets record visits and prescriptions, "
    "the front desk invoices and takes payments"
)
GYM_DOMAIN = (
    "Gym: members join membership plans, book fitness classes with limited spots, check in at the front "
    "desk, and freeze or cancel memberships"
)
DESIGN_PROMPTS = (
    "screen_seed",
    "domain_tools",
    "domain_schema",
    "corpus_triage",
    "corpus_state_space",
    "corpus_operations",
    "env_method",
    "corpus_topic_groups",
    "field_vocabulary",
)
_TOOL_NAME = re.compile(r'The tool to implement:\s*\{\s*"name":\s*"([^"]+)"')


class NoRecording(LookupError):
    """A request the recording has no answer for."""


@dataclass(frozen=True)
class Recorded:
    number: str
    prompt: str
    user_text: str
    answer: dict[str, Any]

    @property
    def content(self) -> Any:
        return json.loads(self.answer["content"])


def _line(text: str, prefix: str) -> str:
    for line in text.splitlines():
        if line.startswith(prefix):
            return line[len(prefix) :].strip()
    return ""


def _user_text(messages: list[dict[str, Any]]) -> str:
    return "\n".join(
        str(m.get("content") or "") for m in messages if m.get("role") == "user" and isinstance(m, dict)
    )


def subject(prompt: str, text: str) -> str:
    """What a request is about, as the module docstring says; '' for a prompt replayed per task."""
    if prompt == "screen_seed":
        return " ".join(text.split())
    if prompt in ("domain_tools", "domain_schema"):
        return _line(text, "Domain:")
    if prompt == "corpus_state_space":
        return _line(text, "Topic:")
    if prompt == "corpus_operations":
        return _line(text, "Environment:")
    if prompt == "field_vocabulary":  # the environment's name, before its description
        return _line(text, "Environment:").partition(":")[0]
    if prompt == "corpus_topic_groups":  # the topics asked about, in order
        return " | ".join(str(t.get("summary")) for t in _listing(text))
    if prompt == "env_method":
        match = _TOOL_NAME.search(text)
        return f"{_line(text, 'Environment:')} / {match.group(1) if match else '?'}"
    return ""


def _listing(text: str) -> list[dict[str, Any]]:
    start = text.find("[")
    return list(json.loads(text[start : text.rfind("]") + 1])) if start >= 0 else []


@dataclass
class Recording:
    by_subject: dict[tuple[str, str], list[Recorded]]
    verdicts_by_task: dict[str, dict[str, Any]]

    def answer(self, *, prompt: str, text: str) -> Any:
        if prompt == "corpus_triage":
            return self._triage(text)
        key = (prompt, subject(prompt, text))
        candidates = self.by_subject.get(key, [])
        if not candidates:
            raise NoRecording(f"no recorded answer for prompt {prompt!r} about {key[1]!r}")
        best = max(
            candidates,
            key=lambda r: difflib.SequenceMatcher(None, r.user_text, text, autojunk=False).quick_ratio(),
        )
        return best.content

    def _triage(self, text: str) -> dict[str, Any]:
        verdicts = []
        for task in _listing(text):
            recorded = self.verdicts_by_task.get(" ".join(str(task["task"]).split()))
            if recorded is None:
                raise NoRecording(f"no recorded triage verdict for the task {task['task']!r}")
            verdicts.append({**recorded, "index": task["index"]})
        return {"verdicts": verdicts}


@cache
def load_recording(root: Path = RECORDING) -> Recording:
    by_subject: dict[tuple[str, str], list[Recorded]] = defaultdict(list)
    verdicts_by_task: dict[str, dict[str, Any]] = {}
    for raw_path in sorted((root / "raw").glob("*.json")):
        request = json.loads(raw_path.read_text(encoding="utf-8"))
        answer = json.loads((root / "done" / raw_path.name).read_text(encoding="utf-8"))
        prompt = str(request["prompt"])
        text = _user_text(request["messages"])
        item = Recorded(number=raw_path.stem, prompt=prompt, user_text=text, answer=answer)
        if prompt == "corpus_triage":
            tasks = {t["index"]: t["task"] for t in _listing(text)}
            for verdict in item.content["verdicts"]:
                verdicts_by_task[" ".join(str(tasks[verdict["index"]]).split())] = verdict
            continue
        by_subject[(prompt, subject(prompt, text))].append(item)
    return Recording(by_subject=dict(by_subject), verdicts_by_task=verdicts_by_task)


def install(server: FakeOpenAIServer, *, recording: Recording | None = None) -> None:
    """Answer every design request from the recording; other prompts need rules of their own."""
    replay = recording or load_recording()

    def reply(request: FakeRequest) -> Reply:
        prompt = request.prompt or ""
        try:
            return Reply.json(replay.answer(prompt=prompt, text=_user_text(request.messages)))
        except NoRecording as missing:
            return Reply.fail(400, message=str(missing))

    for prompt in DESIGN_PROMPTS:
        server.on(prompt=prompt).call(reply)
