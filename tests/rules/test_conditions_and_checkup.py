"""Special Conditions (R-7, P-39) and Pokémon Checkup between turns (R-8, EN/JA I-F, P-18)."""

from __future__ import annotations

import pytest

from playmat.rules.actions import Answer, Attack, EndTurn, Manual, Retreat
from playmat.rules.choices import Choice
from playmat.rules.conditions import add_condition
from playmat.rules.game import Game
from playmat.rules.ruleset import BURN_2023
from playmat.rules.state import Condition
from rulebook_helpers import (
    FIRE,
    GRASS,
    LITTEN,
    MORELULL,
    ROWLET,
    SPINDA,
    active,
    attack_index,
    bench,
    force_coins,
    game_at,
    log_kinds,
    pending_choice,
    position,
    refused,
)

ASLEEP, BURNED, CONFUSED = Condition.ASLEEP, Condition.BURNED, Condition.CONFUSED
PARALYZED, POISONED = Condition.PARALYZED, Condition.POISONED


def _game(*conditions: str, damage: int = 0, **player2: object) -> Game:
    """Player 1's turn 3; player 2's Active Litten (70 HP) has the given conditions."""
    spec = {"card": LITTEN, "conditions": list(conditions), "damage": damage}
    return game_at(position(player2={"active": spec, **player2}))


# -- R-7 -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second"),
    [(ASLEEP, CONFUSED), (CONFUSED, PARALYZED), (PARALYZED, ASLEEP), (ASLEEP, PARALYZED)],
)
def test_R_7_Asleep_Confused_and_Paralyzed_replace_one_another(
    first: Condition, second: Condition
) -> None:
    game = _game()
    litten = active(game, 1)

    add_condition(game, litten, first)
    add_condition(game, litten, second)

    assert litten.conditions == {second}


def test_R_7_Poisoned_and_Burned_stack_with_everything() -> None:
    game = _game()
    litten = active(game, 1)

    for condition in (POISONED, BURNED, ASLEEP, CONFUSED):
        add_condition(game, litten, condition)

    assert litten.conditions == {POISONED, BURNED, CONFUSED}


def test_R_7_only_the_Active_Pokemon_has_Special_Conditions() -> None:
    game = _game(bench=[{"card": MORELULL}])

    assert add_condition(game, bench(game, 1), POISONED) is False
    assert bench(game, 1).conditions == set()

    tool = Manual("add_condition", pokemon=bench(game, 1).id, condition="Poisoned")
    reason = refused(game, tool)
    assert (reason.code, reason.rule) == ("condition_only_active", "R-7")


def test_R_8_an_Asleep_Pokemon_can_t_attack_until_a_Checkup_flip_wakes_it() -> None:
    game = game_at(
        position(
            player1={"active": {"card": MORELULL, "energy": [GRASS]}},
            player2={"active": {"card": SPINDA, "energy": [GRASS]}},
        )
    )
    force_coins(game, "tails", "heads")  # the sleep flips after turns 3 and 4

    game.apply(Attack(attack_index(game, "Flickering Spores")))
    assert active(game, 1).conditions == {ASLEEP}  # tails: still Asleep on turn 4
    reason = refused(game, Attack(attack_index(game, "Teeter Punch")))
    assert (reason.code, dict(reason.args)["condition"]) == ("attack_condition", ASLEEP.term)

    game.apply(EndTurn())

    assert active(game, 1).conditions == set()  # heads: awake


def test_R_7_going_to_the_Bench_ends_Special_Conditions() -> None:
    game = game_at(
        position(
            player1={
                "active": {
                    "card": ROWLET,
                    "energy": [GRASS],
                    "conditions": ["Poisoned", "Confused"],
                },
                "bench": [{"card": MORELULL}],
            }
        )
    )
    rowlet = active(game, 0)

    game.apply(Retreat(bench(game, 0).id))

    assert rowlet.conditions == set()


def test_EN_II_E_16_a_new_Poison_replaces_the_old_one_and_its_counters() -> None:
    game = _game()
    litten = active(game, 1)
    add_condition(game, litten, POISONED)
    litten.poison_counters = 3  # a stronger Poison (E-16)

    add_condition(game, litten, POISONED)

    assert litten.poison_counters == 1


# -- the Checkup ----------------------------------------------------------------------------


def test_R_8_Checkup_order_Poison_then_Burn_then_Sleep() -> None:
    game = _game("Asleep", "Burned", "Poisoned")
    force_coins(game, "tails", "heads")  # Burn: tails (2 counters); Sleep: heads (wakes)
    start = len(game.events)

    game.apply(EndTurn())

    kinds = [
        k for k in log_kinds(game, start) if k in ("damage_counters", "coin", "condition_removed")
    ]
    assert kinds == ["damage_counters", "coin", "damage_counters", "coin", "condition_removed"]
    litten = active(game, 1)
    assert litten.damage == 10 + 20
    assert litten.conditions == {POISONED, BURNED}


def test_R_8_Poisoned_puts_1_damage_counter_at_every_Checkup() -> None:
    game = _game("Poisoned")

    game.apply(EndTurn())
    assert active(game, 1).damage == 10
    game.apply(EndTurn())
    assert active(game, 1).damage == 20
    assert POISONED in active(game, 1).conditions


