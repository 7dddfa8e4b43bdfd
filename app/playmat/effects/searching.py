"""Searching a deck (EN I-H: a search may find fewer cards than it names, even none) and
shuffling it afterwards (E-18): cards found go into the hand, onto the Bench (C-11), attached
(C-09), into the discard pile or back on top of the deck."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card
from playmat.effects.base import ALWAYS, Condition, Part, choose_cards, choose_pokemon
from playmat.effects.board import empty_deck
from playmat.effects.choosing import agree, choose_each_kind, choose_order
from playmat.effects.predicates import CardFilter, benchable
from playmat.effects.showing import deck_to_hand
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.energy import basic_energy_type
from playmat.rules.events import event, private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.state import InPlay
from playmat.rules.turn import bench_from
from playmat.rules.zones import attach, card_name, card_names, shuffle_deck, to_discard

#: Where a search puts what it finds: into the hand, onto the Bench (Basic Pokémon, C-11),
#: attached (C-09) to 1 of your Pokémon for each card ("in any way you like"), to 1 of your
#: Benched Pokémon for each card, all to the same 1 of your (Benched) Pokémon, to the Pokémon
#: using the attack or Ability, into the discard pile, back on top of the shuffled deck in
#: an order the player chooses, or "split": 1 of 2 into the hand, the other attached to 1 of
#: your Pokémon.
SEARCH_DESTINATIONS = (
    "hand",
    "bench",
    "attach",
    "attach_benched",
    "attach_one",
    "attach_one_benched",
    "attach_self",
    "discard",
    "top",
    "split",
)


@dataclass(frozen=True)
class SearchDeck(Part):
    """EN I-H: look through your deck, choose up to ``count`` matching cards (a search may
    find fewer, even none), and put them where the text says; then shuffle the deck (E-18).

    The shuffle belongs to the search: it happens exactly when the deck was looked through,
    so there is none when the search doesn't happen ("if you do" not done, 0 heads for Timer
    Ball, a full Bench for an attack that benches from the deck, C-11)."""

    filter: CardFilter
    count: int = 1
    #: One of :data:`SEARCH_DESTINATIONS`.
    destination: str = "hand"
    reveal: bool = False
    #: Search for as many cards as the previous flips gave heads (Timer Ball).
    per_heads: bool = False
    when: Condition = ALWAYS
    #: E-18 "Then, shuffle your deck".
    shuffle: bool = True
    #: "You may search your deck" (E-10): the player may decline to look at all.
    optional: bool = False
    #: "any number of" matching cards.
    any_number: bool = False
    #: "of different types": no two chosen cards of the same type (basic Energy).
    different_types: bool = False

    def __post_init__(self) -> None:
        if self.destination not in SEARCH_DESTINATIONS:
            raise ValueError(f"{self.destination!r} is not where a search puts cards")
        if self.count < 1:
            raise ValueError("a search for no cards")
        if self.destination == "split" and self.count != 2:
            raise ValueError("a split search finds 2 cards")

    def _many(self) -> bool:
        return self.count > 1 or self.per_heads or self.any_number

    def describe(self) -> Message:
        # EN I-H: a search may always find fewer cards than it names, even none.
        if self.per_heads:
            amount = msg("text.up_to_per_heads", card=self.filter.noun(1))
        elif self.any_number:
            amount = msg("text.any_number", cards=self.filter.noun(2))
        elif self.count == 1:
            amount = msg("text.one_maybe_none", card=self.filter.one())
        else:
            amount = msg(
                "text.up_to",
                count=self.count,
                cards=self.filter.noun(self.count),
                bench_room=self.destination == "bench",
            )
        if self.different_types:
            amount = msg("text.of_different_types", amount=amount)
        count = 2 if self._many() else 1
        if self.destination in ("hand", "bench") or (
            self.destination == "attach" and not self._many()
        ):
            search = msg(
                "text.search_deck",
                amount=amount,
                count=count,
                reveal=self.reveal,
                destination=self.destination,
            )
        else:
            search = msg(
                "text.search_deck_to",
                amount=amount,
                count=count,
                reveal=self.reveal,
                destination=self.destination,
            )
        if self.optional:
            search = msg("text.may_do", action=search)
        sentences: tuple[Message, ...] = (self.when.sentence(search),)
        if self.shuffle and self.destination != "top":
            sentences += (msg("text.shuffle_afterwards"),)
        return msg("text.sentences", parts=sentences)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.destination == "bench" and self._bench_room(ctx) <= 0:
            return refusal("bench_full_search", "EN II-C-11")
        return empty_deck(ctx)

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
        if self.per_heads:
            limit = ctx.heads
        elif self.any_number:
            limit = len(mine.deck)
        else:
            limit = self.count
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
        if self.optional:
            ctx.did = yield from agree(ctx, msg("prompt.search_yes_no"))
            if not ctx.did:
                return
        found = yield from self._choose(ctx, limit)
        ctx.counted = len(found)
        ctx.did = bool(found)
        yield from self._put(ctx, found)
        if not found:
            ctx.game.emit(event("search_nothing", player=Seat(ctx.player)))
        if self.shuffle:
            # E-18: after looking through the deck, shuffle it, even if nothing was taken.
            shuffle_deck(ctx.game, ctx.player)
        if self.destination == "top" and found:
            yield from _put_on_top(ctx, found)

    def _choose(self, ctx: EffectContext, limit: int) -> Flow:
        state = ctx.game.state
        mine = state.players[ctx.player]
        matching = [
            u
            for u in mine.deck
            if self.filter.matches(state.card(u))
            and (self.destination != "bench" or benchable(self.filter, state.card(u)))
        ]
        prompt = msg("prompt.search", count=limit, cards=self.filter.noun(limit))
        if not self.different_types:
            found: list[int] = yield from choose_cards(
                ctx,
                ctx.player,
                prompt,
                matching,
                minimum=0,
                maximum=limit,
                purpose=Purpose.SEARCH,
                shown=list(mine.deck),
            )
            return found
        # One at a time, each of a type not chosen yet.
        found = []
        while len(found) < limit:
            types = {_card_type(state.card(u)) for u in found}
            left = [
                u for u in matching if u not in found and _card_type(state.card(u)) not in types
            ]
            if not left:
                break
            picked = yield from choose_cards(
                ctx,
                ctx.player,
                prompt,
                left,
                minimum=0,
                maximum=1,
                purpose=Purpose.SEARCH,
                shown=list(mine.deck),
            )
            if not picked:
                break
            found += picked
        return found

    def _put(self, ctx: EffectContext, found: list[int]) -> Flow:
        mine = ctx.game.state.players[ctx.player]
        destination = self.destination
        if destination == "split":
            yield from self._split(ctx, found)
            return
        if destination in ATTACH_DESTINATIONS:
            yield from attach_found(ctx, found, destination)
            return
        for uid in found:
            if destination == "bench":
                yield from bench_from(ctx.game, ctx.player, uid, mine.deck)
            elif destination == "discard":
                to_discard(ctx.game, uid, mine.deck)
            elif destination == "hand":
                deck_to_hand(ctx, uid, reveal=self.reveal)
            # "top": the cards stay in the deck, to go on top once it is shuffled.

    def _split(self, ctx: EffectContext, found: list[int]) -> Flow:
        """ "Put 1 of them into your hand. Attach the other to 1 of your Pokémon."""
        mine = ctx.game.state.players[ctx.player]
        to_hand = list(found)
        if len(found) > 1:
            to_hand = yield from choose_cards(
                ctx,
                ctx.player,
                msg("prompt.split_to_hand"),
                found,
                minimum=1,
                maximum=1,
                purpose=Purpose.SEARCH,
            )
        for uid in found:
            if uid in to_hand:
                deck_to_hand(ctx, uid, reveal=self.reveal)
                continue
            target = yield from choose_pokemon(
                ctx,
                ctx.player,
                msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                mine.in_play(),
                purpose=Purpose.ATTACH_TARGET,
            )
            if target is not None:
                attach(ctx.game, ctx.player, uid, mine.deck, target, "attach_from_deck")


