"""What effects do to Pokémon in play, compiled (``compiler/shapes/pokemon.py``,
``switching.py``, ``healing.py``, ``attached.py``) into the parts of ``effects/pokemon_parts.py``,
``switching.py``, ``healing.py``, ``attached_cards.py``, ``energy_moves.py``, ``attaching.py``:
what each sentence compiles to, the texts left to the manual tools, the parts' words and data,
and the rulings the scenarios of ``tests/scenarios/compiled/pokemon_*.toml`` don't play (EN
II-C-01, C-03..C-06, C-09, C-10, C-14..C-17, B-05, E-01, E-02, E-19).

The sentences here are written for the tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from playmat.cards.model import Card, EnergyType, Supertype
from playmat.compiler.compile import Missed, compile_text
from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER
from playmat.effects.attached_cards import (
    AttachedEnergyToHand,
    DiscardAttachedEnergy,
    DiscardDefenderTools,
)
from playmat.effects.attaching import TO_ANY, TO_EACH, TO_ONE, AttachEnergyFrom
from playmat.effects.base import Estimate, Part, Stage
from playmat.effects.damage_to_others import DamageToNewActive
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.energy_moves import (
    FROM_BENCH,
    FROM_DEFENDER,
    FROM_ONE,
    FROM_OTHERS,
    FROM_SELF,
    FROM_YOURS,
    TO_ACTIVE,
    TO_ANOTHER,
    TO_BENCH_ANY,
    TO_BENCHED,
    TO_OTHERS_ANY,
    TO_THEIR_BENCHED,
    TO_THIS,
    MoveEnergy,
)
from playmat.effects.healing import (
    HEAL_ACTIVE,
    HEAL_EACH,
    HEAL_ONE,
    HEAL_SELF,
    HealDamageDone,
    HealPokemon,
    RecoverFromConditions,
)
from playmat.effects.pokemon_parts import Inflict, Lasting
from playmat.effects.predicates import (
    BasicEnergy,
    BasicPokemon,
    EnergyCardOfType,
    Heads,
    PokemonCard,
    PokemonOfType,
    YouDid,
)
from playmat.effects.switching import SwitchActive, SwitchOpponentsActive
from playmat.i18n.catalogue import Reader, catalogue
from playmat.i18n.message import Message, Term
from playmat.play.scenario import run
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.state import Condition as SpecialCondition

TESTMON = Card("test-1", "Testmon", Supertype.POKEMON, ("Basic",), hp=100)
GRASS, FIRE, WATER = EnergyType.GRASS, EnergyType.FIRE, EnergyType.WATER


def parts_of(text: str, where: str = ATTACK) -> list[Any]:
    result = compile_text(text, TESTMON, where)
    assert not isinstance(result, Missed), result
    return list(result)


def missed(text: str, where: str = ATTACK) -> bool:
    return isinstance(compile_text(text, TESTMON, where), Missed)


# -- what sentences compile to ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where", "expected"),
    [
        # EN II-C-03: your own Active Pokémon.
        (
            "Switch this Pokémon with 1 of your Benched Pokémon.",
            ATTACK,
            [SwitchActive(this_pokemon=True)],
        ),
        (
            "You may switch this Pokémon with 1 of your Benched Pokémon. (Do the damage before "
            "switching the Pokémon.)",
            ATTACK,
            [SwitchActive(this_pokemon=True, optional=True)],
        ),
        (
            "Switch your Active Pokémon with 1 of your Benched Grass Pokémon.",
            TRAINER,
            [SwitchActive(benched=PokemonOfType(GRASS))],
        ),
        (
            "Switch your Active Team Rocket's Pokémon with 1 of your Benched Team Rocket's "
            "Pokémon.",
            TRAINER,
            [
                SwitchActive(
                    active=PokemonCard(trainer="Team Rocket's"),
                    benched=PokemonCard(trainer="Team Rocket's"),
                )
            ],
        ),
        (
            "switch your Active Pokémon with 1 of your Benched Pokémon.",
            ABILITY,
            [SwitchActive()],
        ),
        # C-05: you choose the opponent's new Active Pokémon; C-04: they do.
        (
            "Switch in 1 of your opponent's Benched Pokémon to the Active Spot.",
            TRAINER,
            [SwitchOpponentsActive()],
        ),
        (
            "Switch in 1 of your opponent's Benched Basic Pokémon to the Active Spot.",
            TRAINER,
            [SwitchOpponentsActive(benched=BasicPokemon())],
        ),
        (
            "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.",
            ATTACK,
            [SwitchOpponentsActive()],
        ),
        (
            "You may switch out your opponent's Active Pokémon to the Bench. (Your opponent "
            "chooses the new Active Pokémon.)",
            ATTACK,
            [SwitchOpponentsActive(they_choose=True, optional=True)],
        ),
        (
            "Your opponent switches their Active Pokémon with 1 of their Benched Pokémon.",
            ATTACK,
            [SwitchOpponentsActive(they_choose=True)],
        ),
        (
            "Switch in 1 of your opponent's Benched Pokémon to the Active Spot. This attack does "
            "40 damage to the new Active Pokémon.",
            ATTACK,
            [SwitchOpponentsActive(), DamageToNewActive(40)],
        ),
        (
            "Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the "
            "new Active Pokémon.) If you do, the new Active Pokémon is now Burned and Poisoned.",
            ATTACK,
            [
                SwitchOpponentsActive(they_choose=True),
                Inflict(SpecialCondition.BURNED, when=YouDid()),
                Inflict(SpecialCondition.POISONED, when=YouDid()),
            ],
        ),
        # C-01 from a Pokémon in play.
        ("Discard all Energy from this Pokémon.", ATTACK, [DiscardAttachedEnergy(0)]),
        (
            "If heads, discard an Energy from your opponent's Active Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(1, from_defender=True, when=Heads())],
        ),
        (
            "For each heads, discard 1 Energy attached to your opponent's Active Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(1, from_defender=True, per_heads=True)],
        ),
        (
            "Discard a Special Energy from your opponent's Active Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(1, from_defender=True, special=True)],
        ),
        (
            # "a Fire Energy" may be any Energy providing Fire; "a Fire Energy card" is basic.
            "Discard a Fire Energy from this Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(1, energy=FIRE)],
        ),
        (
            "Discard a Fire Energy card attached to this Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(1, energy=FIRE, basic=True)],
        ),
        (
            "You may discard up to 2 Water Energy from this Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(2, energy=WATER, up_to=True, optional=True)],
        ),
        (
            "Before doing damage, discard all Pokémon Tools from your opponent's Active Pokémon.",
            ATTACK,
            [DiscardDefenderTools(stage=Stage.BEFORE_DAMAGE)],
        ),
        # C-10.
        (
            "Move 2 Energy from this Pokémon to 1 of your Benched Pokémon.",
            ATTACK,
            [MoveEnergy(FROM_SELF, TO_BENCHED, 2)],
        ),
        (
            "Move all Grass Energy from this Pokémon to your Benched Pokémon in any way you like.",
            ATTACK,
            [MoveEnergy(FROM_SELF, TO_BENCH_ANY, 0, energy=GRASS)],
        ),
        (
            "You may move an Energy from your opponent's Active Pokémon to 1 of their Benched "
            "Pokémon.",
            ATTACK,
            [MoveEnergy(FROM_DEFENDER, TO_THEIR_BENCHED, optional=True)],
        ),
        (
            "Move up to 2 Energy from your Benched Pokémon to your Active Pokémon.",
            TRAINER,
            [MoveEnergy(FROM_BENCH, TO_ACTIVE, 2, up_to=True)],
        ),
        (
            "Move a Fire Energy from 1 of your Benched Pokémon to your Active Pokémon.",
            ABILITY,
            [MoveEnergy(FROM_BENCH, TO_ACTIVE, energy=FIRE)],
        ),
        (
            "Move a Basic Water Energy from 1 of your Pokémon to another of your Pokémon.",
            TRAINER,
            [MoveEnergy(FROM_ONE, TO_ANOTHER, energy=WATER, basic=True)],
        ),
        (
            "You may move any amount of Energy from your Pokémon to your other Pokémon in any "
            "way you like.",
            ATTACK,
            [MoveEnergy(FROM_YOURS, TO_OTHERS_ANY, 0, up_to=True, optional=True)],
        ),
        # C-09.
        (
            "Attach up to 2 Basic Water Energy cards from your discard pile to your Benched "
            "Pokémon in any way you like.",
            ATTACK,
            [AttachEnergyFrom(EnergyCardOfType(WATER), 2, to=TO_ANY, bench_only=True, up_to=True)],
        ),
        (
            "Attach a Basic Energy card from your discard pile to each of your Benched Pokémon.",
            ATTACK,
            [AttachEnergyFrom(BasicEnergy(), 1, to=TO_EACH, bench_only=True)],
        ),
        (
            "attach a Basic Fire Energy card from your hand to 1 of your Fire Pokémon.",
            ABILITY,
            [
                AttachEnergyFrom(
                    EnergyCardOfType(FIRE),
                    1,
                    from_hand=True,
                    pokemon=PokemonOfType(FIRE),
                    to=TO_ONE,
                )
            ],
        ),
        (
            "You may attach any number of Basic Energy cards from your hand to this Pokémon.",
            ATTACK,
            [AttachEnergyFrom(BasicEnergy(), 0, from_hand=True, up_to=True, optional=True)],
        ),
        # C-06.
        (
            "Heal 30 damage from each of your Benched Pokémon.",
            ATTACK,
            [HealPokemon(30, HEAL_EACH, bench_only=True)],
        ),
        (
            "Heal all damage from 1 of your Basic Pokémon.",
            TRAINER,
            [HealPokemon(0, HEAL_ONE, pokemon=BasicPokemon())],
        ),
        ("heal 20 damage from your Active Pokémon.", ABILITY, [HealPokemon(20, HEAL_ACTIVE)]),
        (
            "If heads, heal 40 damage from this Pokémon.",
            ATTACK,
            [HealPokemon(40, HEAL_SELF, when=Heads())],
        ),
        (
            "Heal from this Pokémon the same amount of damage you did to your opponent's Active "
            "Pokémon.",
            ATTACK,
            [HealDamageDone()],
        ),
        (
            "Heal 60 damage from 1 of your Pokémon, and it recovers from all Special Conditions.",
            TRAINER,
            [HealPokemon(60, HEAL_ONE, cure=True)],
        ),
        (
            "Your Active Pokémon recovers from all Special Conditions.",
            TRAINER,
            [RecoverFromConditions(active=True)],
        ),
        # C-02.
        (
            "You may put 2 Energy attached to your opponent's Active Pokémon into their hand.",
            ATTACK,
            [AttachedEnergyToHand(2, from_defender=True, optional=True)],
        ),
        (
            "Put all Water Energy attached to this Pokémon into your hand.",
            ATTACK,
            [AttachedEnergyToHand(0, energy=WATER)],
        ),
        # An Ability's "it": this Pokémon, on the Bench.
        (
            "switch it with your Active Pokémon. If you do, you may move any amount of Energy "
            "from your other Pokémon to this Pokémon.",
            ABILITY,
            [
                SwitchActive(this_benched=True),
                MoveEnergy(FROM_OTHERS, TO_THIS, 0, up_to=True, optional=True, when=YouDid()),
            ],
        ),
        # Older wordings of the same effects.
        (
            "If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches "
            "it with the Defending Pokémon.",
            ATTACK,
            [SwitchOpponentsActive(they_choose=True)],
        ),
        (
            "Your opponent switches his or her Active Pokémon with 1 of his or her Benched "
            "Pokémon.",
            ATTACK,
            [SwitchOpponentsActive(they_choose=True)],
        ),
        (
            "Switch 1 of your opponent's Benched Pokémon with 1 of the Defending Pokémon.",
            ATTACK,
            [SwitchOpponentsActive()],
        ),
        ("Remove 2 damage counters from this Pokémon.", ATTACK, [HealPokemon(20, HEAL_SELF)]),
        (
            "Remove all damage counters from all of your Grass Pokémon.",
            ATTACK,
            [HealPokemon(0, HEAL_EACH, pokemon=PokemonOfType(GRASS))],
        ),
        (
            "you may switch this Pokémon with your Active Pokémon.",
            ABILITY,
            [SwitchActive(this_benched=True, optional=True)],
        ),
        # R-7 / EN I-F.
        (
            "Your opponent's Active Pokémon is now Burned, Confused, and Poisoned.",
            TRAINER,
            [
                Inflict(SpecialCondition.BURNED),
                Inflict(SpecialCondition.CONFUSED),
                Inflict(SpecialCondition.POISONED),
            ],
        ),
        (
            "This Pokémon is now Asleep.",
            ATTACK,
            [Inflict(SpecialCondition.ASLEEP, on_self=True)],
        ),
        (
            "Both this Pokémon and your opponent's Active Pokémon are now Confused.",
            ATTACK,
            [Inflict(SpecialCondition.CONFUSED, both_active=True)],
        ),
    ],
)
def test_sentences_compile_to_parts(text: str, where: str, expected: list[Part]) -> None:
    assert parts_of(text, where) == expected


@pytest.mark.parametrize(
    ("text", "kind", "duration", "on_defender", "amount"),
    [
        (
            "During your next turn, this Pokémon can't use attacks.",
            ModifierKind.CANT_ATTACK,
            Duration.YOUR_NEXT_TURN,
            False,
            0,
        ),
        (
            "During your next turn, this Pokémon can't retreat.",
            ModifierKind.CANT_RETREAT,
            Duration.YOUR_NEXT_TURN,
            False,
            0,
        ),
        (
            "During your opponent's next turn, your opponent's Active Pokémon can't attack.",
            ModifierKind.CANT_ATTACK,
            Duration.OPPONENTS_NEXT_TURN,
            True,
            0,
        ),
        (
            "Your opponent's Active Pokémon can't use attacks during your opponent's next turn.",
            ModifierKind.CANT_ATTACK,
            Duration.OPPONENTS_NEXT_TURN,
            True,
            0,
        ),
        (
            "During your opponent's next turn, attacks used by your opponent's Active Pokémon do "
            "20 less damage (before applying Weakness and Resistance).",
            ModifierKind.DAMAGE_DEALT,
            Duration.OPPONENTS_NEXT_TURN,
            True,
            -20,
        ),
        (
            "During your opponent's next turn, your opponent's Active Pokémon's attacks do 30 "
            "less damage (before applying Weakness and Resistance).",
            ModifierKind.DAMAGE_DEALT,
            Duration.OPPONENTS_NEXT_TURN,
            True,
            -30,
        ),
        (
            "During your next turn, this Pokémon's attacks do 60 more damage to your opponent's "
            "Active Pokémon (before applying Weakness and Resistance).",
            ModifierKind.DAMAGE_DEALT,
            Duration.YOUR_NEXT_TURN,
            False,
            60,
        ),
        (
            "During your next turn, your opponent's Active Pokémon takes 50 more damage from "
            "attacks (after applying Weakness and Resistance).",
            ModifierKind.DAMAGE_TAKEN,
            Duration.YOUR_NEXT_TURN,
            True,
            50,
        ),
        (
            "During your opponent's next turn, any damage done by attacks from your opponent's "
            "Active Pokémon is reduced by 10 (before applying Weakness and Resistance).",
            ModifierKind.DAMAGE_DEALT,
            Duration.OPPONENTS_NEXT_TURN,
            True,
            -10,
        ),
        (
            # E-22: what only happens in the opponent's turn lasts through it.
            "The Defending Pokémon can't retreat until the end of your opponent's next turn.",
            ModifierKind.CANT_RETREAT,
            Duration.OPPONENTS_NEXT_TURN,
            True,
            0,
        ),
        (
            "During your opponent's next turn, this Pokémon takes 20 less damage from attacks.",
            ModifierKind.DAMAGE_TAKEN,
            Duration.OPPONENTS_NEXT_TURN,
            False,
            -20,
        ),
    ],
)
def test_lasting_effects_compile(
    text: str, kind: ModifierKind, duration: Duration, on_defender: bool, amount: int
) -> None:
    assert parts_of(text) == [Lasting(kind, duration, on_defender=on_defender, amount=amount)]


def test_that_pokemon_is_the_defending_pokemon_the_sentence_before_acted_on() -> None:
    """E-01: "that Pokémon" after a Special Condition, an Energy discarded, an effect on the
    opponent's Active Pokémon."""
    after_condition = parts_of(
        "Your opponent's Active Pokémon is now Paralyzed. During your opponent's next turn, "
        "that Pokémon can't retreat."
    )
    assert after_condition[-1] == Lasting(
        ModifierKind.CANT_RETREAT, Duration.OPPONENTS_NEXT_TURN, on_defender=True
    )
    after_discard = parts_of(
        "Discard an Energy from your opponent's Active Pokémon. During your opponent's next "
        "turn, that Pokémon can't attack."
    )
    assert after_discard[-1] == Lasting(
        ModifierKind.CANT_ATTACK, Duration.OPPONENTS_NEXT_TURN, on_defender=True
    )


