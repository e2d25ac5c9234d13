"""States of an environment: generating valid rows (PK/FK/unique/checks), validating a state against its
schema, fresh values and the check-expression evaluator they share.

Verification (test states) and scenarios (initial and target states) both use it, and spec seeds evaluate
CHECK expressions with it, so it sits below all of them rather than inside one.
"""

from synthesis.state.datagen import GenerationError, generate_state
from synthesis.state.validation import StateProblem, validate_state

__all__ = ["GenerationError", "StateProblem", "generate_state", "validate_state"]
