"""The turn: R-3 (draw first; no card to draw loses, EN I-E L3), R-4 (first-turn rules), R-5
(once per turn: Energy, Supporter, retreat; any number of Items; a Bench of at most 5,
EN I-A-04)."""

from __future__ import annotations

from dataclasses import replace

from message_helpers import card_names
from playmat.i18n.message import CardName, Seat, msg
from playmat.play.games import SCRIPTS
from playmat.rules.actions import AttachEnergy, Attack, EndTurn, Evolve, PlayBasic, PlayTrainer
from playmat.rules.game import Game
from playmat.rules.ruleset import STANDARD
from rulebook_helpers import (
    DARTRIX,
    GRASS,
    HAU,
    LITTEN,
    MORELULL,
    POTION,
    ROWLET,
    active,
    attack_index,
    deck_of,
    game_at,
    hand_card,
    play_until_turns,
    position,
    refused,
)

# -- the draw at the start of the turn ------------------------------------------------------


def test_R_3_each_turn_starts_with_a_draw() -> None:
    game = game_at(position())
    assert len(game.state.players[1].hand) == 0

    game.apply(EndTurn())

    assert game.state.turn == 4 and game.state.current == 1
    assert len(game.state.players[1].hand) == 1
    assert len(game.state.players[1].deck) == 9


def test_R_3_the_first_player_also_draws_on_their_first_turn() -> None:
    deck = deck_of((ROWLET, 20), (GRASS, 40))
    game = Game((deck, deck), 3, scripts=SCRIPTS)
    play_until_turns(game)

    first = game.state.first_player
    assert game.state.turn == 1 and game.state.current == first
    draws = [e for e in game.events if e.kind == "draw" and e.message["player"] == Seat(first)]
    assert len(card_names(draws[-1].message["cards"])) == 1  # the turn's draw after the hand


def test_EN_I_E_L3_a_player_who_cannot_draw_at_the_start_of_their_turn_loses() -> None:
    game = game_at(position(player2={"deck": []}))

    game.apply(EndTurn())

    assert game.state.winner == 0
    assert game.state.end_reason == msg("end.cannot_draw", loser=Seat(1), winner=Seat(0))
    assert game.over and game.legal_actions(1) == []


def test_EN_I_E_an_empty_deck_alone_is_not_a_loss() -> None:
    game = game_at(position(player1={"deck": []}))

    assert not game.over
    game.apply(EndTurn())  # player 2 draws and plays on
    assert not game.over

    game.apply(EndTurn())  # now player 1 must draw and can't

    assert game.state.winner == 1


# -- once per turn --------------------------------------------------------------------------


def test_R_5_one_Energy_card_from_hand_per_turn() -> None:
    game = game_at(position(player1={"hand": [f"{GRASS} x2"]}))
    first, second = game.state.players[0].hand
    target = active(game, 0).id

    game.apply(AttachEnergy(first, target))

    reason = refused(game, AttachEnergy(second, target))
    assert (reason.code, reason.rule) == ("energy_already_attached", "R-5")
    assert not any(isinstance(a, AttachEnergy) for a in game.legal_actions(0))

    game.apply(EndTurn())
    game.apply(EndTurn())
    game.apply(AttachEnergy(second, target))  # a new turn, a new attachment
    assert len(active(game, 0).energy) == 2


def test_R_5_one_Supporter_per_turn() -> None:
    game = game_at(position(player1={"hand": [f"{HAU} x2"]}))

    game.apply(PlayTrainer(hand_card(game, 0, HAU)))

    reason = refused(game, PlayTrainer(hand_card(game, 0, HAU)))
    assert (reason.code, reason.rule) == ("supporter_already_played", "R-5")


def test_R_5_any_number_of_Items() -> None:
    game = game_at(
        position(player1={"active": {"card": ROWLET, "damage": 50}, "hand": [f"{POTION} x2"]})
    )

    game.apply(PlayTrainer(hand_card(game, 0, POTION)))
    game.apply(PlayTrainer(hand_card(game, 0, POTION)))

    assert active(game, 0).damage == 0
    assert len(game.state.players[0].discard) == 2


