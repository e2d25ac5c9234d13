"""Allowed modules work in the sandbox as the standard library makes them work, including what their C code
imports by itself on first use (``_datetime``'s ``_strptime`` and ``time``), while generated code still cannot
import those implementation modules, nor anything else outside the allow-list, itself."""

from __future__ import annotations

import json
import sys
import types
from typing import Any

import pytest

from synthesis.sandbox import SandboxSession
from synthesis.sandbox.guards import ALLOWED_MODULES, IMPLEMENTATION_MODULES, make_builtins
from tests.sandbox.conftest import SessionFactory
from tests.sandbox.test_sandbox_attacks import assert_blocked, attack, sessions  # noqa: F401 (a fixture)

# Each allowed module's usual first calls; the tool returns what they gave, as JSON.
ENTRY_POINTS = """
from __future__ import annotations

import abc, bisect, collections, collections.abc, copy, dataclasses, datetime, decimal, enum, functools
import hashlib, heapq, itertools, json, math, operator, random, re, statistics, string, typing, uuid


class Kind(enum.Enum):
    A = "a"
    B = "b"


@dataclasses.dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int = 0


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self) -> float: ...


class Pair(typing.NamedTuple):
    left: int
    right: int


class Stdlib:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def go(self):
        out = {}
        dt, Decimal = datetime.datetime, decimal.Decimal
        parsed = dt.strptime("2025-01-02 03:04", "%Y-%m-%d %H:%M")
        out["strptime"] = [parsed.isoformat(), dt.strptime("2025-02-03", "%Y-%m-%d").day]
        out["strptime_tz"] = dt.strptime("2025-01-02T03:04:05+0100", "%Y-%m-%dT%H:%M:%S%z").isoformat()
        out["date_fromisoformat"] = datetime.date.fromisoformat("2025-01-02").isoformat()
        out["datetime_fromisoformat"] = dt.fromisoformat("2025-01-02T03:04:05+00:00").isoformat()
        out["time_fromisoformat"] = datetime.time.fromisoformat("03:04").isoformat()
        out["strftime"] = [
            parsed.strftime("%Y/%m/%d %A"), f"{parsed:%H.%M}", datetime.date(2025, 1, 2).strftime("%b")
        ]
        out["timetuple"] = [
            parsed.timetuple().tm_yday, parsed.date().timetuple().tm_mon, parsed.utctimetuple().tm_hour
        ]
        out["arithmetic"] = [
            (parsed + datetime.timedelta(days=30)).date().isoformat(), str(datetime.timedelta(hours=25))
        ]
        out["today"] = type(datetime.date.today()).__name__
        plus_two = datetime.timezone(datetime.timedelta(hours=2))
        out["tz"] = parsed.replace(tzinfo=datetime.timezone.utc).astimezone(plus_two).isoformat()
        price = Decimal("19.99") * 3 - Decimal("0.005")
        out["decimal"] = [
            str(price), str(price.quantize(Decimal("0.01"), rounding=decimal.ROUND_HALF_UP)), f"{price:.1f}",
            str(Decimal(10) / 4), str(round(Decimal("2.675"), 2)),
        ]
        pattern = re.compile(r"(?P<code>[A-Z]{3})-(?P<number>\\d+)")
        match = pattern.match("ORD-042 and INV-7")
        out["re"] = [
            match.group("code"), int(match["number"]), pattern.sub(r"\\g<number>/\\1", "ORD-042 and INV-7"),
            re.sub(r"\\s+", " ", "a  b\\tc"), pattern.findall("X ORD-1 INV-22"),
            bool(re.fullmatch(r"\\d+", "123")), re.split(r",\\s*", "a, b,c"),
            pattern.sub(lambda m: m["code"].lower(), "ORD-1"), re.escape("a.b"),
        ]
        out["json"] = [
            json.dumps({"b": 1, "a": [1.5, None, True]}, sort_keys=True), json.loads('{"x": [1, 2]}'),
            json.dumps({"k": "é"}, ensure_ascii=False, indent=1),
        ]
        try:
            json.loads("{broken")
        except json.JSONDecodeError as exc:
            out["json_error"] = exc.msg
        out["statistics"] = [
            statistics.mean([1, 2, 3, 4]), statistics.median([3, 1, 2]), statistics.mode(["a", "b", "a"]),
            round(statistics.stdev([1, 2, 3, 4]), 6), statistics.median([1, 2, 3, 4]),
            str(statistics.mean([Decimal("1.5"), Decimal("2.5")])), statistics.fmean([1, 2]),
            statistics.quantiles([1, 2, 3, 4, 5], n=4),
        ]
        out["math"] = [
            math.floor(2.7), math.ceil(2.1), math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10),
            math.prod([2, 3]), round(math.sqrt(2), 6), math.comb(5, 2), math.inf > 1,
        ]
        counter = collections.Counter("abracadabra")
        grouped = collections.defaultdict(list)
        for word in ["apple", "avocado", "banana"]:
            grouped[word[0]].append(word)
        queue = collections.deque([1, 2, 3], maxlen=3)
        queue.append(4)
        out["collections"] = [
            counter.most_common(2), dict(grouped), list(queue), list(collections.OrderedDict(b=1, a=2)),
            collections.namedtuple("Row", "id name")(1, "x")._asdict(),
            isinstance({}, collections.abc.Mapping), dict(collections.ChainMap({"a": 1}, {"a": 2, "b": 3})),
        ]
        out["itertools"] = [
            [[k, len(list(g))] for k, g in itertools.groupby("aabbbc")], list(itertools.chain([1], [2])),
            list(itertools.islice(itertools.count(5), 3)), list(itertools.combinations("abc", 2)),
            list(itertools.accumulate([1, 2, 3])), list(itertools.product("ab", repeat=2))[:2],
            list(itertools.pairwise([1, 2, 3])), list(itertools.zip_longest([1], [2, 3])),
        ]

        @functools.lru_cache(maxsize=None)
        def fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)

        out["functools"] = [
            functools.reduce(lambda a, b: a * b, [1, 2, 3, 4]), functools.partial(max, 10)(3), fib(30),
            sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)),
        ]
        out["string"] = [
            string.Template("$name owes $$$amount").substitute(name="Ada", amount=5),
            string.capwords("hello world"), string.ascii_uppercase[:3],
            string.Formatter().format("{0}-{k}", 1, k=2),
        ]
        out["uuid"] = [
            str(uuid.UUID("12345678-1234-5678-1234-567812345678")),
            str(uuid.uuid5(uuid.NAMESPACE_DNS, "x.org")),
            len(str(uuid.uuid4())), uuid.UUID(int=1).hex,
        ]
        out["hashlib"] = [
            hashlib.sha256(b"abc").hexdigest()[:16], hashlib.md5("x".encode()).hexdigest()[:8],
            hashlib.new("sha1", b"abc").hexdigest()[:8], hashlib.blake2b(b"a", digest_size=8).hexdigest(),
        ]
        rng = random.Random(42)
        deck = list(range(10))
        rng.shuffle(deck)
        out["random"] = [
            rng.randint(1, 6), rng.choice("abc"), len(deck), rng.sample(range(5), 2) != [],
            0 <= rng.random() < 1,
        ]
        nested = {"a": [1, {"b": 2}]}
        deep = copy.deepcopy(nested)
        deep["a"][1]["b"] = 3
        out["copy"] = [
            nested["a"][1]["b"], copy.copy([1, 2]), copy.deepcopy(parsed).isoformat(),
            str(copy.deepcopy(price)),
        ]
        heap = [5, 1, 4]
        heapq.heapify(heap)
        heapq.heappush(heap, 0)
        out["heapq"] = [
            heapq.heappop(heap), heapq.nlargest(2, [1, 5, 3]), heapq.nsmallest(1, [4, 2]),
            list(heapq.merge([1, 4], [2])),
        ]
        scores = [10, 20, 30]
        bisect.insort(scores, 25)
        out["bisect"] = [
            bisect.bisect_left(scores, 20), bisect.bisect_right(scores, 20), scores, bisect.bisect([1, 2], 2)
        ]
        rows = [{"id": 2, "n": "b"}, {"id": 1, "n": "a"}]
        out["operator"] = [
            [r["n"] for r in sorted(rows, key=operator.itemgetter("id"))], operator.add(1, 2),
            operator.attrgetter("real")(3),
        ]
        out["enum"] = [
            Kind("a").name, Kind["B"].value, [k.value for k in Kind], isinstance(Kind.A, enum.Enum)
        ]
        point = Point(1)
        out["dataclasses"] = [
            dataclasses.asdict(point), dataclasses.astuple(dataclasses.replace(point, y=5)),
            Point(0, 1) < Point(1, 0), [f.name for f in dataclasses.fields(Point)], repr(point),
        ]
        try:
            Shape()
            out["abc"] = "instantiated"
        except TypeError:
            out["abc"] = "abstract"
        out["typing"] = [Pair(1, 2)._asdict(), typing.cast(int, 3), repr(typing.Optional[int])]
        return {"success": True, "data": out}
"""

