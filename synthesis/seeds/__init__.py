"""Seeds: everything that turns an input (a domain, a corpus, a spec) into an ``EnvironmentSpec``."""

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_openapi, parse_sql

__all__ = ["SpecError", "parse_openapi", "parse_sql"]