def test_it_is_the_defending_pokemon_after_a_condition_on_it() -> None:
    parts = parts_of(
        "If your opponent's Active Pokémon is a Basic Pokémon, it can't attack during your "
        "opponent's next turn."
    )
    assert len(parts) == 1
    assert (parts[0].kind, parts[0].on_defender) == (ModifierKind.CANT_ATTACK, True)
    assert missed("If heads, it can't attack during your opponent's next turn.")


@pytest.mark.parametrize(
    "text",
    [
        "Prevent all effects of attacks, including damage, done to this Pokémon during your "
        "opponent's next turn.",
        "If heads, during your opponent's next turn, prevent all damage from and effects of "
        "attacks done to this Pokémon.",
    ],
)
def test_every_wording_of_full_protection_prevents_damage_and_effects(text: str) -> None:
    kinds = {part.kind for part in parts_of(text) if isinstance(part, Lasting)}
    assert kinds == {ModifierKind.PREVENT_DAMAGE, ModifierKind.PREVENT_EFFECTS}


@pytest.mark.parametrize(
    ("words", "against"),
    [
        ("Basic Pokémon", BasicPokemon()),
        ("Basic non-Colorless Pokémon", PokemonCard(stage="basic", not_type=EnergyType.COLORLESS)),
        ("Pokémon ex", PokemonCard(kind="ex")),
    ],
)
def test_protection_may_count_only_against_some_attackers(words: str, against: Any) -> None:
    """EN II-C-16: "by attacks from Basic Pokémon": the modifier counts against the attacking
    Pokémon it names (the damage steps ask it, R-10)."""
    text = (
        f"During your opponent's next turn, prevent all damage done to this Pokémon by attacks "
        f"from {words}."
    )
    assert parts_of(text) == [
        Lasting(ModifierKind.PREVENT_DAMAGE, Duration.OPPONENTS_NEXT_TURN, against=against)
    ]