#: The destinations that attach the cards found (C-09): to 1 of your (Benched) Pokémon for
#: each card ("in any way you like"), all to the same 1 of your (Benched) Pokémon, or to the
#: Pokémon using the attack or Ability.
ATTACH_DESTINATIONS = (
    "attach",
    "attach_benched",
    "attach_one",
    "attach_one_benched",
    "attach_self",
)


def attach_found(ctx: EffectContext, found: list[int], destination: str) -> Flow:
    """C-09: attach cards of the player's deck (found in it, or looked at on top of it) to
    their Pokémon as :data:`ATTACH_DESTINATIONS` says."""
    mine = ctx.game.state.players[ctx.player]
    target: InPlay | None = None
    if destination in ("attach_one", "attach_one_benched") and found:
        candidates = mine.bench if destination == "attach_one_benched" else mine.in_play()
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.attach_all_target", count=len(found)),
            list(candidates),
            purpose=Purpose.ATTACH_TARGET,
        )
    elif destination == "attach_self":
        pokemon = ctx.pokemon
        target = pokemon if pokemon is not None and pokemon in mine.in_play() else None
    for uid in found:
        if destination in ("attach", "attach_benched"):
            candidates = mine.bench if destination == "attach_benched" else mine.in_play()
            target = yield from choose_pokemon(
                ctx,
                ctx.player,
                msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                list(candidates),
                purpose=Purpose.ATTACH_TARGET,
            )
        if target is not None:
            attach(ctx.game, ctx.player, uid, mine.deck, target, "attach_from_deck")


