"""Export of approved environments and proven scenarios: bundle zip, stdlib loader, tau2 domains, import."""

from review.exports.bundle import Manifest, write_bundle
from review.exports.importer import read_bundle, read_manifest
from review.exports.records import BundleError, ExportEnvironment, ExportScenario

__all__ = [
    "BundleError",
    "ExportEnvironment",
    "ExportScenario",
    "Manifest",
    "read_bundle",
    "read_manifest",
    "write_bundle",
]
