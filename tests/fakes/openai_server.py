"""A scriptable fake OpenAI-compatible server (stdlib only), for tests and benchmarks.

In a test (see tests/fakes/fixtures.py for the pytest fixtures)::

    with FakeOpenAIServer() as server:
        server.on(prompt="example_echo").json({"echo": "hi"})  # a structured answer, in any structured mode
        server.on(contains="weather", times=1).fail(429, retry_after=0.01)
        server.on(stage="explore").tool_call("search", {"query": "x"})
        server.on(predicate=lambda request: len(request.messages) > 3).text("done")
        server.on().call(lambda request: {"echo": request.text[-20:]})  # computed answer
        ... point the real SDK at server.base_url ...
        assert server.stats()["requests"] == 3

Rules are tried in order; the first that matches (and has `times` left) answers. Matching is by a substring of
the messages (`contains`), by the prompt-file name or stage the gateway sends in the `X-Envstudio-Prompt` and
`X-Envstudio-Stage` headers (`prompt`, `stage`), by `endpoint` ("chat", "embeddings", "moderations") and by a
`predicate(FakeRequest) -> bool`. A chat request no rule matches gets HTTP 400 naming the request, so a test
fails loudly; embeddings and moderations answer by themselves unless a rule intercepts them.

A `json(...)` answer adapts to the request: a forced function call (tools mode) gets a tool call with the
value as arguments, anything else gets the JSON as message content (`fenced=True` wraps it in a ```json
fence).

As a separate process (for a Celery worker in another process)::

    python -m tests.fakes.openai_server --port 0 --script rules.json     # prints the port on its first line

Script format (JSON)::

    {"latency_seconds": 0.0, "flagged_words": ["forbidden"], "embedding_dimensions": 64,
     "rules": [{"name": "echo", "match": {"prompt": "example_echo", "contains": "hi", "stage": "s",
                                          "endpoint": "chat"},
                "times": 1, "delay_seconds": 0.0,
                "reply": {"json": {"echo": "hi"}, "fenced": false}}]}

    reply is one of {"json": V}, {"text": "..."}, {"tool_calls": [{"name": "f", "arguments": {...}}]},
    {"status": 429, "retry_after": 0.01, "message": "..."}, {"malformed_body": true},
    {"malformed_json": true}, {"truncated_json": V}, {"empty_choices": true}.

Over HTTP: GET /_fake/stats (counters), POST /_fake/reset (zero the counters), POST /_fake/rules (body: a
script; `"replace": true` drops the existing rules first). Counters: requests, requests per endpoint, hits per
rule, prompt/completion tokens (word counts, as reported in `usage`), requests in flight and the maximum
seen.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

STAGE_HEADER = "X-Envstudio-Stage"
PROMPT_HEADER = "X-Envstudio-Prompt"
PROMPT_VERSION_HEADER = "X-Envstudio-Prompt-Version"

ENDPOINTS = ("chat", "embeddings", "moderations")
_PATHS = {"/chat/completions": "chat", "/embeddings": "embeddings", "/moderations": "moderations"}
_WORD = re.compile(r"\S+")
_EMBEDDING_WORD = re.compile(r"[a-z0-9]+")


def _count_words(text: str) -> int:
    return len(_WORD.findall(text))


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: [{"type": "text", "text": ...}, ...]
        return "\n".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return ""


@dataclass
class FakeRequest:
    """One request as the server saw it."""

    endpoint: str
    body: dict[str, Any]
    headers: dict[str, str]

    @property
    def stage(self) -> str | None:
        return self.headers.get(STAGE_HEADER.lower())

    @property
    def prompt(self) -> str | None:
        return self.headers.get(PROMPT_HEADER.lower())

    @property
    def prompt_version(self) -> str | None:
        return self.headers.get(PROMPT_VERSION_HEADER.lower())

    @property
    def model(self) -> str:
        return str(self.body.get("model", ""))

    @property
    def messages(self) -> list[dict[str, Any]]:
        messages = self.body.get("messages")
        return messages if isinstance(messages, list) else []

    @property
    def text(self) -> str:
        """All the text of the request: message contents and tool-call arguments, or the embedding input."""
        if self.endpoint != "chat":
            value = self.body.get("input", "")
            return "\n".join(value) if isinstance(value, list) else str(value)
        parts: list[str] = []
        for message in self.messages:
            parts.append(_content_text(message.get("content")))
            for call in message.get("tool_calls") or []:
                parts.append(str((call.get("function") or {}).get("arguments", "")))
        return "\n".join(parts)

    @property
    def forced_function(self) -> str | None:
        """The function name when tool_choice forces one call (the gateway's tools mode)."""
        choice = self.body.get("tool_choice")
        if isinstance(choice, dict):
            return (choice.get("function") or {}).get("name")
        return None


@dataclass
class Reply:
    """What a rule answers. Build with the class methods, or return one from a `call` function."""

    kind: str
    value: Any = None
    status: int = 200
    retry_after: float | None = None
    message: str = ""
    fenced: bool = False

    @classmethod
    def json(cls, value: Any, *, fenced: bool = False) -> Reply:
        return cls(kind="json", value=value, fenced=fenced)

    @classmethod
    def text(cls, text: str) -> Reply:
        return cls(kind="text", value=text)

    @classmethod
    def tool_calls(cls, calls: Iterable[tuple[str, Any]]) -> Reply:
        return cls(kind="tool_calls", value=[(name, arguments) for name, arguments in calls])

    @classmethod
    def fail(cls, status: int, *, retry_after: float | None = None, message: str = "") -> Reply:
        return cls(kind="status", status=status, retry_after=retry_after, message=message)

    @classmethod
    def malformed_body(cls) -> Reply:
        return cls(kind="malformed_body")

    @classmethod
    def malformed_json(cls) -> Reply:
        return cls(kind="malformed_json")

    @classmethod
    def truncated_json(cls, value: Any) -> Reply:
        return cls(kind="truncated_json", value=value)

    @classmethod
    def empty_choices(cls) -> Reply:
        return cls(kind="empty_choices")

    @classmethod
    def from_script(cls, spec: Mapping[str, Any]) -> Reply:
        """A reply from its JSON-script form (see the module docstring)."""
        if "json" in spec:
            return cls.json(spec["json"], fenced=bool(spec.get("fenced", False)))
        if "text" in spec:
            return cls.text(str(spec["text"]))
        if "tool_calls" in spec:
            return cls.tool_calls((call["name"], call.get("arguments", {})) for call in spec["tool_calls"])
        if "status" in spec:
            return cls.fail(
                int(spec["status"]), retry_after=spec.get("retry_after"), message=spec.get("message", "")
            )
        if spec.get("malformed_body"):
            return cls.malformed_body()
        if spec.get("malformed_json"):
            return cls.malformed_json()
        if "truncated_json" in spec:
            return cls.truncated_json(spec["truncated_json"])
        if spec.get("empty_choices"):
            return cls.empty_choices()
        raise ValueError(f"unknown reply in script: {dict(spec)!r}")


ReplyFunction = Callable[[FakeRequest], "Reply | dict | list | str"]


@dataclass
class Rule:
    """Match conditions (all given ones must hold) and the reply."""

    name: str
    reply: Reply | None = None
    function: ReplyFunction | None = None
    contains: str | None = None
    prompt: str | None = None
    stage: str | None = None
    endpoint: str = "chat"
    predicate: Callable[[FakeRequest], bool] | None = None
    times: int | None = None  # None: answers forever
    delay_seconds: float = 0.0
    hits: int = 0

    def matches(self, request: FakeRequest) -> bool:
        if self.times is not None and self.hits >= self.times:
            return False
        if request.endpoint != self.endpoint:
            return False
        if self.prompt is not None and request.prompt != self.prompt:
            return False
        if self.stage is not None and request.stage != self.stage:
            return False
        if self.contains is not None and self.contains not in request.text:
            return False
        return self.predicate is None or bool(self.predicate(request))

    def answer(self, request: FakeRequest) -> Reply:
        if self.reply is not None:
            return self.reply
        assert self.function is not None
        result = self.function(request)
        if isinstance(result, Reply):
            return result
        if isinstance(result, str):
            return Reply.text(result)
        return Reply.json(result)


@dataclass
class RuleBuilder:
    """Returned by `FakeOpenAIServer.on(...)`; each reply method registers the rule and returns it."""

    server: FakeOpenAIServer
    rule: Rule

    def delay(self, seconds: float) -> RuleBuilder:
        """Wait before answering (e.g. longer than the client timeout)."""
        self.rule.delay_seconds = seconds
        return self

    def reply(self, reply: Reply) -> Rule:
        self.rule.reply = reply
        return self.server.add_rule(self.rule)

    def json(self, value: Any, *, fenced: bool = False) -> Rule:
        return self.reply(Reply.json(value, fenced=fenced))

    def text(self, text: str) -> Rule:
        return self.reply(Reply.text(text))

    def tool_call(self, name: str, arguments: Any) -> Rule:
        return self.reply(Reply.tool_calls([(name, arguments)]))

    def tool_calls(self, calls: Iterable[tuple[str, Any]]) -> Rule:
        return self.reply(Reply.tool_calls(calls))

    def fail(self, status: int, *, retry_after: float | None = None, message: str = "") -> Rule:
        return self.reply(Reply.fail(status, retry_after=retry_after, message=message))

    def malformed_body(self) -> Rule:
        return self.reply(Reply.malformed_body())

    def malformed_json(self) -> Rule:
        return self.reply(Reply.malformed_json())

    def truncated_json(self, value: Any) -> Rule:
        return self.reply(Reply.truncated_json(value))

    def empty_choices(self) -> Rule:
        return self.reply(Reply.empty_choices())

    def call(self, function: ReplyFunction) -> Rule:
        """Compute the reply: return a Reply, a str (text) or any JSON value (a json reply)."""
        self.rule.function = function
        return self.server.add_rule(self.rule)


def hashed_embedding(text: str, *, dimensions: int) -> list[float]:
    """Deterministic bag-of-words vector: texts sharing most words have a cosine close to 1."""
    vector = [0.0] * dimensions
    for word in _EMBEDDING_WORD.findall(text.lower()) or [""]:
        digest = hashlib.sha256(word.encode("utf-8")).digest()
        index = int.from_bytes(digest[:4], "big") % dimensions
        vector[index] += 1.0 if digest[4] & 1 else -1.0
    norm = math.sqrt(sum(value * value for value in vector)) or 1.0
    return [value / norm for value in vector]


class FakeOpenAIServer:
    """The fake server. Thread-safe; start() / stop() or use it as a context manager."""

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        latency_seconds: float = 0.0,
        flagged_words: Iterable[str] | Mapping[str, str] = (),
        embedding_dimensions: int = 64,
        models: Iterable[str] = ("fake-model", "fake-embedding"),
    ) -> None:
        if embedding_dimensions < 1:
            raise ValueError("embedding_dimensions must be >= 1")
        self.latency_seconds = latency_seconds
        # word -> moderation category; a plain list flags under "harassment"
        self.flagged_words: dict[str, str] = (
            dict(flagged_words)
            if isinstance(flagged_words, Mapping)
            else dict.fromkeys(flagged_words, "harassment")
        )
        self.embedding_dimensions = embedding_dimensions
        self.models = list(models)
        self.rules: list[Rule] = []
        self.requests: list[FakeRequest] = []
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._reset_counters_locked()
        self._httpd = ThreadingHTTPServer((host, port), _make_handler(self))
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    # ----- lifecycle

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> FakeOpenAIServer:
        if self._thread is None:
            # A short poll interval keeps stop() (and so every test's teardown) fast.
            self._thread = threading.Thread(
                target=self._httpd.serve_forever,
                kwargs={"poll_interval": 0.02},
                name="fake-openai",
                daemon=True,
            )
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes handlers that are delaying, so shutdown does not wait for them
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join()
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    # ----- scripting

    def on(
        self,
        *,
        name: str | None = None,
        contains: str | None = None,
        prompt: str | None = None,
        stage: str | None = None,
        endpoint: str = "chat",
        predicate: Callable[[FakeRequest], bool] | None = None,
        times: int | None = None,
    ) -> RuleBuilder:
        """Start a rule; finish it with a reply method (json, text, tool_call, fail, call, ...)."""
        if endpoint not in ENDPOINTS:
            raise ValueError(f"endpoint must be one of {', '.join(ENDPOINTS)}, got {endpoint!r}")
        if times is not None and times < 1:
            raise ValueError(f"times must be >= 1 or None, got {times}")
        rule = Rule(
            name=name or f"rule-{len(self.rules) + 1}",
            contains=contains,
            prompt=prompt,
            stage=stage,
            endpoint=endpoint,
            predicate=predicate,
            times=times,
        )
        return RuleBuilder(server=self, rule=rule)

    def add_rule(self, rule: Rule) -> Rule:
        with self._lock:
            self.rules.append(rule)
        return rule

    def clear_rules(self) -> None:
        with self._lock:
            self.rules.clear()

    def load_script(self, script: Mapping[str, Any]) -> None:
        """Apply a JSON script (see the module docstring): settings, then rules appended in order."""
        known = {"latency_seconds", "flagged_words", "embedding_dimensions", "models", "rules", "replace"}
        unknown = set(script) - known
        if unknown:
            raise ValueError(f"unknown script key(s): {', '.join(sorted(unknown))}")
        if script.get("replace"):
            self.clear_rules()
        if "latency_seconds" in script:
            self.latency_seconds = float(script["latency_seconds"])
        if "flagged_words" in script:
            words = script["flagged_words"]
            self.flagged_words = (
                dict(words) if isinstance(words, dict) else dict.fromkeys(words, "harassment")
            )
        if "embedding_dimensions" in script:
            self.embedding_dimensions = int(script["embedding_dimensions"])
        if "models" in script:
            self.models = list(script["models"])
        for index, spec in enumerate(script.get("rules", [])):
            match = spec.get("match", {})
            unknown_match = set(match) - {"contains", "prompt", "stage", "endpoint"}
            if unknown_match:
                raise ValueError(f"rule {index}: unknown match key(s): {', '.join(sorted(unknown_match))}")
            if "reply" not in spec:
                raise ValueError(f"rule {index}: needs a 'reply'")
            builder = self.on(
                name=spec.get("name"),
                contains=match.get("contains"),
                prompt=match.get("prompt"),
                stage=match.get("stage"),
                endpoint=match.get("endpoint", "chat"),
                times=spec.get("times"),
            )
            builder.delay(float(spec.get("delay_seconds", 0.0))).reply(Reply.from_script(spec["reply"]))

    # ----- counters

    def _reset_counters_locked(self) -> None:
        self._request_count = 0
        self._by_endpoint: dict[str, int] = dict.fromkeys(ENDPOINTS, 0)
        self._prompt_tokens = 0
        self._completion_tokens = 0
        self._in_flight = 0
        self._max_in_flight = 0
        self._unmatched = 0
        # Authorization header value -> requests that carried it ("" when none): where keys went.
        self._authorizations: dict[str, int] = {}
        for rule in self.rules:
            rule.hits = 0

    def reset_counters(self) -> None:
        with self._lock:
            self._reset_counters_locked()
            self.requests.clear()

    def stats(self) -> dict[str, Any]:
        """A snapshot of all counters."""
        with self._lock:
            return {
                "requests": self._request_count,
                "requests_by_endpoint": dict(self._by_endpoint),
                "rule_hits": {rule.name: rule.hits for rule in self.rules},
                "unmatched": self._unmatched,
                "prompt_tokens": self._prompt_tokens,
                "completion_tokens": self._completion_tokens,
                "in_flight": self._in_flight,
                "max_in_flight": self._max_in_flight,
                "authorizations": dict(self._authorizations),
            }

    @property
    def request_count(self) -> int:
        with self._lock:
            return self._request_count

    @property
    def max_in_flight(self) -> int:
        with self._lock:
            return self._max_in_flight

    def hits(self, rule_name: str) -> int:
        with self._lock:
            return sum(rule.hits for rule in self.rules if rule.name == rule_name)

    # ----- request handling (called from handler threads)

    def wait(self, seconds: float) -> None:
        if seconds > 0:
            self._stopping.wait(seconds)

    def begin(self, request: FakeRequest) -> Rule | None:
        """Count the request and pick the rule that answers it."""
        with self._lock:
            self._request_count += 1
            self._by_endpoint[request.endpoint] = self._by_endpoint.get(request.endpoint, 0) + 1
            self._in_flight += 1
            self._max_in_flight = max(self._max_in_flight, self._in_flight)
            self.requests.append(request)
            authorization = request.headers.get("authorization", "")
            self._authorizations[authorization] = self._authorizations.get(authorization, 0) + 1
            for rule in self.rules:
                if rule.matches(request):
                    rule.hits += 1
                    return rule
            self._unmatched += 1
            return None

    def end(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def count_tokens(self, *, prompt_tokens: int, completion_tokens: int) -> None:
        with self._lock:
            self._prompt_tokens += prompt_tokens
            self._completion_tokens += completion_tokens


@dataclass
class _Response:
    status: int
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)


