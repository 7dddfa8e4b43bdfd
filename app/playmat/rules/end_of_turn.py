"""The end of the turn (EN II-E-20): after the attack, or after the player ends their turn
without one, and before Pokémon Checkup. Effects made for that moment act then: damage counters
put on a Pokémon, a Pokémon Knocked Out or discarded with all of its cards ("At the end of your
opponent's next turn, the Defending Pokémon will be Knocked Out")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.i18n.message import Seat, msg
from playmat.rules.damage import put_damage_counters
from playmat.rules.events import event
from playmat.rules.knockout import knock_out
from playmat.rules.modifiers import ModifierKind
from playmat.rules.zones import card_name, discard_pile, remove_from_play

if TYPE_CHECKING:
    from playmat.rules.game import Game

_AT_THE_END = frozenset(
    {
        ModifierKind.END_OF_TURN_COUNTERS,
        ModifierKind.END_OF_TURN_KNOCK_OUT,
        ModifierKind.END_OF_TURN_DISCARD,
    }
)


def end_of_turn(game: Game) -> None:
    """Do what effects on the Pokémon in play say to do at the end of this turn: the player
    whose turn it is first, then the opponent (the order E-20 lets players choose is theirs
    to keep; a Pokémon discarded by one effect has no other left)."""
    state = game.state
    if not game.cards_give(_AT_THE_END) and not any(
        pokemon.effects for side in state.players for pokemon in side.in_play()
    ):
        return  # no effect in play says to do anything now
    for player in (state.current, 1 - state.current):
        for pokemon in list(state.players[player].in_play()):
            # Only these kinds are asked for: a turn ends after every few actions, and most
            # Pokémon have none of them.
            for modifier in game.modifiers_on(pokemon, _AT_THE_END):
                reason = modifier.source or msg("reason.end_of_turn")
                if modifier.kind is ModifierKind.END_OF_TURN_COUNTERS:
                    put_damage_counters(game, pokemon, modifier.amount, reason)
                elif modifier.kind is ModifierKind.END_OF_TURN_KNOCK_OUT:
                    knock_out(game, pokemon)
                else:
                    name = card_name(game, pokemon.top)
                    remove_from_play(game, pokemon)
                    for uid in pokemon.all_cards():
                        discard_pile(game, uid).append(uid)
                    game.emit(event("discarded_from_play", player=Seat(player), card=name))
                    break
