"""The compiled row check of flat tables (``synthesis/sandbox/_rowcheck.c``): its two functions on their own,
a table whose rows stop being flat (the copies' invariant), and the worker loading it inside bubblewrap.

Everything the runtime answers with it is compared with the deep-copy oracle in test_runtime_tracking.py and
test_runtime_fast_path.py, which run with it and without it (the ``row_check`` fixture).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from typing import Any

import pytest

from synthesis.sandbox import launch, sandbox_status, tracking
from synthesis.sandbox.changes import canonical_json, row_update
from synthesis.sandbox.runtime import EnvRuntime
from tests.sandbox import runtime_oracle
from tests.sandbox.conftest import require_row_check, require_seccomp
from tests.sandbox.runtime_oracle import dump, outcome


@pytest.fixture
def rowcheck() -> Any:
    return require_row_check()


class OwnStr(str):
    pass


class OwnDict(dict):  # type: ignore[type-arg]
    pass


@pytest.mark.parametrize(
    "row",
    [
        {"id": "a", "tags": ["x"]},  # a container
        {"id": "a", "nested": {"b": 1}},
        {"id": OwnStr("a")},  # subclasses run code of their own
        OwnDict(id="a"),
        {1: "a"},  # keys other than str
        ["a"],  # no dict
        "a",
    ],
)
def test_only_flat_rows_are_copied(rowcheck: Any, row: Any) -> None:
    assert rowcheck.flat_copies([{"id": "ok", "n": 1, "f": 1.5, "b": True, "none": None}, row]) is None


def test_copies_are_new_dicts_holding_the_same_objects(rowcheck: Any) -> None:
    rows = [{"id": "a", "n": 10**30, "f": 0.1}, {}]
    copies = rowcheck.flat_copies(rows)
    assert copies == rows and copies[0] is not rows[0] and copies[1] is not rows[1]
    assert all(
        copy_value is value for copy_value, value in zip(copies[0].values(), rows[0].values(), strict=True)
    )
    assert rowcheck.flat_copies([]) == []
    with pytest.raises(TypeError):
        rowcheck.flat_copies((rows[0],))


def test_a_row_is_changed_unless_it_holds_the_same_objects_in_the_same_order(rowcheck: Any) -> None:
    def changed(mutate: Any) -> list[int] | None:
        rows = [{"id": f"r{n}", "status": "open", "n": n} for n in range(4)]
        copies = rowcheck.flat_copies(rows)
        mutate(rows)
        found: list[int] | None = rowcheck.changed_flat_rows(rows, copies)
        return found

    assert changed(lambda rows: None) == []
    assert changed(lambda rows: rows[1].update(n=rows[1]["n"])) == []  # the same object put back
    assert changed(lambda rows: rows[2].update(n=99)) == [2]
    assert changed(lambda rows: rows[2].update(status="".join(["op", "en"]))) == [2]  # equal, another object
    assert changed(lambda rows: rows[0].update(extra=1)) == [0]
    assert changed(lambda rows: rows[3].pop("n")) == [3]
    assert changed(lambda rows: rows[1].update(n=rows[1].pop("status"))) == [1]  # same size, another key

    def reorder(rows: list[dict[str, Any]]) -> None:
        rows[1]["id"] = rows[1].pop("id")  # the same keys and values, moved to the end

    assert changed(reorder) == [1]

    def replace(rows: list[Any]) -> None:
        rows[0], rows[3] = OwnDict(rows[0]), ["no", "dict"]

    assert changed(replace) == [0, 3]
    rows = [{"id": "a"}]
    assert rowcheck.changed_flat_rows(rows, []) is None  # lengths differ
    assert rowcheck.changed_flat_rows(rows, ["not a copy"]) is None
    with pytest.raises(TypeError):
        rowcheck.changed_flat_rows(rows)


def test_updates_are_what_row_update_makes_where_rows_stay_flat(rowcheck: Any) -> None:
    rows = [{"id": f"r{n}", "status": "open", "n": n, "f": 1.5, "b": True} for n in range(5)]
    copies = rowcheck.flat_copies(rows)
    rows[1].update(n=1.0, b=1)  # equal values of other types: no change to report (as ``!=`` says)
    rows[2].update(status="".join(["sh", "ipped"]), f=2.5, n=-2)  # several fields, reported sorted
    rows[4]["status"] = "".join(["op", "en"])  # equal, another object
    updates = rowcheck.flat_updates("orders", "id", rows, copies, [1, 2, 4])
    assert updates == [row_update("orders", "id", "r2", copies[2], rows[2])]
    assert list(updates[0]["changes"]) == ["f", "n", "status"]
    assert updates[0]["key"] is rows[2]["id"]
    assert rowcheck.flat_updates("orders", "id", rows, copies, []) == []


@pytest.mark.parametrize(
    "change",
    [
        lambda row: row.update(id="".join(["r", "0"])),  # the key's object changed: the Python path decides
        lambda row: row.update(extra=1),  # another set of keys
        lambda row: row.update(n=row.pop("status")),
        lambda row: row.update(n=[1]),  # no flat row now
        lambda row: row.update(n=OwnStr("x")),
    ],
)
def test_updates_are_left_to_the_python_path_where_a_row_is_not_as_flat(rowcheck: Any, change: Any) -> None:
    rows = [{"id": "r0", "status": "open", "n": 0}]
    copies = rowcheck.flat_copies(rows)
    change(rows[0])
    assert rowcheck.flat_updates("orders", "id", rows, copies, [0]) is None
    with pytest.raises(IndexError):
        rowcheck.flat_updates("orders", "id", rows, copies, [1])
    with pytest.raises(TypeError):
        rowcheck.flat_updates("orders", None, rows, copies, [0])


NESTING_CODE = """
class Tags:
    def __init__(self, state, ctx):
        self.state = state

    def give_tags(self, index):
        self.state["items"][index]["tags"] = []
        return {"success": True, "message": "tags given"}

    def tag(self, index, tag):
        self.state["items"][index]["tags"].append(tag)
        return {"success": True, "message": "tagged"}

    def untag_then_fail(self, index):
        self.state["items"][index]["tags"].clear()
        return {"success": False, "error": "refused"}

    def flatten(self, index):
        self.state["items"][index]["tags"] = ",".join(self.state["items"][index]["tags"])
        return {"success": True, "message": "flattened"}
