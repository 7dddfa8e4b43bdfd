"""The damage calculation: the six steps of EN I-A-01 in order (R-10, P-06) and the part II
entries the starter set uses (B-01, B-02, B-04, B-05, B-08, B-09, C-16)."""

from __future__ import annotations

import pytest

from playmat.cards.model import DamageSign, EnergyType, TypeModifier
from playmat.i18n.message import msg
from playmat.rules.actions import Answer, Attack, PlayTrainer
from playmat.rules.damage import DamageOptions, calculate
from playmat.rules.game import Game
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.refusals import refusal
from rulebook_helpers import (
    BEWEAR,
    CARDS,
    DARTRIX,
    FIGHTING,
    FIRE,
    GRASS,
    KUKUI,
    LILLIPUP,
    LITTEN,
    MAKUHITA,
    POPPLIO,
    ROWLET,
    STUFFUL,
    WINGULL,
    active,
    answer_cards,
    answer_label,
    answer_where,
    attack_index,
    bench,
    force_coins,
    game_at,
    hand_card,
    position,
    with_card,
)

PASSIMIAN = "sm1-73"


def _effect(kind: ModifierKind, amount: int = 0, **extra: object) -> Modifier:
    source = msg("source.named", name="test")
    return Modifier(kind, amount, Duration.THIS_TURN, made_turn=3, source=source, **extra)


def _rowlet_against(defender: str, **player1: object) -> Game:
    spec = {"card": ROWLET, "energy": [GRASS, GRASS]}
    return game_at(
        position(player1={"active": spec, **player1}, player2={"active": {"card": defender}})
    )


# -- steps 3 and 4: Weakness and Resistance ------------------------------------------------------


def test_R_10_step_3_Weakness_doubles_the_damage() -> None:
    game = _rowlet_against(POPPLIO)  # Water, Weakness Grass x2

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 20


def test_R_10_step_3_Weakness_only_to_the_attacker_s_type() -> None:
    game = _rowlet_against(LITTEN)  # Fire, Weakness Water

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 10


def test_R_10_step_4_Resistance_takes_20_off() -> None:
    game = game_at(
        position(
            player1={"active": {"card": MAKUHITA, "energy": [FIGHTING, FIGHTING]}},
            player2={"active": {"card": WINGULL}},  # Resistance Fighting -20
        )
    )

    game.apply(Attack(attack_index(game, "Strength")))

    assert active(game, 1).damage == 20


def test_R_10_step_4_Resistance_down_to_0_ends_the_calculation() -> None:
    game = game_at(
        position(
            player1={"active": {"card": MAKUHITA, "energy": [FIGHTING]}},
            player2={"active": {"card": WINGULL}},
        )
    )
    force_coins(game, "heads")

    game.apply(Attack(attack_index(game, "Surprise Attack")))  # 20 - 20

    assert active(game, 1).damage == 0


def test_R_10_step_4_Resistance_as_printed_minus_30() -> None:
    resists_30 = with_card(
        WINGULL,
        "test-wingull-30",
        resistances=(TypeModifier(EnergyType.FIGHTING, DamageSign.MINUS, 30),),
    )
    pos = position(
        player1={"active": {"card": MAKUHITA, "energy": [FIGHTING, FIGHTING]}},
        player2={"active": {"card": resists_30.id}},
    )
    game = game_at(pos, cards={**CARDS, resists_30.id: resists_30})

    game.apply(Attack(attack_index(game, "Strength")))

    assert active(game, 1).damage == 10


def test_EN_II_B_06_an_attack_that_ignores_Resistance() -> None:
    boldore = {"card": "sm1-70", "energy": [FIGHTING] * 3, "evolved_from": ["sm1-69"]}
    game = game_at(position(player1={"active": boldore}, player2={"active": {"card": WINGULL}}))

    game.apply(Attack(attack_index(game, "Rock Hurl")))

    assert active(game, 1).damage == 50  # Wingull's Fighting Resistance is not applied


