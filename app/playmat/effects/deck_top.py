"""The top (or bottom) cards of a deck: looked at, some of them taken and the rest shuffled
back, discarded or put on the bottom (EN I-H); looked at and put back in any order;
discarded (C-01)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, Stage, choose_cards
from playmat.effects.board import empty_deck, require_positive
from playmat.effects.choosing import choose_each_kind, choose_order
from playmat.effects.predicates import ANY_CARD, CardFilter
from playmat.effects.showing import deck_to_hand, look_event, reveal
from playmat.i18n.message import Arg, Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.zones import shuffle_deck, to_discard

#: What becomes of the cards looked at and not taken: shuffled back into the deck, discarded,
#: or shuffled and put on the bottom of the deck.
REST = ("shuffle", "discard", "bottom")


@dataclass(frozen=True)
class LookAtTop(Part):
    """ "Look at the top N cards of your deck. You may reveal a Supporter card you find there
    and put it into your hand. Shuffle the other cards back into your deck." (EN I-H: a look
    may find fewer, even none.) ``take``: how many may be taken (``up_to``; else exactly that
    many, as many as there are); ``any_number``: all that match; ``slots``: at most one card of
    each filter ("1 Pokémon and 1 Trainer card"); ``bottom``: the bottom N cards."""

    count: int
    filter: CardFilter = ANY_CARD
    take: int = 1
    up_to: bool = True
    any_number: bool = False
    slots: tuple[CardFilter, ...] = ()
    reveal: bool = False
    rest: str = "shuffle"
    bottom: bool = False
    role = TrainerRole.SEARCH

    def __post_init__(self) -> None:
        if self.count < 1 or self.take < 1:
            raise ValueError("a count of at least 1")
        if self.rest not in REST:
            raise ValueError(f"{self.rest!r} is not what becomes of the other cards")

    def describe(self) -> Message:
        amount: Arg
        count = 2
        if self.slots:
            amount = msg("text.one_of_each", cards=tuple(f.one() for f in self.slots))
        elif self.any_number:
            amount = msg("text.any_number", cards=self.filter.noun(2))
        elif not self.up_to:
            amount, count = self.take, self.take
        elif self.take == 1:
            amount, count = self.filter.one(), 1
        else:
            amount = msg(
                "text.up_to", count=self.take, cards=self.filter.noun(self.take), bench_room=False
            )
        return msg(
            "text.sentences",
            parts=(
                msg("text.look_at_deck", count=self.count, bottom=self.bottom),
                msg(
                    "text.take_looked",
                    amount=amount,
                    count=count,
                    up_to=self.up_to or bool(self.slots) or self.any_number,
                    reveal=self.reveal,
                ),
                msg("text.rest_looked", rest=self.rest),
            ),
        )

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return empty_deck(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        state = game.state
        mine = state.players[ctx.player]
        looked = list(mine.deck[-self.count :] if self.bottom else mine.deck[: self.count])
        if not looked:
            return
        look_event(ctx, ctx.player, looked, bottom=self.bottom)
        chosen = yield from self._choose(ctx, looked)
        for uid in chosen:
            deck_to_hand(ctx, uid, reveal=self.reveal)
        ctx.counted = len(chosen)
        others = [u for u in looked if u not in chosen]
        if self.rest == "discard":
            reveal(ctx, ctx.player, others)
            for uid in others:
                to_discard(game, uid, mine.deck)
        elif self.rest == "bottom":
            game.shuffle(others)
            for uid in others:
                mine.deck.remove(uid)
                mine.deck.append(uid)
        else:
            shuffle_deck(game, ctx.player)

    def _choose(self, ctx: EffectContext, looked: list[int]) -> Flow:
        state = ctx.game.state
        if self.slots:
            chosen: list[int] = yield from choose_each_kind(
                ctx,
                looked,
                self.slots,
                lambda wanted: msg("prompt.take_looked", count=1, cards=wanted.noun(1)),
            )
            return chosen
        matching = [u for u in looked if self.filter.matches(state.card(u))]
        take = len(matching) if self.any_number else self.take
        found: list[int] = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.take_looked", count=take, cards=self.filter.noun(take)),
            matching,
            minimum=0 if self.up_to or self.any_number else take,
            maximum=take,
            purpose=Purpose.SEARCH,
            shown=looked,
        )
        return found


@dataclass(frozen=True)
class RearrangeTop(Part):
    """ "Look at the top N cards of your (opponent's, either player's) deck and put them back in
    any order": the player sees them and chooses their order, the first chosen on top."""

    count: int
    #: Whose deck: "you", "opponent", or "either" (the player chooses).
    whose: str = "you"
    #: "..., or shuffle them and put them on the bottom of your deck" (the player chooses).
    or_bottom: bool = False

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a count of at least 1")
        if self.whose not in ("you", "opponent", "either"):
            raise ValueError(f"{self.whose!r} is not whose deck")
        if self.or_bottom and self.whose != "you":
            raise ValueError("only your own deck's cards go to its bottom")

    def describe(self) -> Message:
        return msg(
            "text.rearrange_top", count=self.count, whose=self.whose, or_bottom=self.or_bottom
        )

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
        looked = deck[: self.count]
        if not looked:
            return
        who = Seat(ctx.player)
        look_event(ctx, owner, looked, bottom=False)
        if self.or_bottom:
            answer = yield Choice(
                ctx.player,
                ChoiceKind.OPTION,
                msg("prompt.back_or_bottom", count=len(looked)),
                (
                    Option(msg("option.back_in_order"), value="back"),
                    Option(msg("option.shuffle_to_bottom"), value="bottom"),
                ),
                purpose=Purpose.YOU_MAY,
                shown_cards=tuple(looked),
            )
            if answer == (1,):
                game.shuffle(looked)
                del deck[: len(looked)]
                deck.extend(looked)
                game.emit(event("top_to_bottom", player=who, count=len(looked)))
                return
        order = yield from choose_order(ctx, looked, shown=looked)
        deck[: len(order)] = order
        game.emit(
            event(
                "rearrange_top",
                player=who,
                count=len(order),
                owner=Seat(owner),
                own=owner == ctx.player,
            )
        )


@dataclass(frozen=True)
class DiscardTopOfDeck(Part):
    """EN II-C-01: "discard the top N cards of your (opponent's) deck" (as many as there are).
    Counts the discarded cards (those ``counts`` accepts, if given) for "this attack does N
    damage for each ... you discarded in this way" (D-02): then it resolves before the damage
    (``stage``)."""

    count: int = 1
    opponents: bool = True
    when: Condition = ALWAYS
    counts: CardFilter | None = None
    stage: Stage = Stage.EFFECTS

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def describe(self) -> Message:
        text = msg("text.discard_top_of_deck", count=self.count, opponents=self.opponents)
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        ctx.counted = 0
        if not self.when.holds(ctx):
            return
        owner = ctx.opponent if self.opponents else ctx.player
        state = ctx.game.state
        deck = state.players[owner].deck
        taken = deck[: self.count]
        counts = self.counts
        ctx.counted = sum(1 for uid in taken if counts is None or counts.matches(state.card(uid)))
        for uid in taken:
            to_discard(ctx.game, uid, deck)
        return
        yield
