"""The attack-damage family of the compiler (``compiler/shapes/damage.py``, ``coins.py``,
``damage_to_others.py``, ``damage_counters.py``, ``openings.py``) and its parts and conditions
(``effects/tallies.py``, ``coins.py``, ``damage_to_others.py``, ``damage_counters.py``,
``deck_top.py``, ``predicates/``): what each sentence compiles to, the texts left to the manual
tools (values out of range), the parts' words and data, and what the conditions and
counts find on the board (EN II-B-01..B-09, C-01, C-07, D-02, D-16, D-17).

The sentences here are written for the tests, in the shapes' own wording; the scenarios in
``tests/scenarios/compiled/damage_*.toml`` play cards of the pool."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from playmat.cards.model import Card, EnergyType, Supertype
from playmat.compiler.compile import Missed, compile_text
from playmat.compiler.grammar import ATTACK, opening_condition
from playmat.effects.base import ALWAYS, AttackScript, Estimate, Part, Stage
from playmat.effects.coins import FlipCoinsFor, FlipUntilTails
from playmat.effects.damage_counters import Placing, PutDamageCounters
from playmat.effects.damage_parts import (
    DamageIgnores,
    DamagePerHeads,
    IgnoreResistance,
    MayDoMoreDamage,
    MoreDamage,
)
from playmat.effects.damage_to_others import DamageToChosen, DamageToEach
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.deck_top import DiscardTopOfDeck
from playmat.effects.predicates import (
    AnyPokemon,
    BasicEnergy,
    Compare,
    Counted,
    CountIs,
    DefenderAffected,
    DefenderIsKind,
    EnergyAgainstDefender,
    EnergyCard,
    EnergyInPlayAtLeast,
    ExtraEnergy,
    HasAttackNamed,
    HasDamageCounters,
    HasPokemon,
    Heads,
    HeadsCount,
    NamedCard,
    PokemonCard,
    PokemonKind,
    PokemonOfType,
    SameHandSize,
    SelfAffected,
    SelfEnergyAtLeast,
    SelfHasAttached,
    SelfHasTool,
    StadiumInPlay,
    SupporterPlayed,
    YouDid,
)
from playmat.effects.tallies import Count, DamageFor, DamageMode, Tally
from playmat.effects.targets import Side
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message
from playmat.play.games import SCRIPTS
from playmat.rules.game import Game
from playmat.rules.scripting import EffectContext
from playmat.rules.state import Condition as SpecialCondition

TESTMON = Card("test-1", "Testmon", Supertype.POKEMON, ("Basic",), hp=100)


def parts_of(text: str) -> list[Part]:
    result = compile_text(text, TESTMON, ATTACK)
    assert not isinstance(result, Missed), result
    return result


def missed(text: str) -> bool:
    return isinstance(compile_text(text, TESTMON, ATTACK), Missed)


# -- what sentences compile to ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "This attack does 20 more damage for each heads.",
            DamageFor(20, Tally.HEADS),
        ),
        (
            "This attack does 30 damage for each Prize card your opponent has taken.",
            DamageFor(30, Tally.PRIZES_OPPONENT_TOOK, DamageMode.TIMES),
        ),
        (
            "This attack does 10 less damage for each damage counter on this Pokémon.",
            DamageFor(10, Tally.COUNTERS_ON_SELF, DamageMode.LESS),
        ),
        (
            "This attack does 40 more damage for each Fire Energy attached to this Pokémon.",
            DamageFor(40, Tally.ENERGY_ON_SELF, energy=EnergyType.FIRE),
        ),
        (
            "This attack does 50 damage for each Special Energy card attached to this Pokémon.",
            DamageFor(50, Tally.ENERGY_ON_SELF, DamageMode.TIMES, cards=EnergyCard(special=True)),
        ),
        (
            "This attack does 20 damage for each Basic Energy attached to all of your Pokémon.",
            DamageFor(20, Tally.ENERGY_ON_YOUR_POKEMON, DamageMode.TIMES, cards=BasicEnergy()),
        ),
        (
            "This attack does 20 more damage for each of your Benched Grass Pokémon.",
            DamageFor(20, Tally.YOUR_BENCHED, cards=PokemonOfType(EnergyType.GRASS)),
        ),
        (
            "This attack does 30 more damage for each of your Benched Snorunt.",
            DamageFor(30, Tally.YOUR_BENCHED, cards=NamedCard("Snorunt", pokemon=True)),
        ),
        (
            "This attack does 30 damage for each of your Team Rocket's Pokémon in play.",
            DamageFor(
                30, Tally.YOUR_POKEMON, DamageMode.TIMES, cards=PokemonCard(trainer="Team Rocket's")
            ),
        ),
        (
            "This attack does 10 damage for each of your Pokémon in play that has the Chorus "
            "attack.",
            DamageFor(10, Tally.YOUR_POKEMON, DamageMode.TIMES, cards=HasAttackNamed("Chorus")),
        ),
        (
            "This attack does 50 damage for each of your opponent's Pokémon ex and Pokémon V "
            "in play.",
            DamageFor(
                50, Tally.OPPONENTS_POKEMON, DamageMode.TIMES, cards=PokemonCard(kind="ex_or_v")
            ),
        ),
        (
            "This attack does 20 more damage for each Benched Pokémon (both yours and your "
            "opponent's).",
            DamageFor(20, Tally.ALL_BENCHED),
        ),
        (
            "This attack does 20 more damage for each Energy card in your discard pile.",
            DamageFor(20, Tally.YOUR_DISCARD, cards=EnergyCard()),
        ),
        (
            "This attack does 30 less damage for each Colorless in your opponent's Active "
            "Pokémon's Retreat Cost.",
            DamageFor(30, Tally.DEFENDER_RETREAT_COST, DamageMode.LESS),
        ),
        (
            "This attack does 10 damage plus 20 more damage for each damage counter on your "
            "opponent's Active Pokémon.",
            DamageFor(20, Tally.COUNTERS_ON_DEFENDER),
        ),
        ("Flip a coin until you get tails.", FlipUntilTails()),
        (
            "Flip a coin for each Water Energy attached to this Pokémon.",
            FlipCoinsFor(Tally.ENERGY_ON_SELF, energy=EnergyType.WATER),
        ),
        (
            "This attack's damage isn't affected by Weakness or Resistance.",
            DamageIgnores(weakness=True, resistance=True),
        ),
        (
            "This attack's damage isn't affected by Weakness.",
            DamageIgnores(weakness=True),
        ),
        ("This attack's damage isn't affected by Resistance.", IgnoreResistance()),
        (
            "This attack's damage isn't affected by any effects on your opponent's Active Pokémon.",
            DamageIgnores(effects=True),
        ),
        (
            "This attack's damage isn't affected by Weakness or Resistance, or by any effects "
            "on your opponent's Active Pokémon.",
            DamageIgnores(weakness=True, resistance=True, effects=True),
        ),
        (
            "This attack does 40 damage to 2 of your opponent's Benched Pokémon.",
            DamageToChosen(40, 2, bench_only=True),
        ),
        (
            "This attack also does 20 damage to 1 of your Benched Pokémon.",
            DamageToChosen(20, 1, side=Side.YOURS, bench_only=True),
        ),
        (
            "This attack does 30 damage to 1 of your opponent's Pokémon ex.",
            DamageToChosen(30, 1, cards=PokemonCard(kind="ex")),
        ),
        (
            "This attack also does 20 damage to each of your opponent's Benched Pokémon.",
            DamageToEach(20, bench_only=True),
        ),
        (
            "This attack does 10 damage to each Pokémon that has any damage counters on it "
            "(both yours and your opponent's), except for this Pokémon.",
            DamageToEach(10, side=Side.BOTH, damaged_only=True, except_self=True),
        ),
        (
            "This attack also does 10 damage to each of your opponent's Benched Pokémon for "
            "each Prize card your opponent has taken.",
            DamageToEach(10, bench_only=True, per=Tally.PRIZES_OPPONENT_TOOK),
        ),
        (
            "This attack does 20 damage to 1 of your opponent's Pokémon for each Energy "
            "attached to this Pokémon.",
            DamageToChosen(20, 1, per=Tally.ENERGY_ON_SELF),
        ),
        ("You may do 40 more damage.", MayDoMoreDamage(40)),
        ("You may do 40 damage plus 40 more damage.", MayDoMoreDamage(40)),
        (
            "Does 10 damage plus 10 more damage for each damage counter on this Pokémon.",
            DamageFor(10, Tally.COUNTERS_ON_SELF),
        ),
        (
            "This attack does 50 damage minus 10 damage for each damage counter on this Pokémon.",
            DamageFor(10, Tally.COUNTERS_ON_SELF, DamageMode.LESS),
        ),
        (
            "This attack does 10 damage times the number of damage counters on this Pokémon.",
            DamageFor(10, Tally.COUNTERS_ON_SELF, DamageMode.TIMES),
        ),
        (
            "This attack does 20 more damage times the amount of Water Energy attached to this "
            "Pokémon.",
            DamageFor(20, Tally.ENERGY_ON_SELF, energy=EnergyType.WATER),
        ),
        (
            "This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, "
            "Poké-Bodies, or any other effects on your opponent's Active Pokémon.",
            DamageIgnores(weakness=True, resistance=True, effects=True),
        ),
        ("This attack's damage is not affected by Resistance.", IgnoreResistance()),
        (
            "Choose 1 of your opponent's Benched Pokémon. This attack does 30 damage to that "
            "Pokémon.",
            DamageToChosen(30, 1, bench_only=True),
        ),
        (
            "Choose 1 of your opponent's Pokémon. This attack does 30 damage to that Pokémon. "
            "This attack's damage isn't affected by Weakness, Resistance, Poké-Powers, "
            "Poké-Bodies, or any other effects on that Pokémon.",
            DamageToChosen(30, 1, ignore_weakness_resistance=True, ignore_effects=True),
        ),
        (
            "If heads, this attack does 20 damage to each of your opponent's Pokémon.",
            DamageToEach(20, when=Heads()),
        ),
        (
            "If you do, this attack also does 120 damage to 2 of your opponent's Benched Pokémon.",
            DamageToChosen(120, 2, bench_only=True, when=YouDid()),
        ),
        (
            "This attack does 10 damage to each of your opponent's Benched Pokémon that has any "
            "damage counters on it.",
            DamageToEach(10, bench_only=True, damaged_only=True),
        ),
        (
            "If heads, this attack does 40 damage plus 20 more damage; if tails, this attack "
            "does 40 damage.",
            MoreDamage(20, Heads()),
        ),
        (
            "Put 3 damage counters on your opponent's Active Pokémon.",
            PutDamageCounters(3),
        ),
        (
            "Put 2 damage counters on 1 of your opponent's Benched Pokémon.",
            PutDamageCounters(2, Placing.CHOSEN, bench_only=True),
        ),
        (
            "Put 4 damage counters on your opponent's Pokémon in any way you like.",
            PutDamageCounters(4, Placing.SPREAD),
        ),
        (
            "Choose 2 of your opponent's Pokémon and put 1 damage counter on each of them.",
            PutDamageCounters(1, Placing.CHOSEN, count=2),
        ),
        (
            "Put damage counters on your opponent's Active Pokémon until its remaining HP is 10.",
            PutDamageCounters(0, until_hp=10),
        ),
        ("Discard the top card of your opponent's deck.", DiscardTopOfDeck()),
        ("Discard the top 2 cards of your deck.", DiscardTopOfDeck(2, opponents=False)),
    ],
)
def test_a_sentence_compiles_to_its_part(text: str, expected: Part) -> None:
    assert parts_of(text) == [expected]


def test_the_conditions_attacks_open_with() -> None:
    """Each opening is the condition its words say (the rest of the sentence is another
    shape's)."""
    cases: list[tuple[str, object]] = [
        (
            "If your opponent's Active Pokémon is a Pokémon ex, ",
            DefenderIsKind(PokemonKind.EX),
        ),
        (
            "If your opponent's Active Pokémon isn't a Pokémon ex or Pokémon V, ",
            DefenderIsKind(PokemonKind.EX_OR_V, negated=True),
        ),
        (
            "If your opponent's Active Pokémon is an Evolution Pokémon, ",
            DefenderIsKind(PokemonKind.EVOLUTION),
        ),
        (
            "If your opponent's Active Pokémon is a Stage 2 Pokémon, ",
            DefenderIsKind(PokemonKind.STAGE_2),
        ),
        (
            "If your opponent's Active Pokémon is affected by a Special Condition, ",
            DefenderAffected(),
        ),
        (
            "If your opponent's Active Pokémon isn't Burned, ",
            DefenderAffected(SpecialCondition.BURNED, negated=True),
        ),
        (
            "If your opponent's Active Pokémon already has any damage counters on it, ",
            HasDamageCounters(on_defender=True, before_attack=True),
        ),
        (
            "If this Pokémon has no damage counters on it, ",
            HasDamageCounters(on_defender=False, negated=True),
        ),
        ("If this Pokémon is Poisoned, ", SelfAffected(SpecialCondition.POISONED)),
        (
            "If this Pokémon has at least 2 extra Energy attached (in addition to this "
            "attack's cost), ",
            ExtraEnergy(2),
        ),
        (
            "If this Pokémon has 3 or more Grass Energy attached, ",
            SelfEnergyAtLeast(3, EnergyType.GRASS),
        ),
        ("If you have 3 or more Energy in play, ", EnergyInPlayAtLeast(3)),
        (
            "If you have at least 2 Darkness Energy in play, ",
            EnergyInPlayAtLeast(2, EnergyType.DARKNESS),
        ),
        (
            "If your opponent has 3 or fewer cards in their hand, ",
            CountIs(Counted.OPPONENTS_HAND, Compare.AT_MOST, 3),
        ),
        (
            "If you have exactly 1 Prize card remaining, ",
            CountIs(Counted.YOUR_PRIZES, Compare.EXACTLY, 1),
        ),
        (
            "If your opponent has 2 or more Benched Pokémon, ",
            CountIs(Counted.OPPONENTS_BENCH, Compare.AT_LEAST, 2),
        ),
        (
            "If there are 3 or fewer cards in your deck, ",
            CountIs(Counted.YOUR_DECK, Compare.AT_MOST, 3),
        ),
        ("If there is no Stadium in play, ", StadiumInPlay(negated=True)),
        (
            "If you have any Metal Pokémon on your Bench, ",
            HasPokemon(PokemonOfType(EnergyType.METAL)),
        ),
        (
            "If your opponent has any Future Pokémon in play, ",
            HasPokemon(PokemonCard(kind="future"), opponents=True, bench_only=False),
        ),
        ("If you have a Stadium in play, ", StadiumInPlay(yours=True)),
        ("If this Pokémon has a Pokémon Tool attached, ", SelfHasTool()),
        (
            "If this Pokémon and your opponent's Active Pokémon have the same amount of Energy "
            "attached, ",
            EnergyAgainstDefender(),
        ),
        (
            "If this Pokémon has more Energy attached than your opponent's Active Pokémon, ",
            EnergyAgainstDefender(more=True),
        ),
        ("If both of them are heads, ", HeadsCount()),
        ("If either of them is tails, ", HeadsCount(1, tails=True, at_least=True)),
        (
            "If this Pokémon has any Special Energy attached, ",
            SelfHasAttached(EnergyCard(special=True)),
        ),
        (
            "If this Pokémon has any Team Rocket's Energy attached, ",
            SelfHasAttached(NamedCard("Team Rocket's Energy")),
        ),
        (
            "If you don't have the same number of cards in your hand as your opponent, ",
            SameHandSize(negated=True),
        ),
        ("If you played a Supporter card from your hand during this turn, ", SupporterPlayed()),
        (
            "If your Benched Pokémon have any damage counters on them, ",
            HasPokemon(AnyPokemon(), damaged=True),
        ),
        ("If your opponent's Active Pokémon is a Pokémon V, ", DefenderIsKind(PokemonKind.V)),
        (
            "If your opponent's Active Pokémon is a Pokémon-EX, ",
            DefenderIsKind(PokemonKind.OLD_EX),
        ),
        ("If your opponent's Active Pokémon is Pokémon-ex, ", DefenderIsKind(PokemonKind.EX)),
        ("If there is any Stadium card in play, ", StadiumInPlay()),
        ("If 2 of them are tails, ", HeadsCount(2, tails=True)),
    ]
    for opening, condition in cases:
        text = opening + "this attack does 10 more damage."
        from playmat.compiler.text import regular

        assert opening_condition(regular(text, TESTMON.name))[0] == condition, opening


def test_damage_for_each_card_discarded_moves_the_discard_before_the_damage() -> None:
    """D-02, B-02: the discard settles the damage, so it resolves before it."""
    parts = parts_of(
        "Discard the top 3 cards of your deck. This attack does 60 damage for each Energy "
        "card you discarded in this way."
    )
    assert parts == [
        DiscardTopOfDeck(3, opponents=False, counts=EnergyCard(), stage=Stage.BEFORE_DAMAGE),
        DamageFor(60, Tally.COUNTED, DamageMode.TIMES, cards=EnergyCard()),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Values out of range.
        "This attack does 0 more damage for each heads.",
        "Put 0 damage counters on your opponent's Active Pokémon.",
        "Discard the top 0 cards of your opponent's deck.",
        "This attack does 20 damage to 0 of your opponent's Pokémon.",
        "If this Pokémon has at least 0 extra Energy attached (in addition to this attack's "
        "cost), this attack does 10 more damage.",
        # Nothing to count, or nothing the engine can count.
        "This attack does 20 damage for each card you discarded in this way.",
        "Flip a coin for each heads.",
        "This attack does 10 damage for each Grass Energy card attached to this Pokémon.",
        # Damage to one of your own Pokémon that may be this one: left to the player.
        "This attack does 10 damage to 1 of your Pokémon.",
        "This attack does 10 damage to each of your Pokémon.",
        # A condition these shapes can't depend on.
        "If heads, flip a coin until you get tails.",
    ],
)
def test_texts_the_engine_cant_follow_stay_manual(text: str) -> None:
    assert missed(text)


