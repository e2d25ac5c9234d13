"""Spec benchmark: parse-and-synthesize time and peak memory of SQL dumps against their size.

Run: ``python bench/specs.py`` (1, 10 and 50 MB generated dumps: several minutes, since INSERT statements go
through sqlglot's tokenizer) or ``--quick`` (0.5, 1 and 2 MB, about half a minute).
Each dump is a Chinook-like schema with multi-row INSERTs and a pg_dump ``COPY`` block; the figure per size is
the time to read it as a stream, validate its rows, generate the environment's code and draw one initial state
from its rows, and the peak resident memory of a fresh process doing only that (nothing else is counted).
Ratios are against the smallest dump: time should grow with the size, memory should not (rows beyond the
per-table bound are counted, not kept).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import generate_state

SCHEMA = """
CREATE TABLE artist (artist_id INT PRIMARY KEY, name VARCHAR(120));
CREATE TABLE album (album_id INT PRIMARY KEY, title VARCHAR(160) NOT NULL,
    artist_id INT NOT NULL REFERENCES artist (artist_id));
CREATE TABLE track (track_id INT PRIMARY KEY, name VARCHAR(200) NOT NULL,
    album_id INT REFERENCES album (album_id), milliseconds INT NOT NULL, unit_price NUMERIC(10,2) NOT NULL);
CREATE TABLE play (play_id INT PRIMARY KEY, track_id INT NOT NULL REFERENCES track (track_id),
    played_at TIMESTAMP NOT NULL);
"""
ROWS_PER_INSERT = 200


def write_dump(path: Path, megabytes: float) -> int:
    """A dump of about ``megabytes`` MB; returns its size in bytes."""
    target = int(megabytes * 1024 * 1024)
    with path.open("w", encoding="utf-8") as out:
        out.write(SCHEMA)
        out.write(
            "INSERT INTO artist (artist_id, name) VALUES "
            + ", ".join(f"({i}, 'Artist {i}')" for i in range(1, 101))
            + ";\n"
        )
        out.write(
            "INSERT INTO album (album_id, title, artist_id) VALUES "
            + ", ".join(f"({i}, 'Album {i}', {i % 100 + 1})" for i in range(1, 501))
            + ";\n"
        )
        written, track = out.tell(), 0
        while written < target * 0.7:
            values = []
            for _ in range(ROWS_PER_INSERT):
                track += 1
                name = f"'Track {track} (Live at the O''Hare)'"
                values.append(f"({track}, {name}, {track % 500 + 1}, {200000 + track % 9999}, 0.99)")
            out.write(
                "INSERT INTO track (track_id, name, album_id, milliseconds, unit_price) VALUES "
                + ", ".join(values)
                + ";\n"
            )
            written = out.tell()
        out.write("COPY public.play (play_id, track_id, played_at) FROM stdin;\n")
        play = 0
        while written < target:
            lines = []
            for _ in range(1000):
                play += 1
                lines.append(f"{play}\t{play % track + 1}\t2024-0{play % 9 + 1}-1{play % 9} 12:00:00\n")
            out.write("".join(lines))
            written = out.tell()
        out.write("\\.\n")
    return path.stat().st_size


def measure_here(path: Path) -> None:
    """Parse, validate, generate code and draw one state; print seconds, peak RSS bytes and rows kept."""
    started = time.perf_counter()
    spec = parse_sql(path, name="bench")
    real = spec.seed_data.rows if spec.seed_data else {}
    generate_state(schema=spec.state_schema, seed=1, rows_per_table=5, real_rows=real)
    elapsed = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kilobytes on Linux
    print(json.dumps([elapsed, peak, sum(len(rows) for rows in real.values())]))


def measure(path: Path) -> tuple[float, int, int]:
    """(seconds, peak bytes, rows kept), measured in a fresh process."""
    done = subprocess.run(
        [sys.executable, __file__, "--measure", str(path)], check=True, capture_output=True, text=True
    )
    seconds, peak, kept = json.loads(done.stdout.strip().splitlines()[-1])
    return float(seconds), int(peak), int(kept)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="0.5, 1 and 2 MB instead of 1, 10 and 50 MB")
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        measure_here(args.measure)
        return
    sizes = [0.5, 1.0, 2.0] if args.quick else [1.0, 10.0, 50.0]
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for megabytes in sizes:
            path = Path(folder) / f"dump-{megabytes}.sql"
            size = write_dump(path, megabytes)
            seconds, peak, kept = measure(path)
            results.append((size, seconds, peak, kept))
            path.unlink()
    base_size, base_seconds, base_peak, _ = results[0]
    print(f"{'dump':>9} {'parse+synthesize':>17} {'peak RSS':>12} {'rows kept':>9}   ratios vs the smallest")
    for size, seconds, peak, kept in results:
        print(
            f"{size / 2**20:7.1f}MB {seconds:16.2f}s {peak / 2**20:10.1f}MiB {kept:9d}   "
            f"size {size / base_size:5.1f}x  time {seconds / base_seconds:5.1f}x  "
            f"memory {peak / base_peak:4.2f}x"
        )


if __name__ == "__main__":
    main()