def test_non_type_pokemon_are_pokemon_of_none_of_that_type(pool: Mapping[str, Card]) -> None:
    """EN II-D-07: a Pokémon of several types is of each of them."""
    non_colorless = PokemonCard(stage="basic", not_type=EnergyType.COLORLESS)
    assert non_colorless.matches(pool["svp-87"])  # Sprigatito ex: Basic Grass
    assert not non_colorless.matches(pool["sm1-111"])  # Stufful: Basic Colorless
    assert not non_colorless.matches(pool["sv7-13"])  # Dipplin: Stage 1
    assert not non_colorless.matches(pool["sve-1"])  # an Energy card
    assert PokemonCard(not_type=EnergyType.COLORLESS).matches(pool["sv7-13"])


def test_protection_from_damage_only_leaves_effects() -> None:
    parts = parts_of(
        "Prevent all damage done to this Pokémon by attacks during your opponent's next turn."
    )
    assert parts == [Lasting(ModifierKind.PREVENT_DAMAGE, Duration.OPPONENTS_NEXT_TURN)]


# -- texts left to the manual tools ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where"),
    [
        # A Trainer has no "this Pokémon".
        ("Switch this Pokémon with 1 of your Benched Pokémon.", TRAINER),
        ("Heal 30 damage from this Pokémon.", TRAINER),
        ("Attach a Basic Energy card from your discard pile to this Pokémon.", TRAINER),
        ("This Pokémon is now Confused.", TRAINER),
        # "The new Active Pokémon" and "that Pokémon" need the sentence that names them.
        ("This attack does 30 damage to the new Active Pokémon.", ATTACK),
        ("The new Active Pokémon is now Asleep.", ATTACK),
        ("During your opponent's next turn, that Pokémon can't retreat.", ATTACK),
        (
            "This Pokémon is now Asleep. During your opponent's next turn, that Pokémon can't "
            "retreat.",
            ATTACK,
        ),
        # Values out of range.
        ("Heal 0 damage from each of your Pokémon.", ATTACK),
        ("Discard 0 Energy from your opponent's Active Pokémon.", ATTACK),
        ("This attack does 0 damage to the new Active Pokémon.", ATTACK),
        # Read literally these would do nothing: a Pokémon attacks and retreats in its own turn.
        ("During your next turn, your opponent's Active Pokémon can't attack.", ATTACK),
        ("During your opponent's next turn, this Pokémon can't retreat.", ATTACK),
        # Damage changes that name other targets than the engine's effect would.
        ("During your next turn, this Pokémon's attacks do 30 more damage.", ATTACK),
        (
            "During your opponent's next turn, attacks used by your opponent's Active Pokémon "
            "do 20 less damage to your opponent's Active Pokémon.",
            ATTACK,
        ),
        # Duration said twice, or not at all.
        ("This Pokémon can't retreat.", ATTACK),
        # Cards that aren't Energy, Pokémon that aren't Pokémon.
        ("Attach an Item card from your discard pile to this Pokémon.", ATTACK),
        ("Heal 30 damage from each of your Item cards.", ATTACK),
        ("Move a Special Energy from this Pokémon to 1 of your Benched Pokémon.", ATTACK),
        # Healing is not shared out "in any way you like" by these shapes.
        ("Heal 30 damage from your Pokémon in any way you like.", ATTACK),
        # "It recovers" names one Pokémon.
        (
            "Heal 30 damage from each of your Pokémon, and it recovers from all Special "
            "Conditions.",
            ATTACK,
        ),
        # Energy goes back into its owner's hand only.
        ("Put 1 Energy attached to your opponent's Active Pokémon into your hand.", ATTACK),
        ("Put up to 2 Energy attached to this Pokémon into your hand.", ATTACK),
        # "It" is this Pokémon on the Bench only in an Ability.
        ("Switch it with your Active Pokémon.", ATTACK),
    ],
)
def test_texts_left_to_the_manual_tools(text: str, where: str) -> None:
    assert missed(text, where)


