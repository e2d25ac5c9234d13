"""False alarms a real model's correct code met in verification (issue 38), on the recorded designs.

The designs come from tests/data/realmodel through the fake server (tests/fakes/recorded.py); verification
runs as the gate runs it, without exploration and without repair, so each assertion is about the procedural
tests' own judgement of code that a real model wrote.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from synthesis.ir import EnvironmentSpec, State
from synthesis.sandbox import SandboxSession
from synthesis.seeds.corpus import CorpusSettings, design_from_topic, mine_topics, parse_corpus
from synthesis.seeds.domain import design_from_domain
from synthesis.verify import VerifySettings, verify_environment
from synthesis.verify.report import VerificationItem, VerificationReport
from synthesis.verify.teststate import build_test_state
from tests.fakes import recorded
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer

SETTINGS = VerifySettings(explore=False, max_repair_rounds=0)


@pytest.fixture(scope="module")
def designs() -> Iterator[dict[str, EnvironmentSpec]]:
    """The job-search design and the corpus's designs, by seed name (one replay for the module)."""
    with FakeOpenAIServer() as server:
        recorded.install(server)
        gateway = fake_gateway_for(fake_endpoint_config(server.base_url, embeddings_model=None))
        try:
            made = {"job search": design_from_domain(domain=recorded.JOB_SEARCH_DOMAIN, gateway=gateway)}
            tasks = parse_corpus(recorded.CORPUS.read_bytes(), filename=recorded.CORPUS.name)
            for topic in mine_topics(tasks=tasks, gateway=gateway, settings=CorpusSettings()):
                kind = "airline" if "airline" in topic.summary else "retail"
                made[kind] = design_from_topic(topic=topic, gateway=gateway)
        finally:
            gateway.close()
        yield made


def _test_state(spec: EnvironmentSpec) -> State:
    return build_test_state(
        schema=spec.state_schema, rows_per_table=SETTINGS.rows_per_table, seed=SETTINGS.seed
    )


def _verified(spec: EnvironmentSpec, factory: Callable[[], SandboxSession]) -> VerificationReport:
    return verify_environment(
        spec=spec, sandbox_factory=factory, gateway=None, settings=SETTINGS, test_state=_test_state(spec)
    )


def _item(report: VerificationReport, name: str) -> VerificationItem:
    return next(i for i in report.results if i.name == name)


def _errors(report: VerificationReport) -> list[str]:
    return [f"{i.name}: {i.detail}" for i in report.results if not i.passed and i.severity == "error"]


def test_the_job_search_design_passes_every_procedural_test(designs, sandbox_factory):
    report = _verified(designs["job search"], sandbox_factory)
    assert report.admitted, _errors(report)
    assert not _errors(report)


def test_a_time_in_a_stated_form_is_sent_in_that_form(designs, sandbox_factory):
    # "Start time in ISO 8601 form YYYY-MM-DDTHH:MM": an interview id was sent as the time before.
    report = _verified(designs["job search"], sandbox_factory)
    case = _item(report, "schedule_interview:positive:required")
    assert case.passed, case.detail
    assert len(case.evidence["arguments"]["scheduled_at"]) == len("2025-02-04T14:00")


def test_arguments_meeting_every_precondition_are_searched_for(designs, sandbox_factory):
    # The requester must be the interview's candidate or its job's employer: no parameter shares a name with
    # either, so only the preconditions tell; "no arguments meet all preconditions" was reported before.
    spec = designs["job search"]
    report = _verified(spec, sandbox_factory)
    case = _item(report, "cancel_interview:positive:required")
    assert case.passed and not case.skipped, case.detail
    state = _test_state(spec)
    arguments = case.evidence["arguments"]
    interview = next(r for r in state["interviews"] if r["interview_id"] == arguments["interview_id"])
    job = next(r for r in state["jobs"] if r["job_id"] == interview["job_id"])
    assert arguments["requester_id"] in {interview["candidate_id"], job["employer_id"]}


def test_an_object_parameter_gets_an_object_from_the_state(designs, sandbox_factory):
    # search_product_variants' `options` is declared an object; a text from a namesake field was sent.
    report = _verified(designs["retail"], sandbox_factory)
    case = _item(report, "search_product_variants:positive:all")
    assert case.passed, case.detail
    assert isinstance(case.evidence["arguments"].get("options", {}), dict)


def test_a_refusal_for_a_rule_the_declaration_omits_is_a_finding_not_a_failure(designs, sandbox_factory):
    # The code refuses to move a payment of an order with nothing outstanding; no declared precondition says
    # so. Repair could only weaken correct code: the finding proposes the precondition instead.
    report = _verified(designs["retail"], sandbox_factory)
    case = _item(report, "modify_pending_order_payment:positive:required")
    assert case.skipped and case.severity == "warning"
    assert case.evidence["finding"] == "undeclared_precondition"
    assert "outstanding payment" in case.evidence["proposed_precondition"]
    assert report.admitted, _errors(report)


def test_the_airline_design_is_admitted(designs, sandbox_factory):
    report = _verified(designs["airline"], sandbox_factory)
    assert report.admitted, _errors(report)
