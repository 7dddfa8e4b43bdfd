"""Evolving (EN I-A-05, P-04) and retreating (EN I-A-03, P-08; R-5 once per turn)."""

from __future__ import annotations

import pytest

from playmat.i18n.message import CardName
from playmat.rules.actions import Attack, EndTurn, Evolve, PlayBasic, Retreat
from playmat.rules.state import Condition
from rulebook_helpers import (
    DARTRIX,
    DECIDUEYE,
    FIRE,
    GRASS,
    LITTEN,
    MORELULL,
    ROWLET,
    SHIINOTIC,
    TORKOAL,
    WATER,
    active,
    answer_cards,
    attack_index,
    bench,
    game_at,
    hand_card,
    pending_choice,
    position,
    refused,
    top_name,
)

CANT_RETREAT = {"kind": "cant_retreat", "duration": "opponents_next_turn", "made_turn": 2}

# -- EN I-A-05: evolving -------------------------------------------------------------------------


def test_EN_I_A_05_evolving_keeps_Energy_and_damage_and_stacks_the_card() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": ROWLET, "damage": 30, "energy": [GRASS, GRASS]},
                "hand": [DARTRIX],
            }
        )
    )
    rowlet = active(game, 0)

    game.apply(Evolve(hand_card(game, 0, DARTRIX), rowlet.id))

    dartrix = active(game, 0)
    assert dartrix is rowlet  # the same Pokémon in play
    assert top_name(game, dartrix) == "Dartrix"
    assert [game.state.card(u).name for u in dartrix.stack] == ["Rowlet", "Dartrix"]
    assert dartrix.damage == 30 and game.remaining_hp(dartrix) == 50
    assert len(dartrix.energy) == 2


def test_EN_I_A_05_evolving_removes_Special_Conditions_and_effects() -> None:
    game = game_at(
        position(
            player1={
                "active": {
                    "card": ROWLET,
                    "conditions": ["Confused", "Poisoned"],
                    "effects": [CANT_RETREAT],
                },
                "hand": [DARTRIX],
            }
        )
    )
    assert game.modifiers_on(active(game, 0))

    game.apply(Evolve(hand_card(game, 0, DARTRIX), active(game, 0).id))

    assert active(game, 0).conditions == set()
    assert game.modifiers_on(active(game, 0)) == []


def test_EN_I_A_05_a_Benched_Pokemon_can_evolve_too() -> None:
    game = game_at(position(player1={"bench": [{"card": MORELULL}], "hand": [SHIINOTIC]}))

    game.apply(Evolve(hand_card(game, 0, SHIINOTIC), bench(game, 0).id))

    assert top_name(game, bench(game, 0)) == "Shiinotic"


def test_EN_I_A_05_a_Pokemon_put_into_play_this_turn_cant_evolve() -> None:
    game = game_at(position(player1={"hand": [MORELULL, SHIINOTIC]}))
    game.apply(PlayBasic(hand_card(game, 0, MORELULL)))

    reason = refused(game, Evolve(hand_card(game, 0, SHIINOTIC), bench(game, 0).id))
    assert (reason.code, reason.rule) == ("evolve_new_this_turn", "EN I-A-05")
    assert dict(reason.args) == {"target": CardName(MORELULL, "Morelull")}

    game.apply(EndTurn())
    game.apply(EndTurn())
    game.apply(Evolve(hand_card(game, 0, SHIINOTIC), bench(game, 0).id))  # next turn: fine
    assert top_name(game, bench(game, 0)) == "Shiinotic"


def test_EN_I_A_05_a_Pokemon_that_evolved_this_turn_cant_evolve_again() -> None:
    game = game_at(position(player1={"hand": [DARTRIX, DECIDUEYE]}))
    game.apply(Evolve(hand_card(game, 0, DARTRIX), active(game, 0).id))

    reason = refused(game, Evolve(hand_card(game, 0, DECIDUEYE), active(game, 0).id))
    assert (reason.code, reason.rule) == ("evolve_new_this_turn", "EN I-A-05")
    assert dict(reason.args) == {"target": CardName(DARTRIX, "Dartrix")}


def test_EN_I_A_05_the_Evolution_card_must_name_the_Pokemon_it_evolves_from() -> None:
    game = game_at(position(player1={"active": {"card": LITTEN}, "hand": [DARTRIX]}))

    reason = refused(game, Evolve(hand_card(game, 0, DARTRIX), active(game, 0).id))
    assert (reason.code, reason.rule) == ("evolves_from_other", "EN I-A-05")
    assert dict(reason.args) == {
        "card": CardName(DARTRIX, "Dartrix"),
        "evolves_from": "Rowlet",
        "target": CardName(LITTEN, "Litten"),
    }


def test_EN_I_A_05_an_evolved_Pokemon_uses_only_the_new_card_s_attacks() -> None:
    game = game_at(
        position(player1={"active": {"card": ROWLET, "energy": [GRASS]}, "hand": [DARTRIX]})
    )
    game.apply(Evolve(hand_card(game, 0, DARTRIX), active(game, 0).id))

    attacks = [a.name for a in game.state.top_card(active(game, 0)).attacks]
    assert attacks == ["Sharp Blade Quill", "Leaf Blade"]
    legal = {a.attack for a in game.legal_actions(0) if isinstance(a, Attack)}
    assert legal == {0}  # Sharp Blade Quill; Rowlet's Tackle is gone, Leaf Blade costs 3


# -- EN I-A-03: retreating -----------------------------------------------------------------------