# -- words and data --------------------------------------------------------------------------

_EVERY_PART: list[Part] = [
    *(DamageFor(10, tally, mode) for tally in Tally for mode in DamageMode),
    DamageFor(10, Tally.ENERGY_ON_DEFENDER, energy=EnergyType.WATER),
    DamageFor(10, Tally.ENERGY_ON_SELF, cards=EnergyCard(special=True)),
    DamageFor(10, Tally.YOUR_POKEMON, cards=HasAttackNamed("Round")),
    DamageFor(10, Tally.YOUR_BENCHED, cards=NamedCard("Eevee", pokemon=True)),
    DamageFor(10, Tally.COUNTERS_ON_YOUR_BENCHED, cards=PokemonCard(trainer="Ethan's")),
    DamageFor(10, Tally.OPPONENTS_POKEMON, cards=PokemonCard(kind="ancient")),
    DamageFor(10, Tally.OPPONENTS_DISCARD, cards=EnergyCard()),
    FlipUntilTails(),
    FlipCoinsFor(Tally.ENERGY_ON_BOTH_ACTIVE),
    DamageIgnores(weakness=True),
    DamageIgnores(resistance=True, effects=True),
    *(DamageToEach(10, side=side, bench_only=True) for side in Side),
    DamageToEach(10, side=Side.BOTH, damaged_only=True, except_self=True),
    DamageToEach(10, per=Tally.PRIZES_OPPONENT_TOOK, cards=PokemonCard(kind="ex_or_v")),
    DamageToChosen(10),
    DamageToChosen(10, 2, bench_only=True, ignore_weakness_resistance=True, ignore_effects=True),
    DamageToChosen(10, 1, side=Side.YOURS, bench_only=True, damaged_only=True),
    DamageToChosen(10, 1, per=Tally.ENERGY_ON_SELF, when=YouDid()),
    DamageToEach(10, when=Heads()),
    *(
        PutDamageCounters(2, placing, bench_only=True)
        for placing in Placing
        if placing is not Placing.SELF
    ),
    PutDamageCounters(2, Placing.SELF, side=Side.YOURS),
    PutDamageCounters(1, Placing.CHOSEN, count=2, when=Heads()),
    PutDamageCounters(0, Placing.EACH, bench_only=True, until_hp=100),
    PutDamageCounters(0, until_hp=50),
    DiscardTopOfDeck(),
    DiscardTopOfDeck(3, opponents=False, when=Heads()),
]

