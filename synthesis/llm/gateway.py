"""The LLM gateway: the only place in envstudio that talks to an LLM endpoint.

Every request carries the headers `X-Envstudio-Stage`, `X-Envstudio-Prompt` and `X-Envstudio-Prompt-Version`
(prompt headers only for prompt-file calls). Endpoints ignore them; the fake server in tests/fakes matches
scripted rules on them. They never change what the model sees, and they are not part of the cache key.
"""

from __future__ import annotations

import json
import os
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import Any, Generic, NoReturn, TypeVar

import openai
from pydantic import BaseModel, ValidationError

from synthesis.llm.cache import ResponseCache, cache_key
from synthesis.llm.config import EndpointConfig
from synthesis.llm.pool import RequestPool, Senders, outcome
from synthesis.llm.prompt_files import load_prompt
from synthesis.llm.structured import extract_json, output_schema, schema_name
from synthesis.llm.usage import UsageSink

STAGE_HEADER = "X-Envstudio-Stage"
PROMPT_HEADER = "X-Envstudio-Prompt"
PROMPT_VERSION_HEADER = "X-Envstudio-Prompt-Version"

# Same set the OpenAI SDK retries: request timeout, lock conflict, rate limit, server errors.
_RETRYABLE_STATUS = {408, 409, 429}
_MAX_RETRY_AFTER_SECONDS = 60.0
_MAX_ERROR_TEXT = 1500

T = TypeVar("T", bound=BaseModel)
X = TypeVar("X")
Y = TypeVar("Y")


class LLMError(Exception):
    """An LLM call failed for good; the message names the endpoint, the stage and what went wrong."""

    def __init__(self, reason: str, *, endpoint: str, model: str, stage: str) -> None:
        super().__init__(f"LLM call failed (endpoint {endpoint}, model {model}, stage {stage}): {reason}")
        self.reason = reason
        self.endpoint = endpoint
        self.model = model
        self.stage = stage


@dataclass(frozen=True)
class Generated(Generic[T]):
    """A parsed structured output with its provenance and the tokens it cost (0 when cached)."""

    value: T
    prompt: str
    prompt_version: str
    model: str
    prompt_tokens: int
    completion_tokens: int
    cached: bool


@dataclass(frozen=True)
class ChatResult:
    """One assistant turn: `message` is the assistant dict as OpenAI shapes it (content, tool_calls)."""

    message: dict[str, Any]
    finish_reason: str
    prompt_tokens: int
    completion_tokens: int
    cached: bool

    @property
    def content(self) -> str | None:
        return self.message.get("content")

    @property
    def tool_calls(self) -> list[dict[str, Any]]:
        return list(self.message.get("tool_calls") or [])


@dataclass(frozen=True)
class ModerationResult:
    flagged: bool
    categories: tuple[str, ...]  # names of the flagged categories
    scores: dict[str, float] = field(default_factory=dict)


