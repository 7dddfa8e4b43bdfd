"""Fuzzing the save loader: a saved game damaged in any way is listed as damaged (or, if it is
still a save, as a game), resuming it raises only PlaymatError, and the good save beside it is
listed and kept as it was."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from json_damage import budget, damaged_text

from playmat.ai.bots import RandomBot
from playmat.db.card_store import CardStore
from playmat.decks.store import DeckStore
from playmat.errors import PlaymatError
from playmat.play.saves import DamagedSave, SavedGame, recent_games
from playmat.play.session import GameSession, Seat


@pytest.fixture(scope="module")
def good_save(starter_cards: CardStore, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A game of two starter decks, 40 decisions in."""
    decks = DeckStore(starter_cards.database)
    first, second = decks.list()[:2]
    session = GameSession.new(
        (
            [card for card, n in decks.entries(first) for _ in range(n)],
            [card for card, n in decks.entries(second) for _ in range(n)],
        ),
        (first.name, second.name),
        (Seat.HUMAN, Seat.HUMAN),
        seed=3,
        directory=tmp_path_factory.mktemp("good-save"),
    )
    bot = RandomBot(seed=3)
    for _ in range(40):
        player = session.game.decider
        assert player is not None
        session.submit(bot.choose(session.game, player), player)
    return session.path


@budget(60)
@given(data=st.data())
def test_a_damaged_save_never_escapes_as_anything_but_a_playmat_error(
    starter_cards: CardStore, good_save: Path, tmp_path_factory: pytest.TempPathFactory, data: Any
) -> None:
    folder = tmp_path_factory.mktemp("games")
    good = folder / "good.json"
    good.write_bytes(good_save.read_bytes())
    text = data.draw(damaged_text(json.loads(good_save.read_text(encoding="utf-8"))))
    damaged = folder / "damaged.json"
    damaged.write_text(text, encoding="utf-8")

    listed = {game.path.name: game for game in recent_games(folder)}

    assert isinstance(listed["good.json"], SavedGame)
    assert isinstance(listed["damaged.json"], SavedGame | DamagedSave)
    try:
        session = GameSession.load(damaged, starter_cards)
    except PlaymatError as error:
        assert error.words.id.startswith("error.")
        event(f"refused: {error.words.id}")
    else:
        event("resumed")
        assert session.path == damaged  # resumed: it saves where it was read from
    assert good.read_bytes() == good_save.read_bytes()
    assert sorted(p.name for p in folder.iterdir()) == ["damaged.json", "good.json"]