_EVERY_CONDITION = [
    *(DefenderIsKind(kind, negated) for kind in PokemonKind for negated in (False, True)),
    DefenderAffected(),
    DefenderAffected(SpecialCondition.ASLEEP, negated=True),
    SelfAffected(SpecialCondition.POISONED),
    *(
        HasDamageCounters(on_defender, negated, before)
        for on_defender in (False, True)
        for negated in (False, True)
        for before in (False, True)
    ),
    ExtraEnergy(2),
    SelfEnergyAtLeast(2, EnergyType.FIRE),
    EnergyInPlayAtLeast(3),
    EnergyInPlayAtLeast(3, EnergyType.DARKNESS),
    *(CountIs(counted, compare, 2) for counted in Counted for compare in Compare),
    HasPokemon(PokemonCard(kind="tera")),
    HasPokemon(PokemonCard(kind="future"), opponents=True, bench_only=False),
    StadiumInPlay(),
    StadiumInPlay(negated=True),
    StadiumInPlay(yours=True),
    SelfHasTool(),
    EnergyAgainstDefender(),
    EnergyAgainstDefender(more=True),
    HeadsCount(),
    HeadsCount(1),
    HeadsCount(2, tails=True),
    HeadsCount(1, tails=True, at_least=True),
    SelfHasAttached(EnergyCard(special=True)),
    SameHandSize(),
    SameHandSize(negated=True),
    SupporterPlayed(),
    HasPokemon(AnyPokemon(), damaged=True),
]


