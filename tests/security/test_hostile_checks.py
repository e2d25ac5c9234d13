"""Checks come from uploaded specs (a SQL CHECK, an OpenAPI bound) and are evaluated in the web and worker
processes: none may take their memory, their time or their stack (found by a red-team pass)."""

from __future__ import annotations

import resource

import pytest

from synthesis.codegen import CodegenError
from synthesis.codegen.generator import validate_check
from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import GenerationError, generate_state
from synthesis.state.expressions import MAX_SEQUENCE, ExpressionError, UnsupportedExpression, evaluate

HOSTILE = [
    "value != 'x' * 300000000",
    "value != 10000000000 * 'xx'",
    "value != (0,) * 50000000",
    "max('x' * 300000000) != value",
    "'%*d' % (300000000, 1) != value",
]


def _peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@pytest.mark.parametrize("expr", HOSTILE)
def test_a_check_cannot_build_a_huge_value(expr: str) -> None:
    before = _peak_mib()
    with pytest.raises(ExpressionError) as error:
        evaluate(expr, value="a", row={})
    assert "repeated sequence longer than" in str(error.value) or "formatting" in str(error.value)
    assert _peak_mib() - before < 50  # nothing near the 300 MB asked for was allocated


def test_small_repetitions_and_numbers_still_work() -> None:
    assert evaluate("value == 'ab' * 3", value="ababab", row={})
    assert evaluate("value % 7 == 1", value=8, row={})
    assert evaluate(f"len(value * {MAX_SEQUENCE // 2}) == {MAX_SEQUENCE}", value="ab", row={})


def test_a_check_nested_too_deeply_is_refused_not_a_crash() -> None:
    deep = "-" * 5000 + "1 > value"

    def deep_in_the_stack(levels: int) -> None:  # a caller already deep in its own frames
        if levels:
            deep_in_the_stack(levels - 1)
            return
        with pytest.raises((UnsupportedExpression, ExpressionError)):
            evaluate(deep, value=0, row={})

    deep_in_the_stack(200)
    with pytest.raises(CodegenError, match=r"nested too deeply|not a Python expression"):
        validate_check(deep, where="t.f")


def test_a_sql_check_building_a_huge_string_does_not_take_the_generating_process() -> None:
    spec = parse_sql(
        "CREATE TABLE t (id int PRIMARY KEY, code text NOT NULL CHECK (code <> 'x' * 300000000));",
        name="hostile",
    )
    assert spec.state_schema.table("t").field("code").checks == ["value != 'x' * 300000000"]
    before = _peak_mib()
    with pytest.raises(GenerationError, match=r"t\.code: no value met the constraints"):
        generate_state(schema=spec.state_schema, seed=0, rows_per_table=3)
    assert _peak_mib() - before < 50
