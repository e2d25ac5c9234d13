"""A scenario's short title: the first thing its task asks for, trimmed, so lists and pages name a scenario
by what it is about instead of its hash key.

The tasks read like a person talking ("Hello, my name is Quinn Garcia. The order number is ORD-003. I'd like
to add a new order item with quantity 5. Thank you."): the title is the first sentence that asks for
something ("Add a new order item with quantity 5"), its polite opening dropped; a task with no such sentence
gives its first sentence. Pure and cheap: the lists compute it for each row from the task preview.
"""

from __future__ import annotations

import re

TITLE_CHARS = 80
# How much of a task the lists read to find its title.
TITLE_SOURCE_CHARS = 600
# A sentence ends at . ! ? followed by a space or the end; "99.99" and "ORD-003." inside words stay whole.
_SENTENCES = re.compile(r"(?<=[.!?])\s+")
# Openings of a request, longest first; what follows is the sub-goal.
_REQUEST = re.compile(
    r"^(?:(?:also|then|after that|and|finally|next|first)\s*,?\s*)*"
    r"(?:(?:could|can|would) you(?: please)?|please|i(?:'d| would) like(?: you)? to|i want(?: you)? to|"
    r"i need(?: you)? to|i'd like|i need|i want|kindly)\s+",
    re.IGNORECASE,
)


def short_title(task: str | None, *, limit: int = TITLE_CHARS) -> str:
    """The task's first request (its first sentence when it asks for nothing), trimmed to ``limit``."""
    text = " ".join((task or "").split())
    if not text:
        return ""
    sentences = [sentence for sentence in _SENTENCES.split(text) if sentence.strip()]
    chosen = next((sentence for sentence in sentences if _REQUEST.match(sentence)), sentences[0])
    title = _REQUEST.sub("", chosen, count=1).rstrip(" .!?")
    title = title[:1].upper() + title[1:]
    if len(title) <= limit:
        return title
    cut = title[: limit - 1].rsplit(" ", 1)[0].rstrip(" ,;:")
    return f"{cut}…"
