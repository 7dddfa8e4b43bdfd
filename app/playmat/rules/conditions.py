"""Special Conditions: adding and removing them (R-7, EN I-F, KO special-condition pages)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.rules.events import event
from playmat.rules.modifiers import ModifierKind
from playmat.rules.state import ROTATION_CONDITIONS, Condition, InPlay
from playmat.rules.zones import pokemon_name

if TYPE_CHECKING:
    from playmat.rules.game import Game


def add_condition(game: Game, pokemon: InPlay, condition: Condition) -> bool:
    """Make the Pokémon ``condition``; returns whether anything changed.

    R-7: Special Conditions exist only on the Active Pokémon; Asleep, Confused and Paralyzed
    replace one another; Poisoned and Burned stack with everything. A new Poison or Burn resets
    its damage counters to the rule set's default (R-8: the newest Poison replaces the old).
    """
    owner = game.state.players[pokemon.owner]
    if owner.active is not pokemon or immune(game, pokemon, condition):
        return False
    if condition in ROTATION_CONDITIONS:
        pokemon.conditions -= ROTATION_CONDITIONS
    if condition is Condition.POISONED:
        pokemon.poison_counters = game.rules.poison_counters
    if condition is Condition.BURNED:
        pokemon.burn_counters = game.rules.burn_counters
    pokemon.conditions.add(condition)
    game.emit(
        event(
            "condition_added",
            pokemon=pokemon.id,
            target=pokemon_name(game, pokemon),
            condition=condition.term,
        )
    )
    return True


def remove_condition(game: Game, pokemon: InPlay, condition: Condition) -> bool:
    if condition not in pokemon.conditions:
        return False
    pokemon.conditions.discard(condition)
    game.emit(
        event(
            "condition_removed",
            pokemon=pokemon.id,
            target=pokemon_name(game, pokemon),
            condition=condition.term,
        )
    )
    return True


def clear_conditions_and_effects(pokemon: InPlay) -> None:
    """Going to the Bench, evolving, devolving or leaving play removes all Special Conditions
    and effects (EN I-A-03, I-A-05, II-C-13, P-38). Silent: the move itself is logged."""
    pokemon.conditions.clear()
    pokemon.effects.clear()


def immune(game: Game, pokemon: InPlay, condition: Condition) -> bool:
    """An effect on the Pokémon says it can't be affected by ``condition`` (R-7)."""
    return any(
        m.kind is ModifierKind.NO_CONDITIONS and m.condition in ("", condition.value)
        for m in game.modifiers_on(pokemon)
    )


def recover_immune(game: Game) -> None:
    """The Active Pokémon recover from the Special Conditions an effect says they can't be
    affected by ("recovers from all Special Conditions and can't be affected by any"), the
    moment that effect applies (R-7)."""
    for player in game.state.players:
        pokemon = player.active
        if pokemon is None or not pokemon.conditions:
            continue
        for condition in sorted(pokemon.conditions):
            if immune(game, pokemon, condition):
                remove_condition(game, pokemon, condition)
