"""import_bundle refuses zip bombs, traversal names and oversized bundles, in bounded memory, with clear
errors and nothing imported (memory measured with tracemalloc, never timed)."""

from __future__ import annotations

import hashlib
import json
import struct
import tracemalloc
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from review.exports import BundleError, read_bundle, write_bundle
from review.exports.bundle import MANIFEST_NAME
from review.exports.importer import ImportLimits
from synthesis.models import Environment
from tests.exports.fixtures import shop_export

BOMB_BYTES = 64 * 2**20  # inflates to 64 MiB from ~64 KiB of deflate
SMALL = ImportLimits(max_member_bytes=4 * 2**20, max_total_bytes=8 * 2**20, max_members=50)


@pytest.fixture
def honest_bundle(tmp_path: Path) -> Path:
    path = tmp_path / "honest.zip"
    write_bundle(
        out=path,
        workspace="acme",
        environments=[shop_export("shop")],
        created_at="2026-01-01T00:00:00Z",
        envstudio_version="0.1.0",
        review_record=[],
    )
    return path


def _rewrite(source: Path, target: Path, *, extra: dict[str, bytes]) -> Path:
    """The bundle plus extra members, each listed in the manifest with its correct sha256."""
    with zipfile.ZipFile(source) as original:
        manifest = json.loads(original.read(MANIFEST_NAME))
        members = {name: original.read(name) for name in original.namelist() if name != MANIFEST_NAME}
    for name, data in extra.items():
        manifest["files"][name] = hashlib.sha256(data).hexdigest()
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as out:
        out.writestr(MANIFEST_NAME, json.dumps(manifest))
        for name, data in {**members, **extra}.items():
            out.writestr(name, data)
    return target


def _peak_bytes(action: Callable[[], Any]) -> tuple[BaseException | None, int]:
    tracemalloc.start()
    try:
        action()
        error = None
    except BaseException as exc:
        error = exc
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return error, peak


def test_a_listed_zip_bomb_is_refused_from_its_header_in_bounded_memory(
    honest_bundle: Path, tmp_path: Path
) -> None:
    bomb = _rewrite(
        honest_bundle, tmp_path / "bomb.zip", extra={"environments/shop/big.bin": bytes(BOMB_BYTES)}
    )
    assert bomb.stat().st_size < 2**20
    error, peak = _peak_bytes(lambda: read_bundle(bomb, limits=SMALL))
    assert isinstance(error, BundleError), error
    assert "environments/shop/big.bin inflates to 67,108,864 bytes" in str(error)
    assert peak < 2 * 2**20  # never inflated: well under the 64 MiB it would take


def test_a_header_that_lies_about_the_size_cannot_inflate_either(honest_bundle: Path, tmp_path: Path) -> None:
    bomb = _rewrite(
        honest_bundle, tmp_path / "liar.zip", extra={"environments/shop/big.bin": bytes(BOMB_BYTES)}
    )
    data = bytearray(bomb.read_bytes())
    # Patch the central directory entry of big.bin to declare 1,000 bytes uncompressed.
    name = b"environments/shop/big.bin"
    entry = data.rfind(b"PK\x01\x02", 0, data.rfind(name))
    struct.pack_into("<I", data, entry + 24, 1000)
    bomb.write_bytes(bytes(data))
    error, peak = _peak_bytes(lambda: read_bundle(bomb, limits=ImportLimits()))
    assert isinstance(error, BundleError), error
    assert "big.bin" in str(error)
    assert peak < 8 * 2**20


@pytest.mark.parametrize(
    "name",
    [
        "../../evil.txt",
        "/etc/evil.txt",
        "environments/../../evil.txt",
        "a\\..\\evil.txt",
        "./evil.txt",
        "C:/evil",
    ],
)
def test_traversal_names_are_refused_even_when_listed(honest_bundle: Path, tmp_path: Path, name: str) -> None:
    bad = _rewrite(honest_bundle, tmp_path / "bad.zip", extra={name: b"owned"})
    with pytest.raises(BundleError, match="not a plain relative path"):
        read_bundle(bad)


def test_member_count_and_total_size_limits(honest_bundle: Path, tmp_path: Path) -> None:
    many = _rewrite(
        honest_bundle, tmp_path / "many.zip", extra={f"pad/{index}.txt": b"x" for index in range(60)}
    )
    with pytest.raises(BundleError, match="members; the limit is 50"):
        read_bundle(many, limits=SMALL)
    wide = _rewrite(
        honest_bundle,
        tmp_path / "wide.zip",
        extra={f"pad/{index}.bin": bytes(3 * 2**20) for index in range(3)},
    )
    with pytest.raises(BundleError, match="ENVSTUDIO_IMPORT_MAX_TOTAL_BYTES"):
        read_bundle(wide, limits=SMALL)
    assert len(read_bundle(honest_bundle, limits=SMALL)) == 1  # the honest one passes the same limits


@pytest.mark.django_db
def test_the_command_refuses_a_bomb_with_a_clear_error_and_imports_nothing(
    honest_bundle: Path, tmp_path: Path, workspace: Any, settings: Any
) -> None:
    settings.ENVSTUDIO_IMPORT_MAX_MEMBER_BYTES = 4 * 2**20
    bomb = _rewrite(
        honest_bundle, tmp_path / "bomb.zip", extra={"environments/shop/big.bin": bytes(BOMB_BYTES)}
    )
    with pytest.raises(CommandError, match="the limit per file is 4,194,304"):
        call_command("import_bundle", str(bomb), "--workspace", "Acme")
    bad = _rewrite(honest_bundle, tmp_path / "bad.zip", extra={"../../evil.txt": b"owned"})
    with pytest.raises(CommandError, match="not a plain relative path"):
        call_command("import_bundle", str(bad), "--workspace", "Acme")
    assert not Environment.objects.exists()
    assert not (tmp_path.parent / "evil.txt").exists()
    call_command("import_bundle", str(honest_bundle), "--workspace", "Acme")
    assert Environment.objects.count() == 1
