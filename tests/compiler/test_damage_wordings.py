"""More of an attack's damage as the compiler reads it (``compiler/shapes/damage.py``,
``coins.py``, ``damage_to_others.py``, ``tallies.py``): older wordings ("Does N damage plus N
more damage for each Water Energy ... but not used to pay for this attack's Energy cost", "Don't
apply Weakness and Resistance for this attack", "this attack's base damage is N"), limits on
damage added for each of something, a Pokémon chosen several times, and what the new counts
find on the board (EN II-B-01..B-08, R-6, D-17).

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from playmat.cards.model import Attack, Card, EnergyType, Supertype
from playmat.compiler.compile import Missed, compile_text
from playmat.compiler.grammar import ATTACK, opening_condition
from playmat.effects.attached_cards import DiscardAttachedEnergy
from playmat.effects.base import Part, Stage
from playmat.effects.coins import FlipCoins, FlipCoinsFor
from playmat.effects.damage_counters import Placing, PutDamageCounters
from playmat.effects.damage_parts import (
    BaseDamage,
    DamageIgnores,
    DamagePerHeads,
    DoesNothing,
    IgnoreResistance,
    MoreDamage,
    SelfDamage,
)
from playmat.effects.damage_to_others import DamageToChosen, DamageToChosenTimes, DamageToEach
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.predicates import (
    AnyOf,
    AnyPokemon,
    BasicEnergy,
    HasAttackNamed,
    Heads,
    HeadsCount,
    NamedCard,
    NameHas,
    Tails,
    TrainerCard,
    YouDid,
)
from playmat.effects.tallies import Count, DamageFor, DamageMode, Tally
from playmat.effects.targets import Side
from playmat.i18n.catalogue import Reader
from playmat.play.games import SCRIPTS
from playmat.rules.game import Game
from playmat.rules.scripting import EffectContext

TESTMON = Card(
    "test-1",
    "Testmon",
    Supertype.POKEMON,
    ("Basic",),
    hp=100,
    attacks=(Attack("Test Attack", (), None),),
)


def parts_of(text: str) -> list[Part]:
    result = compile_text(text, TESTMON, ATTACK)
    assert not isinstance(result, Missed), result
    return list(result)


def missed(text: str) -> bool:
    return isinstance(compile_text(text, TESTMON, ATTACK), Missed)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Does 40 damage plus 10 more damage for each Water Energy attached to this Pokémon "
            "but not used to pay for this attack's Energy cost. Extra Water Energy after the 2nd "
            "doesn't count.",
            [DamageFor(10, Tally.SPARE_ENERGY, energy=EnergyType.WATER, cap=20)],
        ),
        (
            "Does 20 damage plus 10 more damage for each basic Energy attached to this Pokémon "
            "but not used to pay for this attack's Energy cost. You can't add more than 30 "
            "damage in this way.",
            [DamageFor(10, Tally.SPARE_ENERGY, cards=BasicEnergy(), cap=30)],
        ),
        (
            "This attack does 50 more damage for each extra Fire Energy attached to this Pokémon "
            "(in addition to this attack's cost).",
            [DamageFor(50, Tally.SPARE_ENERGY, energy=EnergyType.FIRE)],
        ),
        (
            "This attack does 20 more damage for each Supporter card in your discard pile. You "
            "can't add more than 100 damage in this way.",
            [DamageFor(20, Tally.YOUR_DISCARD, cards=TrainerCard("Supporter"), cap=100)],
        ),
        (
            "Don't apply Weakness and Resistance for this attack. (Any other effects that would "
            "happen after applying Weakness and Resistance still happen.)",
            [DamageIgnores(weakness=True, resistance=True)],
        ),
        ("Don't apply Resistance.", [IgnoreResistance()]),
        ("(Don't apply Weakness.)", [DamageIgnores(weakness=True)]),
        (
            "Flip a coin. If tails, this attack's base damage is 10 instead of 30.",
            [FlipCoins(), BaseDamage(10, Tails())],
        ),
        (
            "Flip a coin. If heads, this attack does 40 damage.",
            [FlipCoins(), BaseDamage(40, Heads())],
        ),
        ("Does 20 damage to each Defending Pokémon.", [BaseDamage(20)]),
        (
            "Flip a coin. If tails, this attack does nothing (not even damage).",
            [FlipCoins(), DoesNothing(Tails())],
        ),
        (
            "Flip 3 coins. This attack does 10 times the number of heads.",
            [FlipCoins(3), DamagePerHeads(10)],
        ),
        (
            "Flip a number of coins equal to the number of Energy attached to this Pokémon. This "
            "attack does 20 damage times the number of heads.",
            [FlipCoinsFor(Tally.ENERGY_ON_SELF), DamagePerHeads(20)],
        ),
        (
            "Flip 2 coins. If both are tails, this attack does nothing.",
            [FlipCoins(2), DoesNothing(HeadsCount(tails=True))],
        ),
        (
            "Flip 3 coins. If you get 2 heads, this attack does 10 damage plus 20 more damage.",
            [FlipCoins(3), MoreDamage(20, HeadsCount(2))],
        ),
        (
            "Flip a coin. If heads, this attack does 10 more damage for each damage counter on "
            "your opponent's Active Pokémon.",
            [FlipCoins(), DamageFor(10, Tally.COUNTERS_ON_DEFENDER, when=Heads())],
        ),
        (
            "Does 20 damage times the number of your Pokémon that have the Round attack.",
            [DamageFor(20, Tally.YOUR_POKEMON, DamageMode.TIMES, cards=HasAttackNamed("Round"))],
        ),
        (
            "This attack does 30 damage times the number of your Benched Pokémon.",
            [DamageFor(30, Tally.YOUR_BENCHED, DamageMode.TIMES)],
        ),
        (
            "This attack does 20 damage for each of your remaining Prize cards.",
            [DamageFor(20, Tally.YOUR_PRIZES_LEFT, DamageMode.TIMES)],
        ),
        (
            "This attack does 50 damage for each of your Pokémon that has any damage counters "
            "on it.",
            [DamageFor(50, Tally.YOUR_DAMAGED_POKEMON, DamageMode.TIMES)],
        ),
        (
            "Does 10 damage plus 20 more damage for each Nidoking you have in play.",
            [DamageFor(20, Tally.YOUR_POKEMON, cards=NamedCard("Nidoking", pokemon=True))],
        ),
        (
            'This attack does 40 damage for each Pokémon in play that has "Koffing" or '
            '"Weezing" in its name (both yours and your opponent\'s).',
            [
                DamageFor(
                    40,
                    Tally.ALL_POKEMON,
                    DamageMode.TIMES,
                    cards=AnyOf(
                        (NameHas(AnyPokemon(), "Koffing"), NameHas(AnyPokemon(), "Weezing"))
                    ),
                )
            ],
        ),
        (
            'This attack does 30 damage for each of your Benched Pokémon that has "Falinks" in '
            "its name.",
            [
                DamageFor(
                    30, Tally.YOUR_BENCHED, DamageMode.TIMES, cards=NameHas(AnyPokemon(), "Falinks")
                )
            ],
        ),
        (
            "This attack does 20 more damage times the amount of Lightning Energy attached to "
            "your Pokémon.",
            [DamageFor(20, Tally.ENERGY_ON_YOUR_POKEMON, energy=EnergyType.LIGHTNING)],
        ),
        (
            "Choose 2 of your opponent's Benched Pokémon. This attack does 20 damage to each of "
            "them.",
            [DamageToChosen(20, 2, bench_only=True)],
        ),
        (
            "If your opponent has any Benched Pokémon, choose 1 of them and this attack does 30 "
            "damage to it. (Don't apply Weakness or Resistance for Benched Pokémon.)",
            [DamageToChosen(30, 1, bench_only=True)],
        ),
        (
            "This attack does 20 damage to 1 of your opponent's Pokémon for each Fire Energy "
            "attached to this Pokémon.",
            [DamageToChosen(20, 1, per=Tally.ENERGY_ON_SELF, per_energy=EnergyType.FIRE)],
        ),
        (
            "This attack does 20 damage times the amount of Energy attached to this Pokémon to 1 "
            "of your opponent's Pokémon.",
            [DamageToChosen(20, 1, per=Tally.ENERGY_ON_SELF)],
        ),
        (
            "Flip 3 coins. This attack does 10 damage times the number of heads to each of your "
            "opponent's Pokémon.",
            [FlipCoins(3), DamageToEach(10, per=Tally.HEADS)],
        ),
        (
            "This attack does 30 more damage for each different type of Pokémon on your Bench.",
            [DamageFor(30, Tally.TYPES_ON_YOUR_BENCH)],
        ),
        (
            "Does 10 damage plus 20 more damage for each type of basic Energy card attached to "
            "this Pokémon.",
            [DamageFor(20, Tally.BASIC_TYPES_ON_SELF)],
        ),
        (
            "This attack does 20 more damage for each type of basic Energy card in your discard "
            "pile. You can't add more than 80 damage in this way.",
            [DamageFor(20, Tally.BASIC_TYPES_IN_DISCARD, cap=80)],
        ),
        (
            "Does 20 damage times the amount of Energy attached to this Pokémon and your "
            "opponent's Active Pokémon.",
            [DamageFor(20, Tally.ENERGY_ON_BOTH_ACTIVE, DamageMode.TIMES)],
        ),
        (
            "Does 10 damage to each of your own Benched Pokémon.",
            [DamageToEach(10, side=Side.YOURS, bench_only=True)],
        ),
        (
            "Does 20 damage to each Pokémon on each player's Bench.",
            [DamageToEach(20, side=Side.BOTH, bench_only=True)],
        ),
        (
            "Put 2 damage counters on this Pokémon.",
            [PutDamageCounters(2, Placing.SELF, side=Side.YOURS)],
        ),
        (
            "Put 3 damage counters on 1 of your Pokémon.",
            [PutDamageCounters(3, Placing.CHOSEN, side=Side.YOURS)],
        ),
        (
            "This Pokémon does 10 damage to itself, and don't apply Weakness and Resistance to "
            "this damage.",
            [SelfDamage(10, ignore_weakness_resistance=True)],
        ),
        (
            "Discard as many Energy attached to your Pokémon as you like. This attack does 30 "
            "damage times the number of Energy cards you discarded.",
            [
                DiscardAttachedEnergy(0, up_to=True, stage=Stage.BEFORE_DAMAGE, holders="yours"),
                DamageFor(30, Tally.COUNTED, DamageMode.TIMES),
            ],
        ),
        (
            "Choose 1 of your opponent's Pokémon 4 times. (You can choose the same Pokémon more "
            "than once.) For each time you chose a Pokémon, do 30 damage to it. This damage "
            "isn't affected by Weakness or Resistance.",
            [DamageToChosenTimes(30, 4), DamageIgnores(weakness=True, resistance=True)],
        ),
    ],
)
def test_a_text_compiles_to_its_parts(text: str, expected: list[Part]) -> None:
    assert parts_of(text) == expected


def test_a_change_if_you_do_settles_the_step_before_it_first() -> None:
    """EN II-E-19: the damage depends on the discard, which resolves before it."""
    parts = parts_of(
        "You may discard all Lightning Energy attached to this Pokémon. If you do, this "
        "attack's base damage is 80 instead of 40."
    )
    assert [part.stage for part in parts] == [Stage.BEFORE_DAMAGE, Stage.BEFORE_DAMAGE]
    assert isinstance(parts[0], DiscardAttachedEnergy)
    assert parts[1] == BaseDamage(80, YouDid())


@pytest.mark.parametrize(
    "text",
    [
        # A limit with nothing added for each before it.
        "You can't add more than 40 damage in this way.",
        "This attack does 20 more damage. You can't add more than 40 damage in this way.",
        # A limit on another type than the one counted.
        "This attack does 10 more damage for each Water Energy attached to this Pokémon. Extra "
        "Fire Energy after the 2nd doesn't count.",
        # Damage multiplied under a condition: the text doesn't say what is left without it.
        "Flip a coin. If heads, this attack does 20 damage times the number of damage counters "
        "on this Pokémon.",
        # Damage to itself left without Weakness and Resistance: worded on its own.
        "This Pokémon does 10 damage to itself. Don't apply Weakness and Resistance.",
        # A reminder with nothing before it to remind of.
        "(Any other effects that would happen after applying Weakness and Resistance still "
        "happen.)",
        "(Any other effects of attacks still happen.)",
        "(Don't apply Weakness or Resistance for Benched Pokémon.)",
        # "If you do" with nothing done before it.
        "If you do, this attack does 30 more damage.",
        # A printed damage said again without a condition.
        "This attack does 30 damage.",
    ],
)
def test_texts_the_engine_cant_follow_stay_manual(text: str) -> None:
    assert missed(text)


def test_each_Defending_Pokemon_only_on_attacks_printed_without_damage() -> None:
    printed = Card(
        "test-2",
        "Testmon",
        Supertype.POKEMON,
        ("Basic",),
        hp=100,
        attacks=(Attack("Test Attack", (), 30, text="Does 20 damage to each Defending Pokémon."),),
    )
    result = compile_text("Does 20 damage to each Defending Pokémon.", printed, ATTACK)
    assert isinstance(result, Missed)


_EVERY_PART: list[Part] = [
    DamageFor(10, Tally.SPARE_ENERGY, energy=EnergyType.WATER, cap=20),
    DamageFor(10, Tally.SPARE_ENERGY, cards=BasicEnergy()),
    DamageFor(10, Tally.COUNTERS_ON_SELF, when=Heads()),
    DamageFor(10, Tally.ALL_POKEMON, cards=NameHas(AnyPokemon(), "Koffing")),
    BaseDamage(80, YouDid()),
    BaseDamage(0),
    DamageToChosenTimes(20, 6),
    DamageToChosenTimes(20, 2, bench_only=True, when=Heads()),
    DamageToChosen(20, 1, per=Tally.ENERGY_ON_SELF, per_energy=EnergyType.FIGHTING),
    DamageToEach(10, per=Tally.ENERGY_ON_SELF, per_energy=EnergyType.WATER),
]


@pytest.mark.parametrize("part", _EVERY_PART, ids=repr)
def test_every_part_is_worded_completely_and_stored(part: Part) -> None:
    message = part.describe()
    assert Reader().problems(message) + Reader(you=0).problems(message) == []
    assert part_from_data(part_to_data(part)) == part


def test_the_words_say_the_text() -> None:
    reader = Reader()
    assert reader.render(_EVERY_PART[0].describe()) == (
        "Add 10 damage to this attack for each extra Water Energy attached to this Pokémon (in "
        "addition to this attack's cost). (No more than 20 damage is added in this way.)"
    )
    assert reader.render(BaseDamage(80, YouDid()).describe()) == (
        "If you do, this attack's base damage is 80."
    )


@pytest.mark.parametrize(
    "make",
    [
        lambda: DamageFor(10, Tally.HEADS, DamageMode.TIMES, cap=20),
        lambda: DamageFor(10, Tally.HEADS, cap=-10),
        lambda: BaseDamage(-10),
        lambda: DamageToChosenTimes(20, 0),
        lambda: DamageToChosen(20, 1, per_energy=EnergyType.FIRE),
        lambda: DamageToEach(20, per=Tally.HEADS, per_energy=EnergyType.FIRE),
    ],
)
def test_parts_refuse_values_out_of_range(make: Any) -> None:
    with pytest.raises(ValueError):
        make()


def test_openings_of_older_coins() -> None:
    assert opening_condition("If both are heads, draw 2 cards.")[0] == HeadsCount()
    assert opening_condition("If you get 3 heads, draw 2 cards.")[0] == HeadsCount(3)


# -- on the board ----------------------------------------------------------------------------

GRASS, FIRE, WATER = "sm1-164", "sm1-165", "sm1-166"
DOUBLE_COLORLESS = "sm1-136"
VAPOREON = "base2-12"  # Water Gun costs Water, Water, Colorless.


def _context(pool: Mapping[str, Card], player1: dict[str, Any]) -> EffectContext:
    game = Game.from_position(
        {
            "turn": 3,
            "current": 1,
            "player1": {"deck": [f"{GRASS} x5"], "prizes": [f"{GRASS} x4"], **player1},
            "player2": {
                "active": {"card": "sm1-112"},
                "bench": [{"card": "sm1-111"}],
                "deck": [f"{WATER} x5"],
                "prizes": [f"{WATER} x6"],
            },
        },
        pool,
        scripts=SCRIPTS,
    )
    state = game.state
    attacker = state.players[0].active
    assert attacker is not None
    card = state.top_card(attacker)
    return EffectContext(
        game,
        0,
        attacker.top,
        pokemon=attacker,
        attack=card.attacks[-1],
        defender=state.players[1].active,
        base_damage=card.attacks[-1].damage,
    )


def test_spare_energy_is_what_the_cost_leaves_unused(pool: Mapping[str, Card]) -> None:
    """R-6: the cost is paid with the other Energy where it can be."""

    def spare(energy: list[str], typed: EnergyType | None = EnergyType.WATER) -> int:
        ctx = _context(pool, {"active": {"card": VAPOREON, "energy": energy}})
        return Count(Tally.SPARE_ENERGY, energy=typed).count(ctx)

    assert spare([f"{WATER} x3"]) == 0
    # The Colorless is paid by the Fire Energy: 1 Water Energy is left, then 2.
    assert spare([f"{WATER} x3", FIRE]) == 1
    assert spare([f"{WATER} x4", FIRE]) == 2
    # The cost isn't paid: nothing is left over.
    assert spare([WATER, f"{FIRE} x3"]) == 0
    # Any Energy: a Double Colorless Energy pays the Colorless and leaves 1 unit.
    assert spare([f"{WATER} x2", DOUBLE_COLORLESS], typed=None) == 1


def test_new_counts_on_the_board(pool: Mapping[str, Card]) -> None:
    ctx = _context(
        pool,
        {
            "active": {"card": "sm1-9", "damage": 10},
            "bench": [{"card": "sm1-111"}, {"card": "sm1-9", "damage": 20}, {"card": "sm1-10"}],
        },
    )
    assert Count(Tally.YOUR_PRIZES_LEFT).count(ctx) == 4
    assert Count(Tally.YOUR_DAMAGED_POKEMON).count(ctx) == 2
    assert Count(Tally.ALL_POKEMON).count(ctx) == 6
    rowlet = NamedCard("Rowlet", pokemon=True)
    assert Count(Tally.ALL_POKEMON, cards=rowlet).count(ctx) == 2
    # Stufful (Colorless), Rowlet and Dartrix (Grass): 2 types.
    assert Count(Tally.TYPES_ON_YOUR_BENCH).count(ctx) == 2


def test_types_of_basic_Energy(pool: Mapping[str, Card]) -> None:
    ctx = _context(
        pool,
        {
            "active": {"card": "sm1-9", "energy": [GRASS, GRASS, FIRE, DOUBLE_COLORLESS]},
            "bench": [{"card": "sm1-111", "energy": [WATER]}],
            "discard": [GRASS, WATER, WATER, "sm1-9"],
        },
    )
    assert Count(Tally.BASIC_TYPES_ON_SELF).count(ctx) == 2
    assert Count(Tally.BASIC_TYPES_ON_YOUR_POKEMON).count(ctx) == 3
    assert Count(Tally.BASIC_TYPES_ON_DEFENDER).count(ctx) == 0
    assert Count(Tally.BASIC_TYPES_IN_DISCARD).count(ctx) == 2


def test_damage_added_for_each_stops_at_its_limit(pool: Mapping[str, Card]) -> None:
    ctx = _context(pool, {"active": {"card": VAPOREON, "energy": [f"{WATER} x6"]}})
    ctx.base_damage = 30
    list(DamageFor(10, Tally.SPARE_ENERGY, energy=EnergyType.WATER, cap=20).run(ctx))
    assert ctx.base_damage == 50
