"""Pokémon Checkup between turns (R-8, EN/JA I-F, P-18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.i18n.message import msg
from playmat.rules.conditions import remove_condition
from playmat.rules.damage import put_damage_counters
from playmat.rules.knockout import check_knock_outs
from playmat.rules.scripting import Flow, Trigger
from playmat.rules.state import Condition, Phase
from playmat.rules.triggers import fire

if TYPE_CHECKING:
    from playmat.rules.game import Game


def pokemon_checkup(game: Game, ended_turn_player: int) -> Flow:
    """Poisoned, Burned, Asleep, Paralyzed in that order for both Active Pokémon, then the
    Knock Out check; the player about to take their turn promotes first (R-8, R-11)."""
    state = game.state
    state.phase = Phase.CHECKUP
    order = (ended_turn_player, 1 - ended_turn_player)
    actives = [state.players[p].active for p in order]
    for pokemon in actives:
        if pokemon and Condition.POISONED in pokemon.conditions:
            put_damage_counters(game, pokemon, pokemon.poison_counters, Condition.POISONED.term)
    for pokemon in actives:
        if pokemon and Condition.BURNED in pokemon.conditions:
            if game.rules.burn_2023:
                # Variant burn_2023: put the counters, then flip; heads recovers.
                put_damage_counters(game, pokemon, pokemon.burn_counters, Condition.BURNED.term)
                if game.flip_coin(pokemon.owner, msg("coin.burned_recovers")):
                    remove_condition(game, pokemon, Condition.BURNED)
            elif not game.flip_coin(pokemon.owner, msg("coin.burned")):
                put_damage_counters(game, pokemon, pokemon.burn_counters, Condition.BURNED.term)
    for pokemon in actives:
        if pokemon is None or Condition.ASLEEP not in pokemon.conditions:
            continue
        if game.flip_coin(pokemon.owner, msg("coin.asleep")):
            remove_condition(game, pokemon, Condition.ASLEEP)
    # Paralysis ends at the Checkup after its owner's turn.
    ended = state.players[ended_turn_player].active
    if ended and Condition.PARALYZED in ended.conditions:
        remove_condition(game, ended, Condition.PARALYZED)
    # then Abilities and Trainer effects that act at Checkup.
    yield from fire(game, Trigger.CHECKUP, ended_turn_player)
    yield from check_knock_outs(game, next_turn_player=1 - ended_turn_player)
