"""The bundle loader embeds envstudio modules that run with the standard library alone: an import of anything
else is refused, unless the module goes on without it (a ``try`` that catches ImportError)."""

from __future__ import annotations

import pytest

from review.exports.loader import _require_stdlib_only, assemble_loader
from review.exports.records import BundleError

OPTIONAL = """
try:
    from synthesis.sandbox._rowcheck import flat_copies
except (ModuleNotFoundError, OSError):
    flat_copies = None
try:
    import numpy
except ImportError:
    numpy = None
import json
"""


def test_an_import_the_module_goes_on_without_is_allowed() -> None:
    _require_stdlib_only("example", OPTIONAL)


@pytest.mark.parametrize(
    "source",
    [
        "import numpy\n",
        "from synthesis.sandbox import _rowcheck\n",
        "try:\n    import numpy\nexcept ValueError:\n    numpy = None\n",  # not what a missing module raises
        "try:\n    import json\nexcept ImportError:\n    import numpy\n",  # the fallback itself needs it
        "try:\n    import json\nexcept ImportError:\n    pass\nelse:\n    import numpy\n",
        "def f():\n    import requests\n",
    ],
)
def test_a_required_import_of_another_package_is_refused(source: str) -> None:
    with pytest.raises(BundleError, match="neither stdlib nor an embedded module"):
        _require_stdlib_only("example", source)


def test_the_loader_embeds_tracking_without_its_compiled_check() -> None:
    source, embedded = assemble_loader()
    assert embedded["tracking"]["module"] == "synthesis.sandbox.tracking"
    assert "from synthesis.sandbox._rowcheck import" in source  # optional: bundles take the Python path
