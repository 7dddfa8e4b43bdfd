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
    sentence,
)
from playmat.effects.predicates import BasicEnergy, CardFilter, EnergyCardOfType, article
from playmat.rules.choices import Choice, ChoiceKind, Option, yes_no
from playmat.rules.events import Event, player_name
from playmat.rules.scripting import BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.turn import bench_from
from playmat.rules.zones import card_ref, draw, shuffle_deck, to_discard


def _deck_empty(ctx: EffectContext) -> str | None:
    if not ctx.game.state.players[ctx.player].deck:
        return "Your deck is empty (EN II-A: nothing would change)."
    return None


@dataclass(frozen=True)
class Draw(Part):
    count: int
    role = TrainerRole.DRAW

    def describe(self) -> str:
        amount = "a card" if self.count == 1 else f"{self.count} cards"
        return f"Draw {amount} from your deck."

    def why_not(self, ctx: EffectContext) -> str | None:
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

    def describe(self) -> str:
        first = f" ({self.first_turn_size} on your first turn)" if self.first_turn_size else ""
        return f"Draw until your hand has {self.size} cards{first}."

    def _target(self, ctx: EffectContext) -> int:
        state = ctx.game.state
        if self.first_turn_size and state.is_first_turn_of(ctx.player):
            return self.first_turn_size
        return self.size

    def why_not(self, ctx: EffectContext) -> str | None:
        hand = ctx.game.state.players[ctx.player].hand
        # The card being played has left the hand (EN I-B-01 step 2) before this is asked.
        in_hand = len(hand) - (1 if ctx.source in hand else 0)
        if in_hand >= self._target(ctx):
            return f"You already have {in_hand} cards in your hand (EN II-A: nothing would change)."
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

    def describe(self) -> str:
        one = self.count == 1 and not self.per_heads
        noun = self.filter.noun if one else self.filter.plural()
        # EN I-H: a search may always find fewer cards than it names, even none.
        if self.per_heads:
            amount = f"up to 1 {self.filter.noun} per heads"
        elif one:
            amount = f"{article(noun)} {noun} (you may find none)"
        elif self.destination == "bench":
            amount = f"up to {self.count} {noun} (as many as your Bench has room for)"
        else:
            amount = f"up to {self.count} {noun}"
        it = "it" if one else "them"
        where = {
            "hand": f"put {it} into your hand",
            "bench": f"put {it} onto your Bench",
            "attach": f"attach {it} to 1 of your Pokémon",
        }[self.destination]
        reveal = f", show {it} to your opponent," if self.reveal else ""
        text = sentence(self.when, f"search your deck for {amount}{reveal} and {where}.")
        if self.shuffle:
            text += " Shuffle your deck afterwards."
        return text

    def why_not(self, ctx: EffectContext) -> str | None:
        if self.destination == "bench" and self._bench_room(ctx) <= 0:
            return "Your Bench is full (EN II-C-11)."
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
            f"Search your deck: choose up to {limit} {self.filter.plural()}.",
            matching,
            minimum=0,
            maximum=limit,
            purpose="search",
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
                    f"Attach {state.card(uid).name} to which Pokémon?",
                    mine.in_play(),
                    purpose="attach_target",
                )
                if target is not None:
                    mine.deck.remove(uid)
                    target.energy.append(uid)
                    ctx.game.emit(
                        Event(
                            "attach_energy",
                            f"{player_name(ctx.player)} attached "
                            f"{state.card(uid).name} from their deck to "
                            f"{state.card(target.top).name}.",
                            {
                                "player": ctx.player,
                                "pokemon": target.id,
                                "card": card_ref(ctx.game, uid),
                            },
                        )
                    )
            else:
                mine.deck.remove(uid)
                mine.hand.append(uid)
                ctx.game.emit(
                    Event(
                        "search",
                        f"{player_name(ctx.player)} put {state.card(uid).name} from their "
                        "deck into their hand.",
                        {"player": ctx.player, "card": card_ref(ctx.game, uid)},
                        private_to=None if self.reveal else ctx.player,
                        hidden_text=f"{player_name(ctx.player)} put a card from their deck into "
                        "their hand.",
                        hidden_data={"player": ctx.player},
                    )
                )
        if not found:
            ctx.game.emit(
                Event(
                    "search",
                    f"{player_name(ctx.player)} searched their deck and took nothing.",
                    {"player": ctx.player},
                )
            )
        if self.shuffle:
            # E-18: after looking through the deck, shuffle it, even if nothing was taken.
            shuffle_deck(ctx.game, ctx.player)


