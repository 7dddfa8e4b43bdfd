"""The engine's boundary, ready for the wire: observations and actions round-trip through JSON
without loss over whole self-play games; malformed records are refused with Playmat's own
``DecodeError`` (never ``TypeError`` or ``AttributeError``) and never recorded; what the other
player sees of a pending choice reveals nothing hidden; and cards get new handles in hidden
zones."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playmat.cards.starter import starter_decks
from playmat.i18n.message import CardName, Message, Seat, Term, msg
from playmat.play.games import SCRIPTS
from playmat.rules.actions import (
    ACTION_TYPES,
    Action,
    Answer,
    EndTurn,
    Manual,
    PlayBasic,
    PlayTrainer,
)
from playmat.rules.choices import Purpose
from playmat.rules.game import Game
from playmat.rules.observation import SCHEMA, CardView, HiddenCard, Observation
from playmat.rules.refusals import IllegalAction
from playmat.rules.wire import (
    DecodeError,
    decode,
    decode_action,
    decode_observation,
    encode,
    reads_back,
)
from rulebook_helpers import (
    CARDS,
    GRASS,
    NEST_BALL,
    ROWLET,
    deck_of,
    game_at,
    playing_on,
    position,
)

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]


def _through_json(value: Any) -> Any:
    return json.loads(json.dumps(encode(value)))


@pytest.mark.parametrize("seed", range(12))
def test_observations_and_actions_round_trip_through_json(seed: int) -> None:
    game = Game((DECKS[seed % 3], DECKS[(seed + 2) % 3]), seed, scripts=SCRIPTS)
    rng = random.Random(seed)
    decisions = 0
    while not game.over and decisions < 400:
        for viewer in (0, 1):
            observation = game.observation(viewer)
            data = _through_json(observation)
            assert data["schema"] == SCHEMA
            assert decode_observation(data) == observation
        player = game.decider
        assert player is not None
        legal = playing_on(game, player)
        for action in legal[:20]:
            assert decode_action(_through_json(action)) == action
        game.apply(rng.choice(legal), player)
        decisions += 1
    for viewer in (0, 1):
        for entry in game.log_for(viewer):
            assert decode(Message, _through_json(entry)) == entry


def test_every_kind_of_message_argument_round_trips() -> None:
    message = msg(
        "event.draw",
        player=Seat(1),
        cards=(CardName("sm1-9", "Rowlet"), CardName("sm1-24", "Litten")),
        word=Term("condition.asleep"),
        inner=msg("coin.effect", card=CardName("sm1-9", "Rowlet")),
        count=3,
        flag=True,
        text="Bear Hug",
    )
    assert decode(Message, _through_json(message)) == message


@pytest.mark.parametrize(
    ("record", "problem"),
    [
        ({"type": "answer"}, "decode.missing_field"),
        ({"type": "answer", "choices": [1.0]}, "decode.wrong_type"),
        ({"type": "answer", "choices": ["1"]}, "decode.wrong_type"),
        ({"type": "answer", "choices": [[1]]}, "decode.wrong_type"),
        ({"type": "answer", "choices": [True]}, "decode.wrong_type"),
        ({"type": "answer", "choices": 1}, "decode.wrong_type"),
        ({"type": "play_basic", "card": 1.5}, "decode.wrong_type"),
        ({"type": "play_basic", "card": "7"}, "decode.wrong_type"),
        ({"type": "play_basic", "card": None}, "decode.wrong_type"),
        ({"type": "play_basic", "card": 7, "extra": 1}, "decode.unknown_field"),
        ({"type": "evolve", "card": 7}, "decode.missing_field"),
        ({"type": "retreat_twice", "new_active": 2}, "decode.unknown_kind"),
        ({"card": 7}, "decode.unknown_kind"),
        ({"type": 5}, "decode.unknown_kind"),
        ([], "decode.wrong_type"),
        ("end_turn", "decode.wrong_type"),
        (None, "decode.wrong_type"),
    ],
)
def test_a_malformed_action_is_refused_with_playmats_own_error(record: Any, problem: str) -> None:
    with pytest.raises(DecodeError) as raised:
        decode_action(record)
    assert raised.value.problem.id == problem


def test_a_malformed_observation_is_refused() -> None:
    game = Game((DECKS[0], DECKS[1]), 1, scripts=SCRIPTS)
    good = _through_json(game.observation(0))
    for broken, problem in (
        ({**good, "schema": SCHEMA + 1}, "decode.schema"),
        ({k: v for k, v in good.items() if k != "turn"}, "decode.missing_field"),
        ({**good, "turn": "3"}, "decode.wrong_type"),
        ({**good, "phase": "lunch"}, "decode.unknown_kind"),
        ({**good, "players": good["players"][:1]}, "decode.wrong_type"),
        ({**good, "end_reason": {"id": 5, "args": {}}}, "decode.wrong_type"),
    ):
        with pytest.raises(DecodeError) as raised:
            decode_observation(broken)
        assert raised.value.problem.id == problem


def test_a_decision_that_is_not_a_list_of_option_numbers_is_never_recorded() -> None:
    """An answer built by other code with floats or bools is refused by the engine itself and
    leaves the game exactly as it was."""
    game = Game((DECKS[0], DECKS[1]), 3, scripts=SCRIPTS)
    before = (game.observation(0), game.observation(1), len(game.decisions))
    for bad in ((0.0,), (True,), ("0",), ((0,),), [0]):
        with pytest.raises(IllegalAction) as raised:
            game.apply(Answer(bad))  # type: ignore[arg-type]
        assert raised.value.refusal.code == "malformed_decision"
    assert (game.observation(0), game.observation(1), len(game.decisions)) == before


def test_a_saved_decision_that_does_not_decode_stops_the_load_naming_it() -> None:
    game = Game((DECKS[0], DECKS[1]), 3, scripts=SCRIPTS)
    saved = json.loads(json.dumps(game.to_save()))
    saved["decisions"] = [{"type": "end_turn"}, {"type": "answer", "choices": [0.5]}]
    with pytest.raises(DecodeError) as raised:
        Game.from_save(saved, CARDS, SCRIPTS)
    assert raised.value.path == "decisions[1].choices[0]"  # the second decision's answer


# -- hidden information ------------------------------------------------------------------------


def test_the_other_player_learns_nothing_of_a_deck_search_but_its_purpose() -> None:
    """EN I-H: while one player looks through their deck, the other sees who is searching and
    what for; not the cards found, not how many there are, not the bounds."""
    game = game_at(
        position(
            {"hand": [NEST_BALL], "deck": [f"{ROWLET} x3", f"{GRASS} x7"]},
        )
    )
    game.apply(PlayTrainer(next(iter(game.state.players[0].hand))))
    searcher, other = game.observation(0), game.observation(1)
    assert searcher.choice is not None and searcher.choice.purpose is Purpose.SEARCH
    assert len(searcher.choice.options) == 3
    assert other.choice is None
    assert other.purpose is Purpose.SEARCH and other.awaiting == 0
    assert "options" not in json.dumps(encode(other))


def test_the_opponents_hand_and_face_down_prizes_are_handles_only() -> None:
    game = Game((DECKS[0], DECKS[1]), 4, scripts=SCRIPTS)
    while game.state.phase.value == "setup":
        player = game.decider
        assert player is not None
        game.apply(game.legal_actions(player)[0], player)
    seen = game.observation(0)
    assert all(isinstance(card, CardView) for card in seen.me.hand)
    assert seen.opponent.hand and all(isinstance(c, HiddenCard) for c in seen.opponent.hand)
    assert all(isinstance(card, HiddenCard) for card in seen.me.prizes)
    for hidden in (*seen.opponent.hand, *seen.me.prizes):
        assert set(encode(hidden)) == {"handle", "$type"}


def _hand_handles(observation: Observation, player: int) -> set[int]:
    return {card.handle for card in observation.players[player].hand}


def test_a_card_gets_a_new_handle_when_it_goes_back_into_a_hand() -> None:
    """A card seen in the discard pile and put back into the hand can't be told apart there:
    its handle in the hand is new (and so is every drawn card's)."""
    game = game_at(position({"hand": [ROWLET], "deck": [f"{GRASS} x10"]}))
    rowlet = next(iter(game.state.players[0].hand))
    game.apply(Manual("move_card", card=rowlet, zone="discard"))
    in_discard = game.observation(1).players[0].discard[-1].handle
    game.apply(Manual("move_card", card=in_discard, zone="hand"))
    assert in_discard not in _hand_handles(game.observation(1), 0)
    assert in_discard not in _hand_handles(game.observation(0), 0)
    before = _hand_handles(game.observation(1), 0)
    deck_top = game.state.players[0].deck[0]
    game.apply(EndTurn())
    game.apply(EndTurn())  # the opponent's turn ends; player 1 draws
    drawn = _hand_handles(game.observation(1), 0) - before
    assert len(drawn) == 1 and deck_top not in drawn


def test_a_play_by_handle_from_an_old_observation_is_refused() -> None:
    """Handles from before a card changed zones name nothing now: the engine refuses them."""
    game = game_at(position({"hand": [ROWLET], "deck": [f"{GRASS} x10"]}))
    rowlet = next(iter(game.state.players[0].hand))
    game.apply(Manual("move_card", card=rowlet, zone="deck_top"))
    with pytest.raises(IllegalAction) as raised:
        game.apply(PlayBasic(rowlet))
    assert raised.value.refusal.code == "not_in_hand"


def test_a_record_tag_that_is_not_text_is_a_decode_error() -> None:
    """Found by fuzzing: a ``"$type"`` holding a list was looked up in a table and raised
    ``TypeError``."""
    game = Game((DECKS[0], DECKS[1]), 3, scripts=SCRIPTS)
    data = _through_json(game.observation(0))
    data["players"][0]["hand"] = [{"$type": ["CardView"]}]  # a card seen or hidden
    with pytest.raises(DecodeError) as raised:
        decode_observation(data)
    assert raised.value.problem.id == "decode.unknown_kind"


VALUES = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=3)


@settings(max_examples=300, deadline=None)
@given(
    kind=st.sampled_from(sorted(ACTION_TYPES.values(), key=lambda cls: cls.type)),
    values=st.lists(VALUES, max_size=6),
    choices=st.lists(st.integers() | st.booleans(), max_size=3),
)
def test_the_quick_check_of_a_decision_agrees_with_its_round_trip(
    kind: type[Action], values: list[Any], choices: list[Any]
) -> None:
    """The engine takes a decision of whole numbers as well formed without encoding and
    decoding it: that shortcut says yes only where the round trip gives the same decision
    back, and for the decisions the table makes every day."""
    fields = [f.name for f in dataclasses.fields(kind)]
    arguments = dict(zip(fields, values, strict=False))
    if kind is Answer:
        arguments = {"choices": tuple(choices)}
    try:
        action = kind(**arguments)
    except TypeError:
        return  # too few values for this kind
    if reads_back(action):
        assert decode_action(encode(action)) == action
    if all(type(value) is int for value in arguments.values()) and kind is not Manual:
        assert reads_back(action)
