"""The runtime's fast path (rows changed in place, found in a table's marshal bytes) against the oracle.

``test_runtime_tracking.py`` runs everything a tool may do to a state; this file aims at what the fast path
decides on its own: which rows changed (the first and last whose bytes differ, and every row between them),
that the rest is unchanged (a type-only change, a sign of zero or a key order beside a real change), the new
bytes it keeps for the next call (rows that grow or shrink move the ends of the rows after them), and the
JSON check of the result and the changed rows in one encoding. Every call is compared with the deep-copy
oracle: results, diffs, states (key order included) and hashes; half the runs settle after each call, as the
sandbox worker does, half leave it to the next call.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from synthesis.sandbox.runtime import EnvRuntime
from tests.sandbox import runtime_oracle
from tests.sandbox.runtime_oracle import dump, outcome

CODE = """
class Flat:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def _row(self, index):
        rows = self.state.get("rows")
        return rows[index % len(rows)] if isinstance(rows, list) and rows else None

    def bump(self, index):
        row = self._row(index)
        if row is None:
            return {"success": False, "error": "no row"}
        row["count"] = row.get("count", 0) + 1
        return {"success": True, "message": "bumped"}

    def set_field(self, index, field, value):
        row = self._row(index)
        if row is None:
            return {"success": False, "error": "no row"}
        row[field] = value
        return {"success": True, "message": "set", "data": {"field": field}}

    def two_rows(self, first, second, value):
        for index in (first, second):
            row = self._row(index)
            if row is not None:
                row["name"] = value
        return {"success": True, "message": "two"}

    def change_and_retype(self, index, other):
        row, twin = self._row(index), self._row(other)
        if row is None or twin is None:
            return {"success": False, "error": "no row"}
        row["count"] = row.get("count", 0) + 7
        if type(twin.get("flag")) is bool:
            twin["flag"] = int(twin["flag"])  # equal, another type: only the bytes show it
        elif type(twin.get("price")) is float:
            twin["price"] = -twin["price"] if twin["price"] == 0 else twin["price"]
        else:
            twin["name"] = twin.pop("name", "x")  # equal, keys reordered
        return {"success": True, "message": "changed"}

    def rekey(self, index, key):
        row = self._row(index)
        if row is None:
            return {"success": False, "error": "no row"}
        row["id"] = key
        return {"success": True, "message": "rekeyed"}

    def append(self, key):
        self.state.setdefault("rows", []).append({"id": key, "name": "new", "count": 0})
        return {"success": True, "message": "appended", "data": {"id": key}}

    def delete(self, index):
        rows = self.state.get("rows")
        if not rows:
            return {"success": False, "error": "empty"}
        del rows[index % len(rows)]
        return {"success": True, "message": "deleted"}

    def replace_table(self):
        self.state["rows"] = [dict(row) for row in self.state.get("rows", [])]
        return {"success": True, "message": "replaced"}

    def rebind_state(self):
        self.state = dict(self.state)
        return {"success": True, "message": "rebound"}

    def read(self, index):
        return {"success": True, "data": self._row(index)}

    def mutate_then(self, index, how):
        row = self._row(index)
        if row is not None:
            row["count"] = -1
            row["name"] = "changed" * 3
        other = self._row(index + 3)
        if other is not None:
            other["flag"] = 1
        if how == "raise":
            raise RuntimeError("after changes")
        if how == "fail":
            return {"success": False, "error": "refused after changes"}
        if how == "not_json_result":
            return {"success": True, "message": "x", "data": {1, 2}}
        if how == "nan_result":
            return {"success": True, "message": "x", "data": float("nan")}
        if how == "not_json_row" and row is not None:
            row["count"] = {1, 2}
        if how == "nan_row" and row is not None:
            row["price"] = float("inf")
        if how == "big_int" and row is not None:
            row["count"] = 10**5000  # beyond str(int)'s digit limit: no JSON text
        return {"success": True, "message": "done"}
