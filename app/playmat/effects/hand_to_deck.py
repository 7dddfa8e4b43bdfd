"""Cards of the player's hand put into their deck: shuffled in (E-18), put on top or on the
bottom, revealed first when the text says so; one switched with the top card of the deck. The
opponent sees how many cards moved, and which only when they are revealed."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Part, choose_cards
from playmat.effects.board import require_positive
from playmat.effects.hands import hand_without
from playmat.effects.predicates import ANY_CARD, CardFilter
from playmat.effects.showing import reveal as reveal_cards
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.zones import card_names, hide, shuffle_deck

#: Where in the deck the cards go: anywhere in it ("put it into your deck", shuffled in when
#: the text says so), on top, on the bottom.
PLACES = ("deck", "top", "bottom")


@dataclass(frozen=True)
class HandToDeck(Part):
    """ "Shuffle 2 cards from your hand into your deck", "Put a card from your hand on the bottom
    of your deck", "Reveal a Pokémon from your hand and put it into your deck": exactly
    ``count`` cards of the hand that ``filter`` accepts (the card being played isn't one). A
    cost the rest depends on ("If you do, ...", E-19): without that many the card can't be
    played."""

    count: int
    filter: CardFilter = ANY_CARD
    place: str = "deck"
    shuffle: bool = False
    reveal: bool = False

    def __post_init__(self) -> None:
        require_positive(count=self.count)
        if self.place not in PLACES:
            raise ValueError(f"{self.place!r} is not a place in the deck")
        if self.shuffle and self.place != "deck":
            raise ValueError("only cards put anywhere in the deck are shuffled in")

    def describe(self) -> Message:
        return msg(
            "text.hand_to_deck",
            count=self.count,
            cards=self.filter.noun(self.count),
            place=self.place,
            shuffle=self.shuffle,
            reveal=self.reveal,
        )

    def is_cost(self) -> bool:
        return True

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [u for u in hand_without(ctx, ctx.player) if self.filter.matches(state.card(u))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if len(self._candidates(ctx)) < self.count:
            return refusal("not_enough_for_deck", "EN II-E-19", count=self.count)
        return None

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        mine = game.state.players[ctx.player]
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.hand_to_deck", count=self.count, cards=self.filter.noun(self.count)),
            self._candidates(ctx),
            minimum=self.count,
            maximum=self.count,
            purpose=Purpose.DISCARD_FROM_HAND,
        )
        if self.reveal:
            reveal_cards(ctx, ctx.player, chosen)
        put = []
        for uid in chosen:
            mine.hand.remove(uid)
            put.append(hide(game, uid, mine.deck, on_top=self.place == "top"))
        ctx.did = len(put) == self.count
        ctx.counted = len(put)
        if put:
            who = Seat(ctx.player)
            hidden = msg("event.hand_to_deck_hidden", player=who, count=len(put), place=self.place)
            game.emit(
                private_event(
                    ctx.player,
                    "hand_to_deck",
                    hidden,
                    player=who,
                    cards=card_names(game, put),
                    place=self.place,
                )
            )
        if self.shuffle and put:
            shuffle_deck(game, ctx.player)


@dataclass(frozen=True)
class SwitchWithTop(Part):
    """ "Switch a card from your hand with the top card of your deck": the player chooses the
    card; it goes on top of the deck and the card that was there into the hand (unseen by the
    opponent)."""

    def describe(self) -> Message:
        return msg("text.switch_with_top")

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not ctx.game.state.players[ctx.player].deck:
            return refusal("deck_empty_nothing_changes", "EN II-A")
        if not hand_without(ctx, ctx.player):
            return refusal("hand_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        mine = game.state.players[ctx.player]
        if not mine.deck:
            return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.switch_with_top"),
            hand_without(ctx, ctx.player),
            minimum=1,
            maximum=1,
            purpose=Purpose.DISCARD_FROM_HAND,
        )
        if not chosen:
            return
        top = mine.deck.pop(0)
        mine.hand.remove(chosen[0])
        put = hide(game, chosen[0], mine.deck, on_top=True)
        taken = hide(game, top, mine.hand)
        who = Seat(ctx.player)
        game.emit(
            private_event(
                ctx.player,
                "switch_with_top",
                msg("event.switch_with_top_hidden", player=who),
                player=who,
                put=card_names(game, [put]),
                taken=card_names(game, [taken]),
            )
        )
