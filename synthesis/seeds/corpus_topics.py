"""Topics mined from a corpus, and how many of them become environments.

- ``merge_topics``: near-duplicates merge, best topic first (by name: the summaries normalized, equal or close
  by character trigrams; by meaning: summary and introduction, embeddings when the endpoint has them, else
  character trigram vectors). Similarities are computed in blocks of rows with sparse matrices, so a corpus
  that names thousands of topics is merged in seconds.
- ``reduce_topics``: at most ``max_topics`` topics by meaning, as EnvScaler picks cluster centroids: the
  topics are clustered (k-means weighted by their task counts, over the endpoint's embeddings or else TF-IDF
  vectors of words and of character n-grams) and each cluster is kept as its member nearest the centre,
  which takes the others' seed tasks and names.

A topic keeps a sample of its seed tasks (``MAX_SEED_TASKS``: what the design prompts show) and of the names
merged into it (``MAX_MERGED_NAMES``), and counts the rest, so a topic of 5,000 tasks is as small as one of 5.
"""

from __future__ import annotations

import math
import re
import warnings
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
from scipy import sparse
from sklearn.cluster import KMeans
from sklearn.exceptions import ConvergenceWarning
from sklearn.feature_extraction import DictVectorizer
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.preprocessing import normalize

from synthesis.llm import LLMGateway

MAX_SEED_TASKS = 12
MAX_MERGED_NAMES = 12
EMBED_CHUNK = 256  # texts per embeddings request (endpoints cap the inputs of one request)
BLOCK_ROWS = 256  # rows of the similarity matrix computed at once

# "airline reservation booking system" and "airline reservation management system" (0.85) are one environment;
# "library loans system" and "library room booking system" (0.48), or "hotel reservation system" and "airline
# reservation system" (0.65), are not.
NAME_MERGE_THRESHOLD = 0.8


@dataclass
class Topic:
    summary: str
    introduction: str
    usefulness: int
    modelability: int
    seed_tasks: list[str] = field(default_factory=list)
    # The other summaries merged into this topic (distinct, in merge order): shown on the job page.
    merged_summaries: list[str] = field(default_factory=list)
    # Tasks beyond the seed sample, and merged names beyond the names kept: counted, not kept.
    extra_tasks: int = 0
    extra_merged: int = 0

    @property
    def score(self) -> int:
        return self.usefulness + self.modelability

    @property
    def task_count(self) -> int:
        """The corpus tasks this topic stands for (its own and every merged topic's)."""
        return len(self.seed_tasks) + self.extra_tasks

    @property
    def merged_count(self) -> int:
        """The distinct other names merged into this topic."""
        return len(self.merged_summaries) + self.extra_merged

    def absorb(self, other: Topic) -> None:
        """Take ``other``'s seed tasks and names (it is the same environment), keeping this topic's own."""
        for task in other.seed_tasks:
            if task in self.seed_tasks:
                continue
            if len(self.seed_tasks) < MAX_SEED_TASKS:
                self.seed_tasks.append(task)
            else:
                self.extra_tasks += 1
        self.extra_tasks += other.extra_tasks
        for summary in (other.summary, *other.merged_summaries):
            if summary == self.summary or summary in self.merged_summaries:
                continue
            if len(self.merged_summaries) < MAX_MERGED_NAMES:
                self.merged_summaries.append(summary)
            else:
                self.extra_merged += 1
        self.extra_merged += other.extra_merged

    def copy(self) -> Topic:
        return replace(self, seed_tasks=list(self.seed_tasks), merged_summaries=list(self.merged_summaries))

    def stored(self) -> dict[str, Any]:
        """The topic as the job stores it (``Topic(**stored)`` makes it again)."""
        return {
            "summary": self.summary,
            "introduction": self.introduction,
            "usefulness": self.usefulness,
            "modelability": self.modelability,
            "seed_tasks": list(self.seed_tasks),
            "merged_summaries": list(self.merged_summaries),
            "extra_tasks": self.extra_tasks,
            "extra_merged": self.extra_merged,
        }


def rank(topic: Topic) -> tuple[int, str]:
    """Best first: the higher score, then the summary."""
    return (-topic.score, topic.summary)


