"""The error every spec parser raises for a bad spec: a clear message and where (SQL line or JSON path)."""

from __future__ import annotations


class SpecError(ValueError):
    """A spec (SQL DDL, OpenAPI document) that cannot become an environment.

    ``line`` is 1-based (SQL, and YAML/JSON syntax errors); ``path`` is a JSON-pointer-like location
    (``paths./orders.post.requestBody``) for OpenAPI documents.
    """

    def __init__(self, message: str, *, line: int | None = None, path: str | None = None) -> None:
        self.message = message
        self.line = line
        self.path = path
        super().__init__(self._render())

    def _render(self) -> str:
        where = []
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.path:
            where.append(f"at {self.path}")
        return f"{', '.join(where)}: {self.message}" if where else self.message
