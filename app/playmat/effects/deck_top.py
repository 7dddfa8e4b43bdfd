"""The top (or bottom) cards of a deck: looked at, some of them taken and the rest shuffled
back, discarded or put on the bottom (EN I-H); looked at and put back in any order;
discarded (C-01)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, Stage, choose_cards
from playmat.effects.board import empty_deck, require_positive
from playmat.effects.choosing import choose_each_kind, choose_order
from playmat.effects.predicates import ANY_CARD, CardFilter, benchable
from playmat.effects.searching import ATTACH_DESTINATIONS, attach_found
from playmat.effects.showing import deck_to_hand, look_event, reveal
from playmat.i18n.message import Arg, Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.turn import bench_from
from playmat.rules.zones import card_names, move, shuffle_deck, to_discard

#: What becomes of the cards looked at and not taken: shuffled back into the deck, discarded,
#: shuffled and put on the bottom of the deck, put in the Lost Zone, put back on top or on
#: the bottom in an order the player chooses, put into the hand, or left on top as they were.
REST = (
    "shuffle",
    "discard",
    "bottom",
    "lost_zone",
    "back_in_order",
    "bottom_in_order",
    "hand",
    "stay",
)
#: Where the cards taken go: into the hand, onto the Bench (C-11), into the discard pile, or
#: attached (:data:`~playmat.effects.searching.ATTACH_DESTINATIONS`, C-09).
LOOK_DESTINATIONS = ("hand", "bench", "discard", *ATTACH_DESTINATIONS)


@dataclass(frozen=True)
class LookAtTop(Part):
    """ "Look at the top N cards of your deck. You may reveal a Supporter card you find there
    and put it into your hand. Shuffle the other cards back into your deck." (EN I-H: a look
    may find fewer, even none.) ``take``: how many may be taken (``up_to``; else exactly that
    many, as many as there are); ``any_number``: all that match; ``slots``: at most one card of
    each filter ("1 Pokémon and 1 Trainer card"); ``bottom``: the bottom N cards;
    ``destination``: where the taken cards go (:data:`LOOK_DESTINATIONS`; onto the Bench only
    Basic Pokémon, as many as it has room for: with a full Bench an attack ends before the
    look, C-11); ``rest``: what becomes of the others (:data:`REST`)."""

    count: int
    filter: CardFilter = ANY_CARD
    take: int = 1
    up_to: bool = True
    any_number: bool = False
    slots: tuple[CardFilter, ...] = ()
    reveal: bool = False
    rest: str = "shuffle"
    bottom: bool = False
    destination: str = "hand"
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.count < 1 or self.take < 1:
            raise ValueError("a count of at least 1")
        if self.rest not in REST:
            raise ValueError(f"{self.rest!r} is not what becomes of the other cards")
        if self.destination not in LOOK_DESTINATIONS:
            raise ValueError(f"{self.destination!r} is not where the cards taken go")
        if self.slots and self.destination != "hand":
            raise ValueError("one card of each kind goes into the hand")

    def describe(self) -> Message:
        amount: Arg
        count = 2
        if self.slots:
            amount = msg("text.one_of_each", cards=tuple(f.one() for f in self.slots))
        elif self.any_number:
            amount = msg("text.any_number", cards=self.filter.noun(2))
        elif not self.up_to and self.destination == "hand":
            amount, count = self.take, self.take
        elif not self.up_to:
            amount = msg("text.count_of", count=self.take, cards=self.filter.noun(self.take))
            count = self.take
        elif self.take == 1:
            amount, count = self.filter.one(), 1
        else:
            amount = msg(
                "text.up_to", count=self.take, cards=self.filter.noun(self.take), bench_room=False
            )
        up_to = self.up_to or bool(self.slots) or self.any_number
        if self.destination == "hand":
            take = msg(
                "text.take_looked", amount=amount, count=count, up_to=up_to, reveal=self.reveal
            )
        else:
            take = msg(
                "text.take_looked_to",
                amount=amount,
                count=count,
                up_to=up_to,
                destination=self.destination,
            )
        look = self.when.sentence(msg("text.look_at_deck", count=self.count, bottom=self.bottom))
        return msg("text.sentences", parts=(look, take, msg("text.rest_looked", rest=self.rest)))

    def _bench_room(self, ctx: EffectContext) -> int:
        mine = ctx.game.state.players[ctx.player]
        return ctx.game.rules.bench_size - len(mine.bench)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.destination == "bench" and self._bench_room(ctx) <= 0:
            return refusal("bench_full_search", "EN II-C-11")
        return empty_deck(ctx)

    @property
    def role(self) -> TrainerRole:  # type: ignore[override]
        return TrainerRole.BENCH_SEARCH if self.destination == "bench" else TrainerRole.SEARCH

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        game = ctx.game
        state = game.state
        mine = state.players[ctx.player]
        if self.destination == "bench" and self._bench_room(ctx) <= 0:
            # C-11: with a full Bench the text ends before the deck is looked at.
            ctx.ended = True
            return
        looked = list(mine.deck[-self.count :] if self.bottom else mine.deck[: self.count])
        if not looked:
            return
        look_event(ctx, ctx.player, looked, bottom=self.bottom)
        chosen = yield from self._choose(ctx, looked)
        yield from self._put(ctx, chosen)
        ctx.counted = len(chosen)
        ctx.did = bool(chosen)
        others = [u for u in looked if u not in chosen]
        yield from self._put_rest(ctx, others)

    def _put(self, ctx: EffectContext, chosen: list[int]) -> Flow:
        game = ctx.game
        mine = game.state.players[ctx.player]
        if self.destination in ATTACH_DESTINATIONS:
            yield from attach_found(ctx, chosen, self.destination)
            return
        for uid in chosen:
            if self.destination == "bench":
                yield from bench_from(game, ctx.player, uid, mine.deck)
            elif self.destination == "discard":
                to_discard(game, uid, mine.deck)
            else:
                deck_to_hand(ctx, uid, reveal=self.reveal)

    def _put_rest(self, ctx: EffectContext, others: list[int]) -> Flow:
        game = ctx.game
        mine = game.state.players[ctx.player]
        who = Seat(ctx.player)
        if self.rest == "discard":
            reveal(ctx, ctx.player, others)
            for uid in others:
                to_discard(game, uid, mine.deck)
        elif self.rest == "lost_zone":
            reveal(ctx, ctx.player, others)
            for uid in others:
                move(game, uid, mine.deck, mine.lost_zone)
            if others:
                game.emit(event("to_lost_zone", player=who, cards=card_names(game, others)))
        elif self.rest == "hand":
            for uid in others:
                deck_to_hand(ctx, uid, reveal=False)
        elif self.rest in ("bottom", "bottom_in_order"):
            if self.rest == "bottom":
                game.shuffle(others)
            else:
                others = yield from choose_order(ctx, others, shown=others)
            for uid in others:
                mine.deck.remove(uid)
                mine.deck.append(uid)
            if self.rest == "bottom_in_order" and others:
                game.emit(event("rest_to_bottom", player=who, count=len(others)))
        elif self.rest == "stay":
            # The others stay on top, in the order they were.
            pass
        elif self.rest == "back_in_order":
            order = yield from choose_order(ctx, others, shown=others)
            for uid in reversed(order):
                mine.deck.remove(uid)
                mine.deck.insert(0, uid)
            if order:
                game.emit(event("rearrange_top", player=who, count=len(order), owner=who, own=True))
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
        matching = [
            u
            for u in looked
            if self.filter.matches(state.card(u))
            and (self.destination != "bench" or benchable(self.filter, state.card(u)))
        ]
        take = len(matching) if self.any_number else self.take
        if self.destination == "bench":
            take = min(take, self._bench_room(ctx))
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

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        """P-00.6: an Ability (or Trainer) that would discard from an empty deck changes
        nothing."""
        owner = ctx.opponent if self.opponents else ctx.player
        if not ctx.game.state.players[owner].deck:
            return refusal("deck_empty_nothing_changes", "EN II-A")
        return None

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