# -- the parts' words and data ----------------------------------------------------------------

ENGLISH = catalogue("en")

PARTS: list[Part] = [
    SwitchActive(),
    SwitchActive(this_pokemon=True, optional=True, when=Heads()),
    SwitchActive(active=PokemonCard(trainer="Team Rocket's"), benched=PokemonOfType(GRASS)),
    SwitchOpponentsActive(),
    SwitchOpponentsActive(benched=BasicPokemon(), optional=True),
    SwitchOpponentsActive(they_choose=True, when=YouDid()),
    DamageToNewActive(30, when=YouDid()),
    DiscardAttachedEnergy(0),
    DiscardAttachedEnergy(1, from_defender=True, per_heads=True),
    DiscardAttachedEnergy(2, energy=FIRE, basic=True, up_to=True, optional=True),
    DiscardAttachedEnergy(1, from_defender=True, special=True, stage=Stage.BEFORE_DAMAGE),
    DiscardDefenderTools(),
    DiscardDefenderTools(stage=Stage.BEFORE_DAMAGE, when=Heads()),
    MoveEnergy(FROM_SELF, TO_BENCH_ANY, 0),
    MoveEnergy(FROM_SELF, TO_BENCHED, 2, energy=GRASS, basic=True, up_to=True),
    MoveEnergy(FROM_DEFENDER, TO_THEIR_BENCHED, optional=True, when=Heads()),
    MoveEnergy(FROM_BENCH, TO_THIS, 0, up_to=True),
    MoveEnergy(FROM_ONE, TO_ANOTHER),
    MoveEnergy(FROM_YOURS, TO_OTHERS_ANY, 0, up_to=True),
    AttachEnergyFrom(BasicEnergy()),
    AttachEnergyFrom(EnergyCardOfType(FIRE), 0, from_hand=True, to=TO_ANY, up_to=True),
    AttachEnergyFrom(BasicEnergy(), 1, to=TO_EACH, bench_only=True, optional=True),
    AttachEnergyFrom(BasicEnergy(), 2, to=TO_ONE, pokemon=PokemonOfType(WATER)),
    HealPokemon(30),
    HealPokemon(0, HEAL_ACTIVE, when=Heads()),
    HealPokemon(20, HEAL_EACH, bench_only=True, pokemon=PokemonOfType(GRASS)),
    HealPokemon(0, HEAL_ONE, pokemon=BasicPokemon()),
    HealPokemon(60, HEAL_ONE, cure=True),
    RecoverFromConditions(),
    RecoverFromConditions(active=True, when=Heads()),
    AttachedEnergyToHand(2, from_defender=True, optional=True),
    AttachedEnergyToHand(0, energy=WATER, basic=True, when=Heads()),
    SwitchActive(this_benched=True, optional=True),
    MoveEnergy(FROM_OTHERS, TO_THIS, 0, up_to=True, energy=GRASS, when=YouDid()),
    MoveEnergy(FROM_BENCH, TO_ACTIVE, 2, up_to=True),
    Lasting(
        ModifierKind.PREVENT_DAMAGE,
        Duration.OPPONENTS_NEXT_TURN,
        against=PokemonCard(stage="basic", not_type=EnergyType.COLORLESS),
    ),
    Inflict(SpecialCondition.CONFUSED, on_self=True),
    Lasting(ModifierKind.DAMAGE_DEALT, Duration.OPPONENTS_NEXT_TURN, on_defender=True, amount=-20),
]


