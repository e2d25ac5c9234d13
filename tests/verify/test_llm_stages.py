import json
import re

from synthesis.verify import VerifySettings, replace_method, verify_environment
from synthesis.verify.explore import call_budget
from tests.verify.envfixtures import (
    APPROVE_FIXED,
    APPROVE_IGNORES_PRECONDITION,
    GET_PATIENT_MUTATES,
    PHARMACY_CODE,
    pharmacy_spec,
)

NO_EXPLORE = VerifySettings(explore=False, max_repair_rounds=2)


def _broken_pharmacy(method="approve_refill", source=APPROVE_IGNORES_PRECONDITION):
    return pharmacy_spec(
        replace_method(code=PHARMACY_CODE, class_name="PharmacyEnv", method_name=method, new_source=source)
    )


def _requests(server, prompt):
    return [r for r in server.requests if r.prompt == prompt]


def test_repair_loop_fixes_the_method_and_records_the_round(fake_openai, fake_gateway, sandbox_factory):
    fake_openai.on(prompt="verify_repair").json(
        {"method_source": APPROVE_FIXED, "explanation": "the pending check was missing"}
    )
    report = verify_environment(
        spec=_broken_pharmacy(), sandbox_factory=sandbox_factory, gateway=fake_gateway, settings=NO_EXPLORE
    )
    assert report.admitted, report.reasons
    assert len(report.repair_rounds) == 1
    round_ = report.repair_rounds[0]
    assert round_.accepted and round_.prompt_version == "1" and round_.model == "fake-model"
    assert "approve_refill:precondition:1" in round_.failed_before and round_.failed_after == []
    assert round_.methods[0].tool == "approve_refill"
    assert "pending" not in round_.methods[0].before and "pending" in round_.methods[0].after
    assert APPROVE_FIXED.strip().splitlines()[4].strip() in report.spec.code
    # Only that method changed.
    assert (
        report.spec.code.split("    def approve_refill")[0]
        == PHARMACY_CODE.split("    def approve_refill")[0]
    )
    # The prompt carried the failing test and the method, not the whole class.
    (request,) = _requests(fake_openai, "verify_repair")
    assert "approve_refill:precondition:1" in request.text and "def create_patient(self, name" in request.text
    assert 'self.state["patients"].append' not in request.text


def test_unrepairable_method_stays_failed_with_every_round_recorded(
    fake_openai, fake_gateway, sandbox_factory
):
    fake_openai.on(prompt="verify_repair").json(
        {"method_source": APPROVE_IGNORES_PRECONDITION, "explanation": "looks fine"}
    )
    report = verify_environment(
        spec=_broken_pharmacy(), sandbox_factory=sandbox_factory, gateway=fake_gateway, settings=NO_EXPLORE
    )
    assert not report.admitted
    assert [r.accepted for r in report.repair_rounds] == [False, False]
    assert all("approve_refill:precondition:1" in r.failed_after for r in report.repair_rounds)
    assert report.spec.code == _broken_pharmacy().code
    failed = next(i for i in report.results if i.name == "approve_refill:precondition:1")
    assert not failed.passed and failed.evidence["result"]["success"] is True
    assert len(_requests(fake_openai, "verify_repair")) == 2


def test_a_rewrite_that_does_not_parse_is_recorded_as_an_error(fake_openai, fake_gateway, sandbox_factory):
    fake_openai.on(prompt="verify_repair").json(
        {"method_source": "def approve_refill(self, refill_id:\n", "explanation": "oops"}
    )
    report = verify_environment(
        spec=_broken_pharmacy(),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(explore=False, max_repair_rounds=1),
    )
    assert not report.admitted
    assert "does not parse" in report.repair_rounds[0].methods[0].error


def _tool_of(request):
    return re.search(r'"name": "([a-z_]+)"', request.text).group(1)


