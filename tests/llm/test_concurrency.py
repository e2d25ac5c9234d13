"""map(): many requests in flight, bounded by max_concurrency."""

from __future__ import annotations

import itertools
import threading
from typing import Any

import pytest
from pydantic import BaseModel

from synthesis.llm.pool import Senders
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer


class Echo(BaseModel):
    echo: str


def test_map_reaches_max_concurrency_and_never_exceeds_it() -> None:
    # The first 8 requests wait for one another at the server, so they must all be in flight at once (without
    # timing luck); the barrier breaks after 30 s if the gateway never lets 8 go together: the results fail.
    first_wave = threading.Barrier(8, timeout=30)
    arrivals = itertools.count()

    def answer(request: Any) -> dict[str, str]:
        if next(arrivals) < 8:
            first_wave.wait()
        return {"echo": request.text.split('exactly, in the field "echo": ')[1][:6]}

    with FakeOpenAIServer() as server:
        server.on().call(answer)
        gateway = fake_gateway_for(fake_endpoint_config(server.base_url, max_concurrency=8))

        def ask(index: int) -> str:
            variables = {"text": f"item{index:02d}", "data": index}
            return gateway.structured(
                prompt="example_echo", variables=variables, output=Echo, stage="map"
            ).value.echo

        results = gateway.map(ask, range(20))
        assert results == [f"item{index:02d}" for index in range(20)]
        assert server.max_in_flight == 8
        assert server.request_count == 20


def test_semaphore_is_shared_by_threads_outside_map() -> None:
    first_pair, arrivals = threading.Barrier(2, timeout=30), itertools.count()

    def answer(request: Any) -> dict[str, str]:
        if next(arrivals) < 2:
            first_pair.wait()  # the bound is reached for certain, not by timing luck
        return {"echo": "x"}

    with FakeOpenAIServer(latency_seconds=0.2) as server:
        server.on().call(answer)
        gateway = fake_gateway_for(fake_endpoint_config(server.base_url, max_concurrency=2))

        def ask(index: int) -> str:
            variables = {"text": str(index), "data": None}
            return gateway.structured(
                prompt="example_echo", variables=variables, output=Echo, stage="s"
            ).value.echo

        # Two maps over the same gateway, each willing to run 2 at once: together still only 2 in flight.
        outer = gateway.map(lambda batch: gateway.map(ask, batch), [range(0, 3), range(3, 6)])
        assert outer == [["x"] * 3, ["x"] * 3]
        assert server.max_in_flight == 2


def test_map_returns_errors_as_values_in_order(fake_openai: FakeOpenAIServer) -> None:
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url))

    def invert(number: int) -> float:
        return 1 / number

    results = gateway.map(invert, [1, 0, 4])
    assert results[0] == 1.0 and results[2] == 0.25
    assert isinstance(results[1], ZeroDivisionError)
    assert gateway.map(invert, []) == []


def test_senders_raise_the_send_error_in_the_caller_and_refuse_a_bound_below_one() -> None:
    senders = Senders(bound=2)
    assert senders.run(lambda: 41 + 1) == 42

    def fail() -> None:
        raise ConnectionError("the endpoint went away")

    with pytest.raises(ConnectionError, match="went away"):
        senders.run(fail)
    with pytest.raises(ValueError, match="at least 1"):
        Senders(bound=0)