def local_vector(text: str) -> dict[str, float]:
    """Character trigram counts of the normalized words: near-duplicate phrasings land close."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    grams: Counter[str] = Counter()
    for word in words:
        padded = f" {word} "
        grams.update(padded[i : i + 3] for i in range(len(padded) - 2))
    norm = math.sqrt(sum(v * v for v in grams.values())) or 1.0
    return {k: v / norm for k, v in grams.items()}


# Words that name the kind of software, not its domain: "online retail order management system" and "online
# retail order platform" are one domain. Only dropped when something else is left.
GENERIC_NAME_WORDS = frozenset(
    {
        "a", "an", "the", "of", "for", "and", "to", "in", "on", "with", "by",
        "system", "management", "manager", "platform", "service", "application", "app", "software", "portal",
        "database", "backend", "environment", "tool", "solution",
    }
)  # fmt: skip


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def normalized_name(summary: str) -> str:
    """A topic's summary as the set of its domain words: lower case, no punctuation, singular, without the
    words every software name has, sorted ("Online-retail order management systems" -> "online order
    retail")."""
    words = [_singular(word) for word in re.findall(r"[a-z0-9]+", summary.lower())]
    content = [word for word in words if word not in GENERIC_NAME_WORDS]
    return " ".join(sorted(set(content or words)))


def embed_all(gateway: LLMGateway | None, texts: Sequence[str], *, stage: str) -> list[list[float]] | None:
    """One vector per text from the endpoint, ``EMBED_CHUNK`` texts a request sent in parallel; None when
    there is no gateway or the endpoint has no embeddings model."""
    if gateway is None or not texts:
        return None
    chunks = [list(texts[i : i + EMBED_CHUNK]) for i in range(0, len(texts), EMBED_CHUNK)]
    if len(chunks) == 1:
        return gateway.embed(chunks[0], stage=stage)
    vectors: list[list[float]] = []
    for answer in gateway.map(lambda chunk: gateway.embed(chunk, stage=stage), chunks):
        if isinstance(answer, BaseException):
            raise answer
        if answer is None:
            return None
        vectors.extend(answer)
    return vectors


def _rows(dense: list[list[float]] | None, fallback: list[dict[str, float]]) -> Any:
    """Unit rows: the endpoint's vectors (dense), else the local sparse vectors."""
    if dense is not None:
        return normalize(np.asarray(dense, dtype=float))
    return DictVectorizer(sort=False).fit_transform(fallback).tocsr()


def _similarities(rows: Any, start: int, stop: int) -> np.ndarray:
    block = rows[start:stop] @ rows.T
    return np.asarray(block.toarray() if sparse.issparse(block) else block)


def merge_topics(
    *,
    topics: list[Topic],
    gateway: LLMGateway | None,
    threshold: float,
    name_threshold: float = NAME_MERGE_THRESHOLD,
) -> list[Topic]:
    """Greedy grouping, best topic first; each kept topic carries the seed tasks of its group.

    A topic joins the first group where its normalized summary equals one already in the group, or is close
    to one of them by character trigrams (``name_threshold``: the same name reworded), or where its summary
    and introduction are close to the group's best topic's by meaning (``threshold``; embeddings when the
    endpoint has them, else character trigrams). The name check alone merges what a model names the same
    domain in two batches even when the introductions it wrote differ (issue 38: two "airline reservation
    management system" topics with different introductions stayed apart)."""
    ordered = sorted(topics, key=rank)
    if not ordered:
        return []
    texts = [f"{t.summary}. {t.introduction}" for t in ordered]
    dense = embed_all(gateway, texts, stage="topic_merge")
    meaning = _rows(dense, [local_vector(t) for t in texts] if dense is None else [])
    names = [normalized_name(t.summary) for t in ordered]
    name_rows = _rows(None, [local_vector(name) for name in names])
    home_of = np.full(len(ordered), -1)  # the group (its best topic's index) each topic joined
    group_of_name: dict[str, int] = {}
    merged: dict[int, Topic] = {}
    for start in range(0, len(ordered), BLOCK_ROWS):
        stop = min(len(ordered), start + BLOCK_ROWS)
        meaning_block = _similarities(meaning, start, stop)
        name_block = _similarities(name_rows, start, stop)
        for i in range(start, stop):
            home = group_of_name.get(names[i])
            if home is None:
                earlier = home_of[:i]
                by_name = earlier[name_block[i - start, :i] >= name_threshold]
                leaders = np.fromiter(merged, dtype=int, count=len(merged))
                by_meaning = leaders[meaning_block[i - start, leaders] >= threshold]
                options = [*by_name.tolist(), *by_meaning.tolist()]
                home = min(options) if options else None  # groups are numbered in the order they began
            if home is None:
                merged[i] = ordered[i].copy()
                home = i
            else:
                merged[home].absorb(ordered[i])
            home_of[i] = home
            group_of_name.setdefault(names[i], home)
    return list(merged.values())


def local_rows(texts: list[str]) -> Any:
    """TF-IDF rows of words (rare words, such as a domain's records, weigh most) beside TF-IDF rows of
    character n-grams (inflections and compounds land close), each half of a unit row."""
    words = TfidfVectorizer(analyzer="word", stop_words="english", sublinear_tf=True).fit_transform(texts)
    grams = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 4), sublinear_tf=True).fit_transform(texts)
    return normalize(sparse.hstack([words, grams]).tocsr())


def reduce_topics(*, topics: list[Topic], max_topics: int, gateway: LLMGateway | None) -> list[Topic]:
    """At most ``max_topics`` topics: clusters of topics by meaning, each kept as its representative (the
    member nearest the cluster's centre), which absorbs the others nearest first. Fewer topics than that
    are returned as they are."""
    if len(topics) <= max_topics:
        return topics
    ordered = sorted(topics, key=rank)  # ties for the representative go to the better topic
    texts = [f"{t.summary}. {t.summary}. {t.introduction}" for t in ordered]  # the name weighs double
    dense = embed_all(gateway, texts, stage="topic_merge")
    rows: Any = normalize(np.asarray(dense, dtype=float)) if dense is not None else local_rows(texts)
    weights = np.array([t.task_count for t in ordered], dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)  # fewer distinct topics than clusters
        clusters = KMeans(n_clusters=max_topics, n_init=3, random_state=0).fit(rows, sample_weight=weights)
    centres = normalize(clusters.cluster_centers_)
    to_centre = np.asarray(rows @ centres.T)
    reduced: list[Topic] = []
    for cluster in sorted(set(clusters.labels_.tolist())):
        members = np.flatnonzero(clusters.labels_ == cluster)
        best = int(members[np.argmax(to_centre[members, cluster])])
        representative = ordered[best].copy()
        nearness = _similarities(rows, best, best + 1)[0]
        for member in sorted(members.tolist(), key=lambda m: (-nearness[m], m)):
            if member != best:
                representative.absorb(ordered[member])
        reduced.append(representative)
    return sorted(reduced, key=lambda t: (-t.score, -t.task_count, t.summary))
