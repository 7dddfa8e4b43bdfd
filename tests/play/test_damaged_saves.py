"""Saved games that are damaged, foreign or hostile: each is listed as damaged with its reason,
refused on resume with Playmat's own error only, and never hides, changes or escapes past the
other saves; a save cut short by a crash leaves no temporary file behind."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.errors import PlaymatError
from playmat.play.saves import (
    TEMPORARY_GRACE_SECONDS,
    DamagedSave,
    SavedGame,
    clean_interrupted_saves,
    games_dir,
    recent_games,
)
from playmat.play.session import GameSession, Seat
from playmat.rules.actions import Answer

Change = Callable[[dict[str, Any]], Any]


def _session(decks: dict[str, list[Card]]) -> GameSession:
    return GameSession.new(
        (decks["Forest Shadow"], decks["Roaring Heat"]),
        ("Forest Shadow", "Roaring Heat"),
        (Seat.HUMAN, Seat.HUMAN),
        seed=11,
    )


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def _set(path: tuple[Any, ...], value: Any) -> Change:
    def change(data: dict[str, Any]) -> Any:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return data

    return change


def _drop(key: str) -> Change:
    def change(data: dict[str, Any]) -> Any:
        del data[key]
        return data

    return change


#: (what is wrong, how the file is changed, the reason's message id). The reason of a damaged
#: record names where: ``decode.error`` inside ``error.session_damaged``.
DAMAGE: list[tuple[str, Change, str]] = [
    ("missing field", _drop("seats"), "error.session_damaged"),
    ("extra field", _set(("cheat",), True), "error.session_damaged"),
    ("deck name is a list", _set(("deck_names", 0), ["x"]), "error.session_damaged"),
    ("seat unknown", _set(("seats", 1), "robot"), "error.session_damaged"),
    ("difficulty unknown", _set(("difficulty",), "impossible"), "error.session_damaged"),
    ("difficulty a number", _set(("difficulty",), 2), "error.session_damaged"),
    ("seed is text", _set(("game", "seed"), "7"), "error.session_damaged"),
    ("seed too big", _set(("game", "seed"), 10**40), "error.session_damaged"),
    ("prize cards 0", _set(("game", "rules", "prize_cards"), 0), "error.session_damaged"),
    (
        "decision a float",
        _set(("game", "decisions"), [{"type": "answer", "choices": [0.0]}]),
        "error.session_damaged",
    ),
    ("decision nested", _set(("game", "decisions"), [_nested(40)]), "error.session_damaged"),
    (
        "result nested",
        _set(("result",), {"id": "x", "args": {"a": _nested(40)}}),
        "error.session_damaged",
    ),
    ("position not a table", _set(("game", "position"), [1]), "error.session_damaged"),
    ("game version", _set(("game", "format"), "playmat-game/9"), "error.session_damaged"),
    ("session version", _set(("format",), "playmat-session/2"), "error.session_version"),
    ("not a save", _set(("format",), "chess"), "error.session_foreign"),
    ("not an object", lambda data: [data], "error.session_foreign"),
]


def _write(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(("what", "change", "reason"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_damaged_save_is_listed_with_its_reason_and_refused_on_resume(
    starter_decks: dict[str, list[Card]],
    card_store: CardStore,
    what: str,
    change: Change,
    reason: str,
) -> None:
    good = _session(starter_decks)
    good_bytes = good.path.read_bytes()
    damaged = good.path.with_name("damaged.json")
    _write(damaged, change(json.loads(good_bytes)))

    listed = {game.path.name: game for game in recent_games()}

    entry = listed["damaged.json"]
    assert isinstance(entry, DamagedSave), what
    assert entry.reason.id == reason
    with pytest.raises(PlaymatError) as refused:
        GameSession.load(damaged, card_store)
    assert type(refused.value) is PlaymatError and refused.value.words == entry.reason
    # The good save is listed as it was and still resumes; no file was changed.
    assert isinstance(listed[good.path.name], SavedGame)
    assert good.path.read_bytes() == good_bytes
    assert GameSession.load(good.path, card_store).game.decisions == good.game.decisions


@pytest.mark.parametrize(
    ("what", "content", "reason"),
    [
        ("cut off", None, "error.session_not_json"),
        ("nested 100,000 deep", "[" * 100_000 + "]" * 100_000, "error.session_too_deep"),
        ("not text", b"\xff\xfe\x00garbage", "error.session_not_text"),
        ("empty", "", "error.session_not_json"),
        ("huge", " " * (5 * 1024 * 1024), "error.session_too_big"),
    ],
)
def test_a_file_that_is_no_json_save_is_listed_as_damaged(
    starter_decks: dict[str, list[Card]],
    card_store: CardStore,
    what: str,
    content: str | bytes | None,
    reason: str,
) -> None:
    good = _session(starter_decks)
    whole = good.path.read_bytes()
    damaged = good.path.with_name("damaged.json")
    if content is None:
        damaged.write_bytes(whole[: len(whole) // 2])
    else:
        damaged.write_bytes(content if isinstance(content, bytes) else content.encode())

    entry = {game.path.name: game for game in recent_games()}["damaged.json"]

    assert isinstance(entry, DamagedSave) and entry.reason.id == reason, what
    with pytest.raises(PlaymatError):
        GameSession.load(damaged, card_store)


@pytest.mark.parametrize("recorded_id", ["../../escaped", "/tmp/playmat-escaped", "a/b", ".."])
def test_a_recorded_id_never_becomes_a_path(
    starter_decks: dict[str, list[Card]],
    card_store: CardStore,
    tmp_path: Path,
    recorded_id: str,
) -> None:
    session = _session(starter_decks)
    data = json.loads(session.path.read_text(encoding="utf-8"))
    data["id"] = recorded_id
    _write(session.path, data)
    before = sorted(p for p in tmp_path.rglob("*") if p.is_file())

    resumed = GameSession.load(session.path, card_store)
    resumed.submit(Answer((0,)), resumed.game.decider or 0)  # saved after the decision

    assert resumed.path == session.path
    assert sorted(p for p in tmp_path.rglob("*") if p.is_file()) == before
    assert not Path("/tmp/playmat-escaped.json").exists()
    saved = json.loads(session.path.read_text(encoding="utf-8"))
    assert saved["id"] == recorded_id and len(saved["game"]["decisions"]) == 1


def test_the_temporary_files_of_an_interrupted_save_are_removed_on_the_next_start(
    starter_decks: dict[str, list[Card]],
) -> None:
    session = _session(starter_decks)
    folder = games_dir()
    left_over = folder / f".{session.path.stem}-k2j3h4.tmp"
    left_over.write_text('{"format": "playmat-sess', encoding="utf-8")
    old = time.time() - TEMPORARY_GRACE_SECONDS - 5
    os.utime(left_over, (old, old))
    # A save being written this very moment by another window is left alone.
    being_written = folder / f".{session.path.stem}-a8b7c6.tmp"
    being_written.write_text("{", encoding="utf-8")

    assert clean_interrupted_saves() == 1

    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [session.path.name, being_written.name]
    )
