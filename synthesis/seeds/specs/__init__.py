"""Deterministic seeds from specifications (SQL DDL, OpenAPI 3.x): no LLM involved."""

from synthesis.seeds.specs.openapi import parse_openapi
from synthesis.seeds.specs.sql import parse_sql

__all__ = ["parse_openapi", "parse_sql"]