EXPECTED: dict[str, Any] = {
    "strptime": ["2025-01-02T03:04:00", 3],
    "strptime_tz": "2025-01-02T03:04:05+01:00",
    "date_fromisoformat": "2025-01-02",
    "datetime_fromisoformat": "2025-01-02T03:04:05+00:00",
    "time_fromisoformat": "03:04:00",
    "strftime": ["2025/01/02 Thursday", "03.04", "Jan"],
    "timetuple": [2, 1, 3],
    "arithmetic": ["2025-02-01", "1 day, 1:00:00"],
    "today": "date",
    "tz": "2025-01-02T05:04:00+02:00",
    "decimal": ["59.965", "59.97", "60.0", "2.5", "2.68"],
    "re": ["ORD", 42, "042/ORD and 7/INV", "a b c", [["ORD", "1"], ["INV", "22"]], True, ["a", "b", "c"],
           "ord",
           "a\\.b"],
    "json": ['{"a": [1.5, null, true], "b": 1}', {"x": [1, 2]}, '{\n "k": "é"\n}'],
    "json_error": "Expecting property name enclosed in double quotes",
    "statistics": [2.5, 2, "a", 1.290994, 2.5, "2", 1.5, [1.5, 3.0, 4.5]],
    "math": [2, 3, True, 1.0, 6, 1.414214, 10, True],
    "collections": [[["a", 5], ["b", 2]], {"a": ["apple", "avocado"], "b": ["banana"]}, [2, 3, 4], ["b", "a"],
                    {"id": 1, "name": "x"}, True, {"a": 1, "b": 3}],
    "itertools": [[["a", 2], ["b", 3], ["c", 1]], [1, 2], [5, 6, 7], [["a", "b"], ["a", "c"], ["b", "c"]],
                  [1, 3, 6],
                  [["a", "a"], ["a", "b"]], [[1, 2], [2, 3]], [[1, 2], [None, 3]]],
    "functools": [24, 10, 832040, [3, 2, 1]],
    "string": ["Ada owes $5", "Hello World", "ABC", "1-2"],
    "uuid": ["12345678-1234-5678-1234-567812345678", "8d26f658-f938-53f9-ad17-67ca11d6fed8", 36,
             "00000000000000000000000000000001"],
    "hashlib": ["ba7816bf8f01cfea", "9dd4e461", "a9993e36", "40f89e395b66422f"],
    "random": [5, "b", 10, True, True],
    "copy": [2, [1, 2], "2025-01-02T03:04:00", "59.965"],
    "heapq": [0, [5, 3], [2], [1, 2, 4]],
    "bisect": [1, 2, [10, 20, 25, 30], 2],
    "operator": [["a", "b"], 3, 3],
    "enum": ["A", "b", ["a", "b"], True],
    "dataclasses": [{"x": 1, "y": 0}, [1, 5], True, ["x", "y"], "Point(x=1, y=0)"],
    "abc": "abstract",
    "typing": [{"left": 1, "right": 2}, 3, "typing.Optional[int]"],
}  # fmt: skip


