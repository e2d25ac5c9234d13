"""The shape of environment state: JSON tables of rows, ``{"table": [{"field": value, ...}, ...]}``.

State is plain JSON so that it crosses the sandbox boundary, hashes canonically and exports as it is.
"""

from typing import Any

Row = dict[str, Any]
State = dict[str, list[Row]]