def _unworded(message: Message) -> list[str]:
    """What the catalogue lacks to word ``message`` in every branch of its patterns."""
    if message.id not in ENGLISH:
        return [f"unknown message id {message.id!r}"]
    found = [
        f"{message.id}: no argument {name!r}"
        for name in sorted(ENGLISH.arguments(message.id) - set(message.names()))
    ]
    for _, value in message.args:
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            if isinstance(item, Message):
                found += _unworded(item)
            elif isinstance(item, Term) and item.key not in ENGLISH:
                found.append(f"unknown word {item.key!r}")
    return found + Reader(ENGLISH).problems(message)


@pytest.mark.parametrize("part", PARTS, ids=[type(p).__name__ for p in PARTS])
def test_every_part_is_worded_completely(part: Part) -> None:
    assert _unworded(part.describe()) == []


@pytest.mark.parametrize("part", PARTS, ids=[type(p).__name__ for p in PARTS])
def test_every_part_reads_back_from_its_data(part: Part) -> None:
    assert part_from_data(part_to_data(part)) == part


def _nested(message: Message, name: str) -> Message:
    value = message[name]
    assert isinstance(value, Message), value
    return value


def test_the_words_say_who_chooses_and_what() -> None:
    assert SwitchOpponentsActive(they_choose=True).describe().id == "text.switch_out_opponent"
    assert SwitchOpponentsActive().describe().id == "text.switch_in_opponent"
    heal_all = HealPokemon(0, HEAL_ONE).describe()
    assert (heal_all.id, heal_all["amount"]) == ("text.heal_pokemon", 0)
    assert _nested(heal_all, "target").id == "text.your_pokemon"
    assert _nested(heal_all, "target")["target"] == HEAL_ONE
    discard = DiscardAttachedEnergy(0).describe()
    assert _nested(discard, "amount").id == "text.amount_all"
    assert discard["choose"] is False
    less = Lasting(
        ModifierKind.DAMAGE_DEALT, Duration.OPPONENTS_NEXT_TURN, on_defender=True, amount=-20
    ).describe()
    effect = _nested(less, "effect")
    assert effect.id == "text.defender_attacks_do"
    assert (effect["amount"], effect["less"]) == (20, True)


