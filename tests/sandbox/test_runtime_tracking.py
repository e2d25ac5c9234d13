"""Change tracking in the runtime gives exactly what the old deep-copy runtime gave, call by call.

The oracle (``runtime_oracle.py``) is the runtime as it was: a deep copy of the state before every call and a
diff of the whole state after it. Both run the same random sequences of tools that change rows in place, by
type only (1 -> True -> 1.0), in nested values, by key order, by replacing tables or the whole state, by
aliasing rows, by leaving non-JSON values, and that fail or raise after changing things. After every call the
results, diffs, states (key order included) and hashes must be identical.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from synthesis.sandbox.holding import marshalled
from synthesis.sandbox.runtime import EnvRuntime
from tests.sandbox import runtime_oracle
from tests.sandbox.runtime_oracle import dump, outcome

CODE = """
class Store:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def _rows(self, table):
        rows = self.state.get(table)
        return rows if isinstance(rows, list) and rows else None

    def _pick(self, table, index):
        rows = self._rows(table)
        return rows[index % len(rows)] if rows else None

    def set_field(self, table, index, field, value):
        row = self._pick(table, index)
        if not isinstance(row, dict):
            return {"success": False, "error": "no row"}
        row[field] = value
        return {"success": True, "message": "set"}

    def same_value(self, table, index):
        row = self._pick(table, index)
        if isinstance(row, dict) and row:
            key = next(iter(row))
            row[key] = row[key]
        return {"success": True, "message": "same"}

    def insert(self, table, key, value):
        self.state.setdefault(table, []).append({"id": key, "value": value, "lines": []})
        return {"success": True, "message": "inserted", "data": {"id": key}}

    def insert_drawn(self, table):
        row = {"id": self.ctx.new_id("r"), "at": self.ctx.now(), "value": 0}
        self.state.setdefault(table, []).append(row)
        return {"success": True, "message": "inserted", "data": row}

    def delete(self, table, index):
        rows = self._rows(table)
        if not rows:
            return {"success": False, "error": "empty"}
        del rows[index % len(rows)]
        return {"success": True, "message": "deleted"}

    def mutate_then_delete(self, table, index):
        rows = self._rows(table)
        if not rows:
            return {"success": False, "error": "empty"}
        row = rows.pop(index % len(rows))
        if isinstance(row, dict):
            row["value"] = "gone"
        return {"success": True, "message": "deleted"}

    def rekey(self, table, index, key):
        row = self._pick(table, index)
        if not isinstance(row, dict):
            return {"success": False, "error": "no row"}
        row["id"] = key
        return {"success": True, "message": "rekeyed"}

    def share_equal(self, table, index):
        # The same content, shared otherwise: each scalar becomes the equal one of another row (same type).
        rows, row = self._rows(table), self._pick(table, index)
        if isinstance(row, dict):
            for key, value in row.items():
                for other in rows:
                    if isinstance(other, dict) and other is not row and type(other.get(key)) is type(value):
                        if type(value) in (str, int, float) and other[key] == value:
                            row[key] = other[key]
        return {"success": True, "message": "shared"}

    def copy_equal(self, table, index):
        # The same content in new objects: what only the bytes with back-references tell apart.
        row = self._pick(table, index)
        if isinstance(row, dict):
            for key, value in row.items():
                if type(value) is str and len(value) > 1:
                    row[key] = "".join(list(value))
                elif type(value) is float:
                    row[key] = float(repr(value))
                elif type(value) is list:
                    row[key] = list(value)
        return {"success": True, "message": "copied"}

    def reorder_keys(self, table, index):
        row = self._pick(table, index)
        if isinstance(row, dict) and row:
            key = next(iter(row))
            row[key] = row.pop(key)
        return {"success": True, "message": "reordered"}

    def nested(self, table, index, value):
        row = self._pick(table, index)
        if not isinstance(row, dict):
            return {"success": False, "error": "no row"}
        lines = row.setdefault("lines", [])
        if isinstance(lines, list):
            lines.append(value)
        return {"success": True, "message": "appended"}

    def nested_type(self, table, index):
        row = self._pick(table, index)
        lines = row.get("lines") if isinstance(row, dict) else None
        if isinstance(lines, list) and lines:
            lines[0] = True if lines[0] == 1 else 1
        return {"success": True, "message": "nested type"}

    def copy_table(self, table):
        rows = self._rows(table)
        if rows is None:
            return {"success": False, "error": "empty"}
        self.state[table] = [dict(r) if isinstance(r, dict) else r for r in rows]
        return {"success": True, "message": "copied"}

    def sort_table(self, table):
        rows = self._rows(table)
        if rows:
            rows.sort(key=lambda r: str(r.get("id")) if isinstance(r, dict) else "", reverse=True)
        return {"success": True, "message": "sorted"}

    def replace_state(self):
        self.state = {k: list(v) if isinstance(v, list) else v for k, v in reversed(list(self.state.items()))}
        return {"success": True, "message": "replaced"}

    def drop_table(self, table):
        self.state.pop(table, None)
        return {"success": True, "message": "dropped"}

    def alias(self, source, target, index):
        row = self._pick(source, index)
        if row is None:
            return {"success": False, "error": "no row"}
        self.state.setdefault(target, []).append(row)
        return {"success": True, "message": "aliased"}

    def meta(self, value):
        # A table that is no list of rows. (One that is not even iterable made the old runtime raise on every
        # later call, its whole-state diff included it; the new one raises only on the call that left it.)
        self.state["meta"] = {"count": value} if value is not None else ["m", 1]
        return {"success": True, "message": "meta"}

    def meta_in_place(self, value):
        meta = self.state.get("meta")
        if isinstance(meta, dict):
            meta["count"] = value
        return {"success": True, "message": "meta in place"}

    def read(self, table, index):
        return {"success": True, "data": self._pick(table, index)}

    def mutate_then_fail(self, table, index, how):
        row = self._pick(table, index)
        if isinstance(row, dict):
            row["value"] = "changed"
            row.setdefault("lines", [])
            if isinstance(row["lines"], list):
                row["lines"].append(9)
        self.state.setdefault(table, []).append({"id": "tmp", "value": 1})
        self.state["scratch"] = [{"id": "s"}]
        self.ctx.new_id("x")
        if how == "raise":
            raise RuntimeError("after changes")
        if how == "not_json":
            self.state[table][0]["value"] = {1, 2}
            return {"success": True, "message": "left a set"}
        if how == "nan":
            self.state[table][-1]["value"] = float("nan")
            return {"success": True, "message": "left nan"}
        if how == "bad_result":
            return {"success": True}
        return {"success": False, "error": "refused after changes"}
