"""EnvScaler import benchmark (issue 42): the release's size as a job, in bounded memory.

Imports a generated stand-in of the release (``tests/exports/envscaler_release.py``: 191 environments, 37
scenarios each, 7,067 in all, the published shape) as an import run, and, as the baseline in the same process,
a tenth of it (19 environments of the same shape). Each import runs in a throw-away SQLite database through
``review.exports.envscaler_worker.run_import`` (the code a worker runs); its peak memory is what tracemalloc
sees allocated during the run (the files are written and the database made before tracing starts), so it
measures the import, not the fixtures. Bounded means the ratio full / tenth stays near 1, not near 10: only
one environment's converted IR is held at a time. Also printed: time per environment and the files' sizes.

    .venv/bin/python bench/envscaler_import.py [--environments 191] [--scenarios 37] [--entities 3] [--quick]

--quick (run by ``make test``): 10 environments of 2 scenarios against 1, small states.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "envstudio.settings")


def import_once(*, shape: Any, folder: Path, workspace: Any) -> dict[str, Any]:
    """Write the stand-in, then time and trace one import run of it."""
    from django.core.files import File

    from review.exports import envscaler_runs, envscaler_worker
    from review.models import ImportRunStatus
    from tests.exports.envscaler_release import write_release

    folder.mkdir(parents=True, exist_ok=True)
    env_path, scenario_path = write_release(folder, shape)
    with env_path.open("rb") as env_handle, scenario_path.open("rb") as scenario_handle:
        run = envscaler_runs.start_import(
            workspace=workspace,
            env_upload=File(env_handle, name=env_path.name),
            scenario_upload=File(scenario_handle, name=scenario_path.name),
            user=None,
            queue=False,
        )
    tracemalloc.start()
    tracemalloc.reset_peak()
    started = time.perf_counter()
    ended = envscaler_worker.run_import(run_id=run.pk)
    seconds = time.perf_counter() - started
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    if ended.status != ImportRunStatus.SUCCEEDED or ended.item_counts()["imported"] != shape.environments:
        raise SystemExit(
            f"the import of {shape.environments} environments ended {ended.status}: {ended.error}"
        )
    return {
        "environments": shape.environments,
        "scenarios": shape.scenarios,
        "bytes": env_path.stat().st_size + scenario_path.stat().st_size,
        "seconds": seconds,
        "peak": peak,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--environments", type=int, default=191)
    parser.add_argument("--scenarios", type=int, default=37, help="per environment")
    parser.add_argument("--entities", type=int, default=3, help="per collection in each initial state")
    parser.add_argument("--quick", action="store_true", help="a small stand-in (run by make test)")
    args = parser.parse_args()
    if args.quick:
        args.environments, args.scenarios, args.entities = 10, 2, 1
    if args.environments < 10 or args.scenarios < 1 or args.entities < 1:
        parser.error("at least 10 environments (the baseline is a tenth), 1 scenario and 1 entity")

    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.db import connection

    from envstudio.tenancy.services import create_workspace
    from tests.exports.envscaler_release import Shape

    scratch = Path(tempfile.mkdtemp(prefix="envscaler_import-"))
    settings.MEDIA_ROOT = settings.DATA_DIR = scratch / "data"
    connection.settings_dict["TEST"]["NAME"] = str(scratch / "bench.sqlite3")
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        user = get_user_model().objects.create_user(username="bench", password="bench-password-1")
        full = Shape(
            environments=args.environments, scenarios_per_environment=args.scenarios, entities=args.entities
        )
        tenth = Shape(
            environments=args.environments // 10,
            scenarios_per_environment=args.scenarios,
            entities=args.entities,
        )
        results = {}
        for name, shape in (("tenth (baseline)", tenth), ("full", full)):
            workspace = create_workspace(name=f"Bench {name}", owner=user)
            results[name] = import_once(shape=shape, folder=scratch / name.split()[0], workspace=workspace)
        base = results["tenth (baseline)"]
        header = ("import", "envs", "scenarios", "files MiB", "s", "s/env", "peak MiB")
        print("{:<18} {:>5} {:>9} {:>9} {:>7} {:>6} {:>9}".format(*header))
        for name, row in results.items():
            print(
                f"{name:<18} {row['environments']:>5} {row['scenarios']:>9} {row['bytes'] / 2**20:>9.1f} "
                f"{row['seconds']:>7.1f} {row['seconds'] / row['environments']:>6.2f} "
                f"{row['peak'] / 2**20:>9.2f}"
            )
        top = results["full"]
        print(
            f"full / tenth: x{top['environments'] / base['environments']:.1f} the environments and "
            f"x{top['bytes'] / base['bytes']:.1f} the bytes; peak memory x{top['peak'] / base['peak']:.2f}, "
            f"time x{top['seconds'] / base['seconds']:.1f}"
        )
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
