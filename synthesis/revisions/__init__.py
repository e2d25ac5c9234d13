"""The one owner of stored revisions and their verification rows.

``rows``: plain Python, reports and proofs -> verification rows (pipelines and review's re-verification use
the same conversion, so repair rounds and severities are kept everywhere). ``store``: the ORM side, the only
code that creates environment and scenario revisions and writes their verification rows (pipelines through the
job context, review's edits, reverts and re-verification through ``synthesis.api``).

Nothing is imported here, so pure pipeline code can import ``synthesis.revisions.rows`` without Django.
"""
