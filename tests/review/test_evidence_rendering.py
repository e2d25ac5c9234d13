"""Evidence as a reviewer reads it: rows as tables, expected next to actual, rewards, everything escaped."""

from __future__ import annotations

from review.rendering.evidence import evidence_html


def test_a_mismatch_shows_expected_and_actual_side_by_side_with_its_subject() -> None:
    html = str(
        evidence_html(
            [
                {
                    "table": "books",
                    "key": "b1",
                    "field": "title",
                    "kind": "value",
                    "expected": "Dune",
                    "actual": "Emma",
                }
            ]
        )
    )
    assert 'class="expected-actual"' in html
    assert "table <b>books</b> · key <b>b1</b> · field <b>title</b>" in html
    expected, actual = html.index('class="expected"'), html.index('class="actual"')
    assert expected < html.index("Dune") < actual < html.index("Emma")


def test_rows_are_a_table_and_named_records_get_a_name_column() -> None:
    rows = str(evidence_html([{"id": 1, "status": "lent"}, {"id": 2, "status": None}]))
    assert '<th class="col-id">id</th><th class="col-status">status</th>' in rows
    assert '<span class="null">null</span>' in rows
    failed = str(evidence_html({"c1_lent": {"passed": False, "error": "KeyError: 'books'"}}))
    assert "<th>name</th>" in failed and "<b>c1_lent</b>" in failed and "bool-false" in failed


def test_rewards_by_mode_are_a_reward_table() -> None:
    html = str(evidence_html({"weighted": 0.5, "product": 0.0}, key="rewards"))
    assert 'class="data rewards"' in html and '<td class="num">0.5</td>' in html
    assert 'style="width:50%"' in html and 'style="width:0%"' in html
    # the same map under another name is a plain labelled list
    assert "rewards" not in str(evidence_html({"weighted": 0.5}, key="counts"))


def test_generated_values_are_escaped_everywhere() -> None:
    xss = "<script>alert(1)</script>"
    html = str(evidence_html({"rows": [{xss: xss}], "pair": {"expected": xss, "actual": xss}, "x": [xss]}))
    assert "<script>" not in html and html.count("&lt;script&gt;") == 5


def test_a_failed_reward_step_shows_its_rule_and_the_rewards_that_broke_it() -> None:
    from review.verification_view import result_view
    from synthesis.models import VerificationResult

    result = VerificationResult(
        pk=7,
        stage="proof",
        name="doing_nothing_earns_zero",
        passed=False,
        detail="doing nothing earns {'weighted': 0.5}",
        evidence={
            "rule": "reward of the initial state == 0.0 in every mode",
            "rewards": {"weighted": 0.5, "product": 0.0},
            "broken": {"weighted": 0.5},
        },
    )
    view = result_view(result, detailed=True)
    assert ("rule", "reward of the initial state == 0.0 in every mode") in view.facts
    blocks = dict(view.blocks)
    assert 'class="data rewards"' in str(blocks["broken"]) and "weighted" in str(blocks["broken"])
    assert 'style="width:50%"' in str(blocks["rewards"])


def test_pairs_nested_in_records_show_side_by_side() -> None:
    # seed_independent's evidence: runs, each with the target mismatches that kept it below 1.0.
    evidence = {
        "runs": [
            {
                "seed": 0,
                "rewards": {"weighted": 0.75},
                "mismatches": [
                    {"table": "books", "field": "title", "expected": "Dune", "actual": "Dune (2)"}
                ],
            }
        ]
    }
    html = str(evidence_html(evidence))
    assert '<div class="expected-actual">' in html and "field <b>title</b>" in html
    assert '<p class="label">expected</p><span class="generated">Dune</span>' in html
