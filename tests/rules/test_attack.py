"""Using an attack: EN I-A-01 (P-05) with the Energy cost (R-6), Asleep and Paralyzed (step 1b),
Confused (step 2b, R-9) and the once-per-game GX attack (R-13)."""

from __future__ import annotations

import pytest

from playmat.cards.model import Attack as PrintedAttack
from playmat.cards.model import EnergyType
from playmat.i18n.message import CardName
from playmat.rules.actions import Attack, Concede, EndTurn
from playmat.rules.state import Condition
from rulebook_helpers import (
    BEWEAR,
    CARDS,
    FIGHTING,
    FIRE,
    GRASS,
    LITTEN,
    ROWLET,
    SPINDA,
    STUFFUL,
    WATER,
    active,
    answer_label,
    attack_index,
    force_coins,
    game_at,
    position,
    prize,
    refused,
    with_card,
)

# -- the Energy cost (EN I-A-01, R-6) -----------------------------------------------------------


def test_EN_I_A_01_an_attack_needs_its_Energy_cost() -> None:
    game = game_at(position(player1={"active": {"card": ROWLET}}))

    reason = refused(game, Attack(attack_index(game, "Tackle")))
    assert (reason.code, reason.rule) == ("attack_cost_unpaid", "EN I-A-01")
    assert dict(reason.args) == {
        "attack": "Tackle",
        "cost": (EnergyType.COLORLESS.term,),
        "pokemon": CardName(ROWLET, "Rowlet"),
    }
    assert game.legal_actions(0) == [EndTurn(), Concede()]  # conceding is always allowed


def test_R_6_any_type_of_Energy_pays_Colorless() -> None:
    game = game_at(position(player1={"active": {"card": ROWLET, "energy": [WATER]}}))

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 10


def test_R_6_a_typed_symbol_needs_Energy_of_that_type() -> None:
    # Leafage costs Grass + Colorless.
    wrong = game_at(position(player1={"active": {"card": ROWLET, "energy": [WATER, FIRE]}}))
    reason = refused(wrong, Attack(attack_index(wrong, "Leafage")))
    assert (reason.code, reason.rule) == ("attack_cost_unpaid", "EN I-A-01")
    assert dict(reason.args)["attack"] == "Leafage"
    assert dict(reason.args)["cost"] == (EnergyType.GRASS.term, EnergyType.COLORLESS.term)

    right = game_at(position(player1={"active": {"card": ROWLET, "energy": [WATER, GRASS]}}))
    right.apply(Attack(attack_index(right, "Leafage")))
    assert active(right, 1).damage == 20


def test_R_6_more_Energy_than_the_cost_is_fine() -> None:
    game = game_at(position(player1={"active": {"card": ROWLET, "energy": [GRASS] * 4}}))

    game.apply(Attack(attack_index(game, "Leafage")))

    assert active(game, 1).damage == 20
    assert len(active(game, 0).energy) == 4  # attacking discards nothing by itself


# -- EN I-A-01 step 1b: Asleep and Paralyzed ---------------------------------------------------


@pytest.mark.parametrize("condition", [Condition.ASLEEP, Condition.PARALYZED])
def test_EN_I_A_01_1b_an_Asleep_or_Paralyzed_Pokemon_cant_attack(condition: Condition) -> None:
    game = game_at(
        position(
            player1={"active": {"card": ROWLET, "energy": [GRASS], "conditions": [condition.value]}}
        )
    )

    reason = refused(game, Attack(attack_index(game, "Tackle")))
    assert (reason.code, reason.rule) == ("attack_condition", "EN I-A-01 1b")
    assert dict(reason.args) == {"pokemon": CardName(ROWLET, "Rowlet"), "condition": condition.term}
    assert not any(isinstance(a, Attack) for a in game.legal_actions(0))


@pytest.mark.parametrize("condition", ["Poisoned", "Burned"])
def test_a_Poisoned_or_Burned_Pokemon_can_attack(condition: str) -> None:
    game = game_at(
        position(player1={"active": {"card": ROWLET, "energy": [GRASS], "conditions": [condition]}})
    )

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 10


# -- EN I-A-01 step 2b, R-9: Confused ----------------------------------------------------------


def _confused_rowlet(damage: int = 0):  # type: ignore[no-untyped-def]
    return game_at(
        position(
            player1={
                "active": {
                    "card": ROWLET,
                    "energy": [GRASS],
                    "conditions": ["Confused"],
                    "damage": damage,
                },
                "bench": [{"card": ROWLET}],
            }
        )
    )