def _retreat_position(**active_spec: object) -> dict:  # type: ignore[type-arg]
    spec = {"card": ROWLET, "energy": [GRASS, GRASS]} | active_spec
    return position(player1={"active": spec, "bench": [{"card": MORELULL}, {"card": LITTEN}]})


def test_EN_I_A_03_retreat_discards_energy_equal_to_the_Retreat_Cost() -> None:
    game = game_at(_retreat_position(damage=20))
    rowlet = active(game, 0)
    morelull = bench(game, 0)

    game.apply(Retreat(morelull.id))

    assert active(game, 0) is morelull
    assert rowlet in game.state.players[0].bench
    assert len(rowlet.energy) == 1  # Retreat Cost 1: one of the two discarded
    assert rowlet.damage == 20  # damage counters stay
    assert [game.state.card(u).name for u in game.state.players[0].discard] == ["Grass Energy"]


def test_EN_I_A_03_the_player_chooses_which_Energy_pays_the_Retreat_Cost() -> None:
    game = game_at(_retreat_position(energy=[GRASS, WATER]))
    rowlet = active(game, 0)

    game.apply(Retreat(bench(game, 0).id))
    choice = pending_choice(game)
    assert choice.purpose == "retreat_energy" and (choice.minimum, choice.maximum) == (1, 1)
    answer_cards(game, WATER)

    assert [game.state.card(u).name for u in rowlet.energy] == ["Grass Energy"]
    assert [game.state.card(u).name for u in game.state.players[0].discard] == ["Water Energy"]


def test_EN_I_A_03_1a_not_enough_Energy_no_retreat() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": TORKOAL, "energy": [FIRE, FIRE]},
                "bench": [{"card": LITTEN}],
            }
        )
    )

    reason = refused(game, Retreat(bench(game, 0).id))
    assert (reason.code, reason.rule) == ("retreat_cost_unpaid", "EN I-A-03")
    assert dict(reason.args) == {"pokemon": CardName(TORKOAL, "Torkoal"), "cost": 3, "attached": 2}
    assert len(active(game, 0).energy) == 2


@pytest.mark.parametrize("condition", [Condition.ASLEEP, Condition.PARALYZED])
def test_EN_I_A_03_1b_an_Asleep_or_Paralyzed_Pokemon_cant_retreat(condition: Condition) -> None:
    game = game_at(_retreat_position(conditions=[condition.value]))

    reason = refused(game, Retreat(bench(game, 0).id))
    assert (reason.code, reason.rule) == ("retreat_condition", "EN I-A-03")
    assert dict(reason.args) == {"pokemon": CardName(ROWLET, "Rowlet"), "condition": condition.term}
    assert not any(isinstance(a, Retreat) for a in game.legal_actions(0))


def test_EN_I_A_03_a_Confused_Pokemon_can_retreat() -> None:
    game = game_at(_retreat_position(conditions=["Confused"]))

    game.apply(Retreat(bench(game, 0).id))

    assert top_name(game, active(game, 0)) == "Morelull"


def test_EN_I_A_03_1c_an_effect_can_forbid_retreating() -> None:
    game = game_at(_retreat_position(effects=[CANT_RETREAT]))

    reason = refused(game, Retreat(bench(game, 0).id))
    assert (reason.code, reason.rule) == ("cant_retreat_effect", "EN II-C-14")
    assert dict(reason.args) == {"pokemon": CardName(ROWLET, "Rowlet")}
    assert len(active(game, 0).energy) == 2


def test_EN_I_A_03_no_Benched_Pokemon_no_retreat() -> None:
    game = game_at(position(player1={"active": {"card": ROWLET, "energy": [GRASS]}}))

    assert not any(isinstance(a, Retreat) for a in game.legal_actions(0))
    assert refused(game, Retreat(999)).code == "retreat_choose_benched"


def test_R_5_retreat_only_once_per_turn() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": ROWLET, "energy": [GRASS]},
                "bench": [{"card": MORELULL, "energy": [GRASS]}],
            }
        )
    )
    rowlet = active(game, 0)
    game.apply(Retreat(bench(game, 0).id))

    reason = refused(game, Retreat(rowlet.id))
    assert (reason.code, reason.rule) == ("already_retreated", "R-5")
    assert top_name(game, active(game, 0)) == "Morelull"


def test_EN_I_A_03_retreating_with_5_Benched_Pokemon_is_allowed() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": ROWLET, "energy": [GRASS]},
                "bench": [{"card": MORELULL}] * 5,
            }
        )
    )
    rowlet = active(game, 0)

    game.apply(Retreat(bench(game, 0).id))

    assert rowlet in game.state.players[0].bench
    assert len(game.state.players[0].bench) == 5


def test_EN_I_A_03_retreating_removes_Special_Conditions_and_effects() -> None:
    less_damage = {"kind": "damage_taken", "amount": -20, "duration": "this_turn"}
    game = game_at(_retreat_position(conditions=["Confused", "Poisoned"], effects=[less_damage]))
    rowlet = active(game, 0)
    assert game.modifiers_on(rowlet)

    game.apply(Retreat(bench(game, 0).id))

    assert rowlet.conditions == set()
    assert game.modifiers_on(rowlet) == []


def test_EN_I_A_03_the_new_Active_Pokemon_can_attack_after_a_retreat() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": ROWLET, "energy": [GRASS]},
                "bench": [{"card": LITTEN, "energy": [FIRE]}],
            }
        )
    )
    game.apply(Retreat(bench(game, 0).id))

    game.apply(Attack(attack_index(game, "Bite")))

    assert active(game, 1).damage == 10
    assert Condition.ASLEEP not in active(game, 0).conditions