"""
TOOLS = [name.split("(")[0].strip() for name in CODE.split("    def ")[1:] if not name.startswith("_")]
KEYS = {"items": "id", "orders": "id", "meta": "id"}
VALUES: list[Any] = [1, 1.0, True, 0, False, -0.0, 0.0, "x", "ü", None, [1], {"a": 1}, 2**40, "1"]
TABLES = ["items", "orders", "log", "extra"]


def initial_state() -> dict[str, Any]:
    return {
        # 14 rows: a table large enough for the quick test of unchanged tables (tracking._QUICK_ROWS)
        "items": [
            {"id": f"i{n}", "value": n, "name": "".join(["it", "em"]), "price": n * 1.5} for n in range(14)
        ],
        "orders": [{"id": n, "value": "open", "lines": [1, {"sku": "a"}]} for n in range(4)],
        "log": [{"text": "start"}, {"text": "again"}],
    }


def random_call(rng: random.Random) -> tuple[str, dict[str, Any]]:
    name = rng.choice(TOOLS)
    table, index = rng.choice(TABLES), rng.randrange(16)
    arguments: dict[str, Any] = {
        "set_field": {"table": table, "index": index, "field": rng.choice(["value", "id", "new"]),
                      "value": rng.choice(VALUES)},
        "same_value": {"table": table, "index": index},
        "insert": {"table": table, "key": rng.choice(["i1", "i9", 3, 3.0, None, True]),
                   "value": rng.choice(VALUES)},
        "insert_drawn": {"table": table},
        "delete": {"table": table, "index": index},
        "mutate_then_delete": {"table": table, "index": index},
        "rekey": {"table": table, "index": index, "key": rng.choice(["i1", "z", 0, False, 1.0])},
        "reorder_keys": {"table": table, "index": index},
        "share_equal": {"table": table, "index": index},
        "copy_equal": {"table": table, "index": index},
        "nested": {"table": table, "index": index, "value": rng.choice(VALUES)},
        "nested_type": {"table": table, "index": index},
        "copy_table": {"table": table},
        "sort_table": {"table": table},
        "replace_state": {},
        "drop_table": {"table": rng.choice(["extra", "log", "meta"])},
        "alias": {"source": table, "target": rng.choice(TABLES), "index": index},
        "meta": {"value": rng.choice([1, None, "m"])},
        "meta_in_place": {"value": rng.choice(VALUES)},
        "read": {"table": table, "index": index},
        "mutate_then_fail": {"table": table, "index": index,
                             "how": rng.choice(["raise", "not_json", "nan", "bad_result", "fail"])},
    }[name]  # fmt: skip
    if rng.random() < 0.03:
        arguments = {**arguments, "unexpected": 1}  # a bad-arguments failure
    return name, arguments


@pytest.mark.parametrize("seed", range(60))
@pytest.mark.usefixtures("row_check")
def test_tracking_matches_the_deep_copy_runtime(seed: int) -> None:
    rng = random.Random(seed)
    kwargs = {"code": CODE, "class_name": "Store", "tools": TOOLS, "primary_keys": KEYS}
    kwargs["state"] = initial_state()
    new = EnvRuntime(**kwargs, seed=seed)  # type: ignore[arg-type]
    old = runtime_oracle.EnvRuntime(**kwargs, seed=seed)  # type: ignore[arg-type]
    vouched_steps: list[int] = []
    for step in range(60):
        if rng.random() < 0.03:
            new.reset()
            old.reset()
        name, arguments = random_call(rng)
        got, expected = outcome(new, name, arguments), outcome(old, name, arguments)
        where = f"seed {seed}, step {step}: {name}({arguments})"
        assert dump(got) == dump(expected), where
        assert dump(new.state) == dump(old.state), where
        assert new.hash() == old.hash(), where
        vouched = new.table_bytes()  # what the tracking holds of the live tables, where it holds it
        if vouched is not None:
            vouched_steps.append(step)
            assert vouched == {name: marshalled(rows) for name, rows in new.state_view().items()}, where
    assert len(vouched_steps) >= 3  # steps that left the tracking holding the live tables were checked


@pytest.mark.usefixtures("row_check")
def test_failed_calls_occur_and_leave_state_as_it_was() -> None:
    """The sequences above do exercise rollback: a failing tool that changed much leaves nothing behind."""
    runtime = EnvRuntime(code=CODE, class_name="Store", tools=TOOLS, primary_keys=KEYS, state=initial_state())
    before, digest = runtime.state, runtime.hash()
    for how in ("raise", "not_json", "nan", "bad_result", "fail"):
        outcome = runtime.call("mutate_then_fail", {"table": "items", "index": 2, "how": how})
        assert outcome["result"]["success"] is False and outcome["diff"] == []
        assert runtime.state == before and runtime.hash() == digest
    # 1 -> True: equal values, so no diff entry (as before), but another state (hash) that a rollback keeps.
    type_only = {"table": "items", "index": 1, "field": "value", "value": True}
    assert runtime.call("set_field", type_only)["diff"] == []
    assert runtime.hash() != digest and runtime.state["items"][1]["value"] is True
    runtime.call("mutate_then_fail", {"table": "items", "index": 1, "how": "fail"})
    assert runtime.state["items"][1]["value"] is True


def test_results_share_nothing_with_the_live_state() -> None:
    runtime = EnvRuntime(code=CODE, class_name="Store", tools=TOOLS, primary_keys=KEYS, state=initial_state())
    row = runtime.call("read", {"table": "items", "index": 0})["result"]["data"]
    row["value"] = "changed by the caller"
    assert runtime.state["items"][0]["value"] == 0
    assert runtime.call("same_value", {"table": "items", "index": 0})["diff"] == []


TWO_ROWS_CODE = """
class Two:
    def __init__(self, state, ctx):
        self.state = state

    def bump_and_retype(self, fail):
        rows = self.state["items"]
        rows[0]["value"] += 1        # an unequal row: found by ==
        rows[1]["value"] = True      # equal to 1, another type: only the bytes of the rest show it
        rows[2]["name"] = rows[2].pop("name")  # equal, keys reordered
        if fail:
            return {"success": False, "error": "refused"}
        return {"success": True, "message": "done"}
