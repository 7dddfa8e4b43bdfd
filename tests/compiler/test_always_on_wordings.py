"""More always-on text as the compiler reads it (``compiler/shapes/always_on.py``,
``self_openings.py``, ``powers.py``): Pokémon reached only with some Energy attached, HP for
each Energy, no Weakness, the opponent's Pokémon, older "damage done ... is reduced" and
Retreat Cost wordings, the conditions such text opens with, and the limits older powers print
(EN I-A-02, I-A-03, II-B-03, II-B-05, II-C-16, D-15).

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from playmat.cards.model import Ability, Card, EnergyType, Supertype
from playmat.compiler.compile import compile_card
from playmat.compiler.grammar import opening_condition
from playmat.effects.ability_parts import IMMOBILE, NotAffected, NotWhileAffected
from playmat.effects.always_on import ItIsIn, Reach, Spot, WhileInPlay
from playmat.effects.base import AbilityScript
from playmat.effects.data import always_on_from_data, always_on_to_data, script_from_data
from playmat.effects.energy_conditions import EnergyAttached, ExtraEnergyOfType
from playmat.effects.predicates import BasicPokemon, PokemonOfType, SelfAffected, SelfHasEnergy
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import msg
from playmat.play.games import SCRIPTS
from playmat.rules.always_on import Holder
from playmat.rules.game import Game
from playmat.rules.modifiers import ModifierKind
from playmat.rules.scripting import AbilityKind, EffectContext
from playmat.rules.state import Condition as SpecialCondition


def pokemon_with(text: str, kind: str = "Ability", name: str = "Testmon") -> Card:
    return Card(
        "test-1",
        name,
        Supertype.POKEMON,
        ("Basic",),
        hp=90,
        types=(EnergyType.WATER,),
        abilities=(Ability("Test Ability", kind, text),),
    )


def ability_of(text: str, kind: str = "Ability", name: str = "Testmon") -> AbilityScript:
    card = pokemon_with(text, kind, name)
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    script = script_from_data(compiled.script, card).abilities[0]
    assert isinstance(script, AbilityScript)
    return script


def always_on(text: str) -> tuple[Any, ...]:
    ability = ability_of(text)
    assert ability.kind is AbilityKind.PASSIVE
    return ability.always_on


def missed(text: str, kind: str = "Ability") -> bool:
    return not compile_card(pokemon_with(text, kind)).automated


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Each of your Pokémon that has any Darkness Energy attached to it has no Retreat Cost.",
            WhileInPlay(
                ModifierKind.NO_RETREAT_COST,
                reach=Reach.YOURS,
                energy=EnergyType.DARKNESS,
                needs_energy=True,
            ),
        ),
        (
            "All of your Pokémon that have Metal Energy attached take 20 less damage from "
            "attacks from your opponent's Pokémon (after applying Weakness and Resistance).",
            WhileInPlay(
                ModifierKind.DAMAGE_TAKEN,
                -20,
                Reach.YOURS,
                energy=EnergyType.METAL,
                needs_energy=True,
            ),
        ),
        (
            "Each of your Pokémon that has any Energy attached to it has no Weakness.",
            WhileInPlay(ModifierKind.NO_WEAKNESS, reach=Reach.YOURS, needs_energy=True),
        ),
        (
            "This Pokémon gets +20 HP for each Fighting Energy attached to it.",
            WhileInPlay(ModifierKind.HP, 20, energy=EnergyType.FIGHTING, per_energy=True),
        ),
        (
            "This Pokémon gets +10 HP for each Energy attached to it.",
            WhileInPlay(ModifierKind.HP, 10, per_energy=True),
        ),
        (
            "Each of your Fire Pokémon has no Weakness.",
            WhileInPlay(
                ModifierKind.NO_WEAKNESS, reach=Reach.YOURS, only=PokemonOfType(EnergyType.FIRE)
            ),
        ),
        (
            "Your opponent's Active Pokémon's Retreat Cost is ColorlessColorless more.",
            WhileInPlay(ModifierKind.RETREAT_COST, 2, Reach.THEIRS, Spot.ACTIVE),
        ),
        (
            "The Retreat Cost for this Pokémon is 0.",
            WhileInPlay(ModifierKind.NO_RETREAT_COST),
        ),
        (
            "All damage done by attacks to this Pokémon is reduced by 10 (after applying "
            "Weakness and Resistance).",
            WhileInPlay(ModifierKind.DAMAGE_TAKEN, -10, only_from_opponent=False),
        ),
        (
            "Any damage done to this Pokémon by attacks from your opponent's Basic Pokémon is "
            "reduced by 20.",
            WhileInPlay(ModifierKind.DAMAGE_TAKEN, -20, against=BasicPokemon()),
        ),
        (
            "Damage done to this Pokémon by an opponent's attack is reduced by 30 (after "
            "applying Weakness and Resistance).",
            WhileInPlay(ModifierKind.DAMAGE_TAKEN, -30),
        ),
        (
            "Any damage done by an opponent's attack to each of your Water Pokémon that has any "
            "Water Energy attached to it is reduced by 20 (after applying Weakness and "
            "Resistance).",
            WhileInPlay(
                ModifierKind.DAMAGE_TAKEN,
                -20,
                Reach.YOURS,
                only=PokemonOfType(EnergyType.WATER),
                energy=EnergyType.WATER,
                needs_energy=True,
            ),
        ),
        (
            "As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon "
            "by attacks (both yours and your opponent's).",
            WhileInPlay(
                ModifierKind.PREVENT_DAMAGE, when=ItIsIn(Spot.BENCH), only_from_opponent=False
            ),
        ),
        (
            "As long as this Pokémon is Asleep, prevent all damage done to this Pokémon by "
            "attacks.",
            WhileInPlay(
                ModifierKind.PREVENT_DAMAGE,
                when=SelfAffected(SpecialCondition.ASLEEP),
                only_from_opponent=False,
            ),
        ),
        (
            "As long as this Pokémon has any Darkness Energy attached to it, this Pokémon has "
            "no Weakness.",
            WhileInPlay(ModifierKind.NO_WEAKNESS, when=EnergyAttached(EnergyType.DARKNESS)),
        ),
        (
            "If this Pokémon has any Lightning Energy attached, it has no Retreat Cost.",
            WhileInPlay(ModifierKind.NO_RETREAT_COST, when=SelfHasEnergy(EnergyType.LIGHTNING)),
        ),
        (
            "If this Pokémon has no Energy attached, it has no Retreat Cost.",
            WhileInPlay(ModifierKind.NO_RETREAT_COST, when=EnergyAttached(negated=True)),
        ),
        (
            "As long as this Pokémon is in play, each of your Active Pokémon has no Weakness.",
            WhileInPlay(ModifierKind.NO_WEAKNESS, reach=Reach.YOURS, spot=Spot.ACTIVE),
        ),
    ],
)
def test_a_sentence_compiles_to_its_always_on_effect(text: str, expected: WhileInPlay) -> None:
    assert always_on(text) == (expected,)


@pytest.mark.parametrize(
    "text",
    [
        # An Energy filter on the Pokémon with the Ability itself: the opening says that.
        "This Pokémon that has any Fire Energy attached to it has no Retreat Cost.",
        # HP for each Energy, and reached only with Energy: counted twice.
        "Each of your Pokémon that has any Fire Energy attached to it gets +10 HP for each "
        "Fire Energy attached to it.",
        # A Retreat Cost set to a number other than none: no effect says it.
        "The Retreat Cost for this Pokémon is 1.",
        # Damage reduced before Weakness and Resistance: not step 5.
        "Any damage done to this Pokémon by attacks is reduced by 20 (before applying "
        "Weakness and Resistance).",
        # Values out of range.
        "This Pokémon gets +0 HP for each Fire Energy attached to it.",
        "All damage done by attacks to this Pokémon is reduced by 0.",
    ],
)
def test_texts_no_always_on_effect_says_stay_manual(text: str) -> None:
    assert missed(text)


def test_an_effect_only_on_Pokemon_with_Energy_and_HP_for_each_Energy(
    pool: Mapping[str, Card],
) -> None:
    """Units, as R-6 counts them: a Double Colorless Energy is 2 Colorless Energy."""
    game = Game.from_position(
        {
            "turn": 3,
            "current": 1,
            "player1": {
                "active": {"card": "sm1-9", "energy": ["sm1-164", "sm1-136"]},
                "bench": [{"card": "sm1-111"}],
                "deck": ["sm1-164 x5"],
                "prizes": ["sm1-164 x6"],
            },
            "player2": {
                "active": {"card": "sm1-112"},
                "deck": ["sm1-166 x5"],
                "prizes": ["sm1-166 x6"],
            },
        },
        pool,
        scripts=SCRIPTS,
    )
    state = game.state
    active = state.players[0].active
    assert active is not None
    benched = state.players[0].bench[0]
    holder = Holder(active.top, active, 0, msg("source.card", card=state.card(active.top).named))
    grass_only = WhileInPlay(
        ModifierKind.NO_RETREAT_COST, reach=Reach.YOURS, energy=EnergyType.GRASS, needs_energy=True
    )
    assert grass_only.modifiers_for(game, holder, active)
    assert not grass_only.modifiers_for(game, holder, benched)
    per_colorless = WhileInPlay(ModifierKind.HP, 10, energy=EnergyType.COLORLESS, per_energy=True)
    (modifier,) = per_colorless.modifiers_for(game, holder, active)
    assert modifier.amount == 20
    per_any = WhileInPlay(ModifierKind.HP, 10, per_energy=True)
    (modifier,) = per_any.modifiers_for(game, holder, active)
    assert modifier.amount == 30
    # None attached: nothing to add.
    on_bench = Holder(benched.top, benched, 0, holder.source)
    assert per_any.modifiers_for(game, on_bench, benched) == ()


@pytest.mark.parametrize(
    "make",
    [
        lambda: WhileInPlay(ModifierKind.NO_RETREAT_COST, needs_energy=True),
        lambda: WhileInPlay(ModifierKind.NO_RETREAT_COST, energy=EnergyType.FIRE),
        lambda: WhileInPlay(ModifierKind.NO_RETREAT_COST, per_energy=True),
        lambda: WhileInPlay(ModifierKind.HP, 0, per_energy=True),
        lambda: NotWhileAffected((SpecialCondition.BURNED,)),
        lambda: NotAffected((SpecialCondition.ASLEEP,)),
        lambda: ExtraEnergyOfType(0, EnergyType.FIRE),
        lambda: ExtraEnergyOfType(1, EnergyType.COLORLESS),
    ],
)
def test_values_out_of_range_are_refused(make: Any) -> None:
    with pytest.raises(ValueError):
        make()


_EVERY_EFFECT = [
    WhileInPlay(
        ModifierKind.NO_RETREAT_COST, reach=Reach.YOURS, energy=EnergyType.GRASS, needs_energy=True
    ),
    WhileInPlay(ModifierKind.NO_WEAKNESS, reach=Reach.YOURS, needs_energy=True),
    WhileInPlay(ModifierKind.HP, 20, energy=EnergyType.FIGHTING, per_energy=True),
    WhileInPlay(ModifierKind.HP, 10, Reach.HOLDER, per_energy=True),
    WhileInPlay(ModifierKind.RETREAT_COST, 1, Reach.THEIRS, Spot.ACTIVE),
    WhileInPlay(ModifierKind.NO_WEAKNESS, when=EnergyAttached(EnergyType.DARKNESS)),
    WhileInPlay(ModifierKind.NO_RETREAT_COST, when=EnergyAttached(negated=True)),
    WhileInPlay(ModifierKind.DAMAGE_TAKEN, -10, when=NotAffected(IMMOBILE)),
    WhileInPlay(ModifierKind.DAMAGE_TAKEN, -10, when=NotAffected()),
]


@pytest.mark.parametrize("effect", _EVERY_EFFECT, ids=repr)
def test_every_effect_is_worded_completely_and_stored(effect: WhileInPlay) -> None:
    message = effect.describe()
    assert Reader().problems(message) + Reader(you=0).problems(message) == []
    assert always_on_from_data(always_on_to_data(effect)) == effect


def test_the_words_say_the_text() -> None:
    reader = Reader()
    assert reader.render(_EVERY_EFFECT[0].describe()) == (
        "Each of your Pokémon that has any Grass Energy attached has no Retreat Cost."
    )
    assert reader.render(_EVERY_EFFECT[2].describe()) == (
        "This Pokémon gets +20 HP for each Fighting Energy attached to it."
    )


# -- older powers -------------------------------------------------------------------------------


def test_a_power_that_cant_be_used_while_its_Pokemon_is_affected() -> None:
    ability = ability_of(
        "Once during your turn (before your attack), you may draw a card. This power can't be "
        "used if this Pokémon is affected by a Special Condition.",
        kind="Poké-Power",
    )
    assert ability.parts[-1] == NotWhileAffected()
    older = ability_of(
        "Once during your turn (before your attack), you may draw a card. This power can't be "
        "used if Testmon is Asleep, Confused, or Paralyzed.",
        kind="Pokémon Power",
        name="Testmon G",
    )
    assert older.parts[-1] == NotWhileAffected(IMMOBILE)
    # Another Pokémon's name is not this one.
    assert missed(
        "Once during your turn (before your attack), you may draw a card. This power can't be "
        "used if Othermon is Asleep, Confused, or Paralyzed.",
        "Poké-Power",
    )


def test_an_always_on_power_that_stops_working_while_its_Pokemon_is_affected() -> None:
    effects = always_on(
        "This Pokémon takes 10 less damage from attacks (after applying Weakness and "
        "Resistance). This power stops working while this Pokémon is Asleep, Confused, or "
        "Paralyzed."
    )
    assert effects == (
        WhileInPlay(
            ModifierKind.DAMAGE_TAKEN, -10, when=NotAffected(IMMOBILE), only_from_opponent=False
        ),
    )
    # A condition already there: the limit is joined to it, and both must hold.
    assert always_on(
        "As long as this Pokémon is on your Bench, this Pokémon takes 10 less damage from "
        "attacks (after applying Weakness and Resistance). This power stops working while "
        "this Pokémon is Asleep, Confused, or Paralyzed."
    ) == (
        WhileInPlay(
            ModifierKind.DAMAGE_TAKEN,
            -10,
            when=NotAffected(IMMOBILE, also=ItIsIn(Spot.BENCH)),
            only_from_opponent=False,
        ),
    )


def test_the_limits_read_the_Pokemons_Special_Conditions(pool: Mapping[str, Card]) -> None:
    game = Game.from_position(
        {
            "turn": 3,
            "current": 1,
            "player1": {
                "active": {"card": "sm1-9", "conditions": ["Poisoned"]},
                "deck": ["sm1-164 x5"],
                "prizes": ["sm1-164 x6"],
            },
            "player2": {
                "active": {"card": "sm1-112"},
                "deck": ["sm1-166 x5"],
                "prizes": ["sm1-166 x6"],
            },
        },
        pool,
        scripts=SCRIPTS,
    )
    active = game.state.players[0].active
    ctx = EffectContext(game, 0, active.top if active else 0, pokemon=active)
    refused = NotWhileAffected().why_not(ctx)
    assert refused is not None and refused.code == "power_while_affected"
    assert NotWhileAffected(IMMOBILE).why_not(ctx) is None
    assert not NotAffected().holds(ctx)
    assert NotAffected(IMMOBILE).holds(ctx)


def test_openings_on_this_Pokemons_Energy() -> None:
    assert opening_condition(
        "If this Pokémon has at least 2 extra Water Energy attached to it (in addition to this "
        "attack's cost), this attack does 10 more damage."
    )[0] == ExtraEnergyOfType(2, EnergyType.WATER)
    assert (
        opening_condition(
            "As long as this Pokémon has any Energy attached to it, this Pokémon has no Weakness."
        )[0]
        == EnergyAttached()
    )