@pytest.mark.parametrize(
    ("make", "values"),
    [
        (DiscardAttachedEnergy, {"count": -1}),
        (DiscardAttachedEnergy, {"count": 0, "per_heads": True}),
        (DiscardAttachedEnergy, {"special": True, "energy": FIRE}),
        (DiscardAttachedEnergy, {"special": True, "basic": True}),
        (SwitchOpponentsActive, {"they_choose": True, "benched": BasicPokemon()}),
        (SwitchActive, {"this_pokemon": True, "active": BasicPokemon()}),
        (DamageToNewActive, {"amount": 0}),
        (MoveEnergy, {"source": FROM_SELF, "to": TO_THIS}),
        (MoveEnergy, {"source": "nowhere", "to": TO_BENCHED}),
        (MoveEnergy, {"count": -1}),
        (AttachEnergyFrom, {"filter": BasicEnergy(), "to": "nowhere"}),
        (AttachEnergyFrom, {"filter": BasicEnergy(), "count": 0}),
        (AttachEnergyFrom, {"filter": BasicEnergy(), "count": 2, "to": TO_EACH}),
        (AttachEnergyFrom, {"filter": BasicEnergy(), "bench_only": True}),
        (HealPokemon, {"amount": -10}),
        (HealPokemon, {"target": HEAL_SELF, "bench_only": True}),
        (HealPokemon, {"target": "everyone"}),
        (SwitchActive, {"this_benched": True, "this_pokemon": True}),
        (SwitchActive, {"this_benched": True, "benched": BasicPokemon()}),
        (AttachedEnergyToHand, {"count": -1}),
        (Inflict, {"condition": SpecialCondition.ASLEEP, "on_self": True, "both_active": True}),
    ],
)
def test_values_out_of_range_make_no_part(make: Any, values: Mapping[str, Any]) -> None:
    with pytest.raises(ValueError):
        make(**values)


