"""The opponent's hand: looked at, revealed, cards of it discarded (chosen by either player, or at
random) or shuffled into their deck (EN II-C-01, E-18), put on the bottom of their deck."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, Stage, choose_cards
from playmat.effects.hands import players_of
from playmat.effects.predicates import ANY_CARD, AnyCard, CardFilter
from playmat.effects.showing import reveal
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event, private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.turn import bench_from
from playmat.rules.zones import card_names, draw, hide, shuffle_deck, to_discard


def _empty_hand(ctx: EffectContext) -> Refusal | None:
    """The refusal of a Trainer or an Ability that would act on the opponent's empty hand: it
    would change nothing (EN II-A)."""
    if not ctx.game.state.players[ctx.opponent].hand:
        return refusal("opponent_hand_empty", "EN II-A")
    return None


@dataclass(frozen=True)
class RevealHand(Part):
    """ "Your opponent reveals their hand": both players see it (``stage``: before the damage,
    when the damage counts the cards it shows)."""

    incidental = True
    stage: Stage = Stage.EFFECTS

    def describe(self) -> Message:
        return msg("text.reveal_opponents_hand")

    def run(self, ctx: EffectContext) -> Flow:
        hand = ctx.game.state.players[ctx.opponent].hand
        reveal(ctx, ctx.opponent, list(hand))
        return
        yield


@dataclass(frozen=True)
class LookAtOpponentsHand(Part):
    """ "Look at your opponent's hand" (C-20): the player sees the cards; the opponent knows
    only that they were looked at."""

    incidental = True

    def describe(self) -> Message:
        return msg("text.look_at_opponents_hand")

    def run(self, ctx: EffectContext) -> Flow:
        hand = list(ctx.game.state.players[ctx.opponent].hand)
        who = Seat(ctx.player)
        ctx.game.emit(
            private_event(
                ctx.player,
                "look_at_hand",
                msg("event.look_at_hand_hidden", player=who, owner=Seat(ctx.opponent)),
                player=who,
                owner=Seat(ctx.opponent),
                cards=card_names(ctx.game, hand),
            )
        )
        return
        yield


@dataclass(frozen=True)
class DiscardFromOpponentsHand(Part):
    """ "Your opponent reveals their hand, and you discard up to N Item cards you find there":
    the hand is shown, and the player chooses ``count`` matching cards of it (``up_to``: as
    many as they like up to that) for the discard pile (C-01: the owner's)."""

    count: int = 1
    filter: CardFilter = ANY_CARD
    up_to: bool = False

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a count of at least 1")

    def describe(self) -> Message:
        return msg(
            "text.discard_from_opponents_hand",
            count=self.count,
            cards=self.filter.noun(self.count),
            up_to=self.up_to,
        )

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return _empty_hand(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        hand = state.players[ctx.opponent].hand
        reveal(ctx, ctx.opponent, list(hand))
        matching = [u for u in hand if self.filter.matches(state.card(u))]
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg(
                "prompt.discard_from_opponents_hand",
                count=self.count,
                cards=self.filter.noun(self.count),
                up_to=self.up_to,
            ),
            matching,
            minimum=0 if self.up_to else self.count,
            maximum=self.count,
            purpose=Purpose.DISCARD_FROM_HAND,
            shown=list(hand),
        )
        for uid in chosen:
            to_discard(ctx.game, uid, hand)
        ctx.counted = len(chosen)
        return None


@dataclass(frozen=True)
class RandomFromOpponentsHand(Part):
    """ "Discard a random card from your opponent's hand" / "Choose a random card from your
    opponent's hand. Your opponent reveals that card and shuffles it into their deck": cards
    picked at random (the game's shuffle stream), revealed, then discarded or shuffled into
    the deck (E-18). ``per_heads``: one for each heads of the flips before it."""

    count: int = 1
    #: "discard" or "deck".
    to: str = "discard"
    per_heads: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.to not in ("discard", "deck"):
            raise ValueError(f"{self.to!r} is not where the cards go")
        if self.count < 1:
            raise ValueError("a count of at least 1")

    def describe(self) -> Message:
        count = 2 if self.per_heads else self.count
        text = msg(
            "text.random_from_opponents_hand",
            count=count,
            per_heads=self.per_heads,
            to=self.to,
        )
        return self.when.sentence(text)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return _empty_hand(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        game = ctx.game
        theirs = game.state.players[ctx.opponent]
        count = ctx.heads if self.per_heads else self.count
        pool = list(theirs.hand)
        game.shuffle(pool)
        picked = pool[:count]
        reveal(ctx, ctx.opponent, picked)
        for uid in picked:
            if self.to == "discard":
                to_discard(game, uid, theirs.hand)
            else:
                theirs.hand.remove(uid)
                hide(game, uid, theirs.deck)
        if picked and self.to == "deck":
            shuffle_deck(game, ctx.opponent)
        ctx.counted = len(picked)
        return
        yield


@dataclass(frozen=True)
class OpponentDiscardsFromHand(Part):
    """ "Your opponent discards N cards from their hand": they choose which (C-01)."""

    count: int
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a count of at least 1")

    def describe(self) -> Message:
        return self.when.sentence(msg("text.opponent_discards", count=self.count))

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return _empty_hand(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        hand = ctx.game.state.players[ctx.opponent].hand
        yield from _discard_chosen(ctx, ctx.opponent, hand, self.count)


def _discard_chosen(ctx: EffectContext, player: int, hand: list[int], count: int) -> Flow:
    chosen = yield from choose_cards(
        ctx,
        player,
        msg("prompt.discard_from_hand", count=count, cards=AnyCard().noun(count), up_to=False),
        list(hand),
        minimum=count,
        maximum=count,
        purpose=Purpose.DISCARD_FROM_HAND,
    )
    for uid in chosen:
        to_discard(ctx.game, uid, hand)


@dataclass(frozen=True)
class DiscardDownTo(Part):
    """ "Your opponent discards cards from their hand until they have N cards in their hand"
    (``who``: your opponent, or each player, your opponent first): each chooses which; a
    hand of N or fewer discards nothing."""

    size: int
    who: str = "opponent"

    def __post_init__(self) -> None:
        if self.who not in ("opponent", "each") or self.size < 0:
            raise ValueError("a hand size for your opponent or each player")

    def describe(self) -> Message:
        return msg("text.discard_down_to", size=self.size, who=self.who)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if len(ctx.game.state.players[ctx.opponent].hand) <= self.size:
            return refusal("opponent_hand_small", "EN II-A", count=self.size)
        return None

    def run(self, ctx: EffectContext) -> Flow:
        for player in players_of(ctx, self.who):
            hand = ctx.game.state.players[player].hand
            extra = len(hand) - self.size
            if extra > 0:
                yield from _discard_chosen(ctx, player, hand, extra)


@dataclass(frozen=True)
class OpponentHandToBottom(Part):
    """ "Your opponent counts the cards in their hand, shuffles those cards, and puts them on
    the bottom of their deck. If they do, they draw that many cards." (E-18)."""

    def describe(self) -> Message:
        return msg("text.opponent_hand_to_bottom")

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return _empty_hand(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        theirs = game.state.players[ctx.opponent]
        cards = list(theirs.hand)
        if not cards:
            return
        game.shuffle(cards)
        for uid in cards:
            theirs.hand.remove(uid)
            hide(game, uid, theirs.deck)
        who = Seat(ctx.opponent)
        game.emit(event("hand_to_bottom", player=who, count=len(cards)))
        draw(game, ctx.opponent, len(cards))
        return
        yield


@dataclass(frozen=True)
class BenchFromOpponentsHand(Part):
    """C-11 on the opponent's side: "Your opponent reveals their hand. Put up to 2 Basic
    Pokémon you find there onto your opponent's Bench": the player chooses among the Basic
    Pokémon of the revealed hand, as many as the opponent's Bench has room for (R-5); they are
    put there by an effect, not played (E-06 doesn't trigger)."""

    count: int
    cards: CardFilter

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"a count of Pokémon can't be {self.count}")

    def describe(self) -> Message:
        return msg("text.bench_from_opponents_hand", count=self.count, cards=self.cards.noun(2))

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        theirs = game.state.players[ctx.opponent]
        room = game.rules.bench_size - len(theirs.bench)
        candidates = [
            uid
            for uid in theirs.hand
            if self.cards.matches(game.state.card(uid)) and game.state.card(uid).is_basic_pokemon
        ]
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.bench_from_opponents_hand", count=min(self.count, room)),
            candidates,
            minimum=0,
            maximum=min(self.count, room),
            purpose=Purpose.YOU_MAY,
            shown=candidates,
        )
        for uid in chosen:
            yield from bench_from(game, ctx.opponent, uid, theirs.hand)
