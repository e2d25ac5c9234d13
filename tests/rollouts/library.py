"""A tiny library environment and one scenario (borrow "Dune" for the member who asks), written by hand."""

from __future__ import annotations

import copy
from typing import Any

from synthesis.ir import EnvironmentSpec, ScenarioSpec

LIBRARY_CODE = '''
class LibraryEnv:
    """Members, books and loans."""

    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def _find(self, table, key, value):
        for row in self.state[table]:
            if row[key] == value:
                return row
        return None

    def get_member(self, member_id):
        member = self._find("members", "member_id", member_id)
        if member is None:
            return {"success": False, "error": f"no member {member_id}"}
        return {"success": True, "data": dict(member)}

    def search_books(self, title):
        found = [dict(b) for b in self.state["books"] if title.lower() in b["title"].lower()]
        return {"success": True, "data": found}

    def borrow_book(self, member_id, book_id):
        member = self._find("members", "member_id", member_id)
        if member is None:
            return {"success": False, "error": f"no member {member_id}"}
        book = self._find("books", "book_id", book_id)
        if book is None:
            return {"success": False, "error": f"no book {book_id}"}
        if not book["available"]:
            return {"success": False, "error": f"book {book_id} is already on loan"}
        book["available"] = False
        loan_id = self.ctx.new_id("loan")
        self.state["loans"].append({"loan_id": loan_id, "member_id": member_id, "book_id": book_id})
        return {"success": True, "message": "book borrowed", "data": {"loan_id": loan_id}}
'''


def _param(name: str, description: str) -> dict[str, Any]:
    return {"name": name, "description": description, "value_schema": {"type": "string"}}


def library_spec() -> EnvironmentSpec:
    return EnvironmentSpec.model_validate(
        {
            "slug": "tiny-library",
            "name": "Tiny Library",
            "description": "A small lending library.",
            "rules": ["A book on loan cannot be borrowed again.", "Only members may borrow books."],
            "state_schema": {
                "tables": [
                    {
                        "name": "members",
                        "primary_key": "member_id",
                        "fields": [{"name": "member_id"}, {"name": "name"}],
                    },
                    {
                        "name": "books",
                        "primary_key": "book_id",
                        "fields": [
                            {"name": "book_id"},
                            {"name": "title"},
                            {"name": "available", "type": "boolean"},
                        ],
                    },
                    {
                        "name": "loans",
                        "primary_key": "loan_id",
                        "fields": [
                            {"name": "loan_id", "generated": True},
                            {"name": "member_id", "foreign_key": {"table": "members", "field": "member_id"}},
                            {"name": "book_id", "foreign_key": {"table": "books", "field": "book_id"}},
                        ],
                    },
                ]
            },
            "tools": [
                {
                    "name": "get_member",
                    "description": "Look a member up by id.",
                    "kind": "read",
                    "parameters": [_param("member_id", "the member's id, e.g. M-1")],
                    "reads": ["members"],
                },
                {
                    "name": "search_books",
                    "description": "Find books whose title contains the text.",
                    "kind": "read",
                    "parameters": [_param("title", "part of the title")],
                    "reads": ["books"],
                },
                {
                    "name": "borrow_book",
                    "description": "Lend an available book to a member.",
                    "kind": "write",
                    "parameters": [
                        _param("member_id", "the member's id"),
                        _param("book_id", "the book's id"),
                    ],
                    "reads": ["members", "books"],
                    "writes": ["books", "loans"],
                },
            ],
            "class_name": "LibraryEnv",
            "code": LIBRARY_CODE,
            "provenance": {"source": "user", "generator": "tests.rollouts"},
        }
    )


INITIAL_STATE: dict[str, list[dict[str, Any]]] = {
    "members": [{"member_id": "M-1", "name": "Ada Lovelace"}, {"member_id": "M-2", "name": "Alan Turing"}],
    "books": [
        {"book_id": "B-1", "title": "Dune", "available": True},
        {"book_id": "B-2", "title": "Dune Messiah", "available": True},
        {"book_id": "B-3", "title": "Emma", "available": False},
    ],
    "loans": [],
}

CHECK_LOAN = """
def check(final_state, initial_state):
    return any(l["member_id"] == "M-2" and l["book_id"] == "B-1" for l in final_state["loans"])
"""

CHECK_ONE_LOAN = """
def check(final_state, initial_state):
    return sum(1 for l in final_state["loans"] if l["member_id"] == "M-2") == 1
"""


def dune_scenario(**overrides: Any) -> ScenarioSpec:
    target = copy.deepcopy(INITIAL_STATE)
    target["books"][0]["available"] = False
    target["loans"] = [{"loan_id": "loan_expected", "member_id": "M-2", "book_id": "B-1"}]
    fields: dict[str, Any] = {
        "id": "dune-for-alan",
        "environment": "tiny-library",
        "task": "I want to borrow the book Dune (the first one, not a sequel).",
        "persona": "Alan, a patient retired mathematician.",
        "user_facts": {"member_id": "M-2"},
        "initial_state": copy.deepcopy(INITIAL_STATE),
        "reference_chain": [{"name": "borrow_book", "arguments": {"member_id": "M-2", "book_id": "B-1"}}],
        "checks": [
            {"id": "loan_for_dune", "description": "M-2 has Dune on loan", "source": CHECK_LOAN},
            {"id": "one_loan", "description": "M-2 has exactly one loan", "source": CHECK_ONE_LOAN},
        ],
        "target_state": target,
        "matching_policies": [{"table": "loans", "field": "loan_id", "policy": "ignore"}],
    }
    fields.update(overrides)
    return ScenarioSpec.model_validate(fields)