"""
TOOLS = [name.split("(")[0].strip() for name in CODE.split("    def ")[1:] if not name.startswith("_")]
KEYS = {"rows": "id"}
VALUES: list[Any] = [1, 1.0, True, 0, False, -0.0, 0.0, "x", "a longer text", "ü", None, 2**40, "1", ""]


def initial_state() -> dict[str, Any]:
    rows = [
        {"id": f"r{n}", "name": "row" * (n % 3), "count": n, "flag": n % 2 == 0, "price": n * 0.5}
        for n in range(12)
    ]
    return {"rows": rows, "other": [{"id": "o1", "count": 0}]}


def random_call(rng: random.Random) -> tuple[str, dict[str, Any]]:
    name = rng.choices(TOOLS, weights=[6 if t in ("bump", "set_field", "two_rows") else 2 for t in TOOLS])[0]
    index, other = rng.randrange(20), rng.randrange(20)
    return name, {
        "bump": {"index": index},
        "set_field": {"index": index, "field": rng.choice(["name", "count", "flag", "price", "extra"]),
                      "value": rng.choice(VALUES)},
        "two_rows": {"first": index, "second": other, "value": rng.choice(["", "n", "a much longer name"])},
        "change_and_retype": {"index": index, "other": other},
        "rekey": {"index": index, "key": rng.choice(["r1", "z", 1, 1.0, True])},
        "append": {"key": rng.choice(["r1", "new", 3])},
        "delete": {"index": index},
        "replace_table": {},
        "rebind_state": {},
        "read": {"index": index},
        "mutate_then": {"index": index, "how": rng.choice(
            ["raise", "fail", "not_json_result", "nan_result", "not_json_row", "nan_row", "big_int", "ok"])},
    }[name]  # fmt: skip


@pytest.mark.parametrize("settle", [True, False])
@pytest.mark.parametrize("seed", range(12))
@pytest.mark.usefixtures("row_check")
def test_the_fast_path_matches_the_deep_copy_runtime(seed: int, settle: bool) -> None:
    rng = random.Random(seed)
    kwargs: dict[str, Any] = {"code": CODE, "class_name": "Flat", "tools": TOOLS, "primary_keys": KEYS}
    new = EnvRuntime(**kwargs, state=initial_state(), seed=seed, copy_results=seed % 2 == 0)
    old = runtime_oracle.EnvRuntime(**kwargs, state=initial_state(), seed=seed)
    for step in range(80):
        name, arguments = random_call(rng)
        got, expected = outcome(new, name, arguments), outcome(old, name, arguments)
        where = f"seed {seed}, step {step}: {name}({arguments})"
        assert dump(got) == dump(expected), where
        if settle:
            new.settle()
        assert dump(new.state) == dump(old.state), where
        assert new.hash() == old.hash(), where


@pytest.mark.usefixtures("row_check")
def test_rows_between_two_changes_and_a_type_change_beside_them() -> None:
    """Rows 2 and 9 change; row 5, between them, only by type; row 11, after them, only by key order."""
    code = """
class Spread:
    def __init__(self, state, ctx):
        self.state = state

    def spread(self, fail):
        rows = self.state["rows"]
        rows[2]["count"] += 1
        rows[9]["name"] = "a name longer than it was"
        rows[5]["flag"] = 1 if rows[5]["flag"] is True else True
        rows[11]["name"] = rows[11].pop("name")
        if fail:
            return {"success": False, "error": "refused"}
        return {"success": True, "message": "spread"}
"""
    kwargs: dict[str, Any] = {"code": code, "class_name": "Spread", "tools": ["spread"], "primary_keys": KEYS}
    for fail in (False, True):
        new = EnvRuntime(**kwargs, state=initial_state(), copy_results=False)
        old = runtime_oracle.EnvRuntime(**kwargs, state=initial_state())
        for _ in range(4):
            assert dump(new.call("spread", {"fail": fail})) == dump(old.call("spread", {"fail": fail}))
            new.settle()
            assert dump(new.state) == dump(old.state) and new.hash() == old.hash()


@pytest.mark.usefixtures("row_check")
def test_a_diff_of_scalar_updates_is_not_shared_and_one_of_containers_is_copied() -> None:
    code = """
class Lists:
    def __init__(self, state, ctx):
        self.state = state

    def tag(self, index):
        row = self.state["rows"][index]
        row["name"] = "tagged"
        row["tags"] = ["a"]
        return {"success": True, "message": "tagged"}