def _problems(message: Message) -> list[str]:
    return Reader().problems(message) + Reader(you=0).problems(message)


@pytest.mark.parametrize("part", _EVERY_PART, ids=repr)
def test_every_part_is_worded_completely(part: Part) -> None:
    assert _problems(part.describe()) == []


@pytest.mark.parametrize("condition", _EVERY_CONDITION, ids=repr)
def test_every_condition_is_worded_completely(condition: Any) -> None:
    assert _problems(condition.sentence(DamageFor(10, Tally.HEADS).describe())) == []


@pytest.mark.parametrize("part", _EVERY_PART, ids=repr)
def test_every_part_is_stored_and_read_back(part: Part) -> None:
    assert part_from_data(part_to_data(part)) == part


@pytest.mark.parametrize("condition", _EVERY_CONDITION, ids=repr)
def test_every_condition_is_stored_and_read_back(condition: Any) -> None:
    part = PutDamageCounters(1, when=condition)
    assert part_from_data(part_to_data(part)) == part


def test_the_words_say_the_text() -> None:
    reader = Reader()
    assert reader.render(
        DamageFor(30, Tally.PRIZES_OPPONENT_TOOK, DamageMode.TIMES).describe()
    ) == ("This attack does 30 damage for each Prize card your opponent has taken.")
    assert reader.render(DamageIgnores(weakness=True, resistance=True).describe()) == (
        "This attack's damage isn't affected by Weakness or Resistance."
    )
    assert reader.render(PutDamageCounters(6, Placing.SPREAD, bench_only=True).describe()) == (
        "Put 6 damage counters on your opponent's Benched Pokémon in any way you like, 1 at a time."
    )
    assert reader.render(DamageToEach(10, side=Side.YOURS, bench_only=True).describe()) == (
        "This attack does 10 damage to each of your Benched Pokémon (Weakness and Resistance "
        "count only for an Active Pokémon)."
    )


