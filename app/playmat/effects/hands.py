"""Whole hands and cards from the player's hand: discarded (EN II-C-01; as a cost, E-19),
shuffled into the deck (E-18), put on the bottom of the deck (each player's hand too); "only
when it is the last card in your hand"."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Estimate, Part, Stage, choose_cards
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event, private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.zones import card_names, hide, shuffle_deck, to_discard

#: Whose cards a part moves: the player's, the opponent's, or each player's (the opponent
#: first where the text says so).
WHO = ("you", "opponent", "each")


def hand_without(ctx: EffectContext, player: int) -> list[int]:
    """``player``'s hand without the card being played (asked before it leaves the hand)."""
    return [u for u in ctx.game.state.players[player].hand if u != ctx.source]


def players_of(ctx: EffectContext, who: str) -> tuple[int, ...]:
    """The players :data:`WHO` names, in the order they act."""
    if who == "you":
        return (ctx.player,)
    if who == "opponent":
        return (ctx.opponent,)
    return (ctx.opponent, ctx.player)


@dataclass(frozen=True)
class DiscardHand(Part):
    """C-01: "Discard your hand": every card in it goes to the discard pile."""

    role = TrainerRole.DISCARD

    def describe(self) -> Message:
        return msg("text.discard_hand")

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not hand_without(ctx, ctx.player):
            return refusal("hand_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        hand = ctx.game.state.players[ctx.player].hand
        for uid in list(hand):
            to_discard(ctx.game, uid, hand)
        return
        yield


@dataclass(frozen=True)
class ShuffleHandIntoDeck(Part):
    """E-18: "Shuffle your hand into your deck" (``who``: your, your opponent's, each
    player's): every card of the hand goes into the deck, which is then shuffled."""

    who: str = "you"

    def __post_init__(self) -> None:
        if self.who not in WHO:
            raise ValueError(f"{self.who!r} is not whose hand")

    def describe(self) -> Message:
        return msg("text.shuffle_hand_into_deck", who=self.who)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        state = ctx.game.state
        for player in players_of(ctx, self.who):
            if hand_without(ctx, player) or state.players[player].deck:
                return None
        return refusal("hand_empty_nothing_changes", "EN II-A")

    def run(self, ctx: EffectContext) -> Flow:
        for player in players_of(ctx, self.who):
            mine = ctx.game.state.players[player]
            moved = len(mine.hand)
            for uid in list(mine.hand):
                mine.hand.remove(uid)
                hide(ctx.game, uid, mine.deck)
            ctx.game.emit(event("hand_into_deck", player=Seat(player), count=moved))
            shuffle_deck(ctx.game, player)
        return
        yield


@dataclass(frozen=True)
class DiscardFromHand(Part):
    """C-01 from the hand: exactly ``count`` cards (a cost: "Discard 2 cards. If you do ...",
    E-19), or ``up_to`` that many matching cards; counts them for "for each card" text."""

    count: int
    filter: CardFilter
    up_to: bool = False
    stage: Stage = Stage.BEFORE_DAMAGE
    #: "You can use this card only if you discard 2 other cards from your hand" (E-19).
    to_use: bool = False
    #: A cost the rest depends on; not one after the rest ("Draw 3 cards. Then, discard a
    #: card from your hand": done with whatever the hand holds then).
    cost: bool = True

    def describe(self) -> Message:
        if self.to_use:
            return msg("text.discard_to_use", count=self.count, cards=self.filter.noun(self.count))
        return msg(
            "text.discard_from_hand",
            count=self.count,
            cards=self.filter.noun(self.count),
            up_to=self.up_to,
        )

    def is_cost(self) -> bool:
        return self.cost and not self.up_to

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [u for u in hand_without(ctx, ctx.player) if self.filter.matches(state.card(u))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.is_cost() and len(self._candidates(ctx)) < self.count:
            return refusal("not_enough_to_discard", "EN II-E-19", count=self.count)
        return None

    role = TrainerRole.DISCARD

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        matching = sum(1 for card in facts.hand() if self.filter.matches(card))
        so_far.counted = min(self.count, matching)
        return damage

    def run(self, ctx: EffectContext) -> Flow:
        candidates = self._candidates(ctx)
        minimum = 0 if self.up_to else self.count
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.discard_from_hand",
                count=self.count,
                cards=self.filter.noun(self.count),
                up_to=self.up_to,
            ),
            candidates,
            minimum=minimum,
            maximum=self.count,
            purpose=Purpose.DISCARD_FROM_HAND,
        )
        hand = ctx.game.state.players[ctx.player].hand
        for uid in chosen:
            to_discard(ctx.game, uid, hand)
        ctx.counted = len(chosen)
        ctx.did = len(chosen) == self.count or (self.up_to and bool(chosen))


