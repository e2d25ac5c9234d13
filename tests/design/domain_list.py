"""A scripted list of N domains for the ``domains`` kind: made-up names, each answered with the pharmacy
design under its own environment name (tests/design/pharmacy.py); used by bench/domains.py and the worker
test of a domains job (tests/pipelines/test_domains_worker.py).
"""

from __future__ import annotations

import random
import string
from typing import Any

from tests.design import pharmacy


def domain_names(count: int, *, seed: int = 42) -> list[str]:
    """Distinct made-up two-word domains: none merges with another (their character trigrams hardly meet)
    and none is a substring of another's prompt (the fake server's rules match by substring)."""
    rng = random.Random(seed)
    names: list[str] = []
    while len(names) < count:
        name = " ".join("".join(rng.choices(string.ascii_lowercase, k=8)) for _ in range(2))
        if name not in names:
            names.append(name)
    return names


def environment_name(name: str) -> str:
    """The environment name the design of domain ``name`` answers with."""
    return f"Pharmacy {name.title()}"


def tools_rule_name(position: int) -> str:
    """The fake server's rule answering the tool design of the domain at ``position``: its hits are the design
    requests that domain made."""
    return f"tools-{position:03d}"


def domains_script(names: list[str], *, latency_seconds: float = 0.0) -> dict[str, Any]:
    """The pharmacy design under every name (its own environment name each), everything else shared."""
    rules = []
    for rule in pharmacy.script()["rules"]:
        if rule["name"] != "tools":
            rules.append(rule)
            continue
        for position, name in enumerate(names):
            tools = {**pharmacy.TOOLS, "environment_name": environment_name(name)}
            rules.append(
                {
                    "name": tools_rule_name(position),
                    "match": {"prompt": "domain_tools", "contains": name},
                    "reply": {"json": tools},
                }
            )
    return {"latency_seconds": latency_seconds, "rules": rules}