def load(session: SandboxSession, code: str, class_name: str = "Stdlib") -> None:
    session.load_environment(
        code=code, class_name=class_name, tools=["go"], primary_keys={}, state={}, seed=1
    )


def test_allowed_modules_common_entry_points_work_in_the_sandbox(make_session: SessionFactory) -> None:
    session = make_session()
    load(session, ENTRY_POINTS)
    for _ in range(
        2
    ):  # a second call too: 3.11/3.12 keep the module strptime imported, 3.13 imports it each time
        outcome = session.call("go", {})
        assert outcome.result == {"success": True, "data": EXPECTED}
    assert in_process() == EXPECTED  # what the same code gives with Python's own builtins


def in_process() -> Any:
    module = types.ModuleType("stdlib_entry_points")
    sys.modules[module.__name__] = module  # (dataclasses look the class's module up)
    try:
        exec(compile(ENTRY_POINTS, "<stdlib entry points>", "exec"), module.__dict__)
        return json.loads(json.dumps(module.Stdlib({}, None).go()["data"]))
    finally:
        del sys.modules[module.__name__]


def test_strptime_works_on_a_datetime_the_tool_did_not_import(make_session: SessionFactory) -> None:
    # ``ctx``'s clock holds a datetime of the worker's own: its strptime must work without the tool importing
    # ``datetime`` first (the C code's import of ``_strptime`` does not depend on the tool's imports).
    session = make_session()
    code = """
class Clock:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def go(self):
        now = self.ctx._now
        return {"success": True, "data": now.strptime("02/01/2025", "%d/%m/%Y").isoformat()}
"""
    load(session, code, "Clock")
    assert session.call("go", {}).result == {"success": True, "data": "2025-01-02T00:00:00"}


