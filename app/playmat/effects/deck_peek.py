"""The top card of a deck looked at (EN II-C-20: the player sees it, the other player only that it
was looked at), and what the player may then do with it: discard it (C-01), put it on the
bottom, shuffle the deck (E-18), or take it (else discard it and draw)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Part
from playmat.effects.board import require_positive
from playmat.effects.choosing import agree
from playmat.effects.showing import look_event
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose
from playmat.rules.events import event, private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.zones import card_name, draw, hide, shuffle_deck, to_discard

#: Whose deck: the player's, the opponent's, or either (the player chooses).
WHOSE = ("you", "opponent", "either")
#: What the player may do then: nothing, discard the card, put it on the bottom, shuffle the
#: deck, or put it into the hand (if not: discard it and draw ``draw`` cards).
THEN = ("", "discard", "bottom", "shuffle", "take")


@dataclass(frozen=True)
class PeekTop(Part):
    """ "Look at the top card of your opponent's deck. You may have your opponent shuffle their
    deck." and the like: ``whose`` deck (:data:`WHOSE`), then (:data:`THEN`) what the player
    may do (E-10): each is a choice, "take" a choice between taking the card and discarding it
    to draw ``draw`` cards."""

    whose: str = "you"
    then: str = ""
    draw: int = 0

    def __post_init__(self) -> None:
        if self.whose not in WHOSE:
            raise ValueError(f"{self.whose!r} is not whose deck")
        if self.then not in THEN:
            raise ValueError(f"{self.then!r} is not what is done with the card")
        if (self.then == "take") != bool(self.draw):
            raise ValueError("a draw goes with taking the card, and only with it")
        if self.draw:
            require_positive(draw=self.draw)
        if self.then in ("bottom", "take") and self.whose != "you":
            raise ValueError("only your own top card goes to your hand or your deck's bottom")

    @property
    def incidental(self) -> bool:  # type: ignore[override]
        """A look that changes nothing by itself."""
        return not self.then

    def describe(self) -> Message:
        return msg("text.peek_top", whose=self.whose, then=self.then, draw=self.draw)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        players = ctx.game.state.players
        decks = {
            "you": players[ctx.player].deck,
            "opponent": players[ctx.opponent].deck,
            "either": players[ctx.player].deck + players[ctx.opponent].deck,
        }
        if not decks[self.whose]:
            return refusal("deck_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        owner = ctx.opponent if self.whose == "opponent" else ctx.player
        if self.whose == "either":
            answer = yield Choice(
                ctx.player,
                ChoiceKind.OPTION,
                msg("prompt.whose_deck"),
                (
                    Option(msg("option.your_deck"), value="yours"),
                    Option(msg("option.opponents_deck"), value="opponents"),
                ),
                purpose=Purpose.YOU_MAY,
            )
            owner = ctx.player if answer == (0,) else ctx.opponent
        deck = game.state.players[owner].deck
        if not deck:
            return
        top = deck[0]
        look_event(ctx, owner, [top], bottom=False)
        if self.then == "take":
            yield from self._take_or_draw(ctx, top)
            return
        if not self.then:
            return
        prompt = msg("prompt.peek_then", then=self.then, card=card_name(game, top))
        if not (yield from agree(ctx, prompt)):
            return
        if self.then == "discard":
            to_discard(game, top, deck)
        elif self.then == "bottom":
            deck.remove(top)
            deck.append(top)
            game.emit(event("top_to_bottom", player=Seat(ctx.player), count=1))
        else:
            shuffle_deck(game, owner)

    def _take_or_draw(self, ctx: EffectContext, top: int) -> Flow:
        game = ctx.game
        mine = game.state.players[ctx.player]
        prompt = msg("prompt.peek_take", card=card_name(game, top), draw=self.draw)
        if (yield from agree(ctx, prompt)):
            mine.deck.remove(top)
            card = card_name(game, hide(game, top, mine.hand))
            who = Seat(ctx.player)
            hidden = msg("event.search_hidden", player=who)
            game.emit(private_event(ctx.player, "search", hidden, player=who, card=card))
            return
        to_discard(game, top, mine.deck)
        draw(game, ctx.player, self.draw)