def _card_type(card: Card) -> object:
    """What "of different types" compares: the type a basic Energy card provides, else the
    card's own types."""
    energy = basic_energy_type(card)
    return energy if energy is not None else card.types


def _put_on_top(ctx: EffectContext, cards: list[int]) -> Flow:
    """Put ``cards`` (in the player's deck) on top of it in the order the player chooses,
    the first chosen on top ("put those cards on top of it in any order")."""
    deck = ctx.game.state.players[ctx.player].deck
    order = yield from choose_order(ctx, cards)
    for uid in reversed(order):
        deck.remove(uid)
        deck.insert(0, uid)
    who = Seat(ctx.player)
    ctx.game.emit(
        private_event(
            ctx.player,
            "put_on_top",
            msg("event.put_on_top_hidden", player=who, count=len(order)),
            player=who,
            cards=card_names(ctx.game, order),
        )
    )


@dataclass(frozen=True)
class SearchDeckForEach(Part):
    """ "Search your deck for 1 Pokémon, 1 Supporter card, and 1 Basic Energy card, reveal
    them, and put them into your hand. Then, shuffle your deck." (EN I-H, E-18): at most one
    card for each filter (a search may find fewer, even none)."""

    slots: tuple[CardFilter, ...]
    reveal: bool = False
    role = TrainerRole.SEARCH

    def __post_init__(self) -> None:
        if len(self.slots) < 2:
            raise ValueError("a search for one of each of at least two kinds of cards")

    def describe(self) -> Message:
        return msg(
            "text.sentences",
            parts=(
                msg(
                    "text.search_one_of_each",
                    cards=msg("text.one_of_each", cards=tuple(f.one() for f in self.slots)),
                    reveal=self.reveal,
                ),
                msg("text.shuffle_afterwards"),
            ),
        )

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return empty_deck(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        chosen = yield from choose_each_kind(
            ctx,
            game.state.players[ctx.player].deck,
            self.slots,
            lambda wanted: msg("prompt.search", count=1, cards=wanted.noun(1)),
        )
        for uid in chosen:
            deck_to_hand(ctx, uid, reveal=self.reveal)
        if not chosen:
            game.emit(event("search_nothing", player=Seat(ctx.player)))
        ctx.counted = len(chosen)
        ctx.did = bool(chosen)
        shuffle_deck(game, ctx.player)


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
