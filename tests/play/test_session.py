"""Sessions: saving after every decision, resuming, undo, the computer's moves, rematch."""

from __future__ import annotations

import json
import resource
import signal
from pathlib import Path

import pytest

from playmat.ai.bots import ComputerBot
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.errors import PlaymatError
from playmat.i18n.message import CardName, Message, Term
from playmat.play.client import Difficulty
from playmat.play.saves import DamagedSave, SavedGame, recent_games
from playmat.play.session import GameSession, Seat
from playmat.rules.actions import AttachEnergy, EndTurn, Manual
from playmat.rules.choices import Choice
from playmat.rules.refusals import IllegalAction
from rulebook_helpers import FIRE, GRASS, ROWLET, game_at, hand_card, position

HUMAN_VS_COMPUTER = (Seat.HUMAN, Seat.COMPUTER)
TWO_HUMANS = (Seat.HUMAN, Seat.HUMAN)


def _session(decks: dict[str, list[Card]], seats=HUMAN_VS_COMPUTER, seed: int = 7) -> GameSession:
    return GameSession.new(
        (decks["Forest Shadow"], decks["Roaring Heat"]),
        ("Forest Shadow", "Roaring Heat"),
        seats,
        seed=seed,
    )


def _play_until(session: GameSession, done) -> None:
    """Both seats decide like the computer (the human's by a bot of its own) until ``done``."""
    stand_in = ComputerBot(seed=99)
    for _ in range(2000):
        if done(session) or session.game.over:
            return
        if session.computer_to_move():
            session.play_computer_move()
        else:
            player = session.game.decider
            assert player is not None
            session.submit(stand_in.choose(session.game, player), player)
    raise AssertionError("the game did not reach the wanted point")


def _can_attach(session: GameSession) -> bool:
    game = session.game
    return (
        game.decider == 0
        and not isinstance(game.pending, Choice)
        and any(isinstance(a, AttachEnergy) for a in game.legal_actions(0))
    )


def test_a_new_game_is_saved_at_once_and_listed_among_the_recent_games(
    starter_decks, playmat_home: Path
) -> None:
    session = _session(starter_decks)

    assert session.path == playmat_home / "games" / f"{session.id}.json"
    assert session.path.is_file()
    [listed] = recent_games()
    assert listed.id == session.id
    assert listed.deck_names == ("Forest Shadow", "Roaring Heat")
    assert listed.seats == ("human", "computer")
    assert not listed.finished


def test_every_decision_is_saved_and_the_game_resumes_where_it_was(
    starter_decks, card_store: CardStore
) -> None:
    session = _session(starter_decks)
    _play_until(session, _can_attach)

    resumed = GameSession.load(session.path, card_store)

    assert resumed.id == session.id
    assert resumed.game.observation(0) == session.game.observation(0)
    assert resumed.history == session.history
    assert resumed.seats == HUMAN_VS_COMPUTER


def test_a_save_from_before_difficulties_and_names_resumes_against_the_easy_computer(
    starter_decks, card_store: CardStore
) -> None:
    session = GameSession.new(
        (starter_decks["Forest Shadow"], starter_decks["Roaring Heat"]),
        ("Forest Shadow", "Roaring Heat"),
        HUMAN_VS_COMPUTER,
        seed=7,
        difficulty=Difficulty.HARD,
    )
    data = json.loads(session.path.read_text(encoding="utf-8"))
    assert data["difficulty"] == "hard"
    del data["difficulty"], data["player_names"]  # as saves were written before them
    session.path.write_text(json.dumps(data), encoding="utf-8")

    resumed = GameSession.load(session.path, card_store)

    assert resumed.difficulty is Difficulty.EASY
    assert isinstance(resumed._bots[1], ComputerBot)
    assert resumed.player_names == ("", "")
    assert resumed.game.observation(0) == session.game.observation(0)


def test_an_Energy_attachment_can_be_undone_but_not_after_a_draw(starter_decks) -> None:
    session = _session(starter_decks)
    _play_until(session, _can_attach)
    hand_before = session.observe(0).players[0].hand
    attach = next(a for a in session.game.legal_actions(0) if isinstance(a, AttachEnergy))

    session.submit(attach, 0)
    assert session.observe(0).turn_flags.energy_attached
    assert session.undo_blocker(0) is None
    session.undo(0)

    assert session.observe(0).players[0].hand == hand_before
    assert not session.observe(0).turn_flags.energy_attached
    # The end of the turn makes the computer draw: nothing before it can be taken back.
    session.submit(EndTurn(), 0)
    _play_until(session, lambda s: s.game.decider == 0)
    blocker = session.undo_blocker(0)
    assert blocker is not None and blocker.code == "undo_revealed"
    with pytest.raises(IllegalAction) as refused:
        session.undo(0)
    assert refused.value.refusal.code == "undo_revealed"


def test_undo_is_only_for_one_s_own_moves(starter_decks) -> None:
    session = _session(starter_decks, seats=TWO_HUMANS)
    _play_until(session, _can_attach)
    attach = next(a for a in session.game.legal_actions(0) if isinstance(a, AttachEnergy))
    session.submit(attach, 0)

    blocker = session.undo_blocker(1)
    assert blocker is not None and blocker.code == "undo_nothing"