def test_EN_II_B_08_no_Weakness_for_a_Benched_Pokemon() -> None:
    game = game_at(
        position(
            player1={"active": {"card": PASSIMIAN, "energy": [FIGHTING]}},
            player2={"bench": [{"card": LILLIPUP}, {"card": WINGULL}]},  # weak / resistant
        )
    )

    game.apply(Attack(attack_index(game, "Fling")))
    answer_cards(game, LILLIPUP)

    assert bench(game, 1, 0).damage == 30  # not 60
    assert active(game, 1).damage == 0


def test_EN_II_B_08_no_Resistance_for_a_Benched_Pokemon() -> None:
    game = game_at(
        position(
            player1={"active": {"card": PASSIMIAN, "energy": [FIGHTING]}},
            player2={"bench": [{"card": LILLIPUP}, {"card": WINGULL}]},
        )
    )

    game.apply(Attack(attack_index(game, "Fling")))
    answer_cards(game, WINGULL)

    assert bench(game, 1, 1).damage == 30  # not 10


# -- steps 2 and 5: effects on the attacker and on the defender, in order -----------------------


def test_R_10_step_2_an_attacker_effect_counts_before_Weakness() -> None:
    game = _rowlet_against(POPPLIO, hand=[KUKUI])
    game.apply(PlayTrainer(hand_card(game, 0, KUKUI)))

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == (10 + 20) * 2


def test_EN_II_B_04_an_attacker_bonus_for_the_Active_Pokemon_does_not_reach_the_Bench() -> None:
    game = game_at(
        position(
            player1={
                "active": {"card": DARTRIX, "energy": [GRASS], "evolved_from": [ROWLET]},
                "hand": [KUKUI],
            },
            player2={"bench": [{"card": LITTEN}]},
        )
    )
    game.apply(PlayTrainer(hand_card(game, 0, KUKUI)))

    game.apply(Attack(attack_index(game, "Sharp Blade Quill")))
    answer_where(game, lambda option: option.pokemon == bench(game, 1).id)

    assert bench(game, 1).damage == 20  # Professor Kukui's +20 is for the Active Pokémon only


def test_R_10_step_5_a_defender_effect_counts_after_Weakness() -> None:
    game = _rowlet_against(POPPLIO)
    active(game, 1).effects.append(_effect(ModifierKind.DAMAGE_TAKEN, 30))  # Clanging Scales

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 10 * 2 + 30


def test_R_10_step_5_less_damage_to_0_ends_the_calculation() -> None:
    game = _rowlet_against(POPPLIO)
    active(game, 1).effects.append(_effect(ModifierKind.DAMAGE_TAKEN, -20))

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 0


def test_EN_II_B_05_FAQ_less_damage_on_the_attacker_counts_in_step_2() -> None:
    # Ferocious Bellow's "-50" is on the attacker: (10 - 50) ends at 0 before Weakness.
    game = _rowlet_against(POPPLIO)
    active(game, 0).effects.append(_effect(ModifierKind.DAMAGE_DEALT, -50))

    game.apply(Attack(attack_index(game, "Tackle")))

    assert active(game, 1).damage == 0


def test_R_10_the_six_steps_in_order() -> None:
    """10 base, +20 attacker, x2 Weakness, -30 Resistance, -10 defender: (10 + 20) x 2 - 30 - 10
    = 20. Any other order gives another number."""
    target = with_card(
        POPPLIO,
        "test-popplio",
        resistances=(TypeModifier(EnergyType.GRASS, DamageSign.MINUS, 30),),
    )
    game = game_at(
        position(
            player1={"active": {"card": ROWLET, "energy": [GRASS]}},
            player2={"active": {"card": target.id}},
        ),
        cards={**CARDS, target.id: target},
    )
    attacker, defender = active(game, 0), active(game, 1)
    attacker.effects.append(_effect(ModifierKind.DAMAGE_DEALT, 20))
    defender.effects.append(_effect(ModifierKind.DAMAGE_TAKEN, -10))

    assert calculate(game, attacker, defender, 10) == 20
    assert calculate(game, attacker, defender, 10, DamageOptions(weakness=False)) == 0
    assert calculate(game, attacker, defender, 10, DamageOptions(ignore_target_effects=True)) == 30