"""
    kwargs: dict[str, Any] = {"code": code, "class_name": "Lists", "tools": ["tag"], "primary_keys": KEYS}
    runtime = EnvRuntime(**kwargs, state=initial_state())
    diff = runtime.call("tag", {"index": 1})["diff"]
    assert diff[0]["changes"]["tags"] == [None, ["a"]]
    diff[0]["changes"]["tags"][1].append("changed by the caller")
    assert runtime.state["rows"][1]["tags"] == ["a"]
    again = runtime.call("tag", {"index": 2})["diff"]
    again[0]["changes"]["name"][1] = "changed by the caller"
    assert runtime.state["rows"][2]["name"] == "tagged"


@pytest.mark.usefixtures("row_check")
def test_rows_that_grow_and_shrink_by_as_much_in_one_call() -> None:
    """The table keeps its length while the rows between two changed ones move, or shrinks by more than a
    row's end: later calls still agree."""
    code = """
class Sizes:
    def __init__(self, state, ctx):
        self.state = state

    def resize(self):
        rows = self.state["rows"]
        rows[2]["name"] += "abc"
        rows[9]["name"] = rows[9]["name"][3:]
        return {"success": True, "message": "resized"}

    def shrink(self):
        rows = self.state["rows"]
        rows[1]["name"] = ""  # far shorter: the table's bytes shrink by more than a row's end
        rows[10]["count"] += 1
        return {"success": True, "message": "shrunk"}

    def touch(self, index, retype):
        row = self.state["rows"][index]
        row["count"] += 1
        if retype:
            neighbour = self.state["rows"][index + 1]
            neighbour["flag"] = 1 if neighbour["flag"] is True else True
        return {"success": True, "message": "touched"}
"""
    state = initial_state()
    for row in state["rows"]:
        row["name"] = "xyzxyz"
    state["rows"][1]["name"] = "x" * 400
    kwargs: dict[str, Any] = {
        "code": code,
        "class_name": "Sizes",
        "tools": ["resize", "touch"],
        "primary_keys": KEYS,
    }
    new = EnvRuntime(**kwargs, state=state, copy_results=False)
    old = runtime_oracle.EnvRuntime(**kwargs, state=state)
    calls = [("touch", {"index": 4, "retype": False}), ("resize", {})]
    calls += [("touch", {"index": i, "retype": i % 2 == 0}) for i in range(10)] + [("resize", {})] * 2
    calls += [("shrink", {}), ("touch", {"index": 0, "retype": True}), ("shrink", {})]
    for name, arguments in calls:
        assert dump(new.call(name, arguments)) == dump(old.call(name, arguments)), (name, arguments)
        new.settle()
        assert dump(new.state) == dump(old.state) and new.hash() == old.hash()


def _containers(value: object) -> list[object]:
    if isinstance(value, dict):
        return [value, *(c for v in value.values() for c in _containers(v))]
    if isinstance(value, list):
        return [value, *(c for v in value for c in _containers(v))]
    return []


def test_a_copy_of_a_state_is_equal_exact_in_types_and_shares_no_container() -> None:
    import copy

    from synthesis.sandbox.runtime import copy_json

    rng = random.Random(5)
    scalars = [0, 1, True, False, 1.0, -2.5, None, "", "x", "caf\u00e9", 10**20]

    def value(depth: int) -> object:
        kind = rng.randrange(6 if depth < 3 else 1)
        if kind == 0:
            return rng.choice(scalars)
        if kind == 1:  # a table of plain rows, the common case
            return [{f"f{j}": rng.choice(scalars) for j in range(rng.randrange(4))} for _ in range(5)]
        if kind == 2:  # a table with one row holding a container
            rows: list[object] = [{"id": i} for i in range(4)]
            rows[2] = {"id": 2, "tags": [rng.choice(scalars)]}
            return rows
        if kind == 3:
            return [value(depth + 1) for _ in range(rng.randrange(4))]
        if kind == 4:
            return {f"k{j}": value(depth + 1) for j in range(rng.randrange(4))}
        return [rng.choice(scalars), {"a": 1}, [1, 2]]  # mixed

    for _ in range(500):
        original = {f"t{i}": value(0) for i in range(3)}
        kept = copy.deepcopy(original)
        copied = copy_json(original)
        assert repr(copied) == repr(original)  # equal, and equal in types (1, 1.0 and True print apart)
        assert not {id(c) for c in _containers(copied)} & {id(c) for c in _containers(original)}
        for container in _containers(copied):  # changing the copy leaves the original as it was
            if isinstance(container, dict):
                container["changed"] = 1
            else:
                container.append(1)
        assert repr(original) == repr(kept)


