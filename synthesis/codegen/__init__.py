"""IR -> environment code by templates (no LLM): ``generate_environment_code(spec)``."""

from synthesis.codegen.generator import (
    CODEGEN_VERSION,
    RESERVED_TOOL_NAMES,
    CodegenError,
    generate_environment_code,
    validate_check,
)

__all__ = [
    "CODEGEN_VERSION",
    "RESERVED_TOOL_NAMES",
    "CodegenError",
    "generate_environment_code",
    "validate_check",
]