def test_the_computer_plays_a_whole_game_and_the_result_is_saved(starter_decks) -> None:
    session = _session(starter_decks)
    _play_until(session, lambda s: False)

    assert session.game.over
    [listed] = recent_games()
    assert listed.finished and listed.result == session.game.state.end_reason
    blocker = session.undo_blocker(0)
    assert blocker is not None and blocker.code == "game_over"


def test_a_rematch_is_a_new_game_with_the_same_decks_and_seats(starter_decks) -> None:
    session = _session(starter_decks)
    again = session.rematch()

    assert again.id != session.id
    assert again.seats == session.seats
    assert [c.id for c in again.game.decks[0]] == [c.id for c in session.game.decks[0]]
    assert {g.id for g in recent_games()} == {session.id, again.id}


def test_a_failed_save_leaves_the_last_good_one(starter_decks) -> None:
    """The disk refuses the write for real (a file size limit: "File too large", as a full
    disk says "No space left")."""
    session = _session(starter_decks)
    good = session.path.read_text(encoding="utf-8")
    limits = resource.getrlimit(resource.RLIMIT_FSIZE)
    ignored = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # an error, not the signal's kill
    resource.setrlimit(resource.RLIMIT_FSIZE, (len(good) // 2, limits[1]))
    try:
        with pytest.raises(OSError):
            session.save()
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, limits)
        signal.signal(signal.SIGXFSZ, ignored)

    assert session.path.read_text(encoding="utf-8") == good
    assert [p.name for p in session.path.parent.iterdir()] == [session.path.name]


def test_a_damaged_save_is_refused_with_a_reason_and_listed_as_damaged(
    starter_decks, card_store: CardStore
) -> None:
    session = _session(starter_decks)
    data = json.loads(session.path.read_text(encoding="utf-8"))
    data["game"]["decisions"] = [{"type": "attack", "attack": 0}]
    session.path.write_text(json.dumps(data), encoding="utf-8")
    (session.path.parent / "junk.json").write_text("{not json", encoding="utf-8")

    with pytest.raises(PlaymatError) as refused:
        GameSession.load(session.path, card_store)
    reason = refused.value.message
    assert isinstance(reason, Message)
    assert reason.id == "error.session_replay" and reason["number"] == 1
    listed = {game.path.name: game for game in recent_games()}
    assert isinstance(listed[session.path.name], SavedGame)  # its decisions replay on resume
    junk = listed["junk.json"]
    assert isinstance(junk, DamagedSave) and junk.reason.id == "error.session_not_json"


def test_the_computer_is_refused_when_it_is_not_its_turn_to_decide(starter_decks) -> None:
    session = _session(starter_decks, seats=TWO_HUMANS)
    with pytest.raises(PlaymatError):
        session.play_computer_move()


def test_what_happened_since_the_player_s_last_decision_is_kept_for_the_screen(
    starter_decks,
) -> None:
    session = _session(starter_decks)
    # Before anyone decided: everything, starting with the coin flip for the first player.
    assert session.since_last_human_decision()[0].kind == "coin"

    _play_until(session, _can_attach)
    attach = next(a for a in session.game.legal_actions(0) if isinstance(a, AttachEnergy))
    before = len(session.game.events)
    session.submit(attach, 0)

    assert session.since_last_human_decision() == session.game.events[before:]
    session.submit(EndTurn(), 0)
    _play_until(session, lambda s: s.game.decider == 0)
    since = session.since_last_human_decision()
    assert since[0].kind == "end_turn"  # the computer's whole turn follows
    assert any(e.kind == "turn" for e in since)


def _manual_session(tmp_path: Path) -> GameSession:
    game = game_at(
        position(player1={"active": {"card": ROWLET}, "hand": [GRASS], "discard": [FIRE]})
    )
    return GameSession(game, TWO_HUMANS, ("A", "B"), directory=tmp_path)


def test_a_manual_move_that_reveals_a_hidden_card_blocks_undo(tmp_path: Path) -> None:
    session = _manual_session(tmp_path)
    grass = hand_card(session.game, 0, GRASS)

    session.submit(Manual("move_card", card=grass, zone="discard"), 0)

    # The other player saw the card come face up out of the hand: it can't be taken back.
    seen = session.log(1)[-1]
    assert (seen.id, seen["source"], seen["card"]) == (
        "event.manual_reveal",
        Term("origin.hand"),
        CardName(GRASS, "Grass Energy"),
    )
    blocker = session.undo_blocker(0)
    assert blocker is not None and blocker.code == "undo_revealed"


def test_a_manual_move_of_a_card_everyone_saw_can_be_undone(tmp_path: Path) -> None:
    session = _manual_session(tmp_path)
    fire = session.game.state.players[0].discard[0]

    session.submit(Manual("move_card", card=fire, zone="hand"), 0)

    seen = session.log(1)[-1]
    assert (seen.id, seen["source"], seen["destination"]) == (
        "event.manual_move",
        Term("origin.discard"),
        Term("destination.hand"),
    )
    assert session.undo_blocker(0) is None
    session.undo(0)
    assert len(session.game.state.players[0].discard) == 1
