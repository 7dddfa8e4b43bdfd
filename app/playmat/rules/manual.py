"""Manual tools: for card text that is not automated, the players resolve it by hand with these
logged tools (move a card, damage counters, Special Conditions, coin, shuffle, draw).

They belong to the player whose turn it is, during their turn; every use is in the game log for
both players, so nothing is done in secret.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.i18n.message import Seat, Term, msg
from playmat.rules.actions import MANUAL_TOOLS, Manual
from playmat.rules.conditions import add_condition, remove_condition
from playmat.rules.damage import heal, put_damage_counters
from playmat.rules.events import event, private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.state import Condition
from playmat.rules.zones import card_name, draw, hide, shuffle_deck, zone_list

if TYPE_CHECKING:
    from playmat.rules.game import Game

#: Where "move_card" may put a card, and the list it lands in.
DESTINATIONS = ("hand", "deck_top", "deck_bottom", "discard", "lost_zone")
#: Zones a card may be moved out of by hand (cards in play move with their Pokémon).
SOURCES = ("hand", "deck", "discard", "prizes", "lost_zone")


def why_manual_illegal(game: Game, action: Manual) -> Refusal | None:
    state = game.state
    player = state.current
    mine = state.players[player]
    if action.tool not in MANUAL_TOOLS:
        return refusal("manual_unknown_tool")
    if action.tool == "move_card":
        if action.zone not in DESTINATIONS:
            return refusal("manual_bad_destination")
        if action.card is None or _source_of(game, action.card) is None:
            return refusal("manual_not_your_card")
    if action.tool in ("add_damage", "remove_damage", "add_condition", "remove_condition"):
        pokemon = state.pokemon(action.pokemon) if action.pokemon is not None else None
        if pokemon is None:
            return refusal("manual_choose_pokemon")
        if action.tool.endswith("damage") and (action.amount <= 0 or action.amount % 10):
            return refusal("manual_damage_counters")
        if action.tool.endswith("condition"):
            if action.condition not in {c.value for c in Condition}:
                return refusal("manual_choose_condition")
            if (
                action.tool == "add_condition"
                and state.players[pokemon.owner].active is not pokemon
            ):
                return refusal("condition_only_active", "R-7")
    if action.tool == "draw":
        if action.amount <= 0:
            return refusal("manual_draw_at_least_one")
        if not mine.deck:
            return refusal("deck_empty")
    return None


def _source_of(game: Game, uid: int) -> list[int] | None:
    mine = game.state.players[game.state.current]
    for zone in SOURCES:
        cards = zone_list(mine, zone)
        if uid in cards:
            return cards
    return None


def perform_manual(game: Game, action: Manual) -> None:
    state = game.state
    player = state.current
    who = Seat(player)
    if action.tool == "move_card":
        assert action.card is not None and action.zone is not None
        source = _source_of(game, action.card)
        assert source is not None
        mine = state.players[player]
        source.remove(action.card)
        uid = action.card
        if action.zone in ("discard", "lost_zone"):
            zone_list(mine, action.zone).append(uid)
        else:
            destination = mine.hand if action.zone == "hand" else mine.deck
            uid = hide(game, uid, destination, on_top=action.zone == "deck_top")
        public = action.zone in ("discard", "lost_zone") or source in (mine.discard, mine.lost_zone)
        where = Term(f"destination.{action.zone}")
        card = card_name(game, uid)
        if public:
            game.emit(event("manual_move", player=who, card=card, destination=where))
        else:
            hidden = msg("event.manual_move_hidden", player=who, destination=where)
            game.emit(
                private_event(
                    player, "manual_move", hidden, player=who, card=card, destination=where
                )
            )
        return
    if action.tool in ("add_damage", "remove_damage"):
        pokemon = state.pokemon(action.pokemon) if action.pokemon is not None else None
        assert pokemon is not None
        if action.tool == "add_damage":
            put_damage_counters(
                game, pokemon, action.amount // 10, msg("reason.manual", player=who)
            )
        else:
            heal(game, pokemon, action.amount)
        return
    if action.tool in ("add_condition", "remove_condition"):
        pokemon = state.pokemon(action.pokemon) if action.pokemon is not None else None
        assert pokemon is not None and action.condition is not None
        change = add_condition if action.tool == "add_condition" else remove_condition
        change(game, pokemon, Condition(action.condition))
        return
    if action.tool == "flip_coin":
        game.flip_coin(player, msg("coin.manual"))
    elif action.tool == "shuffle_deck":
        shuffle_deck(game, player)
    elif action.tool == "draw":
        draw(game, player, action.amount)
    game.emit(event("manual_tool", player=who, tool=Term(f"tool.{action.tool}")))