@pytest.mark.parametrize(
    "make",
    [
        lambda: DamageFor(0, Tally.HEADS),
        lambda: DamageIgnores(),
        lambda: DamageToChosen(10, 0),
        lambda: PutDamageCounters(0),
        lambda: PutDamageCounters(2, until_hp=10),
        lambda: PutDamageCounters(0, Placing.SPREAD, until_hp=10),
        lambda: DiscardTopOfDeck(0),
        lambda: ExtraEnergy(0),
        lambda: CountIs(Counted.YOUR_BENCH, Compare.AT_MOST, -1),
    ],
)
def test_parts_refuse_values_out_of_range(make: Any) -> None:
    with pytest.raises(ValueError):
        make()


# -- on the board ----------------------------------------------------------------------------

BEWEAR, STUFFUL, ROWLET = "sm1-112", "sm1-111", "sm1-9"
GRASS, FIRE, WATER, LIGHTNING = "sm1-164", "sm1-165", "sm1-166", "sm1-167"
DOUBLE_COLORLESS = "sm1-136"


def _game(pool: Mapping[str, Card], player1: dict[str, Any], player2: dict[str, Any]) -> Game:
    position = {
        "turn": 3,
        "current": 1,
        "player1": {"deck": [f"{GRASS} x5"], "prizes": [f"{GRASS} x6"], **player1},
        "player2": {"deck": [f"{WATER} x5"], "prizes": [f"{WATER} x6"], **player2},
    }
    return Game.from_position(position, pool, scripts=SCRIPTS)


