"""Who sees the cards an effect moves out of hidden zones: cards revealed to both players,
cards one player looks at (the other learns how many), cards a search puts into a hand.
A hidden card must never reach the player who may not see it."""

from __future__ import annotations

from playmat.i18n.message import Arg, Seat, msg
from playmat.rules.events import event, private_event
from playmat.rules.scripting import EffectContext
from playmat.rules.zones import card_name, card_names, hide


def reveal(ctx: EffectContext, player: int, uids: list[int]) -> None:
    """``player`` shows cards of a hidden zone to both players."""
    if uids:
        ctx.game.emit(event("reveal", player=Seat(player), cards=card_names(ctx.game, uids)))


def look_event(ctx: EffectContext, owner: int, looked: list[int], *, bottom: bool) -> None:
    """The player looks at cards of a deck: they see which; the other player sees how many."""
    who = Seat(ctx.player)
    where: dict[str, Arg] = {"owner": Seat(owner), "own": owner == ctx.player, "bottom": bottom}
    ctx.game.emit(
        private_event(
            ctx.player,
            "look_at_deck",
            msg("event.look_at_deck_hidden", player=who, count=len(looked), **where),
            player=who,
            cards=card_names(ctx.game, looked),
            **where,
        )
    )


def deck_to_hand(ctx: EffectContext, uid: int, *, reveal: bool) -> None:
    """A card the player found in their deck goes into their hand: shown to both players if
    the text reveals it, else only the player sees which."""
    mine = ctx.game.state.players[ctx.player]
    mine.deck.remove(uid)
    card = card_name(ctx.game, hide(ctx.game, uid, mine.hand))
    who = Seat(ctx.player)
    if reveal:
        ctx.game.emit(event("search", player=who, card=card))
    else:
        hidden = msg("event.search_hidden", player=who)
        ctx.game.emit(private_event(ctx.player, "search", hidden, player=who, card=card))