# What generated code tries, after strptime and friends have run, to get the modules imported for them; with
# the error each gets.
IMPLEMENTATION_ATTACKS = {
    "import-statement": ("import _strptime\nreturn _strptime", "import of '_strptime' is not allowed"),
    "import-time": ("import time\nreturn time.time()", "import of 'time' is not allowed"),
    "from-import": (
        "from _strptime import _strptime_datetime\nreturn _strptime_datetime",
        "import of '_strptime' is not allowed",
    ),
    "from-time-import": ("from time import sleep\nreturn sleep", "import of 'time' is not allowed"),
    "import-locale": (
        "import locale\nreturn locale.setlocale(locale.LC_ALL)",
        "import of 'locale' is not allowed",
    ),
    "import-calendar": (
        "import calendar\nreturn calendar.month_name[1]",
        "import of 'calendar' is not allowed",
    ),
    "from-datetime-submodule": (
        "from datetime import _strptime\nreturn _strptime",
        "cannot import name '_strptime'",
    ),
    "datetime-attribute": ("import datetime\nreturn datetime._strptime", "has no attribute '_strptime'"),
    "datetime-time-is-the-class": ("import datetime\nreturn datetime.time.sleep", "has no attribute 'sleep'"),
}
WARM_UP = """
import datetime
datetime.datetime.strptime("2025", "%Y")
datetime.date(2025, 1, 2).strftime("%Y")
datetime.date.today().timetuple()
"""


@pytest.mark.parametrize(
    ("body", "error"), list(IMPLEMENTATION_ATTACKS.values()), ids=list(IMPLEMENTATION_ATTACKS)
)
def test_implementation_modules_stay_out_of_reach(
    sessions: list[SandboxSession],  # noqa: F811
    body: str,
    error: str,
) -> None:
    assert attack(sessions, WARM_UP + "return 'warm'", guarded=True) == "ESCAPED: warm"
    data = attack(sessions, WARM_UP + body, guarded=True)
    assert_blocked(data)
    assert error in data, data


def test_a_c_shaped_import_call_gives_generated_code_nothing() -> None:
    """``PyImport_Import``'s call shape (``fromlist`` an empty list) gets an implementation module imported
    and None back; every other shape of it, and that shape for any other module, is refused as before."""
    guarded_import = make_builtins()["__import__"]
    assert IMPLEMENTATION_MODULES.isdisjoint(ALLOWED_MODULES)
    for name in sorted(IMPLEMENTATION_MODULES):
        assert guarded_import(name, {}, {}, [], 0) is None
        for fromlist in (None, (), ("x",), ["x"], [name]):
            with pytest.raises(ImportError, match="not allowed"):
                guarded_import(name, None, None, fromlist, 0)
        with pytest.raises(ImportError, match="relative"):
            guarded_import(name, {}, {}, [], 1)
    for name in (
        "os",
        "sys",
        "locale",
        "calendar",
        "builtins",
        "importlib",
        "_thread",
        "time.sleep",
        "_strptime.x",
    ):
        with pytest.raises(ImportError, match="not allowed"):
            guarded_import(name, {}, {}, [], 0)

    class Sly(str):
        """Equal to any name and hashed as an implementation module's: a name spelled "os" that the sets take
        for "time"."""

        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return hash("time")

    for sly in (Sly("os"), Sly("sys")):
        assert sly in IMPLEMENTATION_MODULES and sly in ALLOWED_MODULES | {"time"}
        for fromlist in ([], None):
            with pytest.raises(ImportError, match="must be a str"):
                guarded_import(sly, {}, {}, fromlist, 0)