"""


@pytest.mark.parametrize("fail", [False, True])
@pytest.mark.usefixtures("row_check")
def test_changes_that_equality_misses_beside_one_it_sees(fail: bool) -> None:
    """One call changes a row (==) and, in other rows, a type and a key order (== misses both)."""
    state = {"items": [{"id": n, "value": 1, "name": f"n{n}"} for n in range(4)]}
    kwargs = {"code": TWO_ROWS_CODE, "class_name": "Two", "tools": ["bump_and_retype"], "primary_keys": KEYS}
    new = EnvRuntime(**kwargs, state=state)  # type: ignore[arg-type]
    old = runtime_oracle.EnvRuntime(**kwargs, state=state)  # type: ignore[arg-type]
    for _ in range(3):
        got, expected = (
            new.call("bump_and_retype", {"fail": fail}),
            old.call("bump_and_retype", {"fail": fail}),
        )
        assert dump(got) == dump(expected)
        new.settle()  # what the sandbox worker does after replying; the next call would do it otherwise
        assert dump(new.state) == dump(old.state) and new.hash() == old.hash()
    assert (new.state["items"][1]["value"] is True) is not fail


def test_the_json_encoder_gives_the_standard_text_and_errors() -> None:
    from synthesis.sandbox.runtime import json_encoder

    standard = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    fast = json_encoder(standard)
    for value in ["ü\n", 1, 1.5, None, [1, {"b": True, "a": "x"}], {"k": [2**70, -0.0]}]:
        assert fast(value) == standard.encode(value)
    cycle: list[Any] = []
    cycle.append(cycle)
    for bad in [cycle, {"x": {1, 2}}, [float("nan")]]:
        with pytest.raises((TypeError, ValueError)) as fast_error:
            fast(bad)
        with pytest.raises((TypeError, ValueError)) as standard_error:
            standard.encode(bad)
        assert str(fast_error.value) == str(standard_error.value)