def _energy(energy: EnergyType) -> Card:
    return Card(
        f"test-{energy.value}",
        f"{energy.value} Energy",
        Supertype.ENERGY,
        ("Basic",),
        energy_type=energy,
    )


class _Facts:
    """What an estimate sees: two Fire Energy and a Water Energy on the attacking Pokémon,
    three Energy on the Defending Pokémon."""

    def hand(self) -> list[Card]:
        return []

    def attached(self) -> list[Card]:
        return [_energy(FIRE), _energy(FIRE), _energy(WATER)]

    def defender(self) -> Card | None:
        return None

    def defender_energy(self) -> int:
        return 3

    def benched_names(self) -> list[str]:
        return []


@pytest.mark.parametrize(
    ("part", "coins", "counted"),
    [
        (DiscardAttachedEnergy(0), 0, 3),
        (DiscardAttachedEnergy(0, energy=FIRE), 0, 2),
        (DiscardAttachedEnergy(2, energy=WATER, up_to=True), 0, 1),
        (DiscardAttachedEnergy(2, from_defender=True), 0, 2),
        (DiscardAttachedEnergy(1, from_defender=True, per_heads=True), 4, 2),
        (DiscardAttachedEnergy(0, when=Heads()), 1, 2),
    ],
)
def test_a_discard_of_attached_energy_estimates_what_it_counts(
    part: DiscardAttachedEnergy, coins: int, counted: int
) -> None:
    """B-02: "for each card you discarded in this way" counts what the discard counted; the
    computer player's estimate needs it before the attack."""
    so_far = Estimate(coins=coins)
    assert part.estimate(50.0, _Facts(), so_far) == 50.0
    assert so_far.counted == counted


def test_the_modifier_of_less_damage_counts_against_any_target() -> None:
    """EN II-B-05 FAQ: the Defending Pokémon's attacks do less damage (step 2), whatever they
    damage; this Pokémon's bonus counts only against the opponent's Active Pokémon (B-04)."""
    part = Lasting(
        ModifierKind.DAMAGE_DEALT, Duration.OPPONENTS_NEXT_TURN, on_defender=True, amount=-20
    )
    assert part._any_target()
    assert not Lasting(ModifierKind.DAMAGE_DEALT, Duration.YOUR_NEXT_TURN, amount=20)._any_target()


# -- rulings the scenarios don't play ----------------------------------------------------------


def _play(pool: Mapping[str, Card], position: dict[str, Any], *steps: dict[str, Any]) -> str:
    """Play a scenario written here; ``""`` when every step and expectation held."""
    data = {"position": {"turn": 3, "current": 1, **position}, "step": list(steps)}
    outcome = run(data, lambda ids: {i: pool[i] for i in ids if i in pool})
    return "" if outcome.passed else outcome.line()


def _side(**zones: Any) -> dict[str, Any]:
    return {"deck": ["sve-1 x10"], "prizes": ["sve-1 x6"], **zones}


BEWEAR = {"card": "sm1-112", "evolved_from": ["sm1-111"]}
PROTECTED = {"kind": "prevent_effects", "duration": "opponents_next_turn", "made_turn": 2}


def test_boss_orders_is_refused_when_the_opponent_has_no_benched_pokemon(
    pool: Mapping[str, Card],
) -> None:
    """P-00.6: a Trainer that would change nothing can't be played."""
    assert not _play(
        pool,
        {
            "player1": _side(active={"card": "sm1-111"}, hand=["me1-114"]),
            "player2": _side(active=BEWEAR),
        },
        {"do": "trainer", "card": "me1-114", "illegal": "opponent_no_benched"},
    )


def test_a_switch_out_does_nothing_to_an_active_pokemon_protected_from_effects(
    pool: Mapping[str, Card],
) -> None:
    """EN II-C-04 FAQ: the Active Pokémon is the target; protected, it stays, so Goad 'n' Grab
    does no damage ("if you do", E-19)."""
    grimmsnarl = {
        "card": "sv7-96",
        "energy": ["sve-7", "sve-7"],
        "evolved_from": ["sv7-94", "sv7-95"],
    }
    assert not _play(
        pool,
        {
            "player1": _side(active=grimmsnarl),
            "player2": _side(active={**BEWEAR, "effects": [PROTECTED]}, bench=[{"card": "sm1-24"}]),
        },
        {
            "do": "attack",
            "name": "Goad 'n' Grab",
            "expect": {
                "player2.active.card": "sm1-112",
                "player2.active.damage": 0,
                "player2.bench.0.damage": 0,
                "current": 2,
            },
        },
    )


def test_a_switch_in_moves_an_active_pokemon_protected_from_effects(
    pool: Mapping[str, Card],
) -> None:
    """EN II-C-05 FAQ: the Benched Pokémon is the target, so the Active Pokémon's protection
    doesn't stop it."""
    primeape = {"card": "sv10-91", "energy": ["sve-6"], "evolved_from": ["sv10-90"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=primeape),
            "player2": _side(active={**BEWEAR, "effects": [PROTECTED]}, bench=[{"card": "sm1-24"}]),
        },
        {
            "do": "attack",
            "name": "Drag Off",
            "expect": {"player2.active.card": "sm1-24", "player2.active.damage": 30},
        },
    )