EXPLORER_CALLS = {
    # (arguments, intent): negatives with a clean error are settled by rule; the rest go to the judge.
    "get_patient": [({"patient_id": "PAT-001"}, "positive"), ({"patient_id": "nobody"}, "negative")],
    "list_refills": [({"patient_id": "PAT-001"}, "positive"), ({"patient_id": "PAT-001"}, "positive")],
    "create_patient": [({"name": "Zoe", "birth_date": "1999-09-09"}, "positive")],
    "request_refill": [
        ({"patient_id": "PAT-002", "medication_id": "MED-001"}, "positive"),
        ({"patient_id": "PAT-001", "medication_id": "MED-001", "quantity": 0}, "negative"),
    ],
    "approve_refill": [
        ({"refill_id": "REF-001"}, "positive"),
        ({"refill_id": "REF-002"}, "negative"),
        ({"refill_id": "REF-004"}, "positive"),
    ],
}


def _script(server, verdict="pass"):
    def explorer(request):
        calls = EXPLORER_CALLS[_tool_of(request)]
        return {"calls": [{"arguments": a, "intent": i, "purpose": "t"} for a, i in calls]}

    def checker(request):
        numbers = [int(n) for n in re.findall(r'"call": (\d+)', request.text)]
        return {"verdicts": [{"call": n, "verdict": verdict, "reason": "checked"} for n in numbers]}

    server.on(prompt="verify_explorer").call(explorer)
    server.on(prompt="verify_checker").call(checker)


def test_exploration_settles_by_rule_and_batches_the_judge(fake_openai, fake_gateway, sandbox_factory):
    _script(fake_openai)
    settings = VerifySettings(judge_batch_size=5)
    report = verify_environment(
        spec=pharmacy_spec(), sandbox_factory=sandbox_factory, gateway=fake_gateway, settings=settings
    )
    assert report.admitted, report.reasons
    explored = [i for i in report.results if i.stage == "exploration"]
    by_rule = {i.name for i in explored if i.evidence["settled_by"] == "rule"}
    # Clean errors: unknown patient, inactive PAT-002, quantity 0 (negative), REF-002 not pending, no REF-004
    # (the test state has 3 rows per table).
    assert by_rule == {
        "get_patient:explore:2",
        "request_refill:explore:1",
        "request_refill:explore:2",
        "approve_refill:explore:2",
        "approve_refill:explore:3",
    }
    assert len(explored) == 9  # the repeated list_refills call was dropped
    checker_requests = _requests(fake_openai, "verify_checker")
    # One request per tool with anything left to judge (request_refill was settled entirely by rule).
    assert len(checker_requests) == 4 == report.scores["judge_requests"]
    assert "request_refill" not in [_tool_of(r) for r in checker_requests]
    judged_texts = " ".join(r.text for r in checker_requests)
    # (The judge requests arrive in any order; another tool's calls may show REF-002 as a row, list_refills'
    # of PAT-001 does: only approve_refill's calls must not hold the call settled by rule.)
    approve = next(r for r in checker_requests if _tool_of(r) == "approve_refill")
    assert '"nobody"' not in judged_texts and "REF-002" not in approve.text.split("The calls:")[-1]
    assert len(_requests(fake_openai, "verify_explorer")) == 5
    assert report.scores["exploration_score"] == 1.0
    # Cost: an explorer request carries only the tables its tool touches.
    get_patient_request = next(
        r for r in _requests(fake_openai, "verify_explorer") if _tool_of(r) == "get_patient"
    )
    assert "MED-001" not in get_patient_request.text


def test_small_batches_mean_more_judge_requests(fake_openai, fake_gateway, sandbox_factory):
    _script(fake_openai)
    report = verify_environment(
        spec=pharmacy_spec(),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(judge_batch_size=1),
    )
    assert report.scores["judge_requests"] == report.scores["exploration_judged"] == 4
    assert len(_requests(fake_openai, "verify_checker")) == 4


def test_judge_failures_lower_the_score_below_admission(fake_openai, fake_gateway, sandbox_factory):
    _script(fake_openai, verdict="fail")
    report = verify_environment(
        spec=pharmacy_spec(), sandbox_factory=sandbox_factory, gateway=fake_gateway, settings=VerifySettings()
    )
    assert not report.admitted
    assert report.scores["exploration_score"] == 5 / 9
    assert any(r.startswith("exploration score 0.56 < 0.85") for r in report.reasons)