def _context(game: Game, attack: int = 0) -> EffectContext:
    """Player 1's Active Pokémon using its attack against player 2's Active Pokémon."""
    state = game.state
    attacker = state.players[0].active
    assert attacker is not None
    card = state.top_card(attacker)
    return EffectContext(
        game,
        0,
        attacker.top,
        pokemon=attacker,
        attack=card.attacks[attack],
        defender=state.players[1].active,
        base_damage=card.attacks[attack].damage,
    )


def test_extra_energy_is_energy_beyond_what_pays_the_cost(pool: Mapping[str, Card]) -> None:
    """Electivire ex's High-Voltage Press costs Lightning, Lightning, Colorless."""
    extra = ExtraEnergy(2)

    def holds(energy: list[str]) -> bool:
        game = _game(
            pool, {"active": {"card": "sv10-69", "energy": energy}}, {"active": {"card": BEWEAR}}
        )
        return extra.holds(_context(game, attack=1))

    assert not holds([f"{LIGHTNING} x4"])
    assert holds([f"{LIGHTNING} x5"])
    assert holds([f"{LIGHTNING} x2", f"{GRASS} x3"])
    # 5 Energy, but only 1 Lightning: the cost isn't even paid.
    assert not holds([LIGHTNING, f"{GRASS} x4"])