@dataclass(frozen=True)
class ShuffleDeck(Part):
    """E-18: shuffle the deck. :class:`SearchDeck` shuffles by itself after a search; this is
    for text that shuffles without one."""

    incidental = True

    def describe(self) -> str:
        return "Shuffle your deck."

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

    def describe(self) -> str:
        noun = self.filter.noun if self.count == 1 else self.filter.plural()
        amount = f"up to {self.count}" if self.up_to else str(self.count)
        it = "it" if self.count == 1 else "them"
        return f"Choose {amount} {noun} in your hand and discard {it}."

    def is_cost(self) -> bool:
        return not self.up_to

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [
            u
            for u in state.players[ctx.player].hand
            if u != ctx.source and self.filter.matches(state.card(u))
        ]

    def why_not(self, ctx: EffectContext) -> str | None:
        if not self.up_to and len(self._candidates(ctx)) < self.count:
            return f"You need {self.count} other cards in your hand to discard (EN II-E-19)."
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
            f"Discard {'up to ' if self.up_to else ''}{self.count} "
            f"{self.filter.plural()} from your hand.",
            candidates,
            minimum=minimum,
            maximum=self.count,
            purpose="discard_from_hand",
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

    def describe(self) -> str:
        noun = self.filter.noun if self.count == 1 else self.filter.plural()
        amount = f"{article(noun)} {noun}" if self.count == 1 else f"{self.count} {noun}"
        it = "it" if self.count == 1 else "them"
        verb = "you may choose" if self.optional else "choose"
        return sentence(
            self.when, f"{verb} {amount} in your discard pile and put {it} into your hand."
        )

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [u for u in state.players[ctx.player].discard if self.filter.matches(state.card(u))]

    def why_not(self, ctx: EffectContext) -> str | None:
        if not self._candidates(ctx):
            return (
                f"There is no {self.filter.noun} in your discard pile (EN II-A: nothing "
                "would change)."
            )
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
            answer = yield yes_no(
                ctx.player,
                f"Put {article(self.filter.noun)} {self.filter.noun} from your discard pile "
                "into your hand?",
            )
            if answer != (0,):
                return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            f"Choose {self.count} {self.filter.plural()} to put into your hand.",
            candidates,
            minimum=self.count,
            maximum=self.count,
            purpose="recover",
        )
        mine = ctx.game.state.players[ctx.player]
        for uid in chosen:
            mine.discard.remove(uid)
            mine.hand.append(uid)
            ctx.game.emit(
                Event(
                    "recover",
                    f"{player_name(ctx.player)} put "
                    f"{ctx.game.state.card(uid).name} from their discard pile into "
                    "their hand.",
                    {"player": ctx.player, "card": card_ref(ctx.game, uid)},
                )
            )


@dataclass(frozen=True)
class LookAtPrizes(Part):
    """C-20: look at face-down Prize cards; they stay face down, known to this player."""

    count: int = 1

    def describe(self) -> str:
        if self.count == 1:
            return "Look at 1 of your Prize cards; it stays face down."
        return f"Look at {self.count} of your Prize cards; they stay face down."

    def run(self, ctx: EffectContext) -> Flow:
        mine = ctx.game.state.players[ctx.player]
        if not mine.prizes:
            return
        count = min(self.count, len(mine.prizes))
        answer = yield Choice(
            ctx.player,
            ChoiceKind.OPTION,
            f"Choose {count} Prize card(s) to look at.",
            tuple(Option(f"Prize card {i + 1}", value=i) for i in range(len(mine.prizes))),
            minimum=count,
            maximum=count,
            purpose="look_at_prize",
        )
        seen = [mine.prizes[i] for i in answer]
        mine.known_prizes.update(seen)
        names = ", ".join(ctx.game.state.card(u).name for u in seen)
        ctx.game.emit(
            Event(
                "look",
                f"{player_name(ctx.player)} looked at a Prize card: {names}.",
                {"player": ctx.player, "cards": [card_ref(ctx.game, u) for u in seen]},
                private_to=ctx.player,
                hidden_text=f"{player_name(ctx.player)} looked at a Prize card.",
                hidden_data={"player": ctx.player},
            )
        )
