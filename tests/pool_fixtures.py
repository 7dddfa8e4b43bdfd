"""Small pokemon-tcg-data card pools written into a test's temporary directory, and a way to run
code without write access to a directory.

The records are written for these tests: the sets ``pm1`` and ``pm2`` are made up, the cards
carry well-known card facts (names, HP, types) in our own words, and nothing is taken from the
shared pool. A test changes a record (``pool.card("pm1-1")["hp"] = "80"``) or a whole file
(``pool.cards["pm1"] = "[{"``) and writes the pool as a folder or as a release-style zip.
"""

from __future__ import annotations

import copy
import ctypes
import json
import os
import pickle
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from playmat.db.database import Database

#: The set listed in ``sets/en.json`` whose card file is missing, as in the real data.
SET_WITHOUT_CARD_FILE = "pm3"
#: The placeholder card id a real theme deck names (``swsh1-0``); no such card exists.
PLACEHOLDER_CARD = "swsh1-0"

_ALL_FORMATS = {"unlimited": "Legal", "expanded": "Legal", "standard": "Legal"}
_OLDER_FORMATS = {"unlimited": "Legal", "expanded": "Legal"}


def card_set(set_id: str, name: str, **extra: Any) -> dict[str, Any]:
    """A set record as ``sets/en.json`` holds it."""
    return {
        "id": set_id,
        "name": name,
        "series": "Playmat Tests",
        "printedTotal": 10,
        "total": 10,
        "legalities": dict(_OLDER_FORMATS),
        "ptcgoCode": set_id.upper(),
        "releaseDate": "2020/01/01",
        **extra,
    }


def pokemon(
    card_id: str,
    name: str,
    hp: str = "60",
    types: tuple[str, ...] = ("Colorless",),
    subtypes: tuple[str, ...] = ("Basic",),
    **extra: Any,
) -> dict[str, Any]:
    """A Pokémon record in the pokemon-tcg-data form (HP is a string there)."""
    return {
        "id": card_id,
        "name": name,
        "supertype": "Pokémon",
        "subtypes": list(subtypes),
        "hp": hp,
        "types": list(types),
        "number": card_id.rsplit("-", 1)[-1],
        "legalities": dict(_OLDER_FORMATS),
        **extra,
    }


def trainer(card_id: str, name: str, subtype: str, text: str, **extra: Any) -> dict[str, Any]:
    """A Trainer record; its effect text lives in ``rules``, as in pokemon-tcg-data."""
    return {
        "id": card_id,
        "name": name,
        "supertype": "Trainer",
        "subtypes": [subtype],
        "rules": [text],
        "number": card_id.rsplit("-", 1)[-1],
        "legalities": dict(_OLDER_FORMATS),
        **extra,
    }


def basic_energy(card_id: str, name: str) -> dict[str, Any]:
    return {
        "id": card_id,
        "name": name,
        "supertype": "Energy",
        "subtypes": ["Basic"],
        "number": card_id.rsplit("-", 1)[-1],
        "legalities": dict(_ALL_FORMATS),
    }


def attack(name: str, cost: list[str], damage: str = "", text: str = "") -> dict[str, Any]:
    return {
        "name": name,
        "cost": cost,
        "convertedEnergyCost": len(cost),
        "damage": damage,
        "text": text,
    }


@dataclass
class Pool:
    """The contents of a pool: records by file, or raw text for a file meant to be malformed."""

    sets: list[dict[str, Any]] | str
    cards: dict[str, list[Any] | str | bytes]
    decks: dict[str, list[Any] | str] = field(default_factory=dict)

    def card(self, card_id: str) -> dict[str, Any]:
        """The record of ``card_id``, to change before writing."""
        for records in self.cards.values():
            if isinstance(records, list):
                for record in records:
                    if isinstance(record, dict) and record.get("id") == card_id:
                        return record
        raise KeyError(card_id)

    @property
    def card_count(self) -> int:
        return sum(len(r) for r in self.cards.values() if isinstance(r, list))

    def files(self) -> dict[str, bytes]:
        """Path inside the pool -> file contents."""
        files = {"sets/en.json": _encode(self.sets)}
        files.update({f"cards/en/{s}.json": _encode(r) for s, r in self.cards.items()})
        files.update({f"decks/en/{s}.json": _encode(r) for s, r in self.decks.items()})
        return files

    def write(self, folder: Path) -> Path:
        """Write the pool as a folder like a checkout of pokemon-tcg-data; returns ``folder``."""
        for relative, content in self.files().items():
            target = folder / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        return folder

    def write_zip(self, path: Path, top: str = "pokemon-tcg-data-master/") -> Path:
        """Write the pool as a zip like GitHub's release download: all under one top folder."""
        path.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            for relative, content in self.files().items():
                archive.writestr(top + relative, content)
        return path


