"""Text that works while its card is in play, and how an Ability is used, as the compiler reads
them (``compiler/shapes/always_on.py``, ``compiler/abilities.py``): always-on Abilities, Pokémon
Tools, Stadiums, what each place may hold, the openings of announced and triggered Abilities, and
the stored data of all of them (EN I-A-02, I-B-01, I-B-03, II-B-04, II-B-05, II-C-16, JA II-E-06).

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from playmat.cards.model import Ability, Card, EnergyType, Supertype
from playmat.compiler.compile import Missed, compile_card
from playmat.effects.ability_parts import OnlyWhileIn
from playmat.effects.always_on import ItIsIn, Reach, Spot, WhileInPlay
from playmat.effects.base import AbilityScript
from playmat.effects.data import script_from_data
from playmat.effects.predicates import BasicPokemon
from playmat.rules.modifiers import ModifierKind
from playmat.rules.scripting import AbilityKind

TAKES_LESS = (
    "This Pokémon takes 20 less damage from attacks (after applying Weakness and Resistance)."
)


def pokemon_with(text: str) -> Card:
    return Card(
        "test-1",
        "Testmon",
        Supertype.POKEMON,
        ("Basic",),
        hp=90,
        types=(EnergyType.WATER,),
        abilities=(Ability("Test Ability", "Ability", text),),
    )


def trainer_with(kind: str, text: str) -> Card:
    return Card("test-2", "Test Card", Supertype.TRAINER, (kind,), rules=(text,))


def ability_script(text: str) -> AbilityScript:
    card = pokemon_with(text)
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    script = script_from_data(compiled.script, card).abilities[0]
    assert isinstance(script, AbilityScript)
    return script


def test_an_Ability_with_no_opening_works_all_the_time() -> None:
    ability = ability_script(TAKES_LESS)
    assert ability.kind is AbilityKind.PASSIVE
    # "from attacks": every attack, the player's own too (EN II-B-09 FAQ 1).
    assert ability.always_on == (
        WhileInPlay(ModifierKind.DAMAGE_TAKEN, -20, only_from_opponent=False),
    )


def test_a_Tool_reaches_the_Pokemon_it_is_attached_to_and_only_the_opponents_attacks() -> None:
    card = trainer_with(
        "Pokémon Tool",
        "The Basic Pokémon this card is attached to takes 30 less damage from attacks from your "
        "opponent's Pokémon (after applying Weakness and Resistance).",
    )
    compiled = compile_card(card)
    assert compiled.automated
    assert script_from_data(compiled.script, card).in_play == (
        WhileInPlay(ModifierKind.DAMAGE_TAKEN, -30, Reach.HOLDER, only=BasicPokemon()),
    )


def test_a_Stadium_reaches_both_players_Pokemon() -> None:
    card = trainer_with(
        "Stadium", "Each Basic Pokémon in play (both yours and your opponent's) gets +20 HP."
    )
    compiled = compile_card(card)
    assert script_from_data(compiled.script, card).in_play == (
        WhileInPlay(ModifierKind.HP, 20, Reach.EVERY, only=BasicPokemon()),
    )


def test_an_Ability_reaching_its_owners_Pokemon_with_a_condition_on_its_own() -> None:
    ability = ability_script(
        "As long as this Pokémon is in the Active Spot, your Benched Pokémon, except any "
        "Testmon, have no Retreat Cost."
    )
    assert ability.always_on == (
        WhileInPlay(
            ModifierKind.NO_RETREAT_COST,
            reach=Reach.YOURS,
            spot=Spot.BENCH,
            except_same_name=True,
            when=ItIsIn(Spot.ACTIVE),
        ),
    )


def test_always_on_text_never_compiles_where_it_would_be_resolved_once() -> None:
    # An Item's effect is carried out as it is played: "has no Retreat Cost" means nothing there.
    item = trainer_with("Item", "This Pokémon has no Retreat Cost.")
    assert not compile_card(item).automated
    # And an announced Ability's text can't be an always-on effect.
    announced = pokemon_with(f"Once during your turn, you may use this Ability. {TAKES_LESS}")
    assert not compile_card(announced).automated


def test_values_out_of_range_are_misses_not_errors() -> None:
    compiled = compile_card(
        pokemon_with(
            "This Pokémon takes 0 less damage from attacks (after applying Weakness and "
            "Resistance)."
        )
    )
    assert compiled.script == {}
    assert [m.where for m in compiled.missed] == ["Ability Test Ability"]
    assert isinstance(compiled.missed[0], Missed)


def test_openings_of_announced_Abilities() -> None:
    as_often = ability_script("As often as you like during your turn, you may draw 1 card.")
    assert as_often.kind is AbilityKind.ACTIVATED and not as_often.once_per_turn
    from_active = ability_script(
        "Once during your turn, if this Pokémon is in the Active Spot, you may draw 1 card."
    )
    assert from_active.once_per_turn
    assert from_active.parts[0] == OnlyWhileIn(Spot.ACTIVE)
    use_it = ability_script("Once during your turn, you may use this Ability. Draw 1 card.")
    assert use_it.kind is AbilityKind.ACTIVATED and len(use_it.parts) == 1


def test_an_Ability_offered_as_the_Pokemon_is_played_onto_the_Bench() -> None:
    ability = ability_script(
        "When you play this Pokémon from your hand onto your Bench during your turn, you may "
        "draw 2 cards."
    )
    assert ability.kind is AbilityKind.ON_BENCH_FROM_HAND