"""


@pytest.mark.usefixtures("row_check")
@pytest.mark.parametrize("settle", [True, False])
def test_a_row_that_stops_being_flat_has_its_inner_changes_seen(settle: bool) -> None:
    """A flat table's copies share the rows' values, so they must hold immutable values only: once a row holds
    a list, the table is taken afresh with deep copies, and a change inside the list is still seen (a shallow
    copy would hold the same list and miss it). The table becomes flat again when its rows do."""
    items = [{"id": f"i{n}", "name": f"item {n}"} for n in range(3)]
    tools = ["give_tags", "tag", "untag_then_fail", "flatten"]
    kwargs: dict[str, Any] = {
        "code": NESTING_CODE, "class_name": "Tags", "tools": tools, "primary_keys": {"items": "id"},
        "state": {"items": items},
    }  # fmt: skip
    runtime, oracle = EnvRuntime(**kwargs), runtime_oracle.EnvRuntime(**kwargs)
    steps = [
        ("give_tags", {"index": 1}),
        ("tag", {"index": 1, "tag": "red"}),
        ("tag", {"index": 1, "tag": "blue"}),
        ("untag_then_fail", {"index": 1}),
        ("tag", {"index": 1, "tag": "green"}),
        ("flatten", {"index": 1}),
        ("give_tags", {"index": 0}),
        ("tag", {"index": 0, "tag": "red"}),
    ]
    diffs = []
    for name, arguments in steps:
        got = outcome(runtime, name, arguments)
        assert dump(got) == dump(outcome(oracle, name, arguments)), name
        if settle:
            runtime.settle()
        assert dump(runtime.state) == dump(oracle.state) and runtime.hash() == oracle.hash(), name
        diffs.append(got["diff"])
    assert diffs[2] == [
        {"op": "update", "table": "items", "key": "i1", "changes": {"tags": [["red"], ["red", "blue"]]}}
    ]
    assert runtime.state["items"][1]["tags"] == "red,blue,green"


MUTATIONS: list[Any] = [
    lambda row: row.__setitem__("n", 10**6),
    lambda row: row.__setitem__("extra", 1),
    lambda row: row.__delitem__("s"),
    lambda row: row.pop("n"),
    lambda row: row.popitem(),
    lambda row: row.clear(),
    lambda row: row.update(n=-5),
    lambda row: row.setdefault("new", None),
    lambda row: row.__ior__({"s": "other"}),
    lambda row: row.__init__(n=7),
    lambda row: (row.pop("id"), row.__setitem__("id", "r1")),  # the same content, another key order
]


@pytest.mark.parametrize("mutation", MUTATIONS)
def test_every_change_of_a_row_is_seen_with_versions(rowcheck: Any, mutation: Any) -> None:
    rows = [{"id": f"r{n}", "n": n * 1000, "s": f"text {n}"} for n in range(3)]
    versions = rowcheck.row_versions(rows)
    copies = rowcheck.flat_copies(rows)
    assert rowcheck.changed_flat_rows(rows, copies, versions) == []
    mutation(rows[1])
    assert rowcheck.changed_flat_rows(rows, copies, versions) == [1]
    assert rowcheck.changed_flat_rows(rows, copies, versions) == [1]  # (no version kept for a changed row)


def test_a_row_of_its_read_version_is_not_looked_at(rowcheck: Any) -> None:
    """The version read before the copy was made vouches for the row: a copy changed behind the module's
    back (never done outside this test: the copies are private) goes unseen while the row keeps it."""
    rows = [{"id": "a", "n": 1}, {"id": "b", "n": 2}]
    versions = rowcheck.row_versions(rows)
    assert versions is not None and len(versions) == 16
    copies = rowcheck.flat_copies(rows)
    copies[0] = {"id": "other"}
    assert rowcheck.changed_flat_rows(rows, copies, versions) == []
    assert rowcheck.changed_flat_rows(rows, copies) == [0]  # without versions: field by field
    assert rowcheck.changed_flat_rows(rows, copies, None) == [0]
    assert rowcheck.changed_flat_rows(rows, copies, bytearray(8)) == [0]  # another size: not used


def test_a_row_changed_back_keeps_its_new_version(rowcheck: Any) -> None:
    rows = [{"id": "a", "n": 1}]
    versions = rowcheck.row_versions(rows)
    copies = rowcheck.flat_copies(rows)
    before = bytes(versions)
    rows[0]["n"] = 2
    rows[0]["n"] = 1  # the same object (a small int) as before: the same content, a new version
    assert rowcheck.changed_flat_rows(rows, copies, versions) == [] and bytes(versions) != before
    kept = bytes(versions)
    assert rowcheck.changed_flat_rows(rows, copies, versions) == [] and bytes(versions) == kept


HOSTILE_VERSIONS = """
import gc, random, sys
from synthesis.sandbox import _rowcheck, tracking