def test_R_9_Confused_heads_the_attack_goes_ahead() -> None:
    game = _confused_rowlet()
    force_coins(game, "heads")

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 10
    assert active(game, 0).damage == 0


def test_R_9_Confused_tails_3_damage_counters_on_the_attacker_and_the_turn_ends() -> None:
    game = _confused_rowlet()
    force_coins(game, "tails")

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 0  # the attack did nothing
    assert active(game, 0).damage == 30
    assert game.state.current == 1  # the turn ended
    assert any(e.kind == "attack_failed" for e in game.events)


def test_R_9_Confused_tails_can_Knock_Out_the_attacker() -> None:
    game = _confused_rowlet(damage=30)  # Rowlet has 60 HP
    force_coins(game, "tails")

    game.apply(Attack(attack_index(game, "Tackle")))

    answer_label(game, prize(1))  # player 2 takes a Prize card for it
    assert len(game.state.players[1].prizes) == 5
    assert game.state.card(active(game, 0).top).name == "Rowlet"  # the Benched one came up
    assert active(game, 0).damage == 0
    assert len(game.state.players[0].discard) == 2  # the Confused Rowlet and its Energy


def test_R_9_Confused_is_checked_for_every_attack() -> None:
    game = _confused_rowlet()
    force_coins(game, "heads")
    game.apply(Attack(attack_index(game, "Tackle")))
    game.apply(EndTurn())
    force_coins(game, "tails")

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 0).damage == 30
    assert active(game, 1).damage == 10


# -- one GX attack per game ---------------------------------------------------------------

#: A test-only Pokémon-GX: Bewear's facts with a GX attack added.
BEWEAR_GX = with_card(
    BEWEAR,
    "test-bewear-gx",
    name="Bewear-GX",
    subtypes=("Stage 1", "GX"),
    attacks=(
        *CARDS[BEWEAR].attacks,
        PrintedAttack(
            "Bear Crush-GX",
            (EnergyType.COLORLESS,),
            10,
            text="(You can't use more than 1 GX attack in a game.)",
        ),
    ),
)
GX_CARDS = {**CARDS, BEWEAR_GX.id: BEWEAR_GX}


def _gx_game(gx_used: bool = False, confused: bool = False):  # type: ignore[no-untyped-def]
    spec = {"card": BEWEAR_GX.id, "energy": [FIGHTING], "evolved_from": [STUFFUL]}
    if confused:
        spec["conditions"] = ["Confused"]
    pos = position(
        player1={"active": spec, "gx_used": gx_used},
        player2={"active": {"card": SPINDA}},
    )
    return game_at(pos, cards=GX_CARDS)


def test_R_13_a_GX_attack_can_be_used_once_per_game() -> None:
    game = _gx_game()
    gx = attack_index(game, "Bear Crush-GX")

    game.apply(Attack(gx))
    assert game.state.players[0].gx_used
    assert active(game, 1).damage == 10
    game.apply(EndTurn())

    reason = refused(game, Attack(gx))
    assert (reason.code, reason.rule) == ("gx_attack_used", "R-13")
    assert Attack(gx) not in game.legal_actions(0)
    assert Attack(attack_index(game, "Bear Hug")) not in game.legal_actions(0)  # costs 2


def test_R_13_the_GX_attack_is_per_player() -> None:
    game = _gx_game()
    game.state.players[1].gx_used = True

    game.apply(Attack(attack_index(game, "Bear Crush-GX")))

    assert active(game, 1).damage == 10


def test_R_13_a_GX_attack_that_failed_through_Confusion_was_not_used() -> None:
    game = _gx_game(confused=True)
    force_coins(game, "tails")

    game.apply(Attack(attack_index(game, "Bear Crush-GX")))

    assert active(game, 1).damage == 0
    assert not game.state.players[0].gx_used  # it counts as not used


def test_R_13_a_position_can_say_the_GX_attack_was_used() -> None:
    game = _gx_game(gx_used=True)

    reason = refused(game, Attack(attack_index(game, "Bear Crush-GX")))
    assert (reason.code, reason.rule) == ("gx_attack_used", "R-13")


def test_the_attack_index_must_exist() -> None:
    game = game_at(position(player1={"active": {"card": LITTEN, "energy": [FIRE]}}))

    reason = refused(game, Attack(7))
    assert reason.code == "no_such_attack"
    assert dict(reason.args) == {"pokemon": CardName(LITTEN, "Litten")}