PARAMETERS_CODE = """
import functools


def logged(function):
    @functools.wraps(function)
    def wrapper(self, *args, **kwargs):
        return function(self, *args, **kwargs)
    return wrapper


def loose(function):
    def wrapper(self, **kwargs):
        return function(self, **kwargs)
    return wrapper


class Env:
    def __init__(self, state, ctx):
        self.state = state

    def pair(self, a, b):
        return {"success": True, "data": [a, b]}

    @logged
    def wrapped(self, a, b=2):
        return {"success": True, "data": [a, b]}

    @logged
    def other(self, x):
        return {"success": True, "data": x}

    @loose
    def forwarded(self, c):
        return {"success": True, "data": c}
"""


def test_tools_bind_alike_in_every_load_of_the_same_code() -> None:
    # Every load makes the functions anew from the same code objects; what decides binding is looked up by
    # the code and which parameters have defaults, unless inspect.signature would read something else.
    def calls(runtime: EnvRuntime) -> list[Any]:
        asked = [
            ("pair", {"a": 1, "b": 2}), ("pair", {"a": 1}), ("pair", {"a": 1, "b": 2, "c": 3}),
            ("wrapped", {"a": 1}), ("wrapped", {"b": 1}), ("forwarded", {"c": 1}), ("forwarded", {"d": 1}),
            ("other", {"x": 1}), ("other", {"a": 1}),
        ]  # fmt: skip
        return [runtime.call(name, arguments)["result"] for name, arguments in asked]

    def load() -> EnvRuntime:
        return EnvRuntime(code=PARAMETERS_CODE, class_name="Env", tools=TOOLS, primary_keys={}, state={})

    TOOLS = ["pair", "wrapped", "forwarded", "other"]
    first = calls(load())
    assert [r["success"] for r in first] == [True, False, False, True, False, True, False, True, False]
    assert "missing a required argument: 'b'" in first[1]["error"]
    assert "missing a required argument: 'a'" in first[4]["error"]  # the wrapped function's signature
    assert calls(load()) == first
    # The same code with a default given afterwards binds by its own defaults, not the first load's.
    defaulted = load()
    defaulted._cls.pair.__defaults__ = (5,)
    assert defaulted.call("pair", {"a": 1})["result"] == {"success": True, "data": [1, 5]}
    assert calls(load()) == first


def test_parameters_read_off_the_code_are_what_inspect_says() -> None:
    # Random parameter lists (positional-only, defaults, *args, keyword-only with and without defaults,
    # **kwargs), as bound methods: where the code decides, it says what inspect.signature says.
    import inspect

    from synthesis.sandbox.runtime import _code_parameters, _parameters

    rng = random.Random(11)
    decided = 0
    for _ in range(600):
        names = [f"p{i}" for i in range(rng.randint(0, 5))]
        posonly = rng.randint(0, len(names))
        defaults = rng.randint(0, len(names))
        parts = [n + ("=0" if i >= len(names) - defaults else "") for i, n in enumerate(names)]
        if posonly and names:
            parts.insert(posonly, "/")
        if rng.random() < 0.2:
            parts.append("*args")
        keyword_only = [f"k{i}" + ("=1" if rng.random() < 0.5 else "") for i in range(rng.randint(0, 3))]
        if keyword_only:
            parts.extend(keyword_only if "*args" in parts else ["*", *keyword_only])
        if rng.random() < 0.2:
            parts.append("**kwargs")
        namespace: dict[str, Any] = {}
        exec(f"class C:\n    def tool({', '.join(parts)}):\n        return None\n", namespace)
        method = namespace["C"]().tool
        function = method.__func__
        try:
            signature = inspect.signature(method)
        except ValueError:
            assert _code_parameters(function.__code__, defaults, ()) is None  # no parameter for the instance
            continue
        kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
        plain = frozenset(n for n, p in signature.parameters.items() if p.kind in kinds)
        required = frozenset(n for n, p in signature.parameters.items() if p.default is p.empty)
        expected = (plain, required, len(plain) == len(signature.parameters))
        keyword_defaults = tuple(function.__kwdefaults__ or ())
        from_code = _code_parameters(function.__code__, len(function.__defaults__ or ()), keyword_defaults)
        if from_code is not None:
            decided += 1
            assert from_code == expected, parts
        assert _parameters(method, function) == expected, parts
    assert decided > 150  # the code decided many of them


