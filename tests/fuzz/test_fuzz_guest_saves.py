"""Fuzzing the reader of a LAN guest's save: a guest's save damaged in any way is listed as a
game or as damaged, coming back to it raises only PlaymatError (before any connection is
tried), and the good save beside it is listed and kept as it was."""

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
from playmat.net.fairness import LogChain, Sealed, Witness
from playmat.net.guest_save import GuestRecord, read_guest
from playmat.play.saves import DamagedSave, SavedGame, recent_games
from playmat.play.session import GameSession, Seat

GUEST = 1


@pytest.fixture(scope="module")
def good_save(starter_cards: CardStore, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A guest's save of a game of two starter decks, 30 decisions in: what the guest was
    shown after each of them, and the decisions it made."""
    decks = DeckStore(starter_cards.database)
    first, second = decks.list()[:2]
    folder = tmp_path_factory.mktemp("good-guest-save")
    session = GameSession.new(
        (
            [card for card, n in decks.entries(first) for _ in range(n)],
            [card for card, n in decks.entries(second) for _ in range(n)],
        ),
        (first.name, second.name),
        (Seat.COMPUTER, Seat.HUMAN),
        seed=3,
        directory=folder,
    )
    bot, witness, chain = RandomBot(seed=3), Witness(), LogChain()
    for step in range(30):
        player = session.game.decider
        assert player is not None
        action = bot.choose(session.game, player)
        if player == GUEST:
            witness.decided(step, action)
        session.submit(action, player)
        chain.follow(session.log(GUEST))
        witness.saw(step + 1, session.observe(GUEST), chain)
    record = GuestRecord(
        path=folder / "good.guest.json",
        game=session.id,
        created="2025-01-01T00:00:00.000+00:00",
        address="127.0.0.1",
        port=47000,
        code="BCD234",
        token="a-resume-token",
        seats=(Seat.REMOTE.value, Seat.HUMAN.value),
        deck_names=session.deck_names,
        sealed=Sealed(
            "0" * 64,
            bytes(32),
            GUEST,
            session.game.starting_rules,
            tuple(card.id for card in session.game.decks[GUEST]),
        ),
        witness=witness,
        observation=session.observe(GUEST),
        log=session.log(GUEST),
    )
    record.save()
    return record.path


def test_the_good_save_reads_back_as_it_was_written(good_save: Path) -> None:
    record = read_guest(good_save)
    assert record.path == good_save and record.sealed.seat == GUEST
    assert json.loads(good_save.read_text(encoding="utf-8"))["witness"] == record.witness.to_save()


@budget(60)
@given(data=st.data())
def test_a_damaged_guest_save_never_escapes_as_anything_but_a_playmat_error(
    good_save: Path, tmp_path_factory: pytest.TempPathFactory, data: Any
) -> None:
    folder = tmp_path_factory.mktemp("games")
    good = folder / "good.guest.json"
    good.write_bytes(good_save.read_bytes())
    text = data.draw(damaged_text(json.loads(good_save.read_text(encoding="utf-8"))))
    damaged = folder / "damaged.guest.json"
    damaged.write_text(text, encoding="utf-8")

    listed = {game.path.name: game for game in recent_games(folder)}

    assert isinstance(listed["good.guest.json"], SavedGame)
    assert isinstance(listed["damaged.guest.json"], SavedGame | DamagedSave)
    try:
        read_guest(damaged)
    except PlaymatError as error:
        assert error.words.id.startswith("error.")
        event(f"refused: {error.words.id}")
    else:
        event("read")
    assert good.read_bytes() == good_save.read_bytes()
    assert sorted(p.name for p in folder.iterdir()) == ["damaged.guest.json", "good.guest.json"]
