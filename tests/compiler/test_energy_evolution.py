"""Energy, evolution, attaching, healing and switching, compiled (``compiler/shapes/attached.py``,
``evolving.py``, ``healing.py``, ``switching.py``, ``referents.py``) into the parts of
``effects/attached_cards.py``, ``attached_energy.py``, ``attaching.py``, ``energy_moves.py``,
``evolving.py``, ``healing.py``, ``switching.py``: what each sentence compiles to, the texts
left to the manual tools, the parts' words and data, and the rulings the scenarios of
``tests/scenarios/compiled/{attached,evolving,healing,switching}_*.toml`` don't play (EN
II-C-01..C-06, C-09, C-10, C-12, C-17, D-02, D-16, E-09, E-19).

The sentences here are written for the tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from playmat.cards.model import Card, EnergyType, Supertype
from playmat.compiler.compile import Missed, compile_text
from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER
from playmat.effects.attached_cards import AttachedEnergyToHand, DiscardAttachedEnergy
from playmat.effects.attached_energy import (
    ON_EACH_OF_THEIRS,
    ON_THAT,
    ON_THEIRS,
    ON_YOUR_BENCH,
    ON_YOURS,
    EnergyKind,
)
from playmat.effects.attaching import (
    TO_ONE,
    AttachedInThisWay,
    AttachEnergyFrom,
    AttachFromDeckToEach,
)
from playmat.effects.base import Estimate, Part, Stage
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.energy_moves import (
    FROM_THEIR_BENCH,
    FROM_THEIR_ONE,
    TO_THEIR_ACTIVE,
    TO_THEIR_ANOTHER,
    MoveEnergy,
)
from playmat.effects.evolving import (
    EVOLVE_EACH_BENCHED,
    EVOLVE_ONE,
    EVOLVE_SELF,
    EvolveFromDeck,
)
from playmat.effects.healing import (
    ENERGY_DISCARDED,
    ENERGY_TO_HAND,
    HEAL_ACTIVE,
    HEAL_EACH,
    HEAL_ONE,
    HEAL_SELF,
    HEAL_THAT,
    HealActiveAndCure,
    HealPokemon,
)
from playmat.effects.pokemon_parts import Inflict
from playmat.effects.predicates import (
    ANY_CARD,
    AnyOf,
    BasicEnergy,
    BasicPokemon,
    EnergyCardOfType,
    EvolutionPokemon,
    NamedCard,
    PokemonOfType,
    YouDid,
)
from playmat.effects.restrictions import UsableOnFirstTurn
from playmat.effects.switching import InflictNewActive, SwitchActive, SwitchOpponentsActive
from playmat.i18n.catalogue import Reader, catalogue
from playmat.i18n.message import Message, Term
from playmat.play.scenario import run
from playmat.rules.state import Condition as SpecialCondition

TESTMON = Card("test-1", "Testmon", Supertype.POKEMON, ("Basic",), hp=100)
GRASS, FIRE, WATER, PSYCHIC = (
    EnergyType.GRASS,
    EnergyType.FIRE,
    EnergyType.WATER,
    EnergyType.PSYCHIC,
)
ENGLISH = catalogue("en")


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
        # EN II-C-01 from your Pokémon, your Benched Pokémon, the opponent's Pokémon (D-02).
        (
            "You may discard any amount of Basic Energy from your Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(0, basic=True, up_to=True, optional=True, holders=ON_YOURS)],
        ),
        (
            "Discard up to 2 Fire Energy from your Benched Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(2, energy=FIRE, up_to=True, holders=ON_YOUR_BENCH)],
        ),
        (
            "Discard as many Water Energy attached to your Pokémon as you like.",
            ATTACK,
            [DiscardAttachedEnergy(0, energy=WATER, up_to=True, holders=ON_YOURS)],
        ),
        (
            "Discard as many Energy cards as you like attached to your Pokémon in play.",
            ATTACK,
            [DiscardAttachedEnergy(0, up_to=True, holders=ON_YOURS)],
        ),
        (
            "Discard 2 Energy from your opponent's Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(2, holders=ON_THEIRS)],
        ),
        (
            "Discard an Energy from 1 of your opponent's Pokémon.",
            TRAINER,
            [DiscardAttachedEnergy(1, holders=ON_THEIRS)],
        ),
        (
            "Discard all Special Energy from each of your opponent's Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(0, special=True, holders=ON_EACH_OF_THEIRS)],
        ),
        (
            "Discard a Team Rocket's Energy from this Pokémon.",
            ATTACK,
            [DiscardAttachedEnergy(1, name="Team Rocket's Energy")],
        ),
        # EN II-C-10 between the opponent's own Pokémon.
        (
            "Move an Energy from 1 of your opponent's Pokémon to another of their Pokémon.",
            ATTACK,
            [MoveEnergy(FROM_THEIR_ONE, TO_THEIR_ANOTHER)],
        ),
        (
            "Move an Energy from 1 of your opponent's Benched Pokémon to their Active Pokémon.",
            ATTACK,
            [MoveEnergy(FROM_THEIR_BENCH, TO_THEIR_ACTIVE)],
        ),
        # E-19 and "that Pokémon": the one Energy was attached to.
        (
            "Attach a Basic Grass Energy card from your hand to 1 of your Pokémon. If you "
            "attached Energy to a Pokémon in this way, heal 30 damage from that Pokémon.",
            ABILITY,
            [
                AttachEnergyFrom(EnergyCardOfType(GRASS), from_hand=True, to=TO_ONE),
                HealPokemon(30, HEAL_THAT, when=AttachedInThisWay()),
            ],
        ),
        # D-16: remaining HP; "if you healed any damage in this way" (C-01, C-02).
        (
            "Heal all damage from 1 of your Pokémon that has 30 HP or less remaining.",
            TRAINER,
            [HealPokemon(0, HEAL_ONE, max_remaining=30)],
        ),
        (
            "Heal all damage from your Active Grass Pokémon. If you healed any damage in this "
            "way, discard all Energy from that Pokémon.",
            ABILITY,
            [HealPokemon(0, HEAL_ACTIVE, pokemon=PokemonOfType(GRASS), energy=ENERGY_DISCARDED)],
        ),
        (
            "Heal all damage from each of your Evolution Pokémon. If you healed any damage in "
            "this way, discard all Energy from those Pokémon.",
            ABILITY,
            [HealPokemon(0, HEAL_EACH, pokemon=EvolutionPokemon(), energy=ENERGY_DISCARDED)],
        ),
        (
            "Heal all damage from 1 of your Pokémon. If you healed any damage in this way, put "
            "all Energy attached to that Pokémon into your hand.",
            TRAINER,
            [HealPokemon(0, HEAL_ONE, energy=ENERGY_TO_HAND)],
        ),
        # "It": this Pokémon, the sentence before being about it.
        (
            "This Pokémon is now Asleep. Heal 30 damage from it.",
            ATTACK,
            [Inflict(SpecialCondition.ASLEEP, on_self=True), HealPokemon(30, HEAL_SELF)],
        ),
        (
            "Heal 30 damage from your Active Pokémon and have it recover from a Special Condition.",
            ABILITY,
            [HealActiveAndCure(30)],
        ),
        # EN II-C-03, C-05 variants.
        (
            "Switch 1 of your Benched Grass Pokémon, except any this Pokémon, with your Active "
            "Pokémon. If you do, the new Active Pokémon is now Poisoned.",
            ABILITY,
            [
                SwitchActive(benched=PokemonOfType(GRASS), except_own_name=True),
                InflictNewActive(SpecialCondition.POISONED, when=YouDid()),
            ],
        ),
        (
            "Discard an Energy from this Pokémon. If you do, switch it with 1 of your Benched "
            "Pokémon.",
            ATTACK,
            [
                parts_of("Discard an Energy from this Pokémon.")[0],
                SwitchActive(this_pokemon=True, when=YouDid()),
            ],
        ),
        (
            "After your attack, you may switch this Pokémon with 1 of your Benched Pokémon.",
            ATTACK,
            [SwitchActive(this_pokemon=True, optional=True)],
        ),
        (
            "Switch in 1 of your opponent's Benched Pokémon that has 90 HP or less remaining to "
            "the Active Spot.",
            TRAINER,
            [SwitchOpponentsActive(max_remaining=90)],
        ),
        (
            "Before doing damage, you may switch 1 of your opponent's Benched Pokémon with your "
            "opponent's Active Pokémon.",
            ATTACK,
            [SwitchOpponentsActive(optional=True, stage=Stage.BEFORE_DAMAGE)],
        ),
        # EN II-C-12, E-18.
        (
            "Search your deck for a card that evolves from this Pokémon and put it onto this "
            "Pokémon to evolve it. Then, shuffle your deck.",
            ATTACK,
            [EvolveFromDeck(EVOLVE_SELF)],
        ),
        (
            "Search your deck for a card that evolves from this Pokémon and put it onto this "
            "Pokémon. (This counts as evolving this Pokémon.) Shuffle your deck afterward.",
            ATTACK,
            [EvolveFromDeck(EVOLVE_SELF)],
        ),
        (
            "Search your deck for a card that has no Abilities and evolves from 1 of your "
            "Pokémon, and put it onto that Pokémon to evolve it. Then, shuffle your deck.",
            TRAINER,
            [EvolveFromDeck(EVOLVE_ONE, no_abilities=True)],
        ),
        (
            "Search your deck for a card that evolves from 1 of your Pokémon and put it onto "
            "that Pokémon to evolve it. Then, shuffle your deck. You can use this card during "
            "your first turn or on a Pokémon that was put into play this turn.",
            TRAINER,
            [EvolveFromDeck(EVOLVE_ONE), UsableOnFirstTurn()],
        ),
        (
            "Search your deck for a Bigmon or Bigmon ex and put it onto this Testmon to evolve "
            "it. Then, shuffle your deck.",
            ATTACK,
            [
                EvolveFromDeck(
                    EVOLVE_SELF,
                    cards=AnyOf((NamedCard("Bigmon"), NamedCard("Bigmon ex"))),
                    by_name=True,
                )
            ],
        ),
        (
            "For each of your Benched Basic Pokémon, search your deck for a card that evolves "
            "from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your "
            "deck.",
            ATTACK,
            [EvolveFromDeck(EVOLVE_EACH_BENCHED, pokemon=BasicPokemon())],
        ),
        # EN I-H, C-09, E-18.
        (
            "For each of your Benched Testmon, search your deck for a Basic Psychic Energy card "
            "and attach it to that Testmon. Then, shuffle your deck.",
            ATTACK,
            [
                AttachFromDeckToEach(
                    EnergyCardOfType(PSYCHIC), pokemon=NamedCard("Testmon", pokemon=True)
                )
            ],
        ),
    ],
)
def test_sentences_compile_to_parts(text: str, where: str, expected: list[Part]) -> None:
    assert parts_of(text, where) == expected


@pytest.mark.parametrize(
    ("text", "where"),
    [
        # Several cards all from 1 of the opponent's Pokémon: not this shape's.
        ("Discard up to 2 Energy from 1 of your opponent's Pokémon.", ATTACK),
        # "That Pokémon", "it", "those Pokémon" with nothing before to name.
        ("Heal 30 damage from that Pokémon.", ATTACK),
        ("Heal 30 damage from it.", ATTACK),
        ("Discard all Energy from that Pokémon.", ATTACK),
        (
            "Heal all damage from 1 of your Pokémon. If you healed any damage in this way, "
            "discard all Energy from those Pokémon.",
            TRAINER,
        ),
        ("Draw a card. If you do, switch it with 1 of your Benched Pokémon.", ATTACK),
        # A Trainer does no damage; "this Pokémon" is no Trainer's.
        (
            "Before doing damage, you may switch 1 of your opponent's Benched Pokémon with "
            "your opponent's Active Pokémon.",
            TRAINER,
        ),
        (
            "Search your deck for a card that evolves from this Pokémon and put it onto this "
            "Pokémon to evolve it. Then, shuffle your deck.",
            TRAINER,
        ),
        # The card evolves from 1 of your Pokémon and goes onto "that" one.
        (
            "Search your deck for a card that evolves from this Pokémon and put it onto that "
            "Pokémon to evolve it. Then, shuffle your deck.",
            ATTACK,
        ),
        # A card of no name, evolving from nothing the text names.
        ("Search your deck for a card and put it onto this Pokémon. Then, shuffle.", ATTACK),
        # Only Energy cards are attached by this shape.
        (
            "For each of your Benched Pokémon, search your deck for a Supporter card and "
            "attach it to that Pokémon. Then, shuffle your deck.",
            ATTACK,
        ),
        # The reminder follows a switch.
        ("Draw a card. (Do the damage before switching the Pokémon.)", ATTACK),
    ],
)
def test_texts_left_to_the_manual_tools(text: str, where: str) -> None:
    assert missed(text, where)


# -- words and data ----------------------------------------------------------------------------


PARTS: list[Part] = [
    DiscardAttachedEnergy(0, basic=True, up_to=True, optional=True, holders=ON_YOURS),
    DiscardAttachedEnergy(2, energy=FIRE, up_to=True, holders=ON_YOUR_BENCH),
    DiscardAttachedEnergy(1, special=True, holders=ON_EACH_OF_THEIRS, per_heads=True),
    DiscardAttachedEnergy(1, name="Team Rocket's Energy"),
    DiscardAttachedEnergy(0, holders=ON_THAT, when=YouDid()),
    AttachedEnergyToHand(0, holders=ON_THAT),
    MoveEnergy(FROM_THEIR_ONE, TO_THEIR_ANOTHER),
    MoveEnergy(FROM_THEIR_BENCH, TO_THEIR_ACTIVE, optional=True),
    HealPokemon(30, HEAL_THAT, when=AttachedInThisWay()),
    HealPokemon(0, HEAL_ONE, max_remaining=30, energy=ENERGY_TO_HAND),
    HealPokemon(0, HEAL_EACH, pokemon=EvolutionPokemon(), energy=ENERGY_DISCARDED),
    HealPokemon(0, HEAL_ACTIVE, pokemon=PokemonOfType(GRASS)),
    SwitchActive(benched=PokemonOfType(GRASS), except_own_name=True),
    InflictNewActive(SpecialCondition.POISONED, when=YouDid()),
    SwitchOpponentsActive(max_remaining=50, optional=True, stage=Stage.BEFORE_DAMAGE),
    EvolveFromDeck(EVOLVE_SELF),
    EvolveFromDeck(EVOLVE_ONE, no_abilities=True, optional=True),
    EvolveFromDeck(EVOLVE_SELF, cards=NamedCard("Bigmon"), by_name=True),
    EvolveFromDeck(EVOLVE_EACH_BENCHED, pokemon=BasicPokemon()),
    AttachFromDeckToEach(EnergyCardOfType(PSYCHIC), pokemon=NamedCard("Testmon", pokemon=True)),
    AttachFromDeckToEach(BasicEnergy(), optional=True),
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


@pytest.mark.parametrize(
    ("part", "words"),
    [
        (
            DiscardAttachedEnergy(0, basic=True, up_to=True, optional=True, holders=ON_YOURS),
            "You may discard any amount of Basic Energy attached to your Pokémon (you choose "
            "which).",
        ),
        (
            HealPokemon(0, HEAL_EACH, pokemon=EvolutionPokemon(), energy=ENERGY_DISCARDED),
            "Heal all damage from each of your Evolution Pokémon. If you healed any damage in "
            "this way, discard all Energy from those Pokémon.",
        ),
        (
            EvolveFromDeck(EVOLVE_SELF),
            "Search your deck for a card that evolves from this Pokémon, and put it onto this "
            "Pokémon to evolve it (it may find none). Shuffle your deck afterwards.",
        ),
    ],
)
def test_parts_say_what_the_card_does(part: Part, words: str) -> None:
    assert Reader(ENGLISH).render(part.describe()) == words


@pytest.mark.parametrize(
    ("make", "values"),
    [
        (DiscardAttachedEnergy, {"holders": "nobody"}),
        (DiscardAttachedEnergy, {"holders": ON_YOURS, "from_defender": True}),
        (DiscardAttachedEnergy, {"name": "Team Rocket's Energy", "special": True}),
        (AttachedEnergyToHand, {"holders": ON_YOURS}),
        (HealPokemon, {"target": HEAL_THAT, "pokemon": BasicPokemon()}),
        (HealPokemon, {"target": HEAL_ACTIVE, "bench_only": True}),
        (HealPokemon, {"max_remaining": -10}),
        (HealPokemon, {"energy": "lost_zone"}),
        (SwitchActive, {"this_benched": True, "except_own_name": True}),
        (SwitchOpponentsActive, {"they_choose": True, "max_remaining": 30}),
        (EvolveFromDeck, {"target": "anywhere"}),
        (EvolveFromDeck, {"target": EVOLVE_ONE, "pokemon": BasicPokemon()}),
        (EvolveFromDeck, {"target": EVOLVE_SELF, "by_name": True, "cards": ANY_CARD}),
        (MoveEnergy, {"source": FROM_THEIR_ONE, "to": TO_THEIR_ACTIVE}),
    ],
)
def test_values_out_of_range_make_no_part(make: Any, values: Mapping[str, Any]) -> None:
    with pytest.raises(ValueError):
        make(**values)


def test_energy_of_a_name_is_matched_by_its_name(pool: Mapping[str, Card]) -> None:
    """ "A Team Rocket's Energy": a card of that name, and no other Special Energy."""
    kind = EnergyKind(name="Team Rocket's Energy")
    assert kind.matches(pool["sv10-182"])
    assert not kind.matches(pool["sve-7"])


def _energy(energy: EnergyType) -> Card:
    return Card(
        f"test-{energy.value}",
        f"{energy.value} Energy",
        Supertype.ENERGY,
        ("Basic",),
        energy_type=energy,
    )


class _Facts:
    """What an estimate sees: two Fire Energy and a Water Energy on the attacking Pokémon."""

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
    ("part", "counted"),
    [
        (DiscardAttachedEnergy(0, energy=FIRE, up_to=True, holders=ON_YOURS), 2),
        (DiscardAttachedEnergy(1, up_to=True, holders=ON_YOURS), 1),
        # A player's view of an attack knows the attacking Pokémon's Energy only.
        (DiscardAttachedEnergy(2, up_to=True, holders=ON_YOUR_BENCH), 0),
    ],
)
def test_a_discard_from_your_pokemon_estimates_what_it_counts(
    part: DiscardAttachedEnergy, counted: int
) -> None:
    so_far = Estimate()
    assert part.estimate(70.0, _Facts(), so_far) == 70.0
    assert so_far.counted == counted


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


def test_a_heal_by_remaining_hp_is_refused_when_no_pokemon_has_so_little(
    pool: Mapping[str, Card],
) -> None:
    """EN II-C-06, D-16: Bianca's Devotion can't be played when none of your Pokémon has 30
    HP or less remaining, however much damage they have."""
    assert not _play(
        pool,
        {
            "player1": _side(active={**BEWEAR, "damage": 90}, hand=["sv5-142"]),
            "player2": _side(active=BEWEAR),
        },
        {"do": "trainer", "card": "sv5-142", "illegal": "nothing_to_heal"},
    )


def test_energy_moved_to_a_pokemon_protected_from_effects_is_discarded(
    pool: Mapping[str, Card],
) -> None:
    """EN II-C-10 FAQ 2: the Pokémon may be chosen; the Energy taken off is discarded."""
    assert not _play(
        pool,
        {
            "player1": _side(active={"card": "zsv10pt5-40", "energy": ["sve-5"]}),
            "player2": _side(
                active={**BEWEAR, "energy": ["sve-2"]},
                bench=[{"card": "sm1-9", "effects": [PROTECTED]}],
            ),
        },
        # One Energy, one Pokémon to move it to: nothing to choose.
        {
            "do": "attack",
            "name": "Slight Shift",
            "expect": {
                "player2.active.energy": [],
                "player2.bench.0.energy": [],
                "player2.discard": ["sve-2"],
            },
        },
    )


def test_an_effect_may_evolve_a_pokemon_that_evolved_this_turn(pool: Mapping[str, Card]) -> None:
    """EN II-C-12, R-4: the limits of evolving from the hand don't bind an effect that evolves
    (Spewpa evolved this turn; Evo-Powder evolves it again)."""
    vivillon = {"card": "sv8-7", "energy": ["sve-1"], "evolved_from": ["sv8-5", "sv8-6"]}
    spewpa = {"card": "sv8-6", "evolved_from": ["sv8-5"], "new": True}
    assert not _play(
        pool,
        {
            "player1": _side(active=vivillon, bench=[spewpa], deck=["sv8-7", "sve-1 x9"]),
            "player2": _side(active=BEWEAR),
        },
        {"do": "attack", "name": "Evo-Powder"},
        {
            "do": "choose",
            "options": ["sv8-7"],
            "expect": {"player1.bench.0.stack": ["sv8-5", "sv8-6", "sv8-7"]},
        },
    )


def test_any_amount_may_be_none(pool: Mapping[str, Card]) -> None:
    """D-02: "any amount" may be none; no card discarded, no damage."""
    raging_bolt = {"card": "sv5-123", "energy": ["sve-4", "sve-6"]}
    assert not _play(
        pool,
        {"player1": _side(active=raging_bolt), "player2": _side(active=BEWEAR)},
        {"do": "attack", "name": "Bellowing Thunder"},
        {"do": "choose", "options": ["yes"]},
        {
            "do": "choose",
            "options": [],
            "expect": {"player2.active.damage": 0, "player1.active.energy": ["sve-4", "sve-6"]},
        },
    )
