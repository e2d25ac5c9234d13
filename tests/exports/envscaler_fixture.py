"""EnvScaler-format data for the import tests, written from the schema their loaders read.

Their loaders (``interact_with_env/envscaler_env/base_env.py`` and ``utils/env_util.py`` in
RUC-NLPIR/EnvScaler) read environment metadata as ``{env_id: {env_class_name, env_class_code, tools,
environment_introduction, constraints_rules, ...}}`` and scenarios as a list of ``{env_id, env_class_name,
task_id, init_config, task, checklist_with_func: [{check_item, check_func}]}``; the release ships ``tools``
and ``init_config`` as JSON strings, which the first environment and some scenarios do here too. The classes
and tasks are ours.

Planted weaknesses (the audit must find exactly these, see ``PLANTED``):
- ``library-3``: a check that already passes on the initial state;
- ``clinic-2``: a check that reads no state (``return True``, so also true initially);
- ``home-4``: a check that reads only the initial state;
- ``clinic-4``: a task naming a pet by a name two pets share;
- ``home-3``: a check reading an attribute the class does not have.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LIBRARY_CODE = '''
from typing import Dict


class LibrarySystem:
    def __init__(self, init_config: dict):
        self.books: Dict[str, dict] = {}
        self.members: Dict[str, dict] = {}
        self.loan_count = 0

    def get_book(self, book_id: str) -> dict:
        """Look a book up by id."""
        if book_id not in self.books:
            return {"success": False, "error": f"no book {book_id}"}
        return {"success": True, "data": self.books[book_id]}

    def find_books_by_author(self, author: str) -> dict:
        """Books by one author."""
        found = [dict(b, book_id=k) for k, b in self.books.items() if b["author"] == author]
        return {"success": True, "data": found}

    def borrow_book(self, member_id: str, book_id: str) -> dict:
        """Lend an available book to a member."""
        if member_id not in self.members or book_id not in self.books:
            return {"success": False, "error": "unknown member or book"}
        if not self.books[book_id]["available"]:
            return {"success": False, "error": "the book is on loan"}
        self.books[book_id]["available"] = False
        self.members[member_id]["borrowed"].append(book_id)
        self.loan_count += 1
        return {"success": True, "message": f"{book_id} lent to {member_id}"}

    def return_book(self, member_id: str, book_id: str) -> dict:
        """Take a borrowed book back."""
        member = self.members.get(member_id)
        if member is None or book_id not in member["borrowed"]:
            return {"success": False, "error": "the member has not borrowed that book"}
        member["borrowed"].remove(book_id)
        self.books[book_id]["available"] = True
        return {"success": True, "message": f"{book_id} returned"}
'''

CLINIC_CODE = """
class PetClinic:
    def __init__(self, init_config=None):
        self.pets = {}
        self.appointments = {}
        self.next_number = 1

    def get_pet(self, pet_id):
        if pet_id not in self.pets:
            return {"success": False, "error": "no such pet"}
        return {"success": True, "data": self.pets[pet_id]}

    def list_appointments(self, pet_id):
        rows = [dict(a, appointment_id=k) for k, a in self.appointments.items() if a["pet_id"] == pet_id]
        return {"success": True, "data": rows}

    def book_appointment(self, pet_id, date, reason="check-up"):
        if pet_id not in self.pets:
            return {"success": False, "error": "no such pet"}
        appointment_id = "a" + str(self.next_number)
        self.next_number += 1
        self.appointments[appointment_id] = {
            "pet_id": pet_id, "date": date, "reason": reason, "status": "booked"
        }
        return {"success": True, "message": "booked", "data": {"appointment_id": appointment_id}}

    def cancel_appointment(self, appointment_id):
        appointment = self.appointments.get(appointment_id)
        if appointment is None or appointment["status"] != "booked":
            return {"success": False, "error": "no booked appointment with that id"}
        appointment["status"] = "cancelled"
        return {"success": True, "message": "cancelled"}