def test_a_read_tool_that_writes_fails_by_rule_even_if_the_judge_would_pass(
    fake_openai, fake_gateway, sandbox_factory
):
    _script(fake_openai)
    report = verify_environment(
        spec=_broken_pharmacy("get_patient", GET_PATIENT_MUTATES),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(repair=False),
    )
    item = next(i for i in report.results if i.name == "get_patient:explore:1")
    assert item.evidence["settled_by"] == "rule" and not item.passed
    assert "read tool changed state" in item.detail
    judged = " ".join(r.text for r in _requests(fake_openai, "verify_checker"))
    assert "get_patient" not in json.dumps([_tool_of(r) for r in _requests(fake_openai, "verify_checker")])
    assert judged  # the other tools were still judged


def test_call_budget_is_balanced_and_capped():
    spec = pharmacy_spec()
    assert call_budget(tools=spec.tools, settings=VerifySettings(max_calls=12, max_calls_per_tool=10)) == {
        "get_patient": 3,
        "list_refills": 3,
        "create_patient": 2,
        "request_refill": 2,
        "approve_refill": 2,
    }
    assert set(
        call_budget(tools=spec.tools, settings=VerifySettings(max_calls=100, max_calls_per_tool=4)).values()
    ) == {4}


def _judge_answers(server, answer):
    def explorer(request):
        calls = EXPLORER_CALLS[_tool_of(request)]
        return {"calls": [{"arguments": a, "intent": i, "purpose": "t"} for a, i in calls]}

    server.on(prompt="verify_explorer").call(explorer)
    server.on(prompt="verify_checker").call(answer)


def test_empty_verdict_lists_are_not_judged_and_too_few_judged_calls_do_not_pass(
    fake_openai, fake_gateway, sandbox_factory
):
    _judge_answers(fake_openai, lambda request: {"verdicts": []})
    report = verify_environment(
        spec=pharmacy_spec(),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(min_judged_calls=6),
    )
    explored = [i for i in report.results if i.stage == "exploration"]
    not_judged = [i for i in explored if i.evidence["verdict"] == "not judged"]
    assert len(not_judged) == 4 and all(i.skipped and "no verdict" in i.detail for i in not_judged)
    assert report.scores["exploration_not_judged"] == 4 and report.scores["exploration_calls_judged"] == 5
    assert not report.admitted
    assert any("exploration judged 5 call(s) < 6 (4 not judged" in r for r in report.reasons)
    lenient = verify_environment(
        spec=pharmacy_spec(),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(min_judged_calls=5),
    )
    assert lenient.admitted, lenient.reasons


def test_explorer_errors_are_recorded_not_judged_and_do_not_admit(fake_openai, fake_gateway, sandbox_factory):
    fake_openai.on(prompt="verify_explorer").fail(400, message="down")
    report = verify_environment(
        spec=pharmacy_spec(),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(max_repair_rounds=0),
    )
    explorers = [i for i in report.results if i.name.endswith(":explorer")]
    assert explorers and all(i.evidence["verdict"] == "not judged" for i in explorers)
    assert report.scores.get("exploration_score") is None
    assert not report.admitted and any("exploration judged 0 call(s)" in r for r in report.reasons)


def test_what_is_admitted_has_no_blocking_failure(fake_openai, fake_gateway, sandbox_factory):
    from synthesis.verify.repair import blocking

    def one_bad(request):
        numbers = [int(n) for n in re.findall(r'"call": (\d+)', request.text)]
        tool = _tool_of(request)
        return {
            "verdicts": [
                {"call": n, "verdict": "fail" if (tool, n) == ("get_patient", 1) else "pass", "reason": "r"}
                for n in numbers
            ]
        }

    _judge_answers(fake_openai, one_bad)
    report = verify_environment(
        spec=pharmacy_spec(),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(min_exploration_score=0.8),
    )
    assert report.admitted and report.scores["exploration_score"] == 8 / 9
    assert blocking(report.results) == []  # the review blocks on exactly these
    tolerated = next(i for i in report.results if i.name == "get_patient:explore:1")
    assert not tolerated.passed and tolerated.severity == "warning" and tolerated.evidence["tolerated"]
    strict = verify_environment(
        spec=pharmacy_spec(),
        sandbox_factory=sandbox_factory,
        gateway=fake_gateway,
        settings=VerifySettings(min_exploration_score=0.95),
    )
    assert not strict.admitted and blocking(strict.results)
