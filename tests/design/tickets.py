"""A second scripted LLM design, "IT support tickets": a different domain with its own tables and rules."""

from __future__ import annotations

from typing import Any

from tests.design.pharmacy import field, param, screening_rule, verification_rules

DOMAIN = "IT support tickets"

TOOLS: dict[str, Any] = {
    "environment_name": "Support Desk",
    "description": "Employees open tickets; agents are assigned, comment and resolve them.",
    "rules": [
        "A ticket is assigned only to an active agent.",
        "A resolved ticket cannot be reassigned.",
    ],
    "tools": [
        {
            "name": "get_ticket",
            "description": "Look up a ticket by id.",
            "kind": "read",
            "parameters": [param("ticket_id", "The ticket's id.")],
            "preconditions": [
                {"text": "The ticket exists.", "expr": "exists('tickets', ticket_id=args['ticket_id'])"}
            ],
            "postconditions": [],
            "returns": "The ticket.",
        },
        {
            "name": "list_agents",
            "description": "List the support agents, optionally only active ones.",
            "kind": "read",
            "parameters": [
                param("active_only", "Only active agents.", type_="boolean", required=False, default=True)
            ],
            "preconditions": [],
            "postconditions": [],
            "returns": "A list of agents.",
        },
        {
            "name": "open_ticket",
            "description": "Open a new ticket.",
            "kind": "write",
            "parameters": [
                param("title", "A short summary of the problem."),
                param("priority", "low, normal or high.", required=False, default="normal"),
            ],
            "preconditions": [],
            "postconditions": [
                {
                    "text": "The ticket is open.",
                    "expr": "new_one('tickets', ticket_id=result['data']['ticket_id'])['status'] == 'open'",
                }
            ],
            "returns": "The new ticket's id.",
        },
        {
            "name": "assign_ticket",
            "description": "Assign a ticket to an agent.",
            "kind": "write",
            "parameters": [param("ticket_id", "The ticket to assign."), param("agent_id", "The agent.")],
            "preconditions": [
                {
                    "text": "The agent is active.",
                    "expr": "exists('agents', agent_id=args['agent_id'], active=True)",
                },
                {
                    "text": "The ticket is not resolved.",
                    "expr": "exists('tickets', ticket_id=args['ticket_id']) and "
                    "one('tickets', ticket_id=args['ticket_id'])['status'] != 'resolved'",
                },
            ],
            "postconditions": [
                {
                    "text": "The ticket is assigned to the agent.",
                    "expr": "new_one('tickets', ticket_id=args['ticket_id'])['agent_id'] == args['agent_id']",
                }
            ],
            "returns": "A confirmation.",
        },
        {
            "name": "resolve_ticket",
            "description": "Mark a ticket resolved.",
            "kind": "write",
            "parameters": [param("ticket_id", "The ticket to resolve.")],
            "preconditions": [
                {"text": "The ticket exists.", "expr": "exists('tickets', ticket_id=args['ticket_id'])"}
            ],
            "postconditions": [
                {
                    "text": "The ticket is resolved.",
                    "expr": "new_one('tickets', ticket_id=args['ticket_id'])['status'] == 'resolved'",
                }
            ],
            "returns": "A confirmation.",
        },
    ],
}

SCHEMA: dict[str, Any] = {
    "tables": [
        {
            "name": "agents",
            "description": "Support agents.",
            "primary_key": "agent_id",
            "fields": [field("agent_id"), field("name"), field("active", "boolean")],
        },
        {
            "name": "tickets",
            "description": "Support tickets.",
            "primary_key": "ticket_id",
            "fields": [
                field("ticket_id", generated=True),
                field("title"),
                field("priority", "enum", enum=["low", "normal", "high"]),
                field("status", "enum", enum=["open", "assigned", "resolved"]),
                field("agent_id", required=False, references="agents.agent_id"),
                field("opened_at", "datetime", generated=True),
            ],
        },
    ],
    "tool_tables": [
        {"tool": "get_ticket", "reads": ["tickets"], "writes": []},
        {"tool": "list_agents", "reads": ["agents"], "writes": []},
        {"tool": "open_ticket", "reads": [], "writes": ["tickets"]},
        {"tool": "assign_ticket", "reads": ["agents", "tickets"], "writes": ["tickets"]},
        {"tool": "resolve_ticket", "reads": ["tickets"], "writes": ["tickets"]},
    ],
}

METHODS: dict[str, str] = {
    "get_ticket": '''def get_ticket(self, ticket_id: str) -> dict:
    """Look up a ticket by id."""
    for row in self.state["tickets"]:
        if row["ticket_id"] == ticket_id:
            return {"success": True, "data": dict(row)}
    return {"success": False, "error": f"no ticket {ticket_id}"}
''',
    "list_agents": '''def list_agents(self, active_only: bool = True) -> dict:
    """List the support agents."""
    agents = [dict(a) for a in self.state["agents"] if a["active"] or not active_only]
    return {"success": True, "data": agents}
''',
    "open_ticket": '''def open_ticket(self, title: str, priority: str = "normal") -> dict:
    """Open a new ticket."""
    if priority not in ("low", "normal", "high"):
        return {"success": False, "error": "priority must be low, normal or high"}
    if not title.strip():
        return {"success": False, "error": "a ticket needs a title"}
    ticket_id = self.ctx.new_id("t")
    self.state["tickets"].append({"ticket_id": ticket_id, "title": title, "priority": priority,
                                  "status": "open", "agent_id": None, "opened_at": self.ctx.now()})
    return {"success": True, "message": "opened", "data": {"ticket_id": ticket_id}}
''',
    "assign_ticket": '''def assign_ticket(self, ticket_id: str, agent_id: str) -> dict:
    """Assign a ticket to an agent."""
    agent = next((a for a in self.state["agents"] if a["agent_id"] == agent_id), None)
    if agent is None or not agent["active"]:
        return {"success": False, "error": "the agent is not active"}
    ticket = next((t for t in self.state["tickets"] if t["ticket_id"] == ticket_id), None)
    if ticket is None:
        return {"success": False, "error": f"no ticket {ticket_id}"}
    if ticket["status"] == "resolved":
        return {"success": False, "error": "a resolved ticket cannot be reassigned"}
    ticket["agent_id"] = agent_id
    ticket["status"] = "assigned"
    return {"success": True, "message": "assigned"}
''',
    "resolve_ticket": '''def resolve_ticket(self, ticket_id: str) -> dict:
    """Mark a ticket resolved."""
    for ticket in self.state["tickets"]:
        if ticket["ticket_id"] == ticket_id:
            ticket["status"] = "resolved"
            return {"success": True, "message": "resolved"}
    return {"success": False, "error": f"no ticket {ticket_id}"}
''',
}


def script() -> dict[str, Any]:
    rules: list[dict[str, Any]] = [
        screening_rule(),
        {"name": "tools", "match": {"prompt": "domain_tools"}, "reply": {"json": TOOLS}},
        {"name": "schema", "match": {"prompt": "domain_schema"}, "reply": {"json": SCHEMA}},
        *verification_rules(),
    ]
    for tool, source in METHODS.items():
        rules.append(
            {
                "name": f"method-{tool}",
                "match": {"prompt": "env_method", "contains": f'"name": "{tool}"'},
                "reply": {"json": {"source": source}},
            }
        )
    return {"rules": rules}
