"""The compiled part of the build only; everything else is declared in pyproject.toml.

The sandbox's change check of flat tables (``synthesis/sandbox/_rowcheck.c``, docs/sandbox.md). Optional:
without a C compiler the install goes on, and ``tracking.py`` takes its pure-Python path, which gives the same
answers, slower (a test fails in CI when the compiled module is missing).
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension("synthesis.sandbox._rowcheck", sources=["synthesis/sandbox/_rowcheck.c"], optional=True)
    ]
)