def _encode(content: list[Any] | str | bytes) -> bytes:
    if isinstance(content, bytes):
        return content
    if isinstance(content, str):
        return content.encode("utf-8")
    # One record field per line, as upstream writes it, so JSON errors have useful line numbers.
    return json.dumps(content, ensure_ascii=False, indent=2).encode("utf-8")


_SAMPLE = Pool(
    sets=[
        card_set("pm1", "Playmat Test Base"),
        card_set("pm2", "Playmat Test Spark", legalities=dict(_ALL_FORMATS), ptcgoCode="PMS"),
        card_set(SET_WITHOUT_CARD_FILE, "Playmat Test Missing"),
    ],
    cards={
        "pm1": [
            pokemon(
                "pm1-1",
                "Charmander",
                hp="70",
                types=("Fire",),
                weaknesses=[{"type": "Water", "value": "×2"}],
                retreatCost=["Colorless"],
                attacks=[attack("Singe", ["Fire"], "20")],
            ),
            pokemon(
                "pm1-2",
                "Charmeleon",
                hp="100",
                types=("Fire",),
                subtypes=("Stage 1",),
                evolvesFrom="Charmander",
                attacks=[
                    attack(
                        "Flare Claw",
                        ["Fire", "Colorless"],
                        "50+",
                        "If this Pokémon has 2 extra Energy attached, this attack does 30 more "
                        "damage.",
                    )
                ],
            ),
            pokemon(
                "pm1-3",
                "Charizard ex",
                hp="330",
                types=("Fire",),
                subtypes=("Stage 2", "ex"),
                evolvesFrom="Charmeleon",
                rules=[
                    "Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes "
                    "2 Prize cards."
                ],
                attacks=[attack("Blaze Storm", ["Fire", "Fire"], "180")],
            ),
            pokemon(
                "pm1-4",
                "Squirtle",
                hp="60",
                types=("Water",),
                weaknesses=[{"type": "Lightning", "value": "×2"}],
                attacks=[
                    attack(
                        "Bubble",
                        ["Water"],
                        "10",
                        "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed.",
                    )
                ],
            ),
            trainer(
                "pm1-5", "Professor's Research", "Supporter", "Discard your hand and draw 7 cards."
            ),
            basic_energy("pm1-6", "Fire Energy"),
            pokemon(
                "pm1-7",
                "Pidgey",
                hp="50",
                abilities=[
                    {
                        "name": "Tailwind",
                        "type": "Ability",
                        "text": "Once during your turn, you may look at the top card of your deck.",
                    }
                ],
                attacks=[attack("Fetch", ["Colorless"], "", "Draw 3 cards.")],
            ),
            trainer(
                "pm1-8",
                "Card Kiosk",
                "Item",
                "Draw cards until you have 3 cards in your hand.",
            ),
        ],
        "pm2": [
            pokemon(
                "pm2-1",
                "Pikachu V",
                hp="190",
                types=("Lightning",),
                subtypes=("Basic", "V"),
                regulationMark="D",
                legalities=dict(_ALL_FORMATS),
                rules=[
                    "V rule: When your Pokémon V is Knocked Out, your opponent takes 2 Prize cards."
                ],
                attacks=[attack("Thunder Jolt", ["Lightning", "Colorless"], "60")],
            ),
            pokemon(
                "pm2-2",
                "Pikachu VMAX",
                hp="310",
                types=("Lightning",),
                subtypes=("VMAX",),
                evolvesFrom="Pikachu V",
                regulationMark="D",
                legalities=dict(_ALL_FORMATS),
                rules=[
                    "VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes 3 "
                    "Prize cards."
                ],
                attacks=[attack("Max Volt", ["Lightning", "Lightning", "Colorless"], "120×")],
            ),
            basic_energy("pm2-3", "Lightning Energy"),
            pokemon(
                "pm2-4",
                "Moltres",
                hp="120",
                types=("Fire",),
                regulationMark="E",
                legalities=dict(_ALL_FORMATS),
                attacks=[attack("Fire Wing", ["Fire", "Colorless", "Colorless"], "90")],
            ),
            trainer(
                "pm2-5",
                "Switch",
                "Item",
                "Switch your Active Pokémon with 1 of your Benched Pokémon.",
                legalities=dict(_ALL_FORMATS),
            ),
        ],
    },
    decks={
        "pm2": [
            {
                "id": "d-pm2-1",
                "name": "Spark Deck",
                "cards": [
                    {"id": "pm2-1", "name": "Pikachu V", "count": 2},
                    {"id": "pm2-2", "name": "Pikachu VMAX", "count": 1},
                    {"id": PLACEHOLDER_CARD, "name": "Basic Energy", "count": 4},
                    {"id": "pm2-3", "name": "Lightning Energy", "count": 20},
                ],
            }
        ]
    },
)