def test_EN_I_A_04_Basic_Pokemon_go_onto_the_Bench_one_at_a_time_up_to_5() -> None:
    game = game_at(position(player1={"hand": [f"{ROWLET} x6"]}))

    for _ in range(5):
        game.apply(PlayBasic(hand_card(game, 0, ROWLET)))

    assert len(game.state.players[0].bench) == 5
    reason = refused(game, PlayBasic(hand_card(game, 0, ROWLET)))
    assert (reason.code, reason.rule, reason.args) == ("bench_full", "R-5", (("size", 5),))
    assert not any(isinstance(a, PlayBasic) for a in game.legal_actions(0))
    assert len(game.state.players[0].hand) == 1


def test_EN_I_A_04_only_Basic_Pokemon_are_put_onto_the_Bench() -> None:
    game = game_at(position(player1={"hand": [DARTRIX]}))

    reason = refused(game, PlayBasic(hand_card(game, 0, DARTRIX)))
    assert (reason.code, reason.rule) == ("not_basic_pokemon", "EN I-A-04")
    assert dict(reason.args) == {"card": CardName(DARTRIX, "Dartrix")}


# -- first turns ----------------------------------------------------------------------------


def _first_turn(rules=STANDARD, **top: object) -> Game:  # type: ignore[no-untyped-def]
    pos = position(
        player1={"active": {"card": ROWLET, "energy": [GRASS]}, "hand": [HAU, DARTRIX]},
        player2={"active": {"card": ROWLET, "energy": [GRASS]}, "hand": [HAU, DARTRIX]},
        turn=1,
        **top,
    )
    return game_at(pos, rules=rules)


def test_R_4_the_first_player_cannot_attack_on_their_first_turn() -> None:
    game = _first_turn()

    reason = refused(game, Attack(attack_index(game, "Tackle")))
    assert (reason.code, reason.rule) == ("attack_first_turn", "R-4")
    assert not any(isinstance(a, Attack) for a in game.legal_actions(0))


def test_R_4_the_first_player_cannot_play_a_Supporter_on_their_first_turn() -> None:
    game = _first_turn()

    reason = refused(game, PlayTrainer(hand_card(game, 0, HAU)))
    assert (reason.code, reason.rule) == ("supporter_first_turn", "R-4")


def test_R_4_the_second_player_may_attack_and_play_a_Supporter_on_their_first_turn() -> None:
    game = _first_turn()
    game.apply(EndTurn())
    assert game.state.turn == 2 and game.state.current == 1

    game.apply(PlayTrainer(hand_card(game, 1, HAU)))
    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 0).damage == 10


def test_R_4_neither_player_evolves_on_their_first_turn() -> None:
    game = _first_turn()
    reason = refused(game, Evolve(hand_card(game, 0, DARTRIX), active(game, 0).id))
    assert (reason.code, reason.rule) == ("evolve_first_turn", "R-4")

    game.apply(EndTurn())

    reason = refused(game, Evolve(hand_card(game, 1, DARTRIX), active(game, 1).id))
    assert (reason.code, reason.rule) == ("evolve_first_turn", "R-4")


def test_R_4_variants_allow_the_first_attack_and_Supporter() -> None:
    rules = replace(STANDARD, first_turn_attack=True, first_turn_supporter=True)
    game = _first_turn(rules=rules)

    game.apply(PlayTrainer(hand_card(game, 0, HAU)))
    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 10


# -- the end of a turn ---------------------------------------------------------------------------


def test_EN_I_A_01_an_attack_ends_the_turn() -> None:
    game = game_at(
        position(player1={"active": {"card": ROWLET, "energy": [GRASS]}, "hand": [MORELULL]})
    )

    game.apply(Attack(attack_index(game, "Tackle")))

    assert game.state.current == 1 and game.state.turn == 4
    reason = refused(game, PlayBasic(hand_card(game, 0, MORELULL)), player=0)
    assert reason.code == "not_your_decision"


def test_ending_the_turn_without_attacking_passes_to_the_opponent() -> None:
    game = game_at(position())

    game.apply(EndTurn())

    assert game.state.current == 1
    assert active(game, 1).damage == 0
    assert game.state.card(active(game, 1).top).id == LITTEN