def test_a_hash_from_tables_texts_known_by_their_bytes_is_the_state_hash() -> None:
    import marshal

    from synthesis.sandbox.changes import state_hash, tables_hash

    rng = random.Random(5)
    names = ["orders", "items", "Ärger", "a b", "z", "\u2028", "items2", 'q"\\']
    values: list[Any] = [0, 1, 1.0, -0.0, True, None, "x", "é", [1, "a"], {"b": 1, "a": [2]}, 10**20]
    for _ in range(300):
        state = {
            name: [{f: rng.choice(values) for f in rng.sample("abcd", rng.randint(0, 4))} for _ in range(3)]
            for name in rng.sample(names, rng.randint(0, len(names)))
        }
        known = {name: marshal.dumps(rows, 2) for name, rows in state.items()}
        assert tables_hash(state, known) == state_hash(state)
        assert tables_hash(state, known) == state_hash(state)  # the texts now come from the ones kept
        if state:
            name = next(iter(state))
            state[name].append({"a": 1})
            assert tables_hash(state, {**known, name: marshal.dumps(state[name], 2)}) == state_hash(state)
            assert tables_hash(state, {**known, name: None}) == state_hash(state)  # bytes unknown: made here
    assert tables_hash({"a": []}, {}) == state_hash({"a": []})  # bytes of other tables: the state's own way


SHARING_CODE = """
class Shop:
    def __init__(self, state, ctx):
        self.state = state

    def read(self):
        return {"success": True, "data": dict(self.state["orders"][0])}

    def recopy(self):
        # The same content in new objects: only bytes with back-references (sharing) tell it apart.
        row = self.state["orders"][1]
        row["status"] = "".join(list(row["status"]))
        row["total"] = float(repr(row["total"]))
        return {"success": True, "message": "same content"}

    def touch(self, status):
        self.state["orders"][2]["status"] = status
        return {"success": True, "message": "set"}
"""


def test_unchanged_tables_are_told_by_their_quick_bytes_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """A large table that did not change costs one version 4 dump; the exact version 2 pass runs only for one
    whose quick bytes differ: a real change (found and diffed), or a change of sharing alone (no diff, and the
    next call is quick again). A small table takes the exact pass alone."""
    from synthesis.sandbox import tracking

    monkeypatch.setattr(tracking, "flat_copies", None)  # the pure-Python path (flat tables: test_rowcheck.py)
    large = tracking._QUICK_ROWS
    orders = [{"id": f"o{n}", "status": "open", "total": n * 1.25, "note": None} for n in range(large)]
    customers = [{"id": f"c{n}", "name": f"Ada {n}"} for n in range(large + 3)]
    state = {"orders": orders, "customers": customers, "log": [{"text": "opened"}]}
    kwargs: dict[str, Any] = {
        "code": SHARING_CODE, "class_name": "Shop", "tools": ["read", "recopy", "touch"],
        "primary_keys": {"orders": "id", "customers": "id"}, "state": state,
    }  # fmt: skip
    runtime, oracle = EnvRuntime(**kwargs), runtime_oracle.EnvRuntime(**kwargs)
    versions: list[int] = []
    dumps = tracking.marshal.dumps

    def counted(value: Any, version: int) -> bytes:
        versions.append(version)
        return dumps(value, version)

    def call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        versions.clear()
        got = runtime.call(name, arguments)
        assert dump(got) == dump(oracle.call(name, arguments))
        runtime.settle()
        assert dump(runtime.state) == dump(oracle.state) and runtime.hash() == oracle.hash()
        return got

    runtime.call("read", {})  # the first call takes the committed tables (both dumps of the large ones)
    runtime.settle()
    monkeypatch.setattr(tracking, "_dumps", counted)
    call("read", {})
    assert sorted(versions) == [2, 4, 4]  # the small log: exact; the two large tables, unchanged: quick
    assert call("touch", {"status": "shipped"})["diff"] == [
        {"op": "update", "table": "orders", "key": "o2", "changes": {"status": ["open", "shipped"]}}
    ]
    assert versions.count(4) == 2 and versions.count(2) >= 2  # orders failed the quick test: exact pass
    call("read", {})  # orders changed last time: the exact pass proves it unchanged
    assert sorted(versions) == [2, 2, 4, 4]  # orders: exact, then its quick bytes; customers: quick; log
    assert call("recopy", {})["diff"] == []  # a change of sharing alone: no change
    assert versions.count(2) == 2
    call("read", {})
    call("read", {})
    assert sorted(versions) == [2, 4, 4]  # quick again