def sample_pool() -> Pool:
    """A fresh copy of the sample pool: 13 cards in 2 sets with card files, a third set
    listed without one, and one theme deck naming the placeholder card ``swsh1-0``."""
    return copy.deepcopy(_SAMPLE)


# -- running without write access ------------------------------------------------------------

#: Linux capabilities that let root pass file permission checks (``capabilities(7)``).
_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH = 1, 2
_CAPABILITY_VERSION_3 = 0x20080522


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [
        ("effective", ctypes.c_uint32),
        ("permitted", ctypes.c_uint32),
        ("inheritable", ctypes.c_uint32),
    ]


def run_in_read_only_directory(directory: Path, action: Callable[[], Any]) -> Any:
    """Run ``action`` while ``directory`` cannot be written to, and return what it returned or
    raise what it raised.

    The directory is made ``0o555`` for the duration. Permission bits do not bind root, so as
    root ``action`` runs in a forked child that has given up the capabilities which pass
    permission checks: the same situation a player meets when their data directory is
    read-only, wherever the checkout lies.
    """
    directory.chmod(0o555)
    try:
        return run_as_user_bound_by_permissions(action)
    finally:
        directory.chmod(0o755)


def run_as_user_bound_by_permissions(action: Callable[[], Any]) -> Any:
    """Run ``action`` as a user whom file permissions bind: this user, or, when running as
    root, a forked child of root without the capabilities that pass permission checks (it
    still owns and reads the checkout, the interpreter and the test's files, and is refused
    what their mode bits refuse their owner)."""
    if os.geteuid() != 0:
        return action()
    return _run_bound_by_permissions(action)


def _run_bound_by_permissions(action: Callable[[], Any]) -> Any:
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the forked child
        # Whatever happens, the child must never return into pytest.
        try:
            os.close(reader)
            with os.fdopen(writer, "wb") as stream:
                stream.write(_outcome_bound_by_permissions(action))
        finally:
            os._exit(0)
    os.close(writer)
    with os.fdopen(reader, "rb") as stream:
        payload = stream.read()
    os.waitpid(child, 0)
    if not payload:
        pytest.fail("the child bound by file permissions ended without an answer")
    kind, result = pickle.loads(payload)
    if kind == "skip":
        pytest.skip(result)
    if kind == "error":
        raise result
    return result


def _drop_permission_capabilities() -> None:
    """Give up, for this process, the capabilities that let root pass file permission checks."""
    libc = ctypes.CDLL(None, use_errno=True)
    header = _CapHeader(_CAPABILITY_VERSION_3, 0)
    data = (_CapData * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget failed")
    passing = (1 << _CAP_DAC_OVERRIDE) | (1 << _CAP_DAC_READ_SEARCH)
    data[0].effective &= ~passing
    data[0].permitted &= ~passing
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset failed")


def _outcome_bound_by_permissions(action: Callable[[], Any]) -> bytes:  # pragma: no cover
    """Drop the capabilities, run ``action`` and pickle what it returned or raised."""
    outcome: tuple[str, Any]
    try:
        _drop_permission_capabilities()
    except OSError as error:
        outcome = ("skip", f"running as root but cannot give up its file capabilities: {error}")
    else:
        try:
            outcome = ("value", action())
        except BaseException as error:
            outcome = ("error", error)
    try:
        return pickle.dumps(outcome)
    except Exception as error:
        return pickle.dumps(("error", RuntimeError(f"unpicklable outcome: {error!r}")))


def database_state(database: Database) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of Playmat's tables, to show that a failed import left the database as it was."""
    with database.engine.connect() as connection:
        return {
            table: [
                tuple(row)
                for row in connection.exec_driver_sql(f"SELECT * FROM {table} ORDER BY 1")
            ]
            for table in ("card_sets", "cards", "theme_decks", "meta")
        }
