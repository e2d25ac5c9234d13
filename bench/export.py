"""Export benchmark: bundle writing time and peak memory against a plain json.dump of the same data.

Run: ``.venv/bin/python bench/export.py [--environments 200] [--scenarios 7000]``. Prints absolute numbers and
ratios (bundle / baseline). Peak memory is what tracemalloc sees allocated during the write (inputs are built
before tracing starts), so it measures the writer, not the fixtures.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from review.exports import ExportEnvironment, ExportScenario, write_bundle
from tests.exports.fixtures import shop_export


def build_inputs(*, environments: int, scenarios: int) -> list[ExportEnvironment]:
    template = shop_export("shop")
    per_environment = max(1, scenarios // environments)
    built = []
    for index in range(environments):
        slug = f"shop-{index:04d}"
        spec = template.spec.model_copy(update={"slug": slug})
        exported = []
        for number in range(per_environment):
            base = template.scenarios[number % len(template.scenarios)]
            scenario = base.spec.model_copy(update={"id": f"{slug}-s{number:03d}", "environment": slug})
            exported.append(ExportScenario(spec=scenario, review_record=base.review_record))
        built.append(
            ExportEnvironment(
                spec=spec, graph=template.graph, scenarios=exported, review_record=template.review_record
            )
        )
    return built


def write_with_bundle(inputs: list[ExportEnvironment], out: Path) -> None:
    write_bundle(
        out=out,
        workspace="bench",
        environments=iter(inputs),
        created_at="2025-01-01T00:00:00Z",
        envstudio_version="bench",
        review_record=[],
    )


def write_with_json_dump(inputs: list[ExportEnvironment], out: Path) -> None:
    """The baseline: the same IR, all of it in one document, one json.dump."""
    document = [
        {
            "spec": e.spec.model_dump(mode="json"),
            "graph": e.graph,
            "scenarios": [s.spec.model_dump(mode="json") for s in e.scenarios],
        }
        for e in inputs
    ]
    with out.open("w", encoding="utf-8") as stream:
        json.dump(document, stream)


def measure(
    write: Callable[[list[ExportEnvironment], Path], None],
    inputs: list[ExportEnvironment],
    folder: Path,
    name: str,
) -> tuple[float, int, int]:
    out = folder / name
    started = time.perf_counter()
    write(inputs, out)
    seconds = time.perf_counter() - started
    size = out.stat().st_size
    out.unlink()
    tracemalloc.start()
    write(inputs, out)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    out.unlink()
    return seconds, peak, size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--environments", type=int, default=200)
    parser.add_argument("--scenarios", type=int, default=7000)
    parser.add_argument("--quick", action="store_true", help="a small export only (run by make test)")
    args = parser.parse_args()
    if args.quick:
        args.environments, args.scenarios = 5, 50
    inputs = build_inputs(environments=args.environments, scenarios=args.scenarios)
    total = sum(len(e.scenarios) for e in inputs)
    with tempfile.TemporaryDirectory() as folder:
        bundle = measure(write_with_bundle, inputs, Path(folder), "bundle.zip")
        baseline = measure(write_with_json_dump, inputs, Path(folder), "baseline.json")
    print(f"{len(inputs)} environments, {total} scenarios")
    for label, (seconds, peak, size) in [("bundle", bundle), ("baseline", baseline)]:
        print(f"{label:9} {seconds:.2f} s, peak {peak / 2**20:.1f} MiB, {size / 2**20:.1f} MiB on disk")
    time_ratio = bundle[0] / baseline[0]
    memory_ratio = bundle[1] / baseline[1]
    print(f"ratios (bundle / baseline): time {time_ratio:.2f}x, peak memory {memory_ratio:.2f}x")


if __name__ == "__main__":
    main()
