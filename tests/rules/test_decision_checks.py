"""A decision is checked whole before it is recorded: an answer or a manual tool built with the
wrong kind of value is refused with Playmat's own error and leaves the game exactly as it was,
so no save ever holds a decision that can't be replayed. Conceding is always allowed."""

from __future__ import annotations

import json
from typing import Any

import pytest

from playmat.cards.starter import starter_decks
from playmat.errors import PlaymatError
from playmat.play.games import SCRIPTS
from playmat.rules.actions import Action, Answer, Concede, EndTurn, Manual, PlayBasic
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.refusals import IllegalAction
from rulebook_helpers import CARDS, LITTEN, ROWLET, active, deck_of, game_at, hand_card, position

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]


def _snapshot(game: Game) -> tuple[Any, ...]:
    return (
        game.observation(0),
        game.observation(1),
        list(game.decisions),
        len(game.events),
        game.pending,
    )


def _setup_game() -> Game:
    """A new game waiting for its first answer (who goes first)."""
    game = Game((DECKS[0], DECKS[1]), 5, scripts=SCRIPTS)
    assert isinstance(game.pending, Choice)
    return game


def _turn_game() -> Game:
    return game_at(position(player1={"active": {"card": ROWLET}, "hand": [LITTEN]}, player2={}))


def _refused_whole(game: Game, action: Action) -> str:
    """The refusal's code; the game must be exactly as it was and still save and load."""
    before = _snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply(action, game.decider)
    assert isinstance(refused.value, PlaymatError)
    assert _snapshot(game) == before
    reloaded = Game.from_save(json.loads(json.dumps(game.to_save())), CARDS, SCRIPTS)
    assert reloaded.observation(0) == game.observation(0)
    return refused.value.refusal.code


@pytest.mark.parametrize(
    ("answer", "code"),
    [
        ((0.0,), "malformed_decision"),
        ((True,), "malformed_decision"),
        (("0",), "malformed_decision"),
        (((0,),), "malformed_decision"),
        ([0], "malformed_decision"),
        (0, "malformed_decision"),
        (None, "malformed_decision"),
        ((-1,), "answer_not_offered"),
        ((99,), "answer_not_offered"),
        ((10**30,), "answer_not_offered"),
        ((0, 0), "answer_repeated"),
    ],
    ids=repr,
)
def test_a_bad_answer_is_refused_and_changes_nothing(answer: Any, code: str) -> None:
    assert _refused_whole(_setup_game(), Answer(answer)) == code


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (Manual("add_damage", pokemon=1, amount=10.0), "malformed_decision"),  # type: ignore[arg-type]
        (Manual("add_damage", pokemon=1, amount=True), "malformed_decision"),
        (Manual("add_damage", pokemon=1, amount="10"), "malformed_decision"),  # type: ignore[arg-type]
        (Manual("add_damage", pokemon=1, amount=-10), "manual_damage_counters"),
        (Manual("add_damage", pokemon=1, amount=0), "manual_damage_counters"),
        (Manual("add_damage", pokemon=1, amount=15), "manual_damage_counters"),
        (Manual("remove_damage", pokemon=1, amount=10**40), "manual_damage_counters"),
        (Manual("draw", amount=1.5), "malformed_decision"),  # type: ignore[arg-type]
        (Manual("draw", amount=0), "manual_draw_at_least_one"),
        (Manual("draw", amount=-3), "manual_draw_at_least_one"),
        (Manual("draw", amount=61), "manual_draw_at_least_one"),
        (Manual("move_card", card=1.0, zone="discard"), "malformed_decision"),  # type: ignore[arg-type]
        (Manual("move_card", card=None, zone=["discard"]), "malformed_decision"),  # type: ignore[arg-type]
        (Manual(["draw"]), "malformed_decision"),  # type: ignore[arg-type]
    ],
    ids=repr,
)
def test_a_bad_manual_tool_is_refused_and_changes_nothing(action: Manual, code: str) -> None:
    game = _turn_game()
    assert active(game, 0).id == 1  # the Pokémon the damage tools name
    assert _refused_whole(game, action) == code


def test_an_action_naming_a_card_with_a_float_or_a_flag_is_refused() -> None:
    """``1.0 == 1`` and ``True == 1`` in Python: without the check they would be played and
    then break the save, whose form of them can't be read back."""
    game = _turn_game()
    litten = hand_card(game, 0, LITTEN)
    for bad in (float(litten), str(litten)):
        assert _refused_whole(game, PlayBasic(bad)) == "malformed_decision"  # type: ignore[arg-type]
    game.apply(PlayBasic(litten))  # the real one is fine


def test_conceding_is_legal_at_every_decision_and_ends_the_game() -> None:
    """Setup questions, the main phase, a pending answer: the decider may always give up."""
    for game in (_setup_game(), _turn_game()):
        loser = game.decider
        assert loser is not None
        assert Concede() in game.legal_actions(loser)
        assert game.why_illegal(Concede(), loser) is None

        game.apply(Concede(), loser)

        assert game.over and game.state.winner == 1 - loser
        assert game.state.end_reason is not None
        assert game.state.end_reason.id == "end.conceded"
        reloaded = Game.from_save(json.loads(json.dumps(game.to_save())), CARDS, SCRIPTS)
        assert reloaded.over and reloaded.state.winner == 1 - loser


def test_the_other_player_cannot_concede_for_the_decider() -> None:
    game = _turn_game()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Concede(), 1)
    assert refused.value.refusal.code == "not_your_decision"
    game.apply(EndTurn())
    assert not game.over
