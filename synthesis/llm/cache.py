"""Response cache: a re-run with the same requests spends no tokens."""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import threading
from pathlib import Path
from typing import Any, Protocol

_KEY_PATTERN = re.compile(r"^[0-9a-f]{64}$")


class ResponseCache(Protocol):
    """Maps a request key (sha256 hex) to the raw JSON response the endpoint gave."""

    def get(self, key: str) -> dict | None: ...

    def set(self, key: str, value: dict) -> None: ...


def cache_key(request: dict[str, Any]) -> str:
    """sha256 over the canonical JSON of everything that determines a response (never the API key)."""
    canonical = json.dumps(request, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def _check_key(key: str) -> None:
    # Keys become file names: accept only what cache_key produces, so no key can escape the directory.
    if not _KEY_PATTERN.match(key):
        raise ValueError(f"cache key must be 64 lowercase hex characters, got {key!r}")


class DirectoryCache:
    """One JSON file per key under a directory; atomic writes (temp file + rename), safe across processes."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)

    def _path(self, key: str) -> Path:
        _check_key(key)
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict | None:
        path = self._path(key)
        try:
            with path.open(encoding="utf-8") as handle:
                value = json.load(handle)
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            # A damaged entry is a miss, not a crash: the call is simply made again and the entry rewritten.
            return None
        return value if isinstance(value, dict) else None

    def set(self, key: str, value: dict) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as temp_file:
                json.dump(value, temp_file, ensure_ascii=False)
            os.replace(temp_name, path)
        except BaseException:
            Path(temp_name).unlink(missing_ok=True)
            raise


class MemoryCache:
    """A dict behind a lock; for tests and single-process runs."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values: dict[str, str] = {}

    def get(self, key: str) -> dict | None:
        with self._lock:
            stored = self._values.get(key)
        return None if stored is None else json.loads(stored)

    def set(self, key: str, value: dict) -> None:
        # Stored as JSON text so callers can never mutate a cached value in place.
        text = json.dumps(value, ensure_ascii=False)
        with self._lock:
            self._values[key] = text

    def __len__(self) -> int:
        with self._lock:
            return len(self._values)
