from django import template

from synthesis.job_failures import public_reason

register = template.Library()


@register.filter(name="failure_reason")
def failure_reason(error: str) -> str:
    """A job's failure as anyone in the workspace may read it (no traceback, no internal exception text)."""
    return public_reason(error or "")
