"""Prompt files: format, versions, rendering."""

from __future__ import annotations

from pathlib import Path

import pytest

from synthesis.llm import PROMPTS_DIRECTORY, PromptError, load_prompt, parse_prompt


def test_example_prompt_loads_with_its_version() -> None:
    prompt = load_prompt("example_echo")
    assert prompt.name == "example_echo" and prompt.version == "1"
    assert prompt.variables == {"text", "data"}
    assert prompt.system.startswith("You are a test helper.")


def test_render_inserts_values_verbatim_and_json_for_others() -> None:
    messages = load_prompt("example_echo").render(
        text="{{ data }} and __import__('os')", data={"k": [1, "é"]}
    )
    assert [message["role"] for message in messages] == ["system", "user"]
    user = messages[1]["content"]
    assert "{{ data }} and __import__('os')" in user  # not expanded, not evaluated
    assert '"k": [\n    1,\n    "é"\n  ]' in user


def test_missing_variable_is_a_clear_error() -> None:
    with pytest.raises(
        PromptError, match=r"'example_echo' \(version 1\) needs variable\(s\) data; given: text"
    ):
        load_prompt("example_echo").render(text="only text")


def test_missing_prompt_and_bad_names() -> None:
    with pytest.raises(PromptError, match="not found"):
        load_prompt("no_such_prompt")
    with pytest.raises(PromptError, match="invalid"):
        load_prompt("../secrets")


def test_every_shipped_prompt_file_parses() -> None:
    names = [path.stem for path in PROMPTS_DIRECTORY.glob("*.md")]
    assert "example_echo" in names and "_reask" in names
    for name in names:
        assert load_prompt(name).version


def test_load_from_another_directory(tmp_path: Path) -> None:
    (tmp_path / "mine.md").write_text("---\nname: mine\nversion: 2024-06\n---\n## user\nHi {{ who }}\n")
    prompt = load_prompt("mine", directory=tmp_path)
    assert prompt.version == "2024-06" and prompt.system == ""
    assert prompt.render(who="you") == [{"role": "user", "content": "Hi you"}]


def test_other_headings_stay_prompt_text() -> None:
    text = "---\nname: p\nversion: 1\n---\n## system\nRules:\n### Output\nJSON\n## user\nGo\n"
    prompt = parse_prompt(text=text, name="p")
    assert prompt.system == "Rules:\n### Output\nJSON" and prompt.user == "Go"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("## user\nhi", "must start with"),
        ("---\nname: p\nversion: 1\n## user\nhi", "not closed"),
        ("---\nname: q\nversion: 1\n---\n## user\nhi", "expected 'p'"),
        ("---\nname: p\n---\n## user\nhi", "needs a version"),
        ("---\nname: p\nversion: 1\n---\nstray\n## user\nhi", "before the first"),
        ("---\nname: p\nversion: 1\n---\n## user\nhi\n## user\nagain", "appears twice"),
        ("---\nname: p\nversion: 1\n---\n## user\n", "non-empty"),
        ("---\n- a\n---\n## user\nhi", "key: value"),
    ],
)
def test_malformed_prompt_files_are_rejected(text: str, problem: str) -> None:
    with pytest.raises(PromptError, match=problem):
        parse_prompt(text=text, name="p")
