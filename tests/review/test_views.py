"""Pages and actions over HTTP: permissions per role, escaping of generated text, CSRF, conflicts, htmx."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from review.models import Claim, Decision
from synthesis.models import EnvironmentStatus
from tests.review.factories import environment_ir, make_environment, make_job, make_scenario, scenario_ir

pytestmark = pytest.mark.django_db
XSS = "<script>alert(1)</script>"


@pytest.fixture
def items(workspace: Any) -> dict[str, Any]:
    job = make_job(workspace=workspace, status="running", progress_done=1, progress_total=4, cost=0.25)
    env = make_environment(workspace=workspace, job=job)
    scenario = make_scenario(environment=env, job=job)
    return {"env": env, "scn": scenario, "job": job}


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _get_urls(slug: str, items: dict[str, Any]) -> list[str]:
    env, scn = items["env"].pk, items["scn"].pk
    return [
        reverse("review-dashboard", args=[slug]),
        reverse("review-environments", args=[slug]),
        reverse("review-scenarios", args=[slug]),
        reverse("review-environment", args=[slug, env]),
        reverse("review-scenario", args=[slug, scn]),
        reverse("review-compare", args=[slug, "env", env]),
        reverse("review-verification", args=[slug, "env", env]),
        reverse("review-audit", args=[slug]),
    ]


def _post_actions(slug: str, items: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    env = items["env"].pk
    return [
        (reverse("review-decide", args=[slug, "env", env]), {"verdict": "approve", "revision": 1}),
        (reverse("review-edit", args=[slug, "env", env]), {"base_number": 1, "description": "changed"}),
        (reverse("review-revert", args=[slug, "env", env]), {"to": 1, "base_number": 1}),
        (reverse("review-claim", args=[slug, "env", env]), {}),
        (reverse("review-release", args=[slug, "env", env]), {}),
        (reverse("review-comment", args=[slug, "env", env]), {"body": "hello"}),
        (reverse("review-bulk", args=[slug, "env"]), {"verdict": "approve", "ids": [env]}),
        (reverse("review-queue-next", args=[slug, "env"]), {}),
        (reverse("review-settings", args=[slug]), {"required_approvals": 2, "claim_minutes": 5}),
    ]


@pytest.mark.parametrize("who", ["owner", "member", "viewer"])
def test_members_can_read_every_page(request: Any, who: str, workspace: Any, items: dict[str, Any]) -> None:
    client = _client(request.getfixturevalue(who))
    for url in _get_urls(workspace.slug, items):
        assert client.get(url).status_code == 200, url


def test_outsider_gets_404_everywhere(outsider: Any, workspace: Any, items: dict[str, Any]) -> None:
    client = _client(outsider)
    for url in _get_urls(workspace.slug, items):
        assert client.get(url).status_code == 404, url
    for url, data in _post_actions(workspace.slug, items):
        assert client.post(url, data).status_code == 404, url
    assert client.get(reverse("review-settings", args=[workspace.slug])).status_code == 404


def test_anonymous_is_sent_to_login(workspace: Any, items: dict[str, Any]) -> None:
    response = Client().get(reverse("review-dashboard", args=[workspace.slug]))
    assert response.status_code == 302 and "login" in response["Location"]


def test_viewer_cannot_act(viewer: Any, workspace: Any, items: dict[str, Any]) -> None:
    client = _client(viewer)
    for url, data in _post_actions(workspace.slug, items):
        assert client.post(url, data).status_code == 403, url
    assert (
        client.get(reverse("review-edit", args=[workspace.slug, "env", items["env"].pk])).status_code == 403
    )
    assert not Decision.objects.exists()


def test_reviewer_cannot_change_settings(member: Any, workspace: Any) -> None:
    client = _client(member)
    assert client.get(reverse("review-settings", args=[workspace.slug])).status_code == 403
    assert (
        client.post(reverse("review-settings", args=[workspace.slug]), {"required_approvals": 5}).status_code
        == 403
    )


def test_admin_changes_settings(owner: Any, workspace: Any) -> None:
    response = _client(owner).post(
        reverse("review-settings", args=[workspace.slug]), {"required_approvals": 2, "claim_minutes": 15}
    )
    assert response.status_code == 302
    workspace.refresh_from_db()
    assert workspace.settings["required_approvals"] == 2 and workspace.settings["claim_minutes"] == 15


def test_reviewer_actions_work(member: Any, workspace: Any, items: dict[str, Any]) -> None:
    client = _client(member)
    env = items["env"]
    assert client.post(reverse("review-claim", args=[workspace.slug, "env", env.pk])).status_code == 302
    assert Claim.objects.filter(user=member).exists()
    response = client.post(
        reverse("review-decide", args=[workspace.slug, "env", env.pk]), {"verdict": "approve", "revision": 1}
    )
    assert response.status_code == 302
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.APPROVED
    assert not Claim.objects.exists()  # deciding releases the claim


def test_reject_without_reason_is_refused_with_a_message(
    member: Any, workspace: Any, items: dict[str, Any]
) -> None:
    client = _client(member)
    url = reverse("review-decide", args=[workspace.slug, "env", items["env"].pk])
    response = client.post(url, {"verdict": "reject", "revision": 1}, follow=True)
    assert "A rejection needs a reason." in response.content.decode()
    assert not Decision.objects.exists()


def test_item_of_another_workspace_is_404(owner: Any, outsider: Any, workspace: Any) -> None:
    from envstudio.tenancy.models import Workspace

    elsewhere = Workspace.objects.get(name="Elsewhere")
    foreign = make_environment(workspace=elsewhere, slug="foreign")
    client = _client(owner)
    assert client.get(reverse("review-environment", args=[workspace.slug, foreign.pk])).status_code == 404
    url = reverse("review-decide", args=[workspace.slug, "env", foreign.pk])
    assert client.post(url, {"verdict": "approve", "revision": 1}).status_code == 404


def test_csrf_is_enforced(member: Any, workspace: Any, items: dict[str, Any]) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(member)
    url = reverse("review-decide", args=[workspace.slug, "env", items["env"].pk])
    assert client.post(url, {"verdict": "approve", "revision": 1}).status_code == 403
    page = client.get(reverse("review-environment", args=[workspace.slug, items["env"].pk])).content.decode()
    assert "csrfmiddlewaretoken" in page and "X-CSRFToken" in page


def test_injected_markup_is_shown_as_text(owner: Any, workspace: Any) -> None:
    ir = environment_ir(slug="evil", description=f"desc {XSS}")
    ir["tools"][0]["description"] = f"tool {XSS}"
    ir["rules"] = [f"rule {XSS}"]
    env = make_environment(workspace=workspace, slug="evil", ir=ir)
    s_ir = scenario_ir(environment="evil", task=f"task {XSS}")
    s_ir["checks"][0]["source"] = f"def check(final_state, initial_state):\n    return '{XSS}' != ''\n"
    s_ir["checks"][0]["description"] = f"check {XSS}"
    s_ir["initial_state"]["books"][0]["title"] = XSS
    scenario = make_scenario(environment=env, ir=s_ir)
    client = _client(owner)
    pages = [
        client.get(reverse("review-environment", args=[workspace.slug, env.pk])).content.decode(),
        client.get(reverse("review-scenario", args=[workspace.slug, scenario.pk])).content.decode(),
        client.get(reverse("review-edit", args=[workspace.slug, "scn", scenario.pk])).content.decode(),
        client.get(reverse("review-edit", args=[workspace.slug, "env", env.pk])).content.decode(),
    ]
    for page in pages:
        assert XSS not in page
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_environment_page_shows_everything(owner: Any, workspace: Any) -> None:
    env = make_environment(workspace=workspace, failed=True)
    client = _client(owner)
    page = client.get(reverse("review-environment", args=[workspace.slug, env.pk])).content.decode()
    assert 'data-tool-name="lend_book"' in page  # the tool list, which the graph's drawer shows from
    assert "expected failure on second lend" in page  # traceback of the failed test
    assert "<del>lent</del>" in page  # state diff evidence
    assert "A lent book cannot be lent again." in page
    assert page.index('data-outcome="failed"') < page.index('id="passes"')  # failures first

    def section(name: str) -> str:
        url = reverse("review-env-section", args=[workspace.slug, env.pk, name])
        return client.get(url).content.decode()

    assert 'data-tool="lend_book"' in section("graph")
    assert 'class="highlight"' in section("code")  # highlighted code
    assert "<h4>books" in section("schema")
    assert 'data-outcome="passed"' in section("passes")
    assert client.get(reverse("review-env-section", args=[workspace.slug, env.pk, "nope"])).status_code == 404


def test_scenario_page_shows_states_and_diff(owner: Any, workspace: Any, items: dict[str, Any]) -> None:
    page = (
        _client(owner)
        .get(reverse("review-scenario", args=[workspace.slug, items["scn"].pk]))
        .content.decode()
    )
    assert "Lend book b1." in page
    assert 'class="diff-update"' in page and "<ins>lent</ins>" in page
    assert "lend_book" in page and "Has lent b1" in page


def test_list_filters_search_and_pagination(owner: Any, workspace: Any) -> None:
    for n in range(60):
        make_environment(workspace=workspace, slug=f"env-{n:02d}")
    make_environment(workspace=workspace, slug="broken-one", failed=True)
    client = _client(owner)
    url = reverse("review-environments", args=[workspace.slug])
    first = client.get(url).content.decode()
    assert "page 1 of 2" in first and "61 items" in first
    failed = client.get(url, {"failed": "1"}).content.decode()
    assert "broken-one" in failed and "env-01" not in failed
    assert "1 items" in client.get(url, {"q": "broken"}).content.decode()
    assert "61 items" in client.get(url, {"status": "nonsense"}).content.decode()  # bad filter is ignored


def test_bulk_decide_on_selected(owner: Any, workspace: Any) -> None:
    envs = [make_environment(workspace=workspace, slug=f"b{n}") for n in range(3)]
    response = _client(owner).post(
        reverse("review-bulk", args=[workspace.slug, "env"]),
        {"verdict": "approve", "ids": [e.pk for e in envs[:2]]},
        follow=True,
    )
    assert "Recorded approve on 2 items." in response.content.decode()
    statuses = sorted(
        type(envs[0]).objects.filter(pk__in=[e.pk for e in envs]).values_list("status", flat=True)
    )
    assert statuses == ["approved", "approved", "pending"]


def test_disagreement_is_shown(owner: Any, member: Any, workspace: Any, items: dict[str, Any]) -> None:
    env = items["env"]
    url = reverse("review-decide", args=[workspace.slug, "env", env.pk])
    _client(owner).post(url, {"verdict": "approve", "revision": 1})
    _client(member).post(url, {"verdict": "reject", "revision": 1, "reason": "no"})
    page = _client(owner).get(reverse("review-environment", args=[workspace.slug, env.pk])).content.decode()
    assert 'id="disagreement"' in page
    listing = _client(owner).get(reverse("review-environments", args=[workspace.slug])).content.decode()
    assert "badge-disagreement" in listing


def test_edit_conflict_page_keeps_both_texts(
    owner: Any, member: Any, workspace: Any, items: dict[str, Any]
) -> None:
    env = items["env"]
    url = reverse("review-edit", args=[workspace.slug, "env", env.pk])
    assert _client(owner).post(url, {"base_number": 1, "description": "Their text"}).status_code == 302
    response = _client(member).post(url, {"base_number": 1, "description": "My careful text"})
    assert response.status_code == 409
    page = response.content.decode()
    assert "Edit conflict" in page and "Their text" in page and "My careful text" in page
    assert 'name="base_number" value="2"' in page  # re-based, so saving again works
    assert _client(member).post(url, {"base_number": 2, "description": "My careful text"}).status_code == 302
    env.refresh_from_db()
    assert env.current_revision.number == 3 and env.current_revision.ir["description"] == "My careful text"


def test_invalid_edit_shows_the_error_and_keeps_the_text(
    member: Any, workspace: Any, items: dict[str, Any]
) -> None:
    url = reverse("review-edit", args=[workspace.slug, "scn", items["scn"].pk])
    response = _client(member).post(url, {"base_number": 1, "initial_state": "{broken json", "task": "kept"})
    assert response.status_code == 400
    page = response.content.decode()
    assert "not JSON" in page and "{broken json" in page and "kept" in page


def test_edit_without_base_number_is_bad_request(member: Any, workspace: Any, items: dict[str, Any]) -> None:
    url = reverse("review-edit", args=[workspace.slug, "env", items["env"].pk])
    assert _client(member).post(url, {"description": "x"}).status_code == 400


def test_compare_and_revert(owner: Any, workspace: Any, items: dict[str, Any]) -> None:
    env = items["env"]
    client = _client(owner)
    client.post(
        reverse("review-edit", args=[workspace.slug, "env", env.pk]), {"base_number": 1, "description": "D2"}
    )
    page = client.get(
        reverse("review-compare", args=[workspace.slug, "env", env.pk]), {"a": 1, "b": 2}
    ).content.decode()
    assert "diff-del" in page and "D2" in page
    assert (
        client.get(reverse("review-compare", args=[workspace.slug, "env", env.pk]), {"a": 9}).status_code
        == 404
    )
    revert_url = reverse("review-revert", args=[workspace.slug, "env", env.pk])
    refused = client.post(revert_url, {"to": 1, "base_number": 2, "reason": "  "}, follow=True)
    assert "A revert needs a reason" in refused.content.decode()
    env.refresh_from_db()
    assert env.current_revision.number == 2
    client.post(revert_url, {"to": 1, "base_number": 2, "reason": "D2 dropped the rules"})
    env.refresh_from_db()
    assert env.current_revision.number == 3
    assert env.current_revision.ir["description"] == environment_ir()["description"]


def test_dashboard_shows_jobs_counts_and_charts(owner: Any, workspace: Any, items: dict[str, Any]) -> None:
    page = _client(owner).get(reverse("review-dashboard", args=[workspace.slug])).content.decode()
    assert f"#{items['job'].pk}" in page and "$0.2500" in page and 'hx-trigger="every 3s"' in page
    assert page.count("<svg") >= 3 and "Tool coverage" in page and "lend_book" in page
    partial = _client(owner).get(reverse("review-dashboard", args=[workspace.slug]), HTTP_HX_REQUEST="true")
    assert partial.content.decode().lstrip().startswith("<table")


def test_queue_next_claims_and_redirects(member: Any, workspace: Any, items: dict[str, Any]) -> None:
    response = _client(member).post(reverse("review-queue-next", args=[workspace.slug, "env"]))
    assert response.status_code == 302 and response["Location"].endswith(f"/env/{items['env'].pk}/")
    assert Claim.objects.get().user == member


def test_unknown_kind_is_404_or_bad_request(owner: Any, workspace: Any) -> None:
    client = _client(owner)
    assert (
        client.post(reverse("review-bulk", args=[workspace.slug, "job"]), {"verdict": "approve"}).status_code
        == 400
    )
    assert client.get(reverse("review-compare", args=[workspace.slug, "job", 1])).status_code == 404


def test_list_pages_use_a_bounded_number_of_queries(
    owner: Any, workspace: Any, django_assert_max_num_queries: Any
) -> None:
    for n in range(30):
        make_scenario(environment=make_environment(workspace=workspace, slug=f"q{n}"))
    client = _client(owner)
    for name in ("review-environments", "review-scenarios", "review-dashboard"):
        # 13: the queue header counts all items and the reviewer's decided ones in two index-only queries.
        with django_assert_max_num_queries(13):
            assert client.get(reverse(name, args=[workspace.slug])).status_code == 200


def test_list_pages_make_as_many_queries_for_30_items_as_for_3(owner: Any, workspace: Any) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from review import services

    client = _client(owner)

    def queries_per_page() -> dict[str, int]:
        counts = {}
        for name in ("review-environments", "review-scenarios", "review-dashboard"):
            with CaptureQueriesContext(connection) as context:
                assert client.get(reverse(name, args=[workspace.slug])).status_code == 200
            counts[name] = len(context.captured_queries)
        return counts

    def add(first: int, last: int) -> None:
        for n in range(first, last):
            env = make_environment(workspace=workspace, slug=f"n{n}", failed=n % 2 == 0)
            scenario = make_scenario(environment=env)
            services.claim_item(workspace=workspace, user=owner, item=scenario)
            services.decide(workspace=workspace, user=owner, item=scenario, verdict="approve")

    add(0, 3)
    few = queries_per_page()
    add(3, 30)
    assert queries_per_page() == few


def test_counts_are_of_items_not_decision_rows(owner: Any, workspace: Any, items: dict[str, Any]) -> None:
    from review import selectors, services

    for verdict in ("approve", "approve", "reject", "approve"):
        services.decide(workspace=workspace, user=owner, item=items["env"], verdict=verdict, reason="r")
    [mine] = [row for row in selectors.reviewer_progress(workspace=workspace) if row["user"] == owner]
    assert (mine["approved"], mine["rejected"]) == (1, 0)


def test_verification_section_polls_until_results_arrive(
    owner: Any, workspace: Any, items: dict[str, Any]
) -> None:
    client = _client(owner)
    env = items["env"]
    client.post(
        reverse("review-edit", args=[workspace.slug, "env", env.pk]), {"base_number": 1, "description": "x"}
    )
    url = reverse("review-verification", args=[workspace.slug, "env", env.pk])
    pending = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert 'hx-trigger="every 2s"' in pending and "verification-pending" in pending
    from review import services

    env.refresh_from_db()
    services.reverify(kind="env", revision_id=env.current_revision_id)
    done = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert 'hx-trigger="every 2s"' not in done and 'data-verification-state="passed"' in done
    assert 'data-stage="procedural"' in done  # the fake gate's stage in the summary


def test_a_failing_environment_offers_no_approve_button(owner: Any, workspace: Any) -> None:
    broken = make_environment(workspace=workspace, slug="broken", failed=True)
    page = (
        _client(owner).get(reverse("review-environment", args=[workspace.slug, broken.pk])).content.decode()
    )
    assert 'id="approve-blocked"' in page and "fails verification" in page
    assert 'data-shortcut="approve"' not in page
    good = make_environment(workspace=workspace, slug="good")
    page = _client(owner).get(reverse("review-environment", args=[workspace.slug, good.pk])).content.decode()
    assert 'data-shortcut="approve"' in page and 'id="approve-blocked"' not in page


def test_the_bulk_menu_preselects_no_verdict_and_a_missing_one_decides_nothing(
    owner: Any, workspace: Any, items: dict[str, Any]
) -> None:
    from review.models import Decision

    client = _client(owner)
    page = client.get(reverse("review-scenarios", args=[workspace.slug])).content.decode()
    menu = page[page.index('id="bulk-verdict"') : page.index("</select>", page.index('id="bulk-verdict"'))]
    assert '<option value="" selected>' in menu and menu.index("reject") < menu.index("approve")
    assert "Lend book b1." in page  # the task preview
    url = reverse("review-bulk", args=[workspace.slug, "scn"])
    client.post(url, {"ids": [items["scn"].pk], "verdict": ""})
    assert not Decision.objects.exists()


def test_list_rows_show_the_proof_state_of_the_current_revision(owner: Any, workspace: Any) -> None:
    from review import queue_selectors, selectors
    from synthesis.models import VerificationResult

    failed = make_environment(workspace=workspace, slug="failed", failed=True)
    warned = make_environment(workspace=workspace, slug="warned")
    VerificationResult.objects.create(
        environment_revision=warned.current_revision,
        stage="static",
        name="unused table",
        passed=False,
        evidence={"severity": "warning"},
    )
    ids = list(queue_selectors.environment_ids(workspace=workspace, filters=selectors.ListFilters()))
    rows = {r.slug: r for r in queue_selectors.environment_rows(workspace=workspace, ids=ids)}
    assert (rows["failed"].failure_count, rows["warned"].failure_count) == (1, 0)
    page = _client(owner).get(reverse("review-environments", args=[workspace.slug])).content.decode()
    assert page.count("badge-proof-failed") == 1 and page.count("badge-proof-proved") == 1
    assert failed.pk != warned.pk


def test_scenario_page_shows_check_kinds_referents_and_proof_evidence(owner: Any, workspace: Any) -> None:
    from synthesis.models import VerificationResult

    environment = make_environment(workspace=workspace, slug="kinds")
    ir = scenario_ir(scenario_id="k1", environment="kinds")
    keep = {**ir["checks"][0], "id": "keeps_title", "kind": "preserve", "description": "The title stays Dune"}
    ir["checks"].append(keep)
    ir["referents"] = [{"table": "books", "match": {"title": "Dune"}, "key": "b1"}]
    scenario = make_scenario(environment=environment, key="k1", ir=ir)
    VerificationResult.objects.create(
        scenario_revision=scenario.current_revision,
        stage="proof",
        name="wrong_target_scores_low",
        passed=False,
        detail="the chain on the wrong row(s) earns 0.75 (weighted)",
        evidence={
            "rule": "reward (weighted) of the reference chain on the nearest other row(s) <= 0.5",
            "rewards": {"weighted": 0.75, "product": 0.5},
            "swapped_rows": [{"table": "books", "target_row": "b1", "other_row": "b2"}],
        },
    )
    page = _client(owner).get(reverse("review-scenario", args=[workspace.slug, scenario.pk])).content.decode()
    assert 'class="card check check-preserve"' in page and "preserve: must stay as it was" in page
    assert 'class="card check check-goal"' in page
    assert 'id="referents"' in page and "b1" in page
    failure = page[page.index('id="verification"') :]
    assert "wrong_target_scores_low" in failure and "nearest other row(s) &lt;= 0.5" in failure
    assert "&quot;weighted&quot;: 0.75" in failure or '"weighted": 0.75' in failure


def test_scenario_page_shows_a_policy_tasks_refusal_and_reference_reply(owner: Any, workspace: Any) -> None:
    environment = make_environment(workspace=workspace, slug="refusals")
    ir = scenario_ir(scenario_id="r1", environment="refusals")
    ir["reference_messages"] = ["I'm sorry, but I can't do that: the book is lost."]
    ir["refusal"] = {
        "rule": "only an available copy can be borrowed",
        "tool": "borrow_book",
        "table": "books",
        "key": "b1",
        "changes": {"available": False},
        "reason_words": ["lost"],
    }
    scenario = make_scenario(environment=environment, key="r1", ir=ir)
    page = _client(owner).get(reverse("review-scenario", args=[workspace.slug, scenario.pk])).content.decode()
    refusal = page[page.index('id="refusal"') :]
    assert "borrow_book" in refusal and "only an available copy can be borrowed" in refusal
    assert "can&#x27;t do that: the book is lost." in page
    plain = make_scenario(environment=environment, key="r2")
    page = _client(owner).get(reverse("review-scenario", args=[workspace.slug, plain.pk])).content.decode()
    assert 'id="refusal"' not in page and "reference-message" not in page


def test_the_scenario_list_shows_the_latest_rollout_difficulty_else_the_irs(
    owner: Any, workspace: Any
) -> None:
    from synthesis.models import ScenarioDifficulty

    environment = make_environment(workspace=workspace, slug="levels")
    rolled = make_scenario(environment=environment, key="rolled")
    for label in ("easy", "hard"):  # the newest counts
        ScenarioDifficulty.objects.create(scenario_revision=rolled.current_revision, label=label, pass_at={})
    numbered = make_scenario(
        environment=environment, key="numbered", ir={**scenario_ir(scenario_id="numbered"), "difficulty": 3}
    )
    blank = make_scenario(
        environment=environment, key="blank", ir={**scenario_ir(scenario_id="blank"), "difficulty": ""}
    )
    page = _client(owner).get(reverse("review-scenarios", args=[workspace.slug])).content.decode()

    def difficulty_of(scenario: Any) -> str:
        row = page.split(f'data-row-url="/w/{workspace.slug}/review/scn/{scenario.pk}/"')[1].split("</tr>")[0]
        return row.split("<td>")[-2].split("</td>")[0]

    assert (difficulty_of(rolled), difficulty_of(numbered), difficulty_of(blank)) == ("hard", "3", "\u2013")