def test_damage_counters_already_on_the_defender_leave_out_this_attacks_damage(
    pool: Mapping[str, Card],
) -> None:
    game = _game(pool, {"active": {"card": ROWLET}}, {"active": {"card": BEWEAR, "damage": 20}})
    ctx = _context(game)
    assert ctx.defender is not None
    ctx.damage_done[ctx.defender.id] = 20
    assert not HasDamageCounters(on_defender=True, before_attack=True).holds(ctx)
    assert HasDamageCounters(on_defender=True).holds(ctx)
    assert HasDamageCounters(on_defender=False, negated=True).holds(ctx)


def test_counts_on_the_board(pool: Mapping[str, Card]) -> None:
    game = _game(
        pool,
        {
            "active": {"card": ROWLET, "energy": [GRASS, DOUBLE_COLORLESS], "damage": 10},
            "bench": [{"card": STUFFUL, "energy": [FIRE]}, {"card": ROWLET, "damage": 30}],
            "discard": [GRASS, ROWLET, FIRE],
            "hand": [WATER, WATER],
            "prizes": [f"{GRASS} x5"],
        },
        {
            "active": {"card": BEWEAR, "energy": [WATER], "conditions": ["Poisoned", "Asleep"]},
            "bench": [{"card": STUFFUL}],
            "prizes": [f"{WATER} x2"],
        },
    )
    ctx = _context(game)

    def count(tally: Tally, **which: Any) -> int:
        return Count(tally, **which).count(ctx)

    # Double Colorless Energy is 1 Energy card and 2 Energy (KO/ZH special Energy, EN C-01 FAQ).
    assert count(Tally.ENERGY_ON_SELF) == 3
    assert count(Tally.ENERGY_ON_SELF, energy=EnergyType.GRASS) == 1
    assert count(Tally.ENERGY_ON_SELF, cards=EnergyCard(special=True)) == 1
    assert count(Tally.ENERGY_ON_BOTH_ACTIVE) == 4
    assert count(Tally.ENERGY_ON_YOUR_POKEMON, energy=EnergyType.FIRE) == 1
    assert count(Tally.COUNTERS_ON_SELF) == 1
    assert count(Tally.COUNTERS_ON_YOUR_BENCHED, cards=PokemonOfType(EnergyType.GRASS)) == 3
    assert count(Tally.PRIZES_OPPONENT_TOOK) == 4
    assert count(Tally.PRIZES_YOU_TOOK) == 1
    assert count(Tally.YOUR_BENCHED) == 2
    assert count(Tally.ALL_BENCHED) == 3
    assert count(Tally.YOUR_POKEMON, cards=NamedCard("Rowlet", pokemon=True)) == 2
    assert count(Tally.YOUR_DISCARD, cards=BasicEnergy()) == 2
    assert count(Tally.YOUR_HAND) == 2
    assert count(Tally.CONDITIONS_ON_DEFENDER) == 2
    assert count(Tally.DEFENDER_RETREAT_COST) == 3


