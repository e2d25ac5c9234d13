"""A hand-made library environment (IR + code) used as the fixture for scenario tests."""

from __future__ import annotations

import networkx as nx

from synthesis.ir import (
    Condition,
    EnvironmentSpec,
    Field,
    FieldType,
    ForeignKey,
    Parameter,
    Provenance,
    StateSchema,
    Table,
    Tool,
    ToolKind,
)

LIBRARY_CODE = """
import datetime


class Library:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def _one(self, table, key, value):
        for row in self.state.get(table, []):
            if row.get(key) == value:
                return row
        return None

    def get_member(self, member_id):
        member = self._one("members", "member_id", member_id)
        if member is None:
            return {"success": False, "error": f"no member {member_id}"}
        return {"success": True, "data": dict(member)}

    def find_members(self, name):
        wanted = " ".join(name.split()).lower()
        found = [dict(m) for m in self.state["members"] if wanted in m["name"].lower()]
        return {"success": True, "data": found}

    def find_books(self, title):
        wanted = " ".join(title.split()).lower()
        found = [dict(b) for b in self.state["books"] if wanted in b["title"].lower()]
        return {"success": True, "data": found}

    def list_loans(self, member_id):
        if self._one("members", "member_id", member_id) is None:
            return {"success": False, "error": f"no member {member_id}"}
        loans = [dict(l) for l in self.state["loans"] if l["member_id"] == member_id]
        return {"success": True, "data": loans}

    def borrow_book(self, member_id, book_id):
        member = self._one("members", "member_id", member_id)
        book = self._one("books", "book_id", book_id)
        if member is None or book is None:
            return {"success": False, "error": "unknown member or book"}
        if member["status"] != "active":
            return {"success": False, "error": "member is not active"}
        if member["fine_balance"] > 0:
            return {"success": False, "error": "member has unpaid fines"}
        if book["status"] != "available":
            return {"success": False, "error": "book is not available"}
        today = self.ctx.today()
        due = (datetime.date.fromisoformat(today) + datetime.timedelta(days=14)).isoformat()
        loan_id = self.ctx.new_id("loan")
        self.state["loans"].append({
            "loan_id": loan_id, "member_id": member_id, "book_id": book_id, "borrowed_on": today,
            "due_on": due, "returned_on": None, "status": "active", "created_at": self.ctx.now(),
        })
        book["status"] = "borrowed"
        return {"success": True, "message": "borrowed", "data": {"loan_id": loan_id, "due_on": due}}

    def return_book(self, loan_id):
        loan = self._one("loans", "loan_id", loan_id)
        if loan is None or loan["status"] != "active":
            return {"success": False, "error": "no active loan with that id"}
        loan["status"] = "returned"
        loan["returned_on"] = self.ctx.today()
        book = self._one("books", "book_id", loan["book_id"])
        if book is not None:
            book["status"] = "available"
        return {"success": True, "message": "returned"}

    def pay_fine(self, member_id, amount):
        member = self._one("members", "member_id", member_id)
        if member is None:
            return {"success": False, "error": f"no member {member_id}"}
        if amount <= 0 or amount > member["fine_balance"]:
            return {"success": False, "error": "amount must be positive and at most the balance"}
        member["fine_balance"] = round(member["fine_balance"] - amount, 2)
        return {"success": True, "message": "paid", "data": {"fine_balance": member["fine_balance"]}}

    def update_email(self, member_id, email):
        member = self._one("members", "member_id", member_id)
        if member is None:
            return {"success": False, "error": f"no member {member_id}"}
        if "@" not in email:
            return {"success": False, "error": "invalid email"}
        if any(m["email"] == email for m in self.state["members"]):
            return {"success": False, "error": "email already in use"}
        member["email"] = email
        return {"success": True, "message": "email updated"}
"""


