"""Fuzzing the decoding of actions, answers and observations: any JSON decodes to a decision
(which reads back the same) or raises DecodeError, nothing else; a decoded decision sent to a
game is played or refused whole, leaving the game exactly as it was."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import event, given
from hypothesis import strategies as st
from json_damage import JSON_VALUES, budget, damaged

from playmat.cards.starter import starter_decks
from playmat.play.games import SCRIPTS
from playmat.rules.actions import ACTION_TYPES, MANUAL_TOOLS, Action, Answer, Manual, PlayTrainer
from playmat.rules.game import Game
from playmat.rules.refusals import IllegalAction
from playmat.rules.wire import DecodeError, decode_action, decode_observation, encode
from rulebook_helpers import deck_of

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]
#: Good decisions of every kind, in their JSON form, to damage.
GOOD_ACTIONS = [
    encode(action)
    for action in (
        Answer((0, 2)),
        PlayTrainer(12, 3),
        Manual("add_damage", pokemon=2, amount=20),
        Manual("move_card", card=5, zone="deck_top"),
    )
]


def _game_in_turn() -> Game:
    """A game a few decisions into its first turn, the same every time."""
    game = Game((DECKS[0], DECKS[1]), 4, scripts=SCRIPTS)
    while game.state.turn < 1 and game.decider is not None:
        game.apply(game.legal_actions(game.decider)[0])
    return game


GAME = _game_in_turn()
SAVED = json.dumps(GAME.to_save())


@budget(400)
@given(data=st.one_of(JSON_VALUES, st.sampled_from(GOOD_ACTIONS).flatmap(damaged)))
def test_any_json_decodes_to_a_decision_that_reads_back_or_a_decode_error(data: Any) -> None:
    try:
        action = decode_action(data)
    except DecodeError as refused:
        assert refused.path and refused.problem.id.startswith("decode.")
        event(f"refused: {refused.problem.id}")
        return
    event(f"decoded: {type(action).__name__}")
    assert isinstance(action, Action)
    assert decode_action(json.loads(json.dumps(encode(action)))) == action


#: Decisions of the right shape naming any card, Pokémon, attack or option, as a view or a
#: network peer could send them.
SHAPED = st.one_of(
    *(st.builds(kind) for kind in ACTION_TYPES.values() if kind is not Manual),
    st.builds(Manual, tool=st.sampled_from([*MANUAL_TOOLS, "juggle"])),
).map(encode)


@budget(150)
@given(
    data=st.one_of(
        SHAPED, st.sampled_from(GOOD_ACTIONS).flatmap(lambda good: damaged(good, hostile=False))
    )
)
def test_a_decoded_decision_is_played_or_refused_whole(data: Any) -> None:
    try:
        action = decode_action(data)
    except DecodeError:
        return
    game = Game.from_save(json.loads(SAVED), {c.id: c for d in DECKS for c in d}, SCRIPTS)
    before = (game.observation(0), game.observation(1), len(game.events), list(game.decisions))
    try:
        game.apply(action, game.decider)
    except IllegalAction as refused:
        event(f"refused by the rules: {refused.refusal.code}")
        after = (game.observation(0), game.observation(1), len(game.events), game.decisions)
        assert after == before
    else:
        event("played")
        resaved = json.loads(json.dumps(game.to_save()))
        replayed = Game.from_save(resaved, {c.id: c for d in DECKS for c in d}, SCRIPTS)
        assert replayed.observation(0) == game.observation(0)


@budget(60)
@given(data=st.just(json.loads(json.dumps(encode(GAME.observation(0))))).flatmap(damaged))
def test_a_damaged_observation_decodes_or_raises_a_decode_error(data: Any) -> None:
    try:
        decode_observation(data)
    except DecodeError as refused:
        assert refused.problem.id.startswith("decode.")
