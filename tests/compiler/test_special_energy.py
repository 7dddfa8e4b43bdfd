"""What a Special Energy provides, read from its text (``cards/facts.py`` for what it always
provides, ``compiler/shapes/special_energy.py`` for what it provides under a condition): EN
I-C, EN II-D-08, R-6.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from compiled_text import card_with, script_of

from playmat.cards.facts import effect_text
from playmat.cards.model import Ability, Card, EnergyType, Supertype
from playmat.compiler.compile import compile_card
from playmat.effects.data import always_on_from_data, always_on_to_data, script_from_data
from playmat.effects.energy_provision import HolderHasOtherSpecialEnergy, ProvidesEnergy
from playmat.effects.predicates import (
    BasicPokemon,
    EnergyCardOfType,
    EvolutionPokemon,
    HasPokemon,
    MorePrizes,
    PokemonCard,
)
from playmat.i18n.catalogue import Reader
from playmat.play.games import scripts_for
from playmat.rules.game import Game
from playmat.rules.modifiers import ModifierKind
from playmat.rules.position import card_ids_in

EVERY = tuple(EnergyType)


def special_energy(text: str) -> Card:
    return card_with(text, "Special")


def provisions(text: str) -> tuple[ProvidesEnergy, ...]:
    effects = script_of(special_energy(text)).in_play
    assert all(isinstance(effect, ProvidesEnergy) for effect in effects)
    return tuple(effects)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "units"),
    [
        ("This card provides ColorlessColorless Energy.", ((EnergyType.COLORLESS,),) * 2),
        (
            "As long as this card is attached to a Pokémon, it provides every type of Energy "
            "but provides only 2 Energy at a time.",
            (EVERY,) * 2,
        ),
        (
            "As long as this card is attached to a Pokémon, it provides 2 in any combination of "
            "Water Energy and Metal Energy.",
            ((EnergyType.WATER, EnergyType.METAL),) * 2,
        ),
    ],
)
def test_what_it_always_provides_is_a_fact_of_the_card(
    text: str, units: tuple[tuple[EnergyType, ...], ...]
) -> None:
    card = special_energy(text)
    assert card.provides == units
    assert effect_text(card) == ""


def test_a_sentence_printed_with_no_space_after_the_one_before_is_read_apart() -> None:
    card = special_energy(
        "As long as this card is attached to a Pokémon, it provides Fire Energy.If the Pokémon "
        "this card is attached to has any other Special Energy attached, this card provides "
        "Colorless Energy instead."
    )
    assert card.provides == ((EnergyType.FIRE,),)
    assert provisions(card.rules[0]) == (
        ProvidesEnergy(((EnergyType.COLORLESS,),), when=HolderHasOtherSpecialEnergy()),
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "If this card is attached to a Basic Pokémon, this card provides every type of "
            "Energy but provides only 1 Energy at a time.",
            ProvidesEnergy((EVERY,), only=BasicPokemon()),
        ),
        (
            "If the Pokémon this card is attached to is a Stage 2 Pokémon, this card provides "
            "every type of Energy but provides only 2 Energy at a time.",
            ProvidesEnergy((EVERY,) * 2, only=PokemonCard(stage="stage2")),
        ),
        (
            "If this card is attached to an Evolution Pokémon, it provides "
            "ColorlessColorlessColorless Energy instead.",
            ProvidesEnergy(((EnergyType.COLORLESS,),) * 3, only=EvolutionPokemon()),
        ),
        (
            "If you have more Prize cards remaining than your opponent, and if this card is "
            "attached to an Evolution Pokémon that doesn't have a Rule Box (Pokémon ex, Pokémon "
            "V, etc. have Rule Boxes), this card provides every type of Energy but provides only "
            "3 Energy at a time.",
            ProvidesEnergy(
                (EVERY,) * 3,
                only=PokemonCard(stage="evolution", rule_box="without"),
                when=MorePrizes(),
            ),
        ),
    ],
)
def test_what_it_provides_under_a_condition_compiles(text: str, expected: ProvidesEnergy) -> None:
    assert provisions(text) == (expected,)


def test_a_sentence_that_names_no_Pokemon_keeps_the_one_before() -> None:
    first, second = provisions(
        "While this card is attached to a Stage 2 Pokémon, it provides every type of Energy but "
        "provides only 1 Energy at a time. If you have 3 or more Stage 2 Pokémon in play, it "
        "provides every type of Energy but provides 4 Energy at a time."
    )
    stage2 = PokemonCard(stage="stage2")
    assert first == ProvidesEnergy((EVERY,), only=stage2)
    assert second == ProvidesEnergy(
        (EVERY,) * 4, only=stage2, when=HasPokemon(stage2, bench_only=False, at_least=3)
    )


@pytest.mark.parametrize(
    "text",
    [
        # Energy the rules don't know.
        "If this card is attached to a Basic Pokémon, this card provides 2 Energy of any kind.",
        # Two conditions on one sentence.
        "If you have more Prize cards remaining than your opponent, and if the Pokémon this "
        "card is attached to has any other Special Energy attached, this card provides "
        "Colorless Energy.",
    ],
)
def test_provisions_it_cant_read_stay_manual(text: str) -> None:
    assert compile_card(special_energy(text)).missed


@pytest.mark.parametrize(
    "effect",
    [
        ProvidesEnergy((EVERY,), only=BasicPokemon()),
        ProvidesEnergy(((EnergyType.COLORLESS,),) * 2, when=MorePrizes()),
        ProvidesEnergy(
            ((EnergyType.FIRE, EnergyType.WATER),), cards=EnergyCardOfType(EnergyType.FIRE)
        ),
    ],
    ids=repr,
)
def test_every_provision_is_worded_completely_and_stored(effect: ProvidesEnergy) -> None:
    message = effect.describe()
    assert Reader().problems(message) == []
    assert always_on_from_data(always_on_to_data(effect)) == effect


def test_the_words_say_what_it_provides() -> None:
    reader = Reader()
    assert reader.render(ProvidesEnergy((EVERY,) * 2, only=BasicPokemon()).describe()) == (
        "This card provides every type of Energy but only 2 Energy at a time while it is "
        "attached to a Basic Pokémon."
    )
    assert reader.render(ProvidesEnergy(((EnergyType.COLORLESS,),) * 3).describe()) == (
        "This card provides 3 Colorless Energy."
    )


@pytest.mark.parametrize(
    "make",
    [
        lambda: ProvidesEnergy(()),
        lambda: ProvidesEnergy(((),)),
        lambda: ProvidesEnergy(((EnergyType.FIRE,), (EnergyType.WATER,))),
    ],
)
def test_provisions_out_of_range_are_refused(make: object) -> None:
    with pytest.raises(ValueError):
        make()  # type: ignore[operator]


def test_the_rules_count_what_it_provides_where_it_is(pool: Mapping[str, Card]) -> None:
    """EN I-C: the attached Prism Energy provides every type on a Basic Pokémon and 1 Colorless
    once that Pokémon has evolved; what the table shows says which it is now."""
    game = Game.from_position(
        position := {
            "turn": 3,
            "current": 1,
            "player1": {
                "active": {"card": "rsv10pt5-11", "energy": ["zsv10pt5-86"]},
                "bench": [
                    {
                        "card": "rsv10pt5-12",
                        "evolved_from": ["rsv10pt5-11"],
                        "energy": ["zsv10pt5-86"],
                    }
                ],
                "deck": ["sm1-165 x5"],
                "prizes": ["sm1-165 x6"],
            },
            "player2": {
                "active": {"card": "sm1-99"},
                "deck": ["sm1-166 x5"],
                "prizes": ["sm1-166 x6"],
            },
        },
        pool,
        scripts=scripts_for(pool[i] for i in card_ids_in(position)),
    )
    mine = game.state.players[0]
    assert mine.active is not None
    assert game.energy_units(mine.active) == [frozenset(EnergyType)]
    assert game.energy_units(mine.bench[0]) == [frozenset({EnergyType.COLORLESS})]
    shown = game.observation(0).players[0].active
    assert shown is not None
    assert [e.kind for e in shown.effects] == [ModifierKind.PROVIDES]
    assert Reader().render(shown.effects[0].description) == (
        "An Energy attached to it provides every type of Energy but only 1 Energy at a time"
    )


def test_another_cards_effect_on_attached_basic_energy() -> None:
    """E-15's example: "Each basic Grass Energy attached to your Pokémon provides GrassGrass
    Energy", from an Ability."""
    card = Card(
        "test-2",
        "Testmon",
        Supertype.POKEMON,
        ("Basic",),
        abilities=(
            Ability(
                "Test Ability",
                "Ability",
                "Each Basic Water Energy attached to all of your Pokémon provides WaterWater "
                "Energy.",
            ),
        ),
    )
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    (effect,) = script_from_data(compiled.script, card).abilities[0].always_on
    water = EnergyType.WATER
    assert effect == ProvidesEnergy(((water,), (water,)), cards=EnergyCardOfType(water))