def library_schema() -> StateSchema:
    return StateSchema(
        tables=[
            Table(
                name="members",
                primary_key="member_id",
                fields=[
                    Field(name="member_id", type=FieldType.STRING),
                    Field(name="name", type=FieldType.STRING),
                    Field(name="email", type=FieldType.STRING, unique=True),
                    Field(name="phone", type=FieldType.STRING, required=False),
                    Field(name="status", type=FieldType.ENUM, enum_values=["active", "suspended"]),
                    Field(name="fine_balance", type=FieldType.NUMBER, checks=["value >= 0"]),
                ],
            ),
            Table(
                name="books",
                primary_key="book_id",
                fields=[
                    Field(name="book_id", type=FieldType.STRING),
                    Field(name="title", type=FieldType.STRING),
                    Field(name="author", type=FieldType.STRING),
                    Field(name="isbn", type=FieldType.STRING, unique=True),
                    Field(name="edition", type=FieldType.INTEGER, checks=["value >= 1", "value <= 9"]),
                    Field(name="status", type=FieldType.ENUM, enum_values=["available", "borrowed", "lost"]),
                ],
            ),
            Table(
                name="loans",
                primary_key="loan_id",
                fields=[
                    Field(name="loan_id", type=FieldType.STRING, generated=True),
                    Field(name="member_id", foreign_key=ForeignKey(table="members", field="member_id")),
                    Field(name="book_id", foreign_key=ForeignKey(table="books", field="book_id")),
                    Field(name="borrowed_on", type=FieldType.DATE),
                    Field(name="due_on", type=FieldType.DATE, checks=["value >= row['borrowed_on']"]),
                    Field(name="returned_on", type=FieldType.DATE, required=False),
                    Field(name="status", type=FieldType.ENUM, enum_values=["active", "returned"]),
                    Field(name="created_at", type=FieldType.DATETIME, generated=True),
                ],
            ),
        ]
    )


def _param(name: str, description: str, kind: str = "string") -> Parameter:
    return Parameter(name=name, description=description, value_schema={"type": kind})


def library_tools() -> list[Tool]:
    member_id = _param("member_id", "The member's id, e.g. MEM-001")
    return [
        Tool(
            name="get_member",
            description="Look up a member by id.",
            kind=ToolKind.READ,
            parameters=[member_id],
            reads=["members"],
        ),
        Tool(
            name="find_members",
            description="Find members whose name contains the text.",
            kind=ToolKind.READ,
            parameters=[_param("name", "Part of the member's name")],
            reads=["members"],
        ),
        Tool(
            name="find_books",
            description="Find books whose title contains the text.",
            kind=ToolKind.READ,
            parameters=[_param("title", "Part of the title")],
            reads=["books"],
        ),
        Tool(
            name="list_loans",
            description="List a member's loans.",
            kind=ToolKind.READ,
            parameters=[member_id],
            reads=["members", "loans"],
        ),
        Tool(
            name="borrow_book",
            description="Lend an available book to an active member without fines.",
            kind=ToolKind.WRITE,
            parameters=[member_id, _param("book_id", "The book's id")],
            reads=["members", "books"],
            writes=["loans", "books"],
            preconditions=[Condition(text="the member is active and has no fines; the book is available")],
        ),
        Tool(
            name="return_book",
            description="Return a borrowed book.",
            kind=ToolKind.WRITE,
            parameters=[_param("loan_id", "The loan's id")],
            reads=["loans"],
            writes=["loans", "books"],
        ),
        Tool(
            name="pay_fine",
            description="Pay part or all of a member's fines.",
            kind=ToolKind.WRITE,
            parameters=[member_id, _param("amount", "Amount to pay", "number")],
            reads=["members"],
            writes=["members"],
        ),
        Tool(
            name="update_email",
            description="Change a member's email address.",
            kind=ToolKind.WRITE,
            parameters=[member_id, _param("email", "The new email address")],
            reads=["members"],
            writes=["members"],
        ),
    ]


def library_spec(code: str = LIBRARY_CODE) -> EnvironmentSpec:
    return EnvironmentSpec(
        slug="library",
        name="Library",
        description="A small lending library: members, books and loans.",
        state_schema=library_schema(),
        tools=library_tools(),
        class_name="Library",
        code=code,
        provenance=Provenance(source="user", generator="tests"),
    )


def library_graph(spec: EnvironmentSpec | None = None) -> nx.DiGraph:
    spec = spec or library_spec()
    graph = nx.DiGraph()
    for tool in spec.tools:
        graph.add_node(tool.name, kind=tool.kind.value, reads=list(tool.reads), writes=list(tool.writes))
    edges = [
        ("find_members", "get_member", ["data_flow"]),
        ("find_members", "borrow_book", ["data_flow"]),
        ("find_members", "list_loans", ["data_flow"]),
        ("get_member", "borrow_book", ["data_flow"]),
        ("get_member", "pay_fine", ["data_flow"]),
        ("get_member", "update_email", ["data_flow"]),
        ("get_member", "list_loans", ["data_flow"]),
        ("find_books", "borrow_book", ["data_flow"]),
        ("list_loans", "return_book", ["data_flow"]),
        ("borrow_book", "return_book", ["precondition", "data_flow"]),
        ("borrow_book", "list_loans", ["state"]),
        ("pay_fine", "borrow_book", ["precondition"]),
        ("return_book", "borrow_book", ["precondition"]),
    ]
    for source, target, kinds in edges:
        graph.add_edge(source, target, kinds=kinds, evidence=f"{source} -> {target}")
    return graph
