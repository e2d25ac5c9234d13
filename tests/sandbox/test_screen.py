"""The worker's static screen (``guards``): its text-only shortcut (``plainly_allowed``) never passes what the
full screen (the parsed tree, walked) refuses, and what it passes fails to compile as ``ast.parse`` would."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from synthesis.sandbox import guards

FULLWIDTH_MRO = "\uff4d\uff52\uff4f"  # "mro" in fullwidth letters
# Tokens source is made of here: names the screen refuses, names it allows, look-alikes, and the places an
# identifier can hide (strings, comments, f-strings, numbers glued to names, non-ASCII spellings).
NAMES = [
    *sorted(guards.FORBIDDEN_ATTRIBUTES),
    *sorted(guards.FORBIDDEN_NAMES),
    *sorted(guards.ALLOWED_DUNDERS),
    "__eq__", "__dict__", "__", "___", "__init", "init__", "_init__", "__init__x", "x__init__", "a__b",
    "mro_", "xmro", "f_backs", "row", "state", "value", FULLWIDTH_MRO,
    "\uff46_\uff42\uff41\uff43\uff4b", "_\uff3fclass\uff3f_", "\u00e9",
]  # fmt: skip
GLUE = [
    ".", " ", "(", ")", "[", "]", ",", "=", "+", "1", "0x1", "1.", "1if ", "\n", ": ", "'", '"', "#", "\\",
]  # fmt: skip


# Names the shortcut may pass, so that half the sources give it a chance to.
PLAIN = [n for n in NAMES if n.isascii() and ("__" not in n or n in guards.ALLOWED_DUNDERS)]
PLAIN = [n for n in PLAIN if n not in guards.FORBIDDEN_ATTRIBUTES]


def _source(rng: random.Random) -> str:
    parts: list[str] = []
    names = NAMES if rng.random() < 0.5 else PLAIN
    for _ in range(rng.randint(1, 12)):
        kind = rng.random()
        name = rng.choice(names)
        if kind < 0.5:
            parts.append(name)
        elif kind < 0.65:
            parts.append(f"x.{name}")
        elif kind < 0.75:
            parts.append(f"f'{{x.{name}}}'")
        elif kind < 0.85:
            parts.append(rng.choice(["'", '"', "# "]) + name)
        else:
            parts.append(rng.choice(GLUE))
        parts.append(rng.choice(GLUE) if rng.random() < 0.5 else " ")
    return "".join(parts)


# Statements that parse whatever the name (most of them: a keyword or a non-identifier does not).
STATEMENTS = [
    "y = x.{n}", "{n} = 1", "def f({n}): return {n}", "s = f'{{x.{n}}}'", "s = '{n}'  # {n}",
    "y = 1if x else {n}", "y = (1).{n}", "del x.{n}", "y = [{n} for {n} in x]", "class {n}: pass",
    "import {n}", "from x import {n} as y", "y = x[0].{n}.z", "lambda {n}: {n}",
]  # fmt: skip


EXPRESSIONS = [
    "x.{n}",
    "{n}",
    "f'{{x.{n}}}'",
    "(1if x else {n})",
    "(1).{n}",
    "[{n} for {n} in x]",
    "x[0].{n}.z",
]


def _valid(rng: random.Random, mode: str) -> str:
    names = NAMES if rng.random() < 0.5 else PLAIN
    parts, glue = (STATEMENTS, "\n") if mode == "exec" else (EXPRESSIONS, " + ")
    return glue.join(rng.choice(parts).format(n=rng.choice(names)) for _ in range(rng.randint(1, 6)))


def _tree_refuses(source: str, mode: str) -> bool:
    try:
        guards.screen_tree(source, mode=mode, label="check")
    except PermissionError:
        return True
    except (SyntaxError, ValueError, RecursionError):
        return False
    return False


@pytest.mark.parametrize("mode", ["exec", "eval"])
def test_the_shortcut_never_passes_what_the_tree_refuses(mode: str) -> None:
    rng = random.Random(20261205)
    passed = refused = 0
    for i in range(6000):
        source = _source(rng) if i % 2 else _valid(rng, mode)
        refuses = _tree_refuses(source, mode)
        refused += refuses
        if guards.plainly_allowed(source):
            passed += 1
            assert not refuses, source
    # Both sides were reached: sources the shortcut passed, and sources the tree refused.
    assert passed > 500 and refused > 500


@pytest.mark.parametrize(
    "source",
    [
        f"x.{FULLWIDTH_MRO}()",  # NFKC: the parser reads mro
        "x.__globals__",
        "f'{x.__globals__}'",
        "__builtins__",
        "x.gi_frame",
        "type(x).mro()",
        "x._evaluate",
    ],
)
def test_refused_names_go_to_the_full_screen(source: str) -> None:
    assert not guards.plainly_allowed(source)
    with pytest.raises(PermissionError, match="forbidden"):
        guards.screen(source, mode="exec", label="check")


def test_text_that_only_mentions_a_forbidden_name_is_decided_by_the_tree() -> None:
    source = "def check(final_state, initial_state):\n    return '__globals__' != 'mro'  # __dict__\n"
    assert not guards.plainly_allowed(source)
    guards.screen(source, mode="exec", label="check")  # strings and comments are no names: allowed


def test_non_text_goes_to_the_full_screen_and_fails_as_before() -> None:
    assert not guards.plainly_allowed(123)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="compile"):
        guards.screen(123, mode="exec", label="check")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "source", ["def f(:\n    pass\n", "x = (1,\n", "class A:\npass\n", "x = 1 +\n", "\x00"]
)
def test_passed_text_fails_to_compile_as_the_tree_would(source: str) -> None:
    assert guards.plainly_allowed(source)
    with pytest.raises((SyntaxError, ValueError)) as parsed:
        ast.parse(source, filename="<check>", mode="exec")
    with pytest.raises(type(parsed.value)) as compiled:
        compile(source, "<check>", "exec")
    assert str(compiled.value) == str(parsed.value)


def test_generated_environment_code_takes_the_shortcut() -> None:
    from synthesis.seeds.specs import parse_sql

    sample = Path(guards.__file__).resolve().parents[1] / "seeds" / "samples" / "library_loans.sql"
    spec = parse_sql(sample.read_bytes(), name="library")
    assert len(spec.code) > 10_000 and guards.plainly_allowed(spec.code)


def test_a_very_long_name_is_looked_at_once() -> None:
    # ``\w*__\w*`` backtracked over a long run of word characters without "__" from every position in it.
    name = "a" * 200_000
    assert guards.plainly_allowed(f"{name} = 1\n") is True
    assert guards.plainly_allowed(f"{name}__class__ = 1\n") is False