class _InvalidOutput(Exception):
    """The endpoint answered, but not with something usable; `raw_text` is what it said."""

    def __init__(self, reason: str, *, raw_text: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.raw_text = raw_text


def _retry_after_seconds(response: Any) -> float | None:
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    milliseconds = headers.get("retry-after-ms")
    if milliseconds:
        try:
            return max(0.0, float(milliseconds) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError):
        return None


def _short(text: str) -> str:
    return text if len(text) <= _MAX_ERROR_TEXT else text[:_MAX_ERROR_TEXT] + " ...[truncated]"


# Gateways are made per job and stage, but the bound on requests in flight and the HTTP connection pool belong
# to the endpoint: every gateway of this process that talks to the same endpoint shares them, so that
# `max_concurrency` bounds the whole worker process, and connections are reused across jobs.
_shared_lock = threading.Lock()
_senders: dict[tuple[int, str, str], Senders] = {}
_clients: dict[tuple[str, str, float], openai.OpenAI] = {}


def _shared_senders(config: EndpointConfig) -> Senders:
    # Per process id too: a forked worker must not inherit a parent's senders (their threads did not fork).
    key = (os.getpid(), config.base_url, config.model)
    with _shared_lock:
        senders = _senders.get(key)
        # A changed bound (settings edited) takes effect for gateways made from now on.
        if senders is None or senders.bound != config.max_concurrency:
            senders = _senders[key] = Senders(bound=config.max_concurrency)
        return senders


def _shared_client(config: EndpointConfig) -> openai.OpenAI:
    key = (config.base_url, config.api_key, config.timeout_seconds)
    with _shared_lock:
        client = _clients.get(key)
        if client is None:
            # Retries are ours (not the SDK's) so that no sender is held while backing off.
            client = _clients[key] = openai.OpenAI(
                base_url=config.base_url,
                api_key=config.api_key or "unused",  # local servers need no key, but the SDK insists on one
                timeout=config.timeout_seconds,
                max_retries=0,
            )
        return client


class LLMGateway:
    """Structured outputs, chat turns, embeddings and moderation over one OpenAI-compatible endpoint.

    Thread-safe. The senders bounding requests in flight to `config.max_concurrency` are shared by every
    gateway of this process for the same endpoint and model, so the bound holds across jobs and threads.
    """

    def __init__(
        self,
        *,
        config: EndpointConfig,
        cache: ResponseCache | None = None,
        usage: UsageSink | None = None,
        retry_base_seconds: float = 0.5,
        retry_max_seconds: float = 20.0,
    ) -> None:
        self.config = config
        self.cache = cache
        self.usage = usage
        self._retry_base_seconds = retry_base_seconds
        self._retry_max_seconds = retry_max_seconds
        self._senders = _shared_senders(config)
        self._client = _shared_client(config)

    def close(self) -> None:
        """Nothing to release per gateway: the client and the bound are shared per endpoint (see below)."""

    def __enter__(self) -> LLMGateway:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ----- public API

    def structured(
        self, *, prompt: str, variables: dict, output: type[T], stage: str, temperature: float = 0.0
    ) -> Generated[T]:
        """Render a prompt file, ask for JSON matching `output`, parse it; re-ask once on invalid output."""
        if not (isinstance(output, type) and issubclass(output, BaseModel)):
            raise TypeError(f"output must be a pydantic model class, got {output!r}")
        loaded = load_prompt(prompt)
        request = self._structured_request(
            messages=loaded.render(**variables), output=output, temperature=temperature
        )
        headers = self._headers(stage=stage, prompt=loaded.name, prompt_version=loaded.version)
        key = self._cache_key({"kind": "chat.completions", **request})

        cached = self.cache.get(key) if self.cache is not None else None
        if cached is not None:
            try:
                value = self._parse_structured(completion=cached, output=output)
            except _InvalidOutput:
                pass  # an unusable entry (e.g. the model class changed): ask again and overwrite it
            else:
                self._record_cached(stage=stage)
                return Generated(
                    value=value,
                    prompt=loaded.name,
                    prompt_version=loaded.version,
                    model=self.config.model,
                    prompt_tokens=0,
                    completion_tokens=0,
                    cached=True,
                )

        prompt_tokens = completion_tokens = 0
        reask = load_prompt("_reask")
        for attempt in (1, 2):
            completion = self._create_chat_completion(request=request, headers=headers, stage=stage)
            used_prompt, used_completion = self._tokens(completion)
            prompt_tokens += used_prompt
            completion_tokens += used_completion
            try:
                value = self._parse_structured(completion=completion, output=output)
            except _InvalidOutput as invalid:
                if attempt == 2:
                    self._fail(stage, f"invalid structured output after one re-ask: {invalid.reason}")
                # Keep the bad answer in the conversation so the model can see what to fix.
                extra: list[dict] = []
                if invalid.raw_text:
                    extra.append({"role": "assistant", "content": invalid.raw_text})
                extra.extend(reask.render(error=invalid.reason))
                request = {**request, "messages": [*request["messages"], *extra]}
                continue
            if self.cache is not None:
                # Cached under the first request's key: a re-run gets the valid answer without the detour.
                self.cache.set(key, completion)
            return Generated(
                value=value,
                prompt=loaded.name,
                prompt_version=loaded.version,
                model=self.config.model,
                prompt_tokens=prompt_tokens,
                completion_tokens=completion_tokens,
                cached=False,
            )
        raise AssertionError("unreachable")

    def chat(
        self,
        *,
        messages: list[dict],
        tools: list[dict] | None = None,
        stage: str,
        temperature: float = 0.0,
        max_tokens: int | None = None,
        prompt_name: str | None = None,
    ) -> ChatResult:
        """One assistant turn over free-form messages (exploring agents, rollouts).

        `prompt_name` only labels the request (header) so a fake server can match it; it changes nothing else.
        """
        if not messages:
            raise ValueError("chat needs at least one message")
        request: dict[str, Any] = {
            "model": self.config.model,
            "messages": messages,
            "temperature": temperature,
        }
        if tools:
            request["tools"] = tools
        if max_tokens is not None:
            request["max_tokens"] = max_tokens
        key = self._cache_key({"kind": "chat.completions", **request})
        cached = self.cache.get(key) if self.cache is not None else None
        if cached is not None:
            self._record_cached(stage=stage)
            return self._chat_result(completion=cached, stage=stage, cached=True)
        completion = self._create_chat_completion(
            request=request, headers=self._headers(stage=stage, prompt=prompt_name), stage=stage
        )
        result = self._chat_result(completion=completion, stage=stage, cached=False)
        if self.cache is not None:
            self.cache.set(key, completion)
        return result

    def embed(self, texts: list[str], *, stage: str) -> list[list[float]] | None:
        """One vector per text, or None when the endpoint has no embeddings model configured."""
        model = self.config.embeddings_model
        if model is None:
            return None
        if not texts:
            return []
        request: dict[str, Any] = {"model": model, "input": list(texts), "encoding_format": "float"}
        key = self._cache_key({"kind": "embeddings", **request})
        cached = self.cache.get(key) if self.cache is not None else None
        if cached is not None:
            self._record_cached(stage=stage, model=model)
            return self._vectors(response=cached, count=len(texts), stage=stage)

        def send() -> dict:
            raw = self._client.embeddings.with_raw_response.create(
                **request, extra_headers=self._headers(stage=stage)
            )
            return raw.http_response.json()

        response = self._send(send, stage=stage)
        vectors = self._vectors(response=response, count=len(texts), stage=stage)
        prompt_tokens, _ = self._tokens(response)
        self._record(stage=stage, model=model, prompt_tokens=prompt_tokens, completion_tokens=0)
        if self.cache is not None:
            self.cache.set(key, response)
        return vectors

    def moderate(self, text: str, *, stage: str) -> ModerationResult | None:
        """Moderation verdict for one text, or None when the endpoint has no moderation endpoint."""
        if not self.config.moderation:
            return None

        def send() -> dict:
            raw = self._client.moderations.with_raw_response.create(
                input=text, extra_headers=self._headers(stage=stage)
            )
            return raw.http_response.json()

        response = self._send(send, stage=stage)
        results = response.get("results") if isinstance(response, dict) else None
        if not results or not isinstance(results[0], dict):
            self._fail(stage, f"moderation response has no results: {_short(json.dumps(response))}")
        first = results[0]
        categories = first.get("categories") or {}
        scores = first.get("category_scores") or {}
        self._record(stage=stage, model="moderation", prompt_tokens=0, completion_tokens=0)
        return ModerationResult(
            flagged=bool(first.get("flagged")),
            categories=tuple(sorted(name for name, flagged in categories.items() if flagged)),
            scores={name: float(score) for name, score in scores.items() if isinstance(score, int | float)},
        )

    def map(self, fn: Callable[[X], Y], items: Sequence[X]) -> list[Y | BaseException]:
        """Run `fn` over items in threads (up to max_concurrency at once); results in order, errors as values.

        LLM-bound work waits on the network, not the CPU, so it is not limited to one thread per core.
        """
        work = list(items)
        if not work:
            return []
        with self.requests(workers=len(work)) as pool:
            futures = [pool.submit(fn, item) for item in work]
            results: list[Y | BaseException] = []
            for future in futures:
                answer = outcome(future)  # typed apart: the list's type would widen the future's
                results.append(answer)
            return results

    def requests(self, *, workers: int | None = None) -> RequestPool:
        """A pool to start requests now and read their answers later, so a caller can do other work (sandbox
        tests) while they are in flight; at most ``workers`` (default: the bound) threads."""
        bound = self.config.max_concurrency
        return RequestPool(workers=max(1, min(bound, workers if workers is not None else bound)))

    # ----- requests

    def _cache_key(self, request: dict[str, Any]) -> str:
        """Cached answers are per endpoint (its operator name and base URL) and model: one endpoint's answers
        are never served for another's requests, so nobody can seed what other workspaces' jobs reuse."""
        return cache_key({**request, "endpoint": self.config.name, "base_url": self.config.base_url})

    def _headers(self, *, stage: str, prompt: str | None = None, prompt_version: str | None = None) -> dict:
        headers = {STAGE_HEADER: stage}
        if prompt is not None:
            headers[PROMPT_HEADER] = prompt
        if prompt_version is not None:
            headers[PROMPT_VERSION_HEADER] = prompt_version
        return headers

    def _structured_request(
        self, *, messages: list[dict], output: type[BaseModel], temperature: float
    ) -> dict[str, Any]:
        mode = self.config.structured_mode
        schema, strict_ok = output_schema(output)
        name = schema_name(output)
        request: dict[str, Any] = {
            "model": self.config.model,
            "messages": messages,
            "temperature": temperature,
        }
        if mode == "json_schema":
            request["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": name, "schema": schema, "strict": strict_ok},
            }
        elif mode == "tools":
            description = (output.__doc__ or f"Return the {name} object.").strip()
            request["tools"] = [
                {
                    "type": "function",
                    "function": {"name": name, "description": description, "parameters": schema},
                }
            ]
            request["tool_choice"] = {"type": "function", "function": {"name": name}}
        else:
            instruction_prompt = load_prompt("_structured_output")
            instruction = instruction_prompt.fill(
                instruction_prompt.system, {"schema": json.dumps(schema, indent=2)}
            )
            request["messages"] = self._with_system_text(messages=messages, text=instruction)
            if mode == "json_object":
                request["response_format"] = {"type": "json_object"}
        return request

    @staticmethod
    def _with_system_text(*, messages: list[dict], text: str) -> list[dict]:
        if messages and messages[0].get("role") == "system":
            first = {**messages[0], "content": f"{messages[0].get('content') or ''}\n\n{text}".strip()}
            return [first, *messages[1:]]
        return [{"role": "system", "content": text}, *messages]

    def _create_chat_completion(self, *, request: dict[str, Any], headers: dict, stage: str) -> dict:
        def send() -> dict:
            raw = self._client.chat.completions.with_raw_response.create(**request, extra_headers=headers)
            return raw.http_response.json()

        completion = self._send(send, stage=stage)
        if not isinstance(completion, dict):
            self._fail(stage, f"response is not a JSON object: {_short(repr(completion))}")
        prompt_tokens, completion_tokens = self._tokens(completion)
        self._record(
            stage=stage,
            model=self.config.model,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
        )
        return completion

    def _send(self, send: Callable[[], Any], *, stage: str) -> Any:
        """Send on a sender (the bound); retry 408/409/429/5xx, timeouts, bad connections, bad bodies."""
        attempts = self.config.max_retries + 1
        for attempt in range(1, attempts + 1):
            retry_after: float | None = None
            try:
                return self._senders.run(send)
            except openai.APIStatusError as error:
                status = error.status_code
                reason = f"HTTP {status}: {_short(str(error.message))}"
                if not (status in _RETRYABLE_STATUS or status >= 500):
                    self._fail(stage, reason, cause=error)
                retry_after = _retry_after_seconds(error.response)
            except openai.APITimeoutError:
                reason = f"timed out after {self.config.timeout_seconds} s"
            except openai.APIConnectionError as error:
                reason = f"connection error: {error.__cause__ or error}"
            except openai.OpenAIError as error:
                self._fail(stage, f"{type(error).__name__}: {_short(str(error))}", cause=error)
            except ValueError as error:  # the body was not JSON (a broken proxy or server)
                reason = f"malformed response body: {error}"
            if attempt == attempts:
                self._fail(stage, f"{reason} (gave up after {attempts} attempts)")
            time.sleep(self._backoff(attempt=attempt, retry_after=retry_after))
        raise AssertionError("unreachable")

    def _backoff(self, *, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(retry_after, _MAX_RETRY_AFTER_SECONDS)
        delay = min(self._retry_max_seconds, self._retry_base_seconds * 2 ** (attempt - 1))
        return delay * random.uniform(0.75, 1.0)  # jitter keeps parallel workers from retrying in lockstep

    # ----- responses

    @staticmethod
    def _tokens(response: dict) -> tuple[int, int]:
        usage = response.get("usage") if isinstance(response, dict) else None
        if not isinstance(usage, dict):
            return 0, 0
        return int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0)

    def _parse_structured(self, *, completion: dict, output: type[T]) -> T:
        choices = completion.get("choices")
        if not choices:
            raise _InvalidOutput("the response had no choices", raw_text="")
        choice = choices[0]
        message = choice.get("message") or {}
        raw_text = message.get("content") or ""
        tool_calls = message.get("tool_calls") or []
        if self.config.structured_mode == "tools" and tool_calls:
            arguments = (tool_calls[0].get("function") or {}).get("arguments")
            raw_text = arguments if isinstance(arguments, str) else json.dumps(arguments)
        if choice.get("finish_reason") == "length":
            raise _InvalidOutput(
                "the output was truncated (finish_reason=length); give a shorter, complete JSON object",
                raw_text=raw_text,
            )
        if not raw_text.strip():
            expected = "a call of the function" if self.config.structured_mode == "tools" else "a JSON object"
            raise _InvalidOutput(f"the answer was empty; expected {expected}", raw_text="")
        try:
            data = extract_json(raw_text)
        except ValueError as error:
            raise _InvalidOutput(f"the answer was not valid JSON ({error})", raw_text=raw_text) from error
        try:
            return output.model_validate(data)
        except ValidationError as error:
            raise _InvalidOutput(
                f"the JSON does not match the schema: {_short(str(error))}", raw_text=raw_text
            ) from error

    def _chat_result(self, *, completion: dict, stage: str, cached: bool) -> ChatResult:
        choices = completion.get("choices")
        if not choices:
            self._fail(stage, "the response had no choices")
        choice = choices[0]
        message = dict(choice.get("message") or {})
        message.setdefault("role", "assistant")
        message.setdefault("content", None)
        prompt_tokens, completion_tokens = (0, 0) if cached else self._tokens(completion)
        return ChatResult(
            message=message,
            finish_reason=str(choice.get("finish_reason") or ""),
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            cached=cached,
        )

    def _vectors(self, *, response: dict, count: int, stage: str) -> list[list[float]]:
        data = response.get("data") if isinstance(response, dict) else None
        if not isinstance(data, list) or len(data) != count:
            got = len(data) if isinstance(data, list) else "no"
            self._fail(stage, f"embeddings response has {got} vectors for {count} texts")
        ordered = sorted(data, key=lambda item: item.get("index", 0))
        return [[float(number) for number in item["embedding"]] for item in ordered]

    # ----- accounting and errors

    def _record(self, *, stage: str, model: str, prompt_tokens: int, completion_tokens: int) -> None:
        if self.usage is None:
            return
        cost = self.config.cost(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
        self.usage.record(
            stage=stage,
            model=model,
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            cost=cost,
            cached=False,
        )

    def _record_cached(self, *, stage: str, model: str | None = None) -> None:
        if self.usage is not None:
            self.usage.record(
                stage=stage,
                model=model or self.config.model,
                prompt_tokens=0,
                completion_tokens=0,
                cost=0.0,
                cached=True,
            )

    def _fail(self, stage: str, reason: str, *, cause: BaseException | None = None) -> NoReturn:
        raise LLMError(reason, endpoint=self.config.base_url, model=self.config.model, stage=stage) from cause