def test_conditions_on_the_board(pool: Mapping[str, Card]) -> None:
    game = _game(
        pool,
        {
            "active": {"card": ROWLET, "energy": [GRASS, GRASS], "conditions": ["Poisoned"]},
            "bench": [{"card": STUFFUL, "energy": [GRASS]}],
            "prizes": [GRASS],
        },
        {"active": {"card": "sv10-69", "conditions": ["Burned"]}, "hand": [WATER, WATER]},
    )
    ctx = _context(game)
    assert DefenderIsKind(PokemonKind.EX).holds(ctx)
    assert DefenderIsKind(PokemonKind.STAGE_1).holds(ctx)
    assert not DefenderIsKind(PokemonKind.BASIC).holds(ctx)
    assert DefenderAffected().holds(ctx)
    assert DefenderAffected(SpecialCondition.BURNED).holds(ctx)
    assert DefenderAffected(SpecialCondition.ASLEEP, negated=True).holds(ctx)
    assert SelfAffected(SpecialCondition.POISONED).holds(ctx)
    assert SelfEnergyAtLeast(2, EnergyType.GRASS).holds(ctx)
    assert EnergyInPlayAtLeast(3, EnergyType.GRASS).holds(ctx)
    assert not EnergyInPlayAtLeast(4).holds(ctx)
    assert CountIs(Counted.OPPONENTS_HAND, Compare.AT_MOST, 2).holds(ctx)
    assert CountIs(Counted.YOUR_PRIZES, Compare.EXACTLY, 1).holds(ctx)
    assert not CountIs(Counted.OPPONENTS_BENCH, Compare.AT_LEAST, 1).holds(ctx)
    assert HasPokemon(PokemonOfType(EnergyType.COLORLESS)).holds(ctx)
    assert not HasPokemon(PokemonOfType(EnergyType.COLORLESS), opponents=True).holds(ctx)
    assert HasPokemon(PokemonCard(kind="ex"), opponents=True, bench_only=False).holds(ctx)
    assert StadiumInPlay(negated=True).holds(ctx)
    assert not SelfHasTool().holds(ctx)
    # 2 Energy against none.
    assert EnergyAgainstDefender(more=True).holds(ctx)
    assert not EnergyAgainstDefender().holds(ctx)
    ctx.flips.extend([True, False, True])
    assert HeadsCount(2).holds(ctx)
    assert HeadsCount(1, tails=True).holds(ctx)
    assert not HeadsCount().holds(ctx)


def test_an_estimate_counts_what_the_computer_sees() -> None:
    """Flipping until tails gives 1 heads on average; counts the facts can't show add
    nothing."""

    class Facts:
        def hand(self) -> list[Card]:
            return []

        def attached(self) -> list[Card]:
            return []

        def defender(self) -> Card | None:
            return None

        def defender_energy(self) -> int:
            return 3

        def benched_names(self) -> list[str]:
            return ["Rowlet", "Litten"]

    facts = Facts()
    until_tails = AttackScript((FlipUntilTails(), DamagePerHeads(30)))
    assert until_tails.expected_damage(30, facts) == 30
    more_for_heads = AttackScript((FlipUntilTails(), DamageFor(50, Tally.HEADS)))
    assert more_for_heads.expected_damage(30, facts) == 80
    assert DamageFor(20, Tally.ENERGY_ON_DEFENDER).estimate(10, facts, Estimate()) == 70
    assert DamageFor(20, Tally.YOUR_BENCHED, DamageMode.TIMES).estimate(20, facts, Estimate()) == 40
    assert DamageFor(20, Tally.PRIZES_OPPONENT_TOOK).estimate(10, facts, Estimate()) == 10


def test_damage_counters_skip_a_pokemon_protected_from_effects(pool: Mapping[str, Card]) -> None:
    """C-07 FAQ, C-17: no damage counters from an attack on a Pokémon its effects can't reach."""
    protected = {"kind": "prevent_effects", "duration": "opponents_next_turn", "made_turn": 2}
    game = _game(
        pool,
        {"active": {"card": ROWLET}},
        {
            "active": {"card": BEWEAR, "effects": [protected]},
            "bench": [{"card": STUFFUL}, {"card": ROWLET, "effects": [protected]}],
        },
    )
    ctx = _context(game)
    for part in (PutDamageCounters(2), PutDamageCounters(2, Placing.EACH)):
        list(part.run(ctx))
    opponent = game.state.players[1]
    assert opponent.active is not None
    assert [opponent.active.damage, *(p.damage for p in opponent.bench)] == [0, 20, 0]


def test_discarding_more_cards_than_the_deck_has(pool: Mapping[str, Card]) -> None:
    game = _game(
        pool, {"active": {"card": ROWLET}}, {"active": {"card": BEWEAR}, "deck": [ROWLET, WATER]}
    )
    ctx = _context(game)
    list(DiscardTopOfDeck(3, counts=EnergyCard()).run(ctx))
    assert game.state.players[1].deck == []
    assert len(game.state.players[1].discard) == 2
    assert ctx.counted == 1


def test_always_is_the_default_condition() -> None:
    assert PutDamageCounters(1).when == ALWAYS
