"""Manual tools: for card text that is not automated, the players resolve it by hand with these
logged tools (move a card, damage counters, Special Conditions, coin, shuffle, draw).

They belong to the player whose turn it is, during their turn; every use is in the game log for
both players, so nothing is done in secret.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.i18n.message import Arg, Seat, Term, msg
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
#: Zones whose cards everyone sees face up; a card moved out of any other zone into one of
#: these is revealed.
PUBLIC_ZONES = ("discard", "lost_zone")
#: The most damage one use of the damage tools adds or removes (no Pokémon has this much HP),
#: and the most cards one use of the draw tool draws (a whole deck).
MAX_DAMAGE = 1000
MAX_DRAW = 60


def why_manual_illegal(game: Game, action: Manual) -> Refusal | None:
    state = game.state
    player = state.current
    mine = state.players[player]
    if action.tool not in MANUAL_TOOLS:
        return refusal("manual_unknown_tool")
    if action.tool == "move_card":
        if action.zone not in DESTINATIONS:
            return refusal("manual_bad_destination")
        if action.card is None or _source_zone(game, action.card) is None:
            return refusal("manual_not_your_card")
    if action.tool in ("add_damage", "remove_damage", "add_condition", "remove_condition"):
        pokemon = state.pokemon(action.pokemon) if action.pokemon is not None else None
        if pokemon is None:
            return refusal("manual_choose_pokemon")
        if action.tool.endswith("damage") and not (
            0 < action.amount <= MAX_DAMAGE and action.amount % 10 == 0
        ):
            return refusal("manual_damage_counters", maximum=MAX_DAMAGE)
        if action.tool.endswith("condition"):
            if action.condition not in {c.value for c in Condition}:
                return refusal("manual_choose_condition")
            if (
                action.tool == "add_condition"
                and state.players[pokemon.owner].active is not pokemon
            ):
                return refusal("condition_only_active", "R-7")
    if action.tool == "draw":
        if not 0 < action.amount <= MAX_DRAW:
            return refusal("manual_draw_at_least_one", maximum=MAX_DRAW)
        if not mine.deck:
            return refusal("deck_empty")
    return None


def _source_zone(game: Game, uid: int) -> str | None:
    """The zone of the current player's that holds the card ``uid`` (one of :data:`SOURCES`)."""
    mine = game.state.players[game.state.current]
    return next((zone for zone in SOURCES if uid in zone_list(mine, zone)), None)


def perform_manual(game: Game, action: Manual) -> None:
    state = game.state
    player = state.current
    who = Seat(player)
    if action.tool == "move_card":
        assert action.card is not None and action.zone is not None
        _move_card(game, action.card, action.zone)
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


def _move_card(game: Game, uid: int, destination: str) -> None:
    """Move one of the current player's cards by hand, telling the other player where it came
    from and whether it went face up (:data:`PUBLIC_ZONES`) or face down. A card that was
    hidden from someone and lands face up is revealed: the log says so, and undo stops there."""
    player = game.state.current
    mine = game.state.players[player]
    source = _source_zone(game, uid)
    assert source is not None
    zone_list(mine, source).remove(uid)
    if destination in PUBLIC_ZONES:
        zone_list(mine, destination).append(uid)
    else:
        hidden_zone = mine.hand if destination == "hand" else mine.deck
        uid = hide(game, uid, hidden_zone, on_top=destination == "deck_top")
    args: dict[str, Arg] = {
        "player": Seat(player),
        "card": card_name(game, uid),
        "source": Term(f"origin.{source}"),
        "destination": Term(f"destination.{destination}"),
    }
    if source in PUBLIC_ZONES:
        game.emit(event("manual_move", **args))
    elif destination in PUBLIC_ZONES:
        game.emit(event("manual_reveal", **args))
    else:
        hidden = msg(
            "event.manual_move_hidden",
            player=args["player"],
            source=args["source"],
            destination=args["destination"],
        )
        game.emit(private_event(player, "manual_move", hidden, **args))