"""

HOME_CODE = """
class SmartHome:
    def __init__(self, init_config):
        self.rooms = init_config.get("rooms", {})
        self.away_mode = False

    def get_room(self, room_id: str) -> dict:
        if room_id not in self.rooms:
            return {"success": False, "error": "unknown room"}
        return {"success": True, "data": self.rooms[room_id]}

    def set_temperature(self, room_id: str, temperature: float) -> dict:
        if room_id not in self.rooms:
            return {"success": False, "error": "unknown room"}
        if not 10 <= temperature <= 28:
            return {"success": False, "error": "temperature out of range"}
        self.rooms[room_id]["target"] = temperature
        return {"success": True, "message": "set"}

    def set_mode(self, room_id: str, mode: str) -> dict:
        if room_id not in self.rooms or mode not in ("heat", "cool", "off"):
            return {"success": False, "error": "bad room or mode"}
        self.rooms[room_id]["mode"] = mode
        return {"success": True, "message": "mode set"}

    def set_away(self, enabled: bool) -> dict:
        self.away_mode = bool(enabled)
        return {"success": True, "message": "away mode " + ("on" if enabled else "off")}
"""


def _tool(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required},
        },
    }


def _string(description: str) -> dict[str, str]:
    return {"type": "string", "description": description}


LIBRARY_TOOLS = [
    _tool("get_book", "Look a book up by id.", {"book_id": _string("the book's id")}, ["book_id"]),
    _tool(
        "find_books_by_author", "Books by one author.", {"author": _string("the author's name")}, ["author"]
    ),
    _tool(
        "borrow_book",
        "Lend an available book to a member.",
        {"member_id": _string("the member"), "book_id": _string("the book")},
        ["member_id", "book_id"],
    ),
    _tool(
        "return_book",
        "Take a borrowed book back.",
        {"member_id": _string("the member"), "book_id": _string("the book")},
        ["member_id", "book_id"],
    ),
]
CLINIC_TOOLS = [
    _tool("get_pet", "A pet's record.", {"pet_id": _string("the pet's id")}, ["pet_id"]),
    _tool("list_appointments", "A pet's appointments.", {"pet_id": _string("the pet's id")}, ["pet_id"]),
    _tool(
        "book_appointment",
        "Book an appointment for a pet.",
        {"pet_id": _string("the pet"), "date": _string("ISO date"), "reason": _string("why")},
        ["pet_id", "date"],
    ),
    _tool(
        "cancel_appointment",
        "Cancel a booked appointment.",
        {"appointment_id": _string("its id")},
        ["appointment_id"],
    ),
]
HOME_TOOLS = [
    _tool("get_room", "A room's thermostat.", {"room_id": _string("the room")}, ["room_id"]),
    _tool(
        "set_temperature",
        "Set a room's target temperature (10 to 28).",
        {"room_id": _string("the room"), "temperature": {"type": "number", "description": "degrees C"}},
        ["room_id", "temperature"],
    ),
    _tool(
        "set_mode",
        "Set a room's mode.",
        {
            "room_id": _string("the room"),
            "mode": {"type": "string", "enum": ["heat", "cool", "off"], "description": "mode"},
        },
        ["room_id", "mode"],
    ),
    _tool(
        "set_away",
        "Switch away mode.",
        {"enabled": {"type": "boolean", "description": "on or off"}},
        ["enabled"],
    ),
]


def env_metadata() -> dict[str, Any]:
    return {
        "env_library": {
            "env_id": "env_library",
            "environment_summary": "Neighbourhood library",
            "environment_introduction": "A small lending library: books, members and their loans.",
            "constraints_rules": ["A book on loan cannot be lent again."],
            "env_class_name": "LibrarySystem",
            "env_class_code": LIBRARY_CODE,
            "tools": json.dumps(LIBRARY_TOOLS),  # as in the release: a JSON string
            # What their SkelBuilder adds (stage 2 output): operation kinds and what each method touches.
            "operation_list": [
                {"operation_name": "get_book", "operation_type": "query"},
                {"operation_name": "find_books_by_author", "operation_type": "query"},
                {"operation_name": "borrow_book", "operation_type": "modify"},
                {"operation_name": "return_book", "operation_type": "modify"},
            ],
            "env_structure": {
                "methods": {
                    "borrow_book": {
                        "reads": ["books", "members"],
                        "writes": ["books", "members", "loan_count"],
                    },
                    "return_book": {"reads": ["members"], "writes": ["books", "members"]},
                }
            },
        },
        "env_clinic": {
            "env_id": "env_clinic",
            "environment_summary": "Pet clinic",
            "environment_introduction": "Pets and their vet appointments.",
            "constraints_rules": ["Only booked appointments can be cancelled."],
            "env_class_name": "PetClinic",
            "env_class_code": CLINIC_CODE,
            "tools": CLINIC_TOOLS,
        },
        "env_home": {
            "env_id": "env_home",
            "environment_summary": "Smart home thermostats",
            "environment_introduction": "Rooms with thermostats and an away mode.",
            "constraints_rules": ["Targets stay between 10 and 28 degrees."],
            "env_class_name": "SmartHome",
            "env_class_code": HOME_CODE,
            "tools": HOME_TOOLS,
        },
    }


def _check(item: str, body: str) -> dict[str, str]:
    return {"check_item": item, "check_func": f"def check_func(final_state):\n    {body}\n"}


def _any_appointment(condition: str) -> str:
    return f"return any({condition} for a in final_state['appointments'].values())"


def _library_config() -> dict[str, Any]:
    return {
        "books": {
            "b1": {"title": "Dune", "author": "Frank Herbert", "available": True},
            "b2": {"title": "Emma", "author": "Jane Austen", "available": True},
            "b3": {"title": "Persuasion", "author": "Jane Austen", "available": False},
        },
        "members": {"m1": {"name": "Ada", "borrowed": ["b3"]}, "m2": {"name": "Bo", "borrowed": []}},
        "loan_count": 4,
    }


def _clinic_config() -> dict[str, Any]:
    return {
        "pets": {
            "p1": {"name": "Rex", "species": "dog", "owner": "Kim"},
            "p2": {"name": "Mia", "species": "cat", "owner": "Lee"},
            "p3": {"name": "Rex", "species": "cat", "owner": "Sam"},
        },
        "appointments": {
            "a7": {"pet_id": "p2", "date": "2025-03-01", "reason": "vaccine", "status": "booked"}
        },
        "next_number": 8,
    }


def _home_config() -> dict[str, Any]:
    return {
        "rooms": {
            "r1": {"name": "Kitchen", "target": 20, "mode": "heat"},
            "r2": {"name": "Bedroom", "target": 18, "mode": "heat"},
        }
    }


def _scenario(
    env_id: str, cls: str, number: int, config: dict[str, Any], task: str, checks: list[Any]
) -> dict:
    prefix = env_id.removeprefix("env_")
    return {
        "env_id": env_id,
        "env_class_name": cls,
        "task_id": f"{prefix}-{number}",
        # Every other scenario carries its config as a JSON string, as the release does.
        "init_config": json.dumps(config) if number % 2 else config,
        "task": task,
        "checklist": [c["check_item"] for c in checks],
        "checklist_with_func": checks,
    }


def scenario_metadata() -> list[dict[str, Any]]:
    lib, clinic, home = (
        ("env_library", "LibrarySystem"),
        ("env_clinic", "PetClinic"),
        ("env_home", "SmartHome"),
    )
    lent = (
        "return final_state['books']['{b}']['available'] is False"
        " and '{b}' in final_state['members']['{m}']['borrowed']"
    )
    return [
        _scenario(
            *lib,
            1,
            _library_config(),
            "Member m2 wants to borrow book b1.",
            [
                _check("Has lent b1 to m2", lent.format(b="b1", m="m2")),
            ],
        ),
        _scenario(
            *lib,
            2,
            _library_config(),
            "Ada (member m1) brings back Persuasion, book b3.",
            [
                _check("Has b3 back on the shelf", "return final_state['books']['b3']['available'] is True"),
                _check(
                    "Has removed b3 from m1", "return 'b3' not in final_state['members']['m1']['borrowed']"
                ),
            ],
        ),
        _scenario(
            *lib,
            3,
            _library_config(),
            "Lend Dune (b1) to member m1 as well.",
            [
                _check("Has lent b1 to m1", lent.format(b="b1", m="m1")),
                _check(
                    "Has b2 on the shelf", "return final_state['books']['b2']['available'] is True"
                ),  # planted
            ],
        ),
        _scenario(
            *lib,
            4,
            _library_config(),
            "Bo, member m2, would like Emma: record that loan of b2.",
            [
                _check("Has lent b2 to m2", lent.format(b="b2", m="m2")),
                _check(
                    "Has counted one more loan",
                    "return final_state['loan_count'] == initial_state['loan_count'] + 1",
                ),
            ],
        ),
        _scenario(
            *lib,
            5,
            _library_config(),
            "First take b3 back from m1, then lend it to m2.",
            [
                _check("Has lent b3 to m2", lent.format(b="b3", m="m2")),
                _check("Has m1 hold nothing", "return final_state['members']['m1']['borrowed'] == []"),
            ],
        ),
        _scenario(
            *clinic,
            1,
            _clinic_config(),
            "Book pet p2 in for a dental visit on 2025-04-02.",
            [
                _check(
                    "Has a booking for p2 on 2025-04-02",
                    _any_appointment(
                        "a['pet_id'] == 'p2' and a['date'] == '2025-04-02' and a['status'] == 'booked'"
                    ),
                ),
            ],
        ),
        _scenario(
            *clinic,
            2,
            _clinic_config(),
            "Call off appointment a7.",
            [
                _check(
                    "Has cancelled a7", "return final_state['appointments']['a7']['status'] == 'cancelled'"
                ),
                _check("Has been polite", "return True"),  # planted: reads no state
            ],
        ),
        _scenario(
            *clinic,
            3,
            _clinic_config(),
            "Kim's dog p1 needs its yearly shots on 2025-05-10.",
            [
                _check(
                    "Has booked p1",
                    _any_appointment("a['pet_id'] == 'p1' and a['date'] == '2025-05-10'"),
                ),
                _check("Has used the next number", "return final_state['next_number'] == 9"),
            ],
        ),
        _scenario(
            *clinic,
            4,
            _clinic_config(),
            "Book Rex for a check-up on 2025-06-01.",
            [  # planted: two pets are Rex
                _check(
                    "Has booked p1",
                    "return any(a['pet_id'] == 'p1' for a in final_state['appointments'].values())",
                ),
            ],
        ),
        _scenario(
            *clinic,
            5,
            _clinic_config(),
            "Move a7 of p2: cancel it and book 2025-03-08 instead.",
            [
                _check(
                    "Has cancelled a7", "return final_state['appointments']['a7']['status'] == 'cancelled'"
                ),
                _check(
                    "Has booked 2025-03-08",
                    _any_appointment("a['date'] == '2025-03-08' and a['status'] == 'booked'"),
                ),
            ],
        ),
        _scenario(
            *home,
            1,
            _home_config(),
            "Warm room r2 up to 21 degrees.",
            [
                _check("Has r2 at 21", "return final_state['rooms']['r2']['target'] == 21"),
            ],
        ),
        _scenario(
            *home,
            2,
            _home_config(),
            "We leave for a week: turn on away mode.",
            [
                _check("Has away mode on", "return final_state['away_mode'] is True"),
            ],
        ),
        _scenario(
            *home,
            3,
            _home_config(),
            "Switch the thermostat in r1 off entirely.",
            [
                _check("Has r1 off", "return final_state['rooms']['r1']['mode'] == 'off'"),
                # planted: there is no attribute 'thermostats'
                _check(
                    "Has the thermostat off", "return final_state.get('thermostats', {}).get('r1') == 'off'"
                ),
            ],
        ),
        _scenario(
            *home,
            4,
            _home_config(),
            "Cool r1 down: mode cool, target 17.",
            [
                _check("Has r1 cooling", "return final_state['rooms']['r1']['mode'] == 'cool'"),
                _check(
                    "Had away mode on", "return initial_state['away_mode'] is True"
                ),  # planted: initial only
            ],
        ),
        _scenario(
            *home,
            5,
            _home_config(),
            "Lower r1 to 16 and r2 to 15 for the night.",
            [
                _check("Has r1 at 16", "return final_state['rooms']['r1']['target'] == 16"),
                _check("Has r2 at 15", "return final_state['rooms']['r2']['target'] == 15"),
            ],
        ),
    ]


# scenario -> failed audit steps (the planted weaknesses); every other scenario has none.
PLANTED = {
    "library-3": ["checks_fail_initially"],
    # ``return True`` reads nothing, so it is also already true at the start: both steps catch it.
    "clinic-2": ["checks_fail_initially", "checks_read_state"],
    "home-4": ["checks_read_state"],
    "clinic-4": ["referents_unique"],
    "home-3": ["checks_coherent"],
}
# Witnesses: chains that earn 1.0 (what a rollout would supply).
WITNESSES = {
    "library-1": [("borrow_book", {"member_id": "m2", "book_id": "b1"})],
    "home-1": [("set_temperature", {"room_id": "r2", "temperature": 21})],
}


def write_files(directory: Path) -> tuple[Path, Path]:
    environments = directory / "191_env_metadata.json"
    scenarios = directory / "envscaler_rl_scenario_metadata.json"
    environments.write_text(json.dumps(env_metadata(), indent=1), encoding="utf-8")
    scenarios.write_text(json.dumps(scenario_metadata(), indent=1), encoding="utf-8")
    return environments, scenarios