def test_R_8_Burned_heads_puts_no_counters_and_the_Burn_stays() -> None:
    game = _game("Burned")
    force_coins(game, "heads")

    game.apply(EndTurn())

    assert active(game, 1).damage == 0
    assert active(game, 1).conditions == {BURNED}


def test_R_8_variant_burn_2023_counters_first_then_heads_recovers() -> None:
    game = game_at(
        position(player2={"active": {"card": LITTEN, "conditions": ["Burned"]}}), rules=BURN_2023
    )
    force_coins(game, "heads")

    game.apply(EndTurn())

    assert active(game, 1).damage == 20
    assert active(game, 1).conditions == set()


def test_R_8_variant_burn_2023_tails_stays_Burned() -> None:
    game = game_at(
        position(player2={"active": {"card": LITTEN, "conditions": ["Burned"]}}), rules=BURN_2023
    )
    force_coins(game, "tails")

    game.apply(EndTurn())

    assert active(game, 1).damage == 20
    assert active(game, 1).conditions == {BURNED}


def test_R_8_Asleep_tails_stays_Asleep() -> None:
    game = _game("Asleep")
    force_coins(game, "tails")

    game.apply(EndTurn())

    assert active(game, 1).conditions == {ASLEEP}


def test_R_8_Confused_is_not_checked_between_turns() -> None:
    game = _game("Confused")
    start = len(game.events)

    game.apply(EndTurn())

    assert "coin" not in log_kinds(game, start)
    assert active(game, 1).conditions == {CONFUSED}


def test_R_8_the_Checkup_covers_both_players_Pokemon() -> None:
    game = game_at(
        position(
            player1={"active": {"card": ROWLET, "conditions": ["Poisoned"]}},
            player2={"active": {"card": LITTEN, "conditions": ["Poisoned"]}},
        )
    )

    game.apply(EndTurn())

    assert active(game, 0).damage == 10
    assert active(game, 1).damage == 10


def test_R_8_Paralyzed_ends_at_the_Checkup_after_its_owner_s_turn() -> None:
    paralyzed = {"card": LITTEN, "energy": [FIRE], "conditions": ["Paralyzed"]}
    game = game_at(position(player2={"active": paralyzed}))

    game.apply(EndTurn())  # the Checkup after player 1's turn: still Paralyzed
    assert active(game, 1).conditions == {PARALYZED}
    reason = refused(game, Attack(attack_index(game, "Bite")))
    assert (reason.code, dict(reason.args)["condition"]) == ("attack_condition", PARALYZED.term)

    game.apply(EndTurn())  # the Checkup after player 2's own turn

    assert active(game, 1).conditions == set()


def test_R_8_a_Pokemon_Knocked_Out_by_Poison_gives_a_Prize_card() -> None:
    game = _game("Poisoned", damage=60, bench=[{"card": LITTEN}])

    game.apply(EndTurn())

    assert pending_choice(game).purpose == "take_prize" and pending_choice(game).player == 0
    game.apply(_first(game))
    assert len(game.state.players[0].prizes) == 5
    assert active(game, 1).damage == 0  # the Benched Litten came up
    assert game.state.current == 1


def test_R_11_both_Active_Pokemon_Knocked_Out_at_Checkup_the_next_player_promotes_first() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": ROWLET, "conditions": ["Poisoned"], "damage": 50},
                "bench": [{"card": ROWLET}, {"card": MORELULL}],
            },
            player2={
                "active": {"card": LITTEN, "conditions": ["Poisoned"], "damage": 60},
                "bench": [{"card": LITTEN}, {"card": LITTEN}],
            },
        )
    )

    game.apply(EndTurn())  # player 1's turn ends; player 2 is next
    asked = []
    while isinstance(game.pending, Choice):
        asked.append((game.pending.purpose, game.pending.player))
        game.apply(_first(game))

    promotions = [player for purpose, player in asked if purpose == "promote"]
    assert promotions == [1, 0]
    assert sorted(p for purpose, p in asked if purpose == "take_prize") == [0, 1]
    assert [len(p.prizes) for p in game.state.players] == [5, 5]
    assert game.state.current == 1 and game.state.turn == 4


def _first(game: Game) -> Answer:
    """The first option(s) of the pending choice."""
    return Answer(tuple(range(max(1, pending_choice(game).minimum))))


def test_EN_II_E_01_an_effect_during_a_turn_does_not_last_into_the_Checkup_after_it() -> None:
    guard = {
        "kind": "damage_taken",
        "amount": -20,
        "duration": "opponents_next_turn",
        "made_turn": 2,
    }
    game = game_at(
        position(
            player1={"active": {"card": ROWLET, "effects": [guard]}},
            player2={
                "active": {"card": LITTEN, "conditions": ["Poisoned"], "damage": 60},
                "bench": [{"card": LITTEN}],
            },
        )
    )
    assert [m.kind.value for m in game.modifiers_on(active(game, 0))] == ["damage_taken"]

    game.apply(EndTurn())  # Poison Knocks Out Litten; player 1 is asked for a Prize card

    assert game.state.phase.value == "checkup"
    assert pending_choice(game).purpose == "take_prize"
    assert game.modifiers_on(active(game, 0)) == []
    mine = game.observation(0).players[0].active
    assert mine is not None and mine.effects == ()
