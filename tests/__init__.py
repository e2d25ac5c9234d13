"""envstudio test suite."""
