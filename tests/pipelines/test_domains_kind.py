"""Issue 42, item 1: a file of domains makes one environment per distinct domain in one job.

In memory against the fake server (the pharmacy design, tests/design/pharmacy.py); the form, the service and
``synthesize --domains`` refuse a bad file before anything is saved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command

from synthesis.jobs.context import JobError, SeedInput
from synthesis.jobs.kinds import SeedRefused
from synthesis.jobs.memory import InMemoryJobContext
from synthesis.jobs.registry import get_kind
from synthesis.pipelines.domain import MAX_DOMAIN_CHARS
from synthesis.pipelines.domains import MAX_DOMAINS, claim_slug, parse_domains
from tests.design import pharmacy
from tests.pipelines.helpers import configure_llm, file_seed, run_kind

OPTIONS = {"scenarios": 1, "scenario_builder": "deterministic", "explore": False}


@pytest.fixture
def llm(fake_openai):
    configure_llm(fake_openai.base_url)
    yield fake_openai
    configure_llm(None)


def check(text: str, filename: str = "domains.txt") -> None:
    get_kind("domains").seed.check_file(text.encode(), filename)  # type: ignore[union-attr,misc]


def test_distinct_allowed_domains_get_an_environment_each_and_a_failing_one_holds_back_none(llm, tmp_path):
    llm.on(prompt="screen_seed", contains="firearms").json({"allowed": False, "reason": "weapon trafficking"})
    # The support desk's design has no tool that changes the state: not usable.
    reads_only = {**pharmacy.TOOLS, "environment_name": "Support Desk"}
    reads_only["tools"] = [tool for tool in pharmacy.TOOLS["tools"] if tool["kind"] == "read"]
    llm.on(prompt="domain_tools", contains="support desk").json(reads_only)
    pharmacy.install(llm)
    lines = ["pharmacy refills", "untraceable firearms", "Pharmacy Refill", "support desk"]
    seed = file_seed(tmp_path, kind="domains", filename="domains.txt", data="\n".join(lines).encode())

    ctx = run_kind(kind="domains", seed=seed, options=OPTIONS)

    # The near-duplicate merged into the first line's domain: three distinct domains, one item each.
    listed = ctx.step_results(step="domains")[""]
    assert listed["lines"] == 4
    assert {entry["name"]: entry["merged"] for entry in listed["domains"].values()} == {
        "pharmacy refills": ["Pharmacy Refill"],
        "untraceable firearms": [],
        "support desk": [],
    }
    # One environment for the one allowed domain whose design worked, verified and with scenarios.
    [environment] = ctx.environments.values()
    assert environment["ir"]["slug"] == "pharmacy-refills"
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    assert environment["ir"]["provenance"]["source"] == "domain"
    assert any("merged with: Pharmacy Refill" in note for note in environment["ir"]["provenance"]["notes"])
    assert ctx.scenarios
    # The refused and the failed domain are listed with their reasons (the job page shows the warnings).
    outcomes = {result["domain"]: result for result in ctx.step_results(step="design_domains").values()}
    assert outcomes["pharmacy refills"]["designed"] is True
    assert "weapon trafficking" in outcomes["untraceable firearms"]["refused"]
    assert "needs both read and write tools" in outcomes["support desk"]["error"]
    assert any("line 4" in warning for warning in outcomes["support desk"]["warnings"])
    report = ctx.steps[("domains_designed", "")]
    assert report["designed"] == ["pharmacy-refills"]
    assert len(report["not_designed"]) == 2
    assert llm.hits("tools") == 1  # the pharmacy design ran once: the duplicate was merged before it


def test_a_job_whose_domains_are_all_refused_fails_with_every_reason(llm, tmp_path):
    llm.on(prompt="screen_seed").json({"allowed": False, "reason": "not allowed here"})
    seed = file_seed(tmp_path, kind="domains", filename="d.jsonl", data=b'{"name": "a"}\n{"name": "b"}\n')
    with pytest.raises(JobError, match=r"none of the 2 domains was designed.*not allowed here"):
        run_kind(kind="domains", seed=seed, options=OPTIONS)


def test_slugs_are_unique_within_the_job():
    ctx = InMemoryJobContext(seed=SeedInput(kind="domains", name="d.txt"))
    assert claim_slug(ctx, key="001-a", base="pharmacy-refills") == "pharmacy-refills"
    assert claim_slug(ctx, key="002-b", base="pharmacy-refills") == "pharmacy-refills-2"
    assert claim_slug(ctx, key="003-c", base="pharmacy-refills") == "pharmacy-refills-3"
    # A resumed domain gets the slug it claimed before.
    assert claim_slug(ctx, key="002-b", base="pharmacy-refills") == "pharmacy-refills-2"


def test_jsonl_lines_carry_a_name_and_an_optional_description():
    data = b'{"name": "bike repair", "description": "a shop fixing bikes"}\n{"name": "library loans"}\n\n'
    parsed = parse_domains(data, filename="d.jsonl")
    assert [(d.line, d.name, d.description) for d in parsed] == [
        (1, "bike repair", "a shop fixing bikes"),
        (2, "library loans", ""),
    ]
    assert parsed[0].text == "bike repair: a shop fixing bikes"


def test_every_bad_line_is_named():
    too_long = "x" * (MAX_DOMAIN_CHARS + 1)
    with pytest.raises(SeedRefused) as refused:
        check(f"bike repair\n\n{too_long}\nlibrary\n")
    message = str(refused.value)
    assert "line 2: empty" in message
    assert f"line 3: {MAX_DOMAIN_CHARS + 1} characters, a domain has at most {MAX_DOMAIN_CHARS}" in message
    assert "line 1" not in message and "line 4" not in message

    lines = [
        '{"name": "ok"}',
        "not json",
        '{"description": "no name"}',
        json.dumps({"name": too_long}),
        '["a list"]',
        '{"name": ""}',
    ]
    with pytest.raises(SeedRefused) as refused:
        check("\n".join(lines), filename="d.jsonl")
    message = str(refused.value)
    assert "d.jsonl: line 2: not JSON" in message
    assert 'line 3: no "name"' in message
    assert f'line 4: "name" has {MAX_DOMAIN_CHARS + 1} characters' in message
    assert "line 5: expected a JSON object with a name, got list" in message
    assert 'line 6: "name" is empty' in message
    # The domain kind's limit itself passes.
    check("y" * MAX_DOMAIN_CHARS)


def test_at_most_500_domains_per_file():
    assert MAX_DOMAINS == 500
    check("\n".join(f"domain {n}" for n in range(MAX_DOMAINS)))
    with pytest.raises(SeedRefused, match="501 domains is over the limit of 500 per file"):
        check("\n".join(f"domain {n}" for n in range(MAX_DOMAINS + 1)))
    with pytest.raises(SeedRefused, match="no domains found"):
        check("\n\n")
    with pytest.raises(SeedRefused, match="unsupported file type"):
        check("a\n", filename="d.csv")


@pytest.mark.django_db
def test_the_synthesize_command_takes_a_domain_file(workspace: Any, tmp_path: Path) -> None:
    from synthesis.models import Seed, SynthesisJob

    good = tmp_path / "domains.txt"
    good.write_text("bike repair shop\nlibrary loans\n")
    call_command(
        "synthesize", "--workspace", workspace.name, "--domains", str(good), "--option", "scenarios=2"
    )
    job = SynthesisJob.objects.get()
    assert (job.kind, job.options) == ("domains", {"scenarios": 2})
    bad = tmp_path / "bad.txt"
    bad.write_text("bike repair shop\n\nlibrary loans\n")
    with pytest.raises(CommandError, match=r"bad\.txt: line 2: empty"):
        call_command("synthesize", "--workspace", workspace.name, "--domains", str(bad))
    assert SynthesisJob.objects.count() == 1 and Seed.objects.count() == 1


@pytest.mark.django_db
def test_the_start_form_offers_the_kind_and_refuses_a_bad_file(
    client: Any, workspace: Any, member: Any
) -> None:
    from django.contrib.messages import get_messages

    from synthesis.forms import StartJobForm
    from synthesis.models import Seed, SynthesisJob

    assert ("domains", "List of domains") in StartJobForm().fields["kind"].choices
    client.force_login(member)
    fields = client.get(f"/w/{workspace.slug}/jobs/start/fields/", {"kind": "domains"}).content.decode()
    assert "opt_merge_threshold" in fields and "one domain per line" in fields
    upload = SimpleUploadedFile("d.txt", b"bike repair\n" + b"x" * (MAX_DOMAIN_CHARS + 1) + b"\n")
    answer = client.post(f"/w/{workspace.slug}/jobs/start/", {"kind": "domains", "file": upload})
    shown = answer.content.decode() + " ".join(str(m) for m in get_messages(answer.wsgi_request))
    assert f"line 2: {MAX_DOMAIN_CHARS + 1} characters" in shown
    assert not Seed.objects.exists() and not SynthesisJob.objects.exists()
