"""The sample-spec fixtures of tests/seeds, shared."""

from tests.seeds.conftest import clinic_spec, library_spec, shop_spec

__all__ = ["clinic_spec", "library_spec", "shop_spec"]