@dataclass(frozen=True)
class PutOnBottomFromHand(Part):
    """ "Put 2 cards from your hand on the bottom of your deck in any order": the player picks
    them one at a time, each going under the one before. A cost (E-19): the card can't be
    played without ``count`` other cards in the hand."""

    count: int
    role = TrainerRole.DISCARD

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a count of at least 1")

    def describe(self) -> Message:
        return msg("text.put_on_bottom_from_hand", count=self.count)

    def is_cost(self) -> bool:
        return True

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if len(hand_without(ctx, ctx.player)) < self.count:
            return refusal("not_enough_for_bottom", "EN II-E-19", count=self.count)
        return None

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        mine = game.state.players[ctx.player]
        put: list[int] = []
        for index in range(self.count):
            picked = yield from choose_cards(
                ctx,
                ctx.player,
                msg("prompt.put_on_bottom", number=index + 1, count=self.count),
                list(mine.hand),
                minimum=1,
                maximum=1,
                purpose=Purpose.DISCARD_FROM_HAND,
            )
            if not picked:
                break
            mine.hand.remove(picked[0])
            put.append(hide(game, picked[0], mine.deck))
        ctx.did = len(put) == self.count
        ctx.counted = len(put)
        if put:
            who = Seat(ctx.player)
            game.emit(
                private_event(
                    ctx.player,
                    "put_on_bottom",
                    msg("event.put_on_bottom_hidden", player=who, count=len(put)),
                    player=who,
                    cards=card_names(game, put),
                )
            )


@dataclass(frozen=True)
class OnlyIfLastCard(Part):
    """ "You can use this card only when it is the last card in your hand": a condition of
    playing it (E-19), checked before it is played."""

    def describe(self) -> Message:
        return msg("text.only_if_last_card")

    def is_cost(self) -> bool:
        return True

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if hand_without(ctx, ctx.player):
            return refusal("not_last_card", "EN II-E-19")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield


@dataclass(frozen=True)
class HandsToBottom(Part):
    """ "Each player shuffles their hand and puts it on the bottom of their deck" (E-18: the
    order under the deck is random); whether any player put a card there is what "if either
    player put any cards on the bottom of their deck in this way" asks (``ctx.did``)."""

    def describe(self) -> Message:
        return msg("text.hands_to_bottom")

    def is_cost(self) -> bool:
        """The rest of the text depends on it (E-19): with no card in either hand, nothing is
        put under a deck and nothing is drawn, so the card can't be played (P-00.6)."""
        return True

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not hand_without(ctx, ctx.player) and not ctx.game.state.players[ctx.opponent].hand:
            return refusal("hands_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        moved = False
        for player in players_of(ctx, "each"):
            mine = game.state.players[player]
            cards = list(mine.hand)
            game.shuffle(cards)
            for uid in cards:
                mine.hand.remove(uid)
                hide(game, uid, mine.deck)
            if cards:
                moved = True
                game.emit(event("hand_to_bottom", player=Seat(player), count=len(cards)))
        ctx.did = moved
        return
        yield
