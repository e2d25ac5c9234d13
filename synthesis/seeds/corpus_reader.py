"""Reading a corpus of task texts as a stream: .txt (one task per line), .jsonl or .csv.

The file is read in chunks through a text decoder and its tasks are yielded one by one, so a corpus of
20,000 tasks is never held whole in memory: the upload check and the job's triage read it the same way.
Limits: ``MAX_CORPUS_BYTES`` for the file, ``MAX_TASKS`` tasks, ``MAX_TASK_CHARS`` per task; a file that is
empty, not text (a NUL byte or a byte its encoding cannot have) or over a limit gets an error naming it.
"""

from __future__ import annotations

import codecs
import csv
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from synthesis.seeds.specs.common import text_encoding

MAX_TASKS = 20_000
MAX_TASK_CHARS = 4_000
# 20,000 tasks of 3,000 bytes each, with room for JSONL's keys: uploads this large are read as a stream.
MAX_CORPUS_BYTES = 64 * 1024 * 1024
CHUNK_BYTES = 64 * 1024
TASK_KEYS = ("task", "text", "query", "instruction", "prompt", "question", "content")
SUFFIXES = ("txt", "jsonl", "csv")


class CorpusError(ValueError):
    """A corpus upload that cannot be read; the message says where."""


def _task_from_record(record: object, *, where: str) -> str:
    if isinstance(record, str):
        return record
    if isinstance(record, dict):
        for key in TASK_KEYS:
            if isinstance(record.get(key), str):
                return str(record[key])
        raise CorpusError(f"{where}: no task text (expected one of the keys {', '.join(TASK_KEYS)})")
    raise CorpusError(f"{where}: expected a JSON object or string, got {type(record).__name__}")


def _suffix(filename: str) -> str:
    suffix = filename.lower().rsplit(".", 1)[-1] if "." in filename else ""
    if suffix not in SUFFIXES:
        raise CorpusError(
            f"{filename}: unsupported file type; upload .txt (one task per line), .jsonl or .csv"
        )
    return suffix


def _text_chunks(stream: BinaryIO, *, filename: str) -> Iterator[str]:
    """Decoded text in chunks of the stream: UTF-16 after its byte order mark, else UTF-8 (BOM allowed);
    at most ``MAX_CORPUS_BYTES`` read; a byte the encoding cannot have, or a NUL byte (a binary file), is
    an error naming its offset."""
    head = stream.read(CHUNK_BYTES)
    encoding = text_encoding(head[:2])
    offset = 0
    if encoding == "utf-8" and head.startswith(codecs.BOM_UTF8):
        head, offset = head[len(codecs.BOM_UTF8) :], len(codecs.BOM_UTF8)
    decoder = codecs.getincrementaldecoder(encoding)()
    chunk = head
    while True:
        final = not chunk
        if offset + len(chunk) > MAX_CORPUS_BYTES:
            raise CorpusError(f"{filename}: over the {MAX_CORPUS_BYTES:,}-byte limit")
        pending = len(decoder.getstate()[0])  # bytes of a character the last chunk cut in two
        try:
            text = decoder.decode(chunk, final=final)
        except UnicodeDecodeError as exc:
            where = offset - pending + exc.start
            problem = f"not {encoding.upper()} text (invalid byte at offset {where})"
            raise CorpusError(f"{filename}: {problem}") from exc
        if "\0" in text:
            raise CorpusError(f"{filename}: a binary file, not text (a NUL character); upload a text file")
        if text:
            yield text
        if final:
            return
        offset += len(chunk)
        chunk = stream.read(CHUNK_BYTES)


def _lines(chunks: Iterator[str]) -> Iterator[str]:
    """The decoded chunks as lines (each with its newline), for ``csv.reader`` and line iteration."""
    rest = ""
    for chunk in chunks:
        rest += chunk
        *lines, rest = rest.split("\n")
        for line in lines:
            yield line + "\n"
    if rest:
        yield rest


def _raw_tasks(stream: BinaryIO, *, filename: str, suffix: str) -> Iterator[tuple[int, str]]:
    """(line number, task text) as the file has them, unstripped."""
    lines = _lines(_text_chunks(stream, filename=filename))
    if suffix == "txt":
        for number, line in enumerate(lines, start=1):
            yield number, line
        return
    if suffix == "jsonl":
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CorpusError(f"{filename}, line {number}: not JSON ({exc.msg})") from exc
            yield number, _task_from_record(record, where=f"{filename}, line {number}")
        return
    rows = csv.reader(lines)
    try:
        header = next(rows, None)
        if header is None:
            raise CorpusError(f"{filename}: the file is empty")
        names = [h.strip().lower() for h in header]
        column = next((names.index(k) for k in TASK_KEYS if k in names), None)
        if column is None:  # no header naming the task column: the first row is a task too
            column = 0
            yield 1, header[0] if header else ""
        for row in rows:
            if len(row) <= column:
                raise CorpusError(f"{filename}, line {rows.line_num}: no column {column + 1}")
            yield rows.line_num, row[column]
    except csv.Error as exc:
        raise CorpusError(f"{filename}: not valid CSV ({exc})") from exc


def iter_corpus(stream: BinaryIO, *, filename: str) -> Iterator[str]:
    """The task texts of an upload, stripped, blank ones skipped, read in chunks as they are needed.

    A generator: an error (over a limit, a bad line) is raised when the reading reaches it, and an upload
    with no task at all is an error at its end."""
    suffix = _suffix(filename)
    count = 0
    for number, raw in _raw_tasks(stream, filename=filename, suffix=suffix):
        task = raw.strip()
        if not task:
            continue
        count += 1
        if count > MAX_TASKS:
            raise CorpusError(f"{filename}: more than {MAX_TASKS:,} tasks is over the limit of {MAX_TASKS:,}")
        if len(task) > MAX_TASK_CHARS:
            raise CorpusError(
                f"{filename}: task {count} (line {number}) is longer than {MAX_TASK_CHARS} characters"
            )
        yield task
    if count == 0:
        raise CorpusError(f"{filename}: no task texts found")


def corpus_from_path(path: Path, *, filename: str) -> Iterator[str]:
    """The tasks of a stored upload, read from disk as a stream (the file is closed when they are read)."""
    if path.stat().st_size > MAX_CORPUS_BYTES:
        raise CorpusError(
            f"{filename}: {path.stat().st_size:,} bytes is over the {MAX_CORPUS_BYTES:,}-byte limit"
        )
    with path.open("rb") as stream:
        yield from iter_corpus(stream, filename=filename)


def count_corpus(path: Path, *, filename: str) -> int:
    """How many tasks an upload has, reading it whole as the job will: CorpusError for what it cannot read."""
    return sum(1 for _ in corpus_from_path(path, filename=filename))


def parse_corpus(data: bytes, *, filename: str) -> list[str]:
    """Task texts from an upload held in memory (small files, tests); CorpusError for anything unreadable."""
    if len(data) > MAX_CORPUS_BYTES:
        raise CorpusError(f"{filename}: {len(data):,} bytes is over the {MAX_CORPUS_BYTES:,}-byte limit")
    return list(iter_corpus(io.BytesIO(data), filename=filename))
