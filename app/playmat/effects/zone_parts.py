"""Parts that move cards between zones: drawing, searching, discarding from hand, taking cards
back from the discard pile, looking at Prize cards (EN I-H, II-C-01, C-09, C-11, C-20, E-18)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import (
    ALWAYS,
    Condition,
    Estimate,
    Part,
    Stage,
    choose_cards,
    choose_pokemon,
)
from playmat.effects.predicates import BasicEnergy, CardFilter, EnergyCardOfType
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Purpose, yes_no
from playmat.rules.events import event, private_event
from playmat.rules.knockout import prize_options
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.turn import bench_from
from playmat.rules.zones import (
    attach,
    card_name,
    card_names,
    draw,
    hide,
    shuffle_deck,
    to_discard,
)


def _deck_empty(ctx: EffectContext) -> Refusal | None:
    if not ctx.game.state.players[ctx.player].deck:
        return refusal("deck_empty_nothing_changes", "EN II-A")
    return None


@dataclass(frozen=True)
class Draw(Part):
    count: int
    role = TrainerRole.DRAW

    def describe(self) -> Message:
        return msg("text.draw", count=self.count)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return _deck_empty(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        draw(ctx.game, ctx.player, self.count)
        return
        yield


@dataclass(frozen=True)
class DrawUntil(Part):
    """Draw until the hand holds ``size`` cards (``first_turn_size`` on your first turn)."""

    role = TrainerRole.DRAW

    size: int
    first_turn_size: int | None = None

    def describe(self) -> Message:
        if self.first_turn_size:
            return msg("text.draw_until_first_turn", size=self.size, first=self.first_turn_size)
        return msg("text.draw_until", size=self.size)

    def _target(self, ctx: EffectContext) -> int:
        state = ctx.game.state
        if self.first_turn_size and state.is_first_turn_of(ctx.player):
            return self.first_turn_size
        return self.size

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        hand = ctx.game.state.players[ctx.player].hand
        # The card being played has left the hand (EN I-B-01 step 2) before this is asked.
        in_hand = len(hand) - (1 if ctx.source in hand else 0)
        if in_hand >= self._target(ctx):
            return refusal("hand_already_full", "EN II-A", count=in_hand)
        return _deck_empty(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        hand = ctx.game.state.players[ctx.player].hand
        missing = self._target(ctx) - len(hand)
        if missing > 0:
            draw(ctx.game, ctx.player, missing)
        return
        yield


@dataclass(frozen=True)
class SearchDeck(Part):
    """EN I-H: look through your deck, choose up to ``count`` matching cards (a search may
    find fewer, even none), and put them where the text says; then shuffle the deck (E-18).

    The shuffle belongs to the search: it happens exactly when the deck was looked through,
    so there is none when the search doesn't happen ("if you do" not done, 0 heads for Timer
    Ball, a full Bench for an attack that benches from the deck, C-11)."""

    filter: CardFilter
    count: int = 1
    #: "hand", "bench" (Basic Pokémon, C-11) or "attach" (to 1 of your Pokémon, C-09).
    destination: str = "hand"
    reveal: bool = False
    #: Search for as many cards as the previous flips gave heads (Timer Ball).
    per_heads: bool = False
    when: Condition = ALWAYS
    #: E-18 "Then, shuffle your deck".
    shuffle: bool = True

    def describe(self) -> Message:
        # EN I-H: a search may always find fewer cards than it names, even none.
        if self.per_heads:
            amount = msg("text.up_to_per_heads", card=self.filter.noun(1))
        elif self.count == 1:
            amount = msg("text.one_maybe_none", card=self.filter.one())
        else:
            amount = msg(
                "text.up_to",
                count=self.count,
                cards=self.filter.noun(self.count),
                bench_room=self.destination == "bench",
            )
        search = msg(
            "text.search_deck",
            amount=amount,
            count=1 if self.count == 1 and not self.per_heads else 2,
            reveal=self.reveal,
            destination=self.destination,
        )
        sentences: tuple[Message, ...] = (self.when.sentence(search),)
        if self.shuffle:
            sentences += (msg("text.shuffle_afterwards"),)
        return msg("text.sentences", parts=sentences)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.destination == "bench" and self._bench_room(ctx) <= 0:
            return refusal("bench_full_search", "EN II-C-11")
        return _deck_empty(ctx)

    def _bench_room(self, ctx: EffectContext) -> int:
        mine = ctx.game.state.players[ctx.player]
        return ctx.game.rules.bench_size - len(mine.bench)

    @property
    def role(self) -> TrainerRole:  # type: ignore[override]
        if self.destination == "bench":
            return TrainerRole.BENCH_SEARCH
        return TrainerRole.SEARCH

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        state = ctx.game.state
        mine = state.players[ctx.player]
        limit = ctx.heads if self.per_heads else self.count
        if self.destination == "bench":
            # C-11: with a full Bench the attack ends before the deck is looked at (so the
            # deck is not shuffled either, E-18).
            limit = min(limit, self._bench_room(ctx))
            if limit <= 0:
                ctx.ended = True
                return
        if limit <= 0:
            # No heads: no search, so nothing to shuffle.
            return
        matching = [u for u in mine.deck if self.filter.matches(state.card(u))]
        found = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.search", count=limit, cards=self.filter.noun(limit)),
            matching,
            minimum=0,
            maximum=limit,
            purpose=Purpose.SEARCH,
            shown=list(mine.deck),
        )
        ctx.counted = len(found)
        ctx.did = bool(found)
        for uid in found:
            if self.destination == "bench":
                bench_from(ctx.game, ctx.player, uid, mine.deck)
            elif self.destination == "attach":
                target = yield from choose_pokemon(
                    ctx,
                    ctx.player,
                    msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                    mine.in_play(),
                    purpose=Purpose.ATTACH_TARGET,
                )
                if target is not None:
                    attach(ctx.game, ctx.player, uid, mine.deck, target, "attach_from_deck")
            else:
                mine.deck.remove(uid)
                card = card_name(ctx.game, hide(ctx.game, uid, mine.hand))
                who = Seat(ctx.player)
                if self.reveal:
                    ctx.game.emit(event("search", player=who, card=card))
                else:
                    hidden = msg("event.search_hidden", player=who)
                    ctx.game.emit(
                        private_event(ctx.player, "search", hidden, player=who, card=card)
                    )
        if not found:
            ctx.game.emit(event("search_nothing", player=Seat(ctx.player)))
        if self.shuffle:
            # E-18: after looking through the deck, shuffle it, even if nothing was taken.
            shuffle_deck(ctx.game, ctx.player)


@dataclass(frozen=True)
class ShuffleDeck(Part):
    """E-18: shuffle the deck. :class:`SearchDeck` shuffles by itself after a search; this is
    for text that shuffles without one."""

    incidental = True

    def describe(self) -> Message:
        return msg("text.shuffle_deck")

    def run(self, ctx: EffectContext) -> Flow:
        shuffle_deck(ctx.game, ctx.player)
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

    def describe(self) -> Message:
        return msg(
            "text.discard_from_hand",
            count=self.count,
            cards=self.filter.noun(self.count),
            up_to=self.up_to,
        )

    def is_cost(self) -> bool:
        return not self.up_to

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [
            u
            for u in state.players[ctx.player].hand
            if u != ctx.source and self.filter.matches(state.card(u))
        ]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self.up_to and len(self._candidates(ctx)) < self.count:
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
class RecoverFromDiscard(Part):
    """Put cards from your discard pile into your hand (up to ``count``; ``optional``: "you
    may", E-10)."""

    filter: CardFilter
    count: int = 1
    optional: bool = False
    when: Condition = ALWAYS

    def describe(self) -> Message:
        cards = self.filter.one() if self.count == 1 else self.filter.noun(self.count)
        recover = msg("text.recover", count=self.count, cards=cards, optional=self.optional)
        return self.when.sentence(recover)

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [u for u in state.players[ctx.player].discard if self.filter.matches(state.card(u))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("nothing_to_recover", "EN II-A", cards=self.filter.noun(2))
        return None

    @property
    def role(self) -> TrainerRole | None:  # type: ignore[override]
        if isinstance(self.filter, (BasicEnergy, EnergyCardOfType)):
            return TrainerRole.ENERGY_RECOVERY
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        candidates = self._candidates(ctx)
        if not candidates:
            return
        if self.optional:
            answer = yield yes_no(ctx.player, msg("prompt.recover_yes_no", card=self.filter.one()))
            if answer != (0,):
                return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.recover", count=self.count, cards=self.filter.noun(self.count)),
            candidates,
            minimum=self.count,
            maximum=self.count,
            purpose=Purpose.RECOVER,
        )
        mine = ctx.game.state.players[ctx.player]
        for uid in chosen:
            mine.discard.remove(uid)
            new = hide(ctx.game, uid, mine.hand)
            ctx.game.emit(event("recover", player=Seat(ctx.player), card=card_name(ctx.game, new)))


@dataclass(frozen=True)
class LookAtPrizes(Part):
    """C-20: look at face-down Prize cards; they stay face down, known to this player."""

    count: int = 1

    def describe(self) -> Message:
        return msg("text.look_at_prizes", count=self.count)

    def run(self, ctx: EffectContext) -> Flow:
        mine = ctx.game.state.players[ctx.player]
        if not mine.prizes:
            return
        count = min(self.count, len(mine.prizes))
        answer = yield Choice(
            ctx.player,
            ChoiceKind.OPTION,
            msg("prompt.look_at_prizes", count=count),
            prize_options(len(mine.prizes)),
            minimum=count,
            maximum=count,
            purpose=Purpose.LOOK_AT_PRIZE,
        )
        seen = [mine.prizes[i] for i in answer]
        mine.known_prizes.update(seen)
        who = Seat(ctx.player)
        ctx.game.emit(
            private_event(
                ctx.player,
                "look_at_prizes",
                msg("event.look_at_prizes_hidden", player=who, count=len(seen)),
                player=who,
                cards=card_names(ctx.game, seen),
            )
        )