rng = random.Random(int(sys.argv[1]))
rows = []
armed = False

def meddle(phase, info):  # a collection's Python code, between a row's version and its copy, say
    if armed and rows and rng.random() < 0.5:
        row = rng.choice(rows)
        rng.choice([row.clear, lambda: row.update(n=rng.random()), lambda: row.pop("id", None),
                    lambda: row.update(x="y"), lambda: row.update(n=row.get("n"))])()

gc.callbacks.append(meddle)
gc.set_threshold(1, 1, 1)
vouched = 0
for _ in range(300):
    armed = False
    rows[:] = [{"id": f"r{n}", "n": n, "s": "x" * n} for n in range(8)]
    armed = True
    table = tracking._table(rows, "id")  # the versions, then the copies
    if not isinstance(table, tracking._FlatTable):
        continue
    table.changed_rows()
    armed = False
    versions, copies = table.versions, table._olds
    now = _rowcheck.row_versions(rows)
    for i, (row, copy) in enumerate(zip(rows, copies)):
        if now[8 * i : 8 * i + 8] == versions[8 * i : 8 * i + 8]:  # the version vouches for the copy
            vouched += 1
            same = list(row) == list(copy) and all(row[k] is copy[k] for k in row)
            assert same, (row, copy)
print(vouched)
"""


@pytest.mark.parametrize("seed", range(3))
def test_a_version_never_vouches_for_other_content_than_the_copy(rowcheck: Any, seed: int) -> None:
    """Python code run by collections inside the module's allocations changes rows between the versions'
    reading, the copies and the check: wherever a row still has the version the module keeps for it, it holds
    its copy's content (the version is read before the copy is made, and kept anew only where the row holds
    the copy's objects)."""
    done = subprocess.run(
        [sys.executable, "-c", HOSTILE_VERSIONS, str(seed)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert int(done.stdout) > 500  # rows vouched for were checked


def test_same_items_is_identity_in_order(rowcheck: Any) -> None:
    a, b = {"id": 1}, {"id": 1}
    assert rowcheck.same_items([a, b], [a, b]) is True and rowcheck.same_items([], []) is True
    assert rowcheck.same_items([a, b], [b, a]) is False  # the same objects, another order
    assert rowcheck.same_items([a], [b]) is False  # equal, not the same
    assert rowcheck.same_items([a, b], [a]) is False and rowcheck.same_items([a], [a, b]) is False
    assert tracking._same_python([a, b], [a, b]) and not tracking._same_python([a, b], [b, a])
    with pytest.raises(TypeError):
        rowcheck.same_items((a,), [a])


def nested(depth: int) -> Any:
    value: Any = 1
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


@pytest.mark.parametrize(
    "value",
    [
        None, True, False, 0, -(2**63), 2**63 - 1, 1.5, -0.0, 1e308, "", "ü\n", "\ud800",
        [], {}, [1, "a", None, [2.5, {"b": False}]], {"a": {"b": [{"c": "d"}]}}, nested(32),
    ],
)  # fmt: skip
def test_plain_json_values(rowcheck: Any, value: Any) -> None:
    assert rowcheck.plain_json(value) is True
    canonical_json(value)  # what the runtime skips for it: it passes
    tracking.require_built_in(value)


@pytest.mark.parametrize(
    "value",
    [
        float("nan"), float("inf"), -float("inf"), [1, float("nan")], {"a": {"b": -float("inf")}},
        2**63, -(2**63) - 1, 10**5000,  # (beyond 64 bits: the encoder's digit limit is its to apply)
        (1, 2), {1: "a"}, {(1,): "a"}, {1, 2}, b"x", bytearray(b"x"), 1j, object(),
        OwnStr("a"), {"a": OwnStr("b")}, {OwnStr("a"): 1}, OwnDict(a=1), [OwnDict()], Exception(),
        nested(33),
    ],
    ids=lambda value: type(value).__name__,  # (repr of 10**5000 meets the int-to-text digit limit)
)  # fmt: skip
def test_values_not_plain_json_are_left_to_the_encoder(rowcheck: Any, value: Any) -> None:
    assert rowcheck.plain_json(value) is False


def test_a_cycle_is_no_plain_json(rowcheck: Any) -> None:
    cycle: list[Any] = []
    cycle.append(cycle)
    mapping: dict[str, Any] = {}
    mapping["self"] = [mapping]
    assert rowcheck.plain_json(cycle) is False and rowcheck.plain_json(mapping) is False


def left_to_the_encoder(value: Any) -> bool:
    """Whether a value the encoder and marshal take holds what plain_json leaves to them: a tuple, a key other
    than text or an int beyond 64 bits."""
    if type(value) is tuple:
        return True
    if isinstance(value, list):
        return any(map(left_to_the_encoder, value))
    if isinstance(value, dict):
        return any(type(key) is not str for key in value) or any(map(left_to_the_encoder, value.values()))
    return type(value) is int and not -(2**63) <= value < 2**63


def test_what_plain_json_passes_the_encoder_and_marshal_pass(rowcheck: Any) -> None:
    """Random values of tricky leaves and containers: plain_json never says yes where the runtime's own checks
    (canonical JSON, built-in types only) would refuse."""
    rng = random.Random(7)
    leaves: list[Any] = [
        0, 1, -1, 2**62, 2**63, -(2**63), 1.25, float("nan"), float("inf"), "x", "é", "\udfff", None, True,
        OwnStr("s"), (1,), b"b", 1j,
    ]  # fmt: skip

    def draw(depth: int) -> Any:
        kind = rng.random()
        if depth > 4 or kind < 0.4:
            return rng.choice(leaves)
        if kind < 0.7:
            return [draw(depth + 1) for _ in range(rng.randrange(4))]
        keys: list[Any] = ["a", "b", "c", 1, OwnStr("k")]
        return {rng.choice(keys): draw(depth + 1) for _ in range(rng.randrange(4))}

    plain = 0
    for _ in range(3000):
        value = draw(0)
        if rowcheck.plain_json(value):
            plain += 1
            canonical_json(value)
            tracking.require_built_in(value)
        else:
            try:
                canonical_json(value)
                tracking.require_built_in(value)
            except (TypeError, ValueError):
                continue
            assert left_to_the_encoder(value)
    assert 300 < plain < 2700  # both answers were drawn often


def test_flat_tables_are_checked_by_the_compiled_check(
    rowcheck: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where it is built, flat tables take it (no bytes taken per call), and the others the marshal path."""
    calls: list[int] = []

    def counted(rows: list[Any], copies: list[Any], versions: bytearray | None) -> Any:
        calls.append(len(rows))
        return rowcheck.changed_flat_rows(rows, copies, versions)

    monkeypatch.setattr(tracking, "changed_flat_rows", counted)
    state = {"flat": [{"id": f"f{n}", "n": n} for n in range(20)], "nested": [{"id": "x", "tags": ["a"]}]}
    kwargs: dict[str, Any] = {"code": NESTING_CODE, "class_name": "Tags", "tools": ["tag"], "state": state}
    runtime = EnvRuntime(**kwargs, primary_keys={"flat": "id", "nested": "id"})
    runtime.call("tag", {"index": 0, "tag": "b"})  # no "items" table: a failed call, nothing changed
    runtime.settle()
    calls.clear()
    runtime.call("tag", {"index": 0, "tag": "b"})
    assert calls == [20]  # the flat table only
    committed = runtime._committed
    assert committed is not None
    assert isinstance(committed.tables["flat"], tracking._FlatTable)
    assert not isinstance(committed.tables["nested"], tracking._FlatTable)


def test_the_worker_loads_the_compiled_check_inside_bubblewrap(rowcheck: Any) -> None:
    """The worker's copy of the module loads under the session's own command line, seccomp filter and uid."""
    require_seccomp()
    assert sandbox_status().mechanism == "bubblewrap+seccomp"
    worker = launch.worker_dir()
    assert any(path.name.startswith("_rowcheck.") and path.suffix == ".so" for path in worker.iterdir())
    bpf = launch.seccomp_filter()
    assert bpf is not None
    read_fd, write_fd = os.pipe()
    os.write(write_fd, bpf)
    os.close(write_fd)
    uid, lock_fd = launch.allocate_uid()
    try:
        command = launch.bwrap_command(worker=worker, config_json="{}", seccomp_fd=read_fd, uid=uid)
        script = (
            f"import sys; sys.path.insert(0, {launch.WORKER_DIR_INSIDE!r}); import _rowcheck; "
            "rows = [{'id': 'a', 'n': 1}]; copies = _rowcheck.flat_copies(rows); rows[0]['n'] = 2; "
            "print(_rowcheck.__file__, _rowcheck.changed_flat_rows(rows, copies))"
        )
        command = [*command[: command.index("-I") + 3], "-c", script]
        done = subprocess.run(
            command, capture_output=True, text=True, env={}, pass_fds=(read_fd,), timeout=30
        )
    finally:
        os.close(read_fd)
        launch.release_uid(uid, lock_fd)
    assert done.returncode == 0, done.stderr
    path, changed = done.stdout.split(" ", 1)
    assert path.startswith(f"{launch.WORKER_DIR_INSIDE}/_rowcheck") and changed.strip() == "[0]"


HOSTILE_COLLECTIONS = """
import gc, random, sys
from synthesis.sandbox import _rowcheck

rng = random.Random(int(sys.argv[1]))
rows = []

def meddle(phase, info):  # Python code that runs inside the module's allocations, as a collected
    if rng.random() < 0.5 and rows:  # generator's ``finally`` could
        row = rng.choice(rows)
        if isinstance(row, dict):
            rng.choice([row.clear, lambda: row.update(n=[1]), lambda: row.pop("id", None),
                        lambda: row.update(x="y")])()
        if rng.random() < 0.2:
            del rows[rng.randrange(len(rows)):]

gc.callbacks.append(meddle)
gc.set_threshold(1, 1, 1)
outcomes = set()
for _ in range(300):
    rows[:] = [{"id": f"r{n}", "n": n, "s": "x" * n} for n in range(8)]
    copies = _rowcheck.flat_copies(rows)
    if copies is None:
        outcomes.add("not flat")
        continue
    for row in rows:
        row["n"] = -1
    changed = _rowcheck.changed_flat_rows(rows, copies)
    try:
        _rowcheck.flat_updates("t", "id", rows, copies, list(range(len(rows))))
        outcomes.add("updates")
    except (RuntimeError, IndexError) as exc:
        outcomes.add(type(exc).__name__)
    for copy in copies:  # the copies the module kept are flat, whatever happened to the rows
        assert all(type(v) in (str, int) for v in copy.values()), copy
print(sorted(outcomes))
"""


@pytest.mark.parametrize("seed", range(3))
def test_python_code_run_by_collections_inside_the_module_cannot_crash_it(rowcheck: Any, seed: int) -> None:
    """Garbage collection may run Python code inside the module's allocations (a generator's ``finally``);
    here a collection callback changes rows and shortens the list at every allocation. The process must
    neither crash nor keep a copy that is not flat."""
    done = subprocess.run(
        [sys.executable, "-c", HOSTILE_COLLECTIONS, str(seed)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "updates" in done.stdout
