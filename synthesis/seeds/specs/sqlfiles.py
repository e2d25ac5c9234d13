"""Reading a SQL file's lines, whatever size and encoding it comes in."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import legacy_hint, text_encoding

# Where lines come from: a pass over them can be made again (dialects are tried in turn).
LineSource = Iterable[str] | Path


def source_lines(source: LineSource) -> Iterator[str]:
    """The lines of a SQL file (read from disk as a stream: UTF-8, or UTF-16 after its byte order mark) or of
    lines given; a byte that is not text is refused with its line and offset."""
    if isinstance(source, Path) and _utf16(source):
        yield from _utf16_lines(source)
    elif isinstance(source, Path):
        with source.open("rb") as handle:
            offset = 0
            for number, raw in enumerate(handle, start=1):
                try:
                    yield raw.decode("utf-8").removeprefix("\ufeff") if number == 1 else raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    position = offset + exc.start
                    raise SpecError(
                        f"the spec is not valid UTF-8: byte 0x{raw[exc.start]:02x} at byte offset {position}"
                        + (
                            " (a binary file?)"
                            if b"\0" in raw
                            else legacy_hint(raw[exc.start : exc.start + 1])
                        ),
                        line=number,
                    ) from None
                offset += len(raw)
    else:
        yield from source


def _utf16(path: Path) -> bool:
    with path.open("rb") as handle:
        return text_encoding(handle.read(2)) == "utf-16"


def _utf16_lines(path: Path) -> Iterator[str]:
    try:
        with path.open("r", encoding="utf-16", newline="") as handle:
            yield from handle
    except UnicodeDecodeError:
        # No line: the decoder reads ahead in blocks, so the line being read says nothing of where it broke.
        raise SpecError("the spec is not valid UTF-16 (it starts with UTF-16's byte order mark)") from None
