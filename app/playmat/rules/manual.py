"""Manual tools: for card text that is not automated, the players resolve it by hand with these
logged tools (move a card, damage counters, Special Conditions, coin, shuffle, draw).

They belong to the player whose turn it is, during their turn; every use is in the game log for
both players, so nothing is done in secret.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.rules.actions import MANUAL_TOOLS, Manual
from playmat.rules.conditions import add_condition, remove_condition
from playmat.rules.damage import heal, put_damage_counters
from playmat.rules.events import Event, player_name
from playmat.rules.state import Condition
from playmat.rules.zones import card_ref, draw, shuffle_deck, zone_list

if TYPE_CHECKING:
    from playmat.rules.game import Game

#: Where "move_card" may put a card, and the list it lands in.
DESTINATIONS = ("hand", "deck_top", "deck_bottom", "discard", "lost_zone")
#: Zones a card may be moved out of by hand (cards in play move with their Pokémon).
SOURCES = ("hand", "deck", "discard", "prizes", "lost_zone")


def why_manual_illegal(game: Game, action: Manual) -> str | None:
    state = game.state
    player = state.current
    mine = state.players[player]
    if action.tool not in MANUAL_TOOLS:
        return f"Unknown manual tool {action.tool!r}; the tools are: {', '.join(MANUAL_TOOLS)}."
    if action.tool == "move_card":
        if action.zone not in DESTINATIONS:
            return f"Move a card to one of: {', '.join(DESTINATIONS)}."
        if action.card is None or _source_of(game, action.card) is None:
            return "Choose one of your cards in your hand, deck, discard pile, Prizes or Lost Zone."
    if action.tool in ("add_damage", "remove_damage", "add_condition", "remove_condition"):
        pokemon = state.pokemon(action.pokemon) if action.pokemon is not None else None
        if pokemon is None:
            return "Choose a Pokémon in play."
        if action.tool.endswith("damage") and (action.amount <= 0 or action.amount % 10):
            return "Damage comes in damage counters: use a positive multiple of 10."
        if action.tool.endswith("condition"):
            if action.condition not in {c.value for c in Condition}:
                return f"Choose a Special Condition: {', '.join(c.value for c in Condition)}."
            if (
                action.tool == "add_condition"
                and state.players[pokemon.owner].active is not pokemon
            ):
                return "Only an Active Pokémon can have a Special Condition (R-7)."
    if action.tool == "draw":
        if action.amount <= 0:
            return "Draw at least 1 card."
        if not mine.deck:
            return "Your deck is empty."
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
    who = player_name(player)
    if action.tool == "move_card":
        assert action.card is not None and action.zone is not None
        source = _source_of(game, action.card)
        assert source is not None
        mine = state.players[player]
        source.remove(action.card)
        if action.zone == "deck_top":
            mine.deck.insert(0, action.card)
        elif action.zone == "deck_bottom":
            mine.deck.append(action.card)
        else:
            zone_list(mine, action.zone).append(action.card)
        public = action.zone in ("discard", "lost_zone") or source in (mine.discard, mine.lost_zone)
        where = action.zone.replace("_", " ")
        text = f"{who} moved {state.card(action.card).name} to {where} (manual)."
        game.emit(
            Event(
                "manual",
                text,
                {"player": player, "card": card_ref(game, action.card), "zone": action.zone},
                private_to=None if public else player,
                hidden_text=f"{who} moved a card to {where} (manual).",
                hidden_data={"player": player, "zone": action.zone},
            )
        )
        return
    if action.tool in ("add_damage", "remove_damage"):
        pokemon = state.pokemon(action.pokemon) if action.pokemon is not None else None
        assert pokemon is not None
        if action.tool == "add_damage":
            put_damage_counters(game, pokemon, action.amount // 10, f"manual, by {who}")
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
        game.flip_coin(player, "manual")
    elif action.tool == "shuffle_deck":
        shuffle_deck(game, player)
    elif action.tool == "draw":
        draw(game, player, action.amount)
    game.emit(
        Event(
            "manual",
            f"{who} used the manual tool {action.tool.replace('_', ' ')}.",
            {"player": player, "tool": action.tool},
        )
    )
