"""Prompt files: `synthesis/llm/prompts/<name>.md`, a front matter and `## system` / `## user` sections.

Format::

    ---
    name: example_echo
    version: 1
    ---
    ## system
    You repeat things.
    ## user
    Repeat {{ text }}.

Only a line that is exactly `## system` or `## user` starts a section; other headings are prompt text.
`{{ name }}` placeholders are replaced in one pass with the value verbatim (strings) or as JSON (everything
else); a value is never evaluated, and placeholders inside values are not expanded.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel

PROMPTS_DIRECTORY = Path(__file__).parent / "prompts"

_NAME_PATTERN = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")
_PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
_SECTION_HEADING = re.compile(r"^##\s+(system|user)\s*$", re.IGNORECASE)


class PromptError(ValueError):
    """A prompt file is missing or malformed, or rendering lacks a variable."""


def _format_value(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, BaseModel):
        return value.model_dump_json(indent=2)
    return json.dumps(value, ensure_ascii=False, indent=2, default=str)


@dataclass(frozen=True)
class Prompt:
    """A versioned prompt loaded from a file."""

    name: str
    version: str
    system: str
    user: str

    @property
    def variables(self) -> frozenset[str]:
        """Names of the placeholders used in either section."""
        return frozenset(_PLACEHOLDER.findall(self.system) + _PLACEHOLDER.findall(self.user))

    def fill(self, text: str, variables: dict[str, Any]) -> str:
        """Replace the placeholders of one text; a missing variable is a PromptError."""
        missing = sorted(set(_PLACEHOLDER.findall(text)) - set(variables))
        if missing:
            raise PromptError(
                f"prompt {self.name!r} (version {self.version}) needs variable(s) {', '.join(missing)}; "
                f"given: {', '.join(sorted(variables)) or 'none'}"
            )
        return _PLACEHOLDER.sub(lambda match: _format_value(variables[match.group(1)]), text)

    def render(self, **variables: Any) -> list[dict]:
        """Chat messages (system first, then user; empty sections omitted)."""
        missing = sorted(self.variables - set(variables))
        if missing:
            raise PromptError(
                f"prompt {self.name!r} (version {self.version}) needs variable(s) {', '.join(missing)}; "
                f"given: {', '.join(sorted(variables)) or 'none'}"
            )
        messages: list[dict] = []
        if self.system:
            messages.append({"role": "system", "content": self.fill(self.system, variables)})
        if self.user:
            messages.append({"role": "user", "content": self.fill(self.user, variables)})
        return messages


def parse_prompt(*, text: str, name: str) -> Prompt:
    """Parse the text of a prompt file; `name` must match the file's front-matter name."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        raise PromptError(f"prompt {name!r}: file must start with a '---' front matter")
    try:
        end = next(index for index in range(1, len(lines)) if lines[index].strip() == "---")
    except StopIteration:
        raise PromptError(f"prompt {name!r}: front matter is not closed with '---'") from None
    try:
        front = yaml.safe_load("\n".join(lines[1:end])) or {}
    except yaml.YAMLError as error:
        raise PromptError(f"prompt {name!r}: front matter is not valid YAML: {error}") from error
    if not isinstance(front, dict):
        raise PromptError(f"prompt {name!r}: front matter must be 'key: value' lines")
    if str(front.get("name", "")) != name:
        raise PromptError(f"prompt {name!r}: front matter name is {front.get('name')!r}, expected {name!r}")
    if front.get("version") in (None, ""):
        raise PromptError(f"prompt {name!r}: front matter needs a version")

    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in lines[end + 1 :]:
        heading = _SECTION_HEADING.match(line)
        if heading:
            section = heading.group(1).lower()
            if section in sections:
                raise PromptError(f"prompt {name!r}: section '## {section}' appears twice")
            current = sections[section] = []
        elif current is not None:
            current.append(line)
        elif line.strip():
            raise PromptError(f"prompt {name!r}: text before the first '## system' or '## user' section")
    system = "\n".join(sections.get("system", [])).strip()
    user = "\n".join(sections.get("user", [])).strip()
    if not system and not user:
        raise PromptError(f"prompt {name!r}: needs a non-empty '## system' or '## user' section")
    return Prompt(name=name, version=str(front["version"]), system=system, user=user)


@functools.lru_cache(maxsize=256)
def _load_cached(name: str, directory: Path) -> Prompt:
    path = directory / f"{name}.md"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PromptError(f"prompt {name!r} not found: no file {path}") from None
    return parse_prompt(text=text, name=name)


def load_prompt(name: str, *, directory: Path | None = None) -> Prompt:
    """Load `<directory>/<name>.md` (default: synthesis/llm/prompts/); files are read once per process."""
    if not _NAME_PATTERN.match(name):
        raise PromptError(f"prompt name {name!r} is invalid: use letters, digits, '_', '-', '.'")
    return _load_cached(name, (directory or PROMPTS_DIRECTORY).resolve())