def test_energy_stays_on_a_pokemon_protected_from_effects(pool: Mapping[str, Card]) -> None:
    """EN II-C-17: discarding attached cards is an effect of the attack; damage is not."""
    floatzel = {"card": "sv10-58", "energy": ["sve-3", "sve-3"], "evolved_from": ["sv10-57"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=floatzel),
            "player2": _side(active={**BEWEAR, "energy": ["sve-1"], "effects": [PROTECTED]}),
        },
        {
            "do": "attack",
            "name": "Whirlpool",
            "expect": {"player2.active.energy": ["sve-1"], "player2.active.damage": 30},
        },
    )


def test_drag_off_without_benched_pokemon_damages_the_active_pokemon_there_is(
    pool: Mapping[str, Card],
) -> None:
    """EN II-C-05: without a Benched Pokémon there is no switch; the attack's damage goes to
    the Active Pokémon (the one there is)."""
    primeape = {"card": "sv10-91", "energy": ["sve-6"], "evolved_from": ["sv10-90"]}
    assert not _play(
        pool,
        {"player1": _side(active=primeape), "player2": _side(active=BEWEAR)},
        {"do": "attack", "name": "Drag Off", "expect": {"player2.active.damage": 60}},
    )


def test_you_may_switch_declined_or_without_a_bench_switches_nothing(
    pool: Mapping[str, Card],
) -> None:
    """EN II-E-10: "you may" asks; EN II-C-03: without a Benched Pokémon nothing is asked."""
    latias = {"card": "me1-100", "energy": ["sve-5"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=latias, bench=[{"card": "sm1-9"}]),
            "player2": _side(active=BEWEAR),
        },
        {"do": "attack", "name": "Strafe"},
        {"do": "choose", "options": ["no"], "expect": {"player1.active.card": "me1-100"}},
    )
    assert not _play(
        pool,
        {"player1": _side(active=latias), "player2": _side(active=BEWEAR)},
        {
            "do": "attack",
            "name": "Strafe",
            "expect": {"player1.active.card": "me1-100", "current": 2},
        },
    )


def test_heal_each_leaves_pokemon_of_other_kinds(pool: Mapping[str, Card]) -> None:
    """EN II-C-06 on each of your Pokémon the text names, up to the damage each has."""
    wash_rotom = {"card": "sv10-61", "damage": 5 * 10, "energy": ["sve-3"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=wash_rotom, bench=[{"card": "sm1-9", "damage": 10}]),
            "player2": _side(active=BEWEAR),
        },
        {
            "do": "attack",
            "name": "Manual Wash",
            "expect": {"player1.active.damage": 40, "player1.bench.0.damage": 0},
        },
    )


def test_energy_moves_from_the_defending_pokemon_to_their_bench(pool: Mapping[str, Card]) -> None:
    """EN II-C-10: the opponent's Energy goes to their own Benched Pokémon; the attacking
    player chooses which card and where."""
    gengar = {
        "card": "sv5-104",
        "energy": ["sve-7", "sve-7"],
        "evolved_from": ["sv5-102", "sv5-103"],
    }
    latias = {"card": "me1-100", "energy": ["sve-5", "sve-1"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=gengar),
            "player2": _side(active=latias, bench=[{"card": "sm1-9"}, {"card": "sm1-24"}]),
        },
        {"do": "attack", "name": "Tricky Steps", "expect": {"player2.active.damage": 160}},
        {"do": "choose", "options": ["yes"], "expect": {"pending.player": 1}},
        {"do": "choose", "options": ["sve-1"]},
        {
            "do": "choose",
            "options": ["opponent_bench2"],
            "expect": {
                "player2.active.energy": ["sve-5"],
                "player2.bench.1.energy": ["sve-1"],
                "player2.bench.0.energy": [],
            },
        },
    )


def test_energy_switch_moves_a_basic_energy_between_your_pokemon(
    pool: Mapping[str, Card],
) -> None:
    """EN II-C-10: from 1 of your Pokémon (chosen first) to another of them."""
    assert not _play(
        pool,
        {
            "player1": _side(
                active={"card": "sm1-9", "energy": ["sve-1", "sve-3"]},
                bench=[{"card": "sm1-24", "energy": ["sve-2"]}],
                hand=["me1-115"],
            ),
            "player2": _side(active=BEWEAR),
        },
        {"do": "trainer", "card": "me1-115", "expect": {"pending.options": ["sm1-9", "sm1-24"]}},
        {"do": "choose", "options": ["active"], "expect": {"pending.options": ["sve-1", "sve-3"]}},
        {
            "do": "choose",
            "options": ["sve-3"],
            "expect": {
                "player1.active.energy": ["sve-1"],
                "player1.bench.0.energy": ["sve-2", "sve-3"],
            },
        },
    )