def test_R_10_attacker_effects_add_up() -> None:
    game = _rowlet_against(LITTEN)
    attacker = active(game, 0)
    attacker.effects.append(_effect(ModifierKind.DAMAGE_DEALT, 20))
    attacker.effects.append(_effect(ModifierKind.DAMAGE_DEALT, 20))

    assert calculate(game, attacker, active(game, 1), 10) == 50


def test_EN_II_C_16_step_6_prevented_damage_places_no_counters() -> None:
    game = _rowlet_against(POPPLIO)
    active(game, 1).effects.append(_effect(ModifierKind.PREVENT_DAMAGE))

    game.apply(Attack(attack_index(game, "Leafage")))

    assert active(game, 1).damage == 0


def test_EN_II_B_07_damage_that_ignores_effects_on_the_target_ignores_prevention_too() -> None:
    game = _rowlet_against(POPPLIO)
    defender = active(game, 1)
    defender.effects.append(_effect(ModifierKind.PREVENT_DAMAGE))

    options = DamageOptions(ignore_target_effects=True)
    assert calculate(game, active(game, 0), defender, 10, options) == 20


# -- B-09: damage to itself ----------------------------------------------------------------------


def _superpower(effect: Modifier) -> Game:
    game = game_at(
        position(
            player1={
                "active": {"card": BEWEAR, "energy": [FIRE] * 3, "evolved_from": [STUFFUL]},
            },
            player2={"active": {"card": "sm1-99"}},
        )
    )
    active(game, 0).effects.append(effect)
    game.apply(Attack(attack_index(game, "Superpower")))
    answer_label(game, msg("option.yes"))
    return game


def test_EN_II_B_09_FAQ_1_self_damage_is_reduced_by_an_effect_on_any_damage_from_attacks() -> None:
    # Eviolite-like: "any damage done to this Pokémon by attacks is -20".
    game = _superpower(_effect(ModifierKind.DAMAGE_TAKEN, -20, only_from_opponent=False))

    assert active(game, 0).damage == 0
    assert active(game, 1).damage == 120


def test_EN_II_B_09_FAQ_2_self_damage_ignores_an_effect_on_the_opponent_s_attacks() -> None:
    # Choice Helmet-like: "less damage from the attacks of your opponent's Pokémon".
    game = _superpower(_effect(ModifierKind.DAMAGE_TAKEN, -20, only_from_opponent=True))

    assert active(game, 0).damage == 20


# -- step 1: the attack's own text ---------------------------------------------------------------


@pytest.mark.parametrize(("heads", "damage"), [(0, 0), (1, 20), (2, 40), (4, 80)])
def test_EN_II_B_02_damage_times_the_number_of_heads(heads: int, damage: int) -> None:
    game = game_at(
        position(
            player1={"active": {"card": "sm1-107", "energy": [GRASS], "evolved_from": ["sm1-106"]}},
            player2={"active": {"card": BEWEAR, "evolved_from": [STUFFUL]}},
        )
    )
    force_coins(game, *(["heads"] * heads + ["tails"] * (4 - heads)))

    game.apply(Attack(attack_index(game, "Bullet Seed")))

    assert active(game, 1).damage == damage


def test_the_answer_to_a_yes_no_question_must_be_one_option() -> None:
    game = game_at(
        position(
            player1={"active": {"card": BEWEAR, "energy": [FIRE] * 3, "evolved_from": [STUFFUL]}}
        )
    )
    game.apply(Attack(attack_index(game, "Superpower")))

    exactly_one = refusal("answer_count_exact", count=1)
    assert game.why_illegal(Answer((0, 1))) == exactly_one
    assert game.why_illegal(Answer(())) == exactly_one