def _json_response(value: Any, *, status: int = 200, headers: dict[str, str] | None = None) -> _Response:
    return _Response(status=status, body=json.dumps(value).encode("utf-8"), headers=headers or {})


def _error_response(status: int, message: str, *, retry_after: float | None = None) -> _Response:
    error_type = {429: "rate_limit_exceeded", 400: "invalid_request_error"}.get(status, "server_error")
    headers = {"retry-after": f"{retry_after:g}"} if retry_after is not None else {}
    body = {"error": {"message": message or f"fake error {status}", "type": error_type, "code": status}}
    return _json_response(body, status=status, headers=headers)


_MALFORMED_BODY = _Response(status=200, body=b'{"id": "chatcmpl-broken", "choices": [{"message": ')


def _chat_response(server: FakeOpenAIServer, request: FakeRequest, reply: Reply) -> _Response:
    message: dict[str, Any] = {"role": "assistant", "content": None}
    finish_reason = "stop"
    forced = request.forced_function

    def put_text(text: str) -> None:
        # In tools mode the answer belongs in the forced call's arguments, as a real backend would put it.
        if forced and reply.kind in ("json", "malformed_json", "truncated_json"):
            message["tool_calls"] = [
                {"id": "call_fake_0", "type": "function", "function": {"name": forced, "arguments": text}}
            ]
        else:
            message["content"] = text

    if reply.kind == "status":
        return _error_response(reply.status, reply.message, retry_after=reply.retry_after)
    if reply.kind == "malformed_body":
        return _MALFORMED_BODY
    if reply.kind == "empty_choices":
        choices: list[dict[str, Any]] = []
        completion_text = ""
    else:
        if reply.kind == "json":
            text = json.dumps(reply.value, ensure_ascii=False)
            put_text(f"```json\n{text}\n```" if reply.fenced and not forced else text)
        elif reply.kind == "text":
            message["content"] = str(reply.value)
        elif reply.kind == "malformed_json":
            put_text('{"this is": not valid json,')
        elif reply.kind == "truncated_json":
            text = json.dumps(reply.value, ensure_ascii=False)
            put_text(text[: max(1, len(text) // 2)])
            finish_reason = "length"
        elif reply.kind == "tool_calls":
            message["tool_calls"] = [
                {
                    "id": f"call_fake_{index}",
                    "type": "function",
                    "function": {
                        "name": name,
                        "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments),
                    },
                }
                for index, (name, arguments) in enumerate(reply.value)
            ]
            finish_reason = "tool_calls" if finish_reason == "stop" else finish_reason
        else:
            return _error_response(500, f"fake server: unknown reply kind {reply.kind!r}")
        if message.get("tool_calls") and reply.kind != "truncated_json":
            finish_reason = "tool_calls"
        choices = [{"index": 0, "message": message, "finish_reason": finish_reason, "logprobs": None}]
        completion_text = (message.get("content") or "") + " ".join(
            call["function"]["arguments"] for call in message.get("tool_calls", [])
        )
    prompt_tokens = _count_words(request.text)
    completion_tokens = _count_words(completion_text)
    server.count_tokens(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
    return _json_response(
        {
            "id": f"chatcmpl-fake-{server.request_count}",
            "object": "chat.completion",
            "created": 1_700_000_000,
            "model": request.model,
            "choices": choices,
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }
    )


def _embeddings_response(server: FakeOpenAIServer, request: FakeRequest) -> _Response:
    value = request.body.get("input", "")
    texts = value if isinstance(value, list) else [value]
    if not all(isinstance(text, str) for text in texts):
        return _error_response(400, "fake server: embeddings input must be strings")
    prompt_tokens = sum(_count_words(text) for text in texts)
    server.count_tokens(prompt_tokens=prompt_tokens, completion_tokens=0)
    data = [
        {
            "object": "embedding",
            "index": index,
            "embedding": hashed_embedding(text, dimensions=server.embedding_dimensions),
        }
        for index, text in enumerate(texts)
    ]
    usage = {"prompt_tokens": prompt_tokens, "total_tokens": prompt_tokens}
    return _json_response({"object": "list", "data": data, "model": request.model, "usage": usage})


def _moderations_response(server: FakeOpenAIServer, request: FakeRequest) -> _Response:
    value = request.body.get("input", "")
    texts = value if isinstance(value, list) else [value]
    results = []
    for text in texts:
        lowered = str(text).lower()
        hit_categories = {
            category for word, category in server.flagged_words.items() if word.lower() in lowered
        }
        all_categories = {
            "harassment",
            "hate",
            "self-harm",
            "sexual",
            "violence",
            *server.flagged_words.values(),
        }
        results.append(
            {
                "flagged": bool(hit_categories),
                "categories": {category: category in hit_categories for category in sorted(all_categories)},
                "category_scores": {
                    category: 0.99 if category in hit_categories else 0.01
                    for category in sorted(all_categories)
                },
            }
        )
    return _json_response({"id": "modr-fake", "model": "fake-moderation", "results": results})


def _handle_api(server: FakeOpenAIServer, request: FakeRequest) -> _Response:
    rule = server.begin(request)
    try:
        server.wait(server.latency_seconds)
        if rule is not None:
            server.wait(rule.delay_seconds)
            reply = rule.answer(request)
            if request.endpoint == "chat":
                return _chat_response(server, request, reply)
            if reply.kind == "status":
                return _error_response(reply.status, reply.message, retry_after=reply.retry_after)
            if reply.kind == "malformed_body":
                return _MALFORMED_BODY
            if reply.kind == "json":
                return _json_response(reply.value)
            return _error_response(400, f"fake server: reply kind {reply.kind!r} is for chat rules only")
        if request.endpoint == "embeddings":
            return _embeddings_response(server, request)
        if request.endpoint == "moderations":
            return _moderations_response(server, request)
        summary = (
            f"fake server: no rule matched this request (prompt={request.prompt!r}, stage={request.stage!r}, "
            f"text starts {request.text[:120]!r})"
        )
        return _error_response(400, summary)
    finally:
        server.end()


def _make_handler(server: FakeOpenAIServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        # Headers and body go out in separate sends: without this, Nagle's algorithm waits ~40 ms per reply.
        disable_nagle_algorithm = True
        protocol_version = "HTTP/1.1"  # keep-alive, as the SDK's connection pool expects

        def log_message(self, format: str, *args: Any) -> None:
            pass  # tests stay quiet

        def _send(self, response: _Response) -> None:
            try:
                self.send_response(response.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(response.body)))
                for name, value in response.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(response.body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (e.g. its timeout was shorter than our delay)

        def _read_body(self) -> Any:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            return json.loads(raw or b"{}")

        def _path(self) -> str:
            path = self.path.split("?", 1)[0]
            return path[len("/v1") :] if path.startswith("/v1/") else path

        def do_GET(self) -> None:
            path = self._path()
            if path == "/models":
                data = [
                    {"id": model, "object": "model", "created": 0, "owned_by": "fake"}
                    for model in server.models
                ]
                self._send(_json_response({"object": "list", "data": data}))
            elif path == "/_fake/stats":
                self._send(_json_response(server.stats()))
            else:
                self._send(_error_response(404, f"fake server: no GET {self.path}"))

        def do_POST(self) -> None:
            path = self._path()
            try:
                body = self._read_body()
            except ValueError:
                self._send(_error_response(400, "fake server: request body is not JSON"))
                return
            if path in _PATHS:
                headers = {name.lower(): value for name, value in self.headers.items()}
                request = FakeRequest(endpoint=_PATHS[path], body=body, headers=headers)
                try:
                    response = _handle_api(server, request)
                except (
                    Exception
                ) as error:  # a failing `call` function should fail the request, not the server
                    response = _error_response(500, f"fake server: reply function failed: {error!r}")
                self._send(response)
            elif path == "/_fake/reset":
                server.reset_counters()
                self._send(_json_response({"ok": True}))
            elif path == "/_fake/rules":
                try:
                    server.load_script(body)
                except (ValueError, KeyError, TypeError) as error:
                    self._send(_error_response(400, f"fake server: bad script: {error}"))
                    return
                self._send(_json_response({"ok": True, "rules": len(server.rules)}))
            else:
                self._send(_error_response(404, f"fake server: no POST {self.path}"))

    return Handler


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fake OpenAI-compatible server for envstudio tests.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port (printed on the first line)")
    parser.add_argument("--script", help="JSON file with settings and rules")
    arguments = parser.parse_args(argv)
    server = FakeOpenAIServer(host=arguments.host, port=arguments.port)
    if arguments.script:
        with open(arguments.script, encoding="utf-8") as handle:
            server.load_script(json.load(handle))
    stop_requested = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop_requested.set())
    signal.signal(signal.SIGINT, lambda *_: stop_requested.set())
    server.start()
    print(server.port, flush=True)
    while not stop_requested.wait(1.0):
        pass
    server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
