"""Parts that move cards between zones: drawing, searching, discarding from hand, taking cards
back from the discard pile, looking at Prize cards (EN I-H, II-C-01, C-09, C-11, C-20, E-18)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card
from playmat.effects.base import (
    ALWAYS,
    Condition,
    Estimate,
    Part,
    Stage,
    choose_cards,
    choose_pokemon,
)
from playmat.effects.predicates import (
    BasicEnergy,
    CardFilter,
    EnergyCardOfType,
    EvolutionPokemon,
    NamedCard,
    PokemonCard,
)
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Purpose, yes_no
from playmat.rules.energy import basic_energy_type
from playmat.rules.events import event, private_event
from playmat.rules.knockout import prize_options
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow, TrainerRole
from playmat.rules.state import InPlay
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
    """Draw ``count`` cards (EN I-H: as many as the deck has). ``when``: only under a condition
    ("If heads, draw 4 cards"); ``optional``: "you may draw" (E-10); ``instead``: another count
    when ``instead_when`` holds ("If you have exactly 6 Prize cards remaining, draw 8 cards
    instead")."""

    count: int
    when: Condition = ALWAYS
    optional: bool = False
    instead: int = 0
    instead_when: Condition = ALWAYS
    #: "For each heads, draw a card": ``count`` for each heads of the flips before it.
    per_heads: bool = False
    role = TrainerRole.DRAW

    def __post_init__(self) -> None:
        if self.count < 1 or self.instead < 0:
            raise ValueError("a draw needs a count of at least 1")
        if self.per_heads and (self.instead or self.optional):
            raise ValueError("a draw for each heads has no other count")

    def describe(self) -> Message:
        if self.per_heads:
            return self.when.sentence(msg("text.draw_per_heads", count=self.count))
        text = msg("text.draw", count=self.count)
        if self.optional:
            text = msg("text.may_do", action=text)
        text = self.when.sentence(text)
        if not self.instead:
            return text
        instead = self.instead_when.sentence(msg("text.draw_instead", count=self.instead))
        return msg("text.sentences", parts=(text, instead))

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        return _deck_empty(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        count = self.instead if self.instead and self.instead_when.holds(ctx) else self.count
        if self.per_heads:
            count *= ctx.heads
            if not count:
                return
        if self.optional:
            answer = yield yes_no(ctx.player, msg("prompt.draw_yes_no", count=count))
            ctx.did = answer == (0,)
            if not ctx.did:
                return
        draw(ctx.game, ctx.player, count)


@dataclass(frozen=True)
class DrawUntil(Part):
    """Draw until the hand holds ``size`` cards (``first_turn_size`` on your first turn;
    ``instead`` when ``instead_when`` holds); ``optional``: "you may draw" (E-10)."""

    role = TrainerRole.DRAW

    size: int
    first_turn_size: int | None = None
    optional: bool = False
    instead: int = 0
    instead_when: Condition = ALWAYS
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.size < 1 or self.instead < 0:
            raise ValueError("a hand size of at least 1")

    def describe(self) -> Message:
        if self.first_turn_size:
            return msg("text.draw_until_first_turn", size=self.size, first=self.first_turn_size)
        text = msg("text.draw_until", size=self.size)
        if self.optional:
            text = msg("text.may_do", action=text)
        text = self.when.sentence(text)
        if not self.instead:
            return text
        instead = self.instead_when.sentence(msg("text.draw_until_instead", size=self.instead))
        return msg("text.sentences", parts=(text, instead))

    def _target(self, ctx: EffectContext) -> int:
        state = ctx.game.state
        if self.first_turn_size and state.is_first_turn_of(ctx.player):
            return self.first_turn_size
        if self.instead and self.instead_when.holds(ctx):
            return self.instead
        return self.size

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        hand = ctx.game.state.players[ctx.player].hand
        # The card being played has left the hand (EN I-B-01 step 2) before this is asked.
        in_hand = len(hand) - (1 if ctx.source in hand else 0)
        if in_hand >= self._target(ctx):
            return refusal("hand_already_full", "EN II-A", count=in_hand)
        return _deck_empty(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        hand = ctx.game.state.players[ctx.player].hand
        missing = self._target(ctx) - len(hand)
        if missing <= 0 or not ctx.game.state.players[ctx.player].deck:
            return
        if self.optional:
            answer = yield yes_no(
                ctx.player, msg("prompt.draw_until_yes_no", size=self._target(ctx))
            )
            ctx.did = answer == (0,)
            if not ctx.did:
                return
        draw(ctx.game, ctx.player, missing)


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
            answer = yield yes_no(ctx.player, msg("prompt.search_yes_no"))
            ctx.did = answer == (0,)
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
        target: InPlay | None = None
        if destination == "split":
            yield from self._split(ctx, found)
            return
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
            if destination == "bench":
                bench_from(ctx.game, ctx.player, uid, mine.deck)
            elif destination in ("attach", "attach_benched"):
                candidates = mine.bench if destination == "attach_benched" else mine.in_play()
                chosen = yield from choose_pokemon(
                    ctx,
                    ctx.player,
                    msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                    list(candidates),
                    purpose=Purpose.ATTACH_TARGET,
                )
                if chosen is not None:
                    attach(ctx.game, ctx.player, uid, mine.deck, chosen, "attach_from_deck")
            elif destination in ("attach_one", "attach_one_benched", "attach_self"):
                if target is not None:
                    attach(ctx.game, ctx.player, uid, mine.deck, target, "attach_from_deck")
            elif destination == "discard":
                to_discard(ctx.game, uid, mine.deck)
            elif destination == "hand":
                self._to_hand(ctx, uid)
            # "top": the cards stay in the deck, to go on top once it is shuffled.

    def _to_hand(self, ctx: EffectContext, uid: int) -> None:
        mine = ctx.game.state.players[ctx.player]
        mine.deck.remove(uid)
        card = card_name(ctx.game, hide(ctx.game, uid, mine.hand))
        who = Seat(ctx.player)
        if self.reveal:
            ctx.game.emit(event("search", player=who, card=card))
        else:
            hidden = msg("event.search_hidden", player=who)
            ctx.game.emit(private_event(ctx.player, "search", hidden, player=who, card=card))

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
                self._to_hand(ctx, uid)
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


def benchable(cards: CardFilter, card: Card) -> bool:
    """C-11: what an effect may put onto the Bench: a Basic Pokémon, or an Evolution Pokémon
    when the text names it itself ("up to 2 Stage 1 Pokémon", "a Shedinja")."""
    if not card.is_pokemon:
        return False
    if card.is_basic_pokemon:
        return True
    return isinstance(cards, (EvolutionPokemon, NamedCard)) or (
        isinstance(cards, PokemonCard) and cards.stage in ("evolution", "stage1", "stage2")
    )


def _card_type(card: Card) -> object:
    """What "of different types" compares: the type a basic Energy card provides, else the
    card's own types."""
    energy = basic_energy_type(card)
    return energy if energy is not None else card.types


def _put_on_top(ctx: EffectContext, cards: list[int]) -> Flow:
    """Put ``cards`` (in the player's deck) on top of it in the order the player chooses,
    the first chosen on top ("put those cards on top of it in any order")."""
    deck = ctx.game.state.players[ctx.player].deck
    left = list(cards)
    order: list[int] = []
    while len(left) > 1:
        picked = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.order_top", count=len(order) + 1),
            left,
            minimum=1,
            maximum=1,
            purpose=Purpose.SEARCH,
        )
        order += picked
        left = [u for u in left if u not in picked]
    order += left
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
    #: "You can use this card only if you discard 2 other cards from your hand" (E-19).
    to_use: bool = False

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
    """Put cards from your discard pile into your hand, shuffle them into your deck (E-18), or
    put Basic Pokémon among them onto your Bench (C-11): ``count`` of them, or ``up_to`` that
    many (the player may take fewer, even none); ``optional``: "you may" (E-10)."""

    filter: CardFilter
    count: int = 1
    optional: bool = False
    when: Condition = ALWAYS
    up_to: bool = False
    #: "hand", "deck" (shuffled in) or "bench".
    destination: str = "hand"
    #: "a number of cards up to the number of heads": up to ``count`` for each heads.
    per_heads: bool = False

    def __post_init__(self) -> None:
        if self.destination not in ("hand", "deck", "bench"):
            raise ValueError(f"{self.destination!r} is not where cards come back to")
        if self.count < 1:
            raise ValueError("no cards to take back")

    def describe(self) -> Message:
        if self.per_heads:
            amount = msg("text.up_to_per_heads", card=self.filter.noun(1))
            recover = msg("text.recover_per_heads", amount=amount, destination=self.destination)
            return self.when.sentence(recover)
        cards = self.filter.one() if self.count == 1 else self.filter.noun(self.count)
        if self.destination == "hand" and not self.up_to:
            recover = msg("text.recover", count=self.count, cards=cards, optional=self.optional)
        else:
            recover = msg(
                "text.recover_to",
                count=self.count,
                cards=cards,
                optional=self.optional,
                up_to=self.up_to,
                destination=self.destination,
            )
        return self.when.sentence(recover)

    def _candidates(self, ctx: EffectContext) -> list[int]:
        state = ctx.game.state
        return [
            u
            for u in state.players[ctx.player].discard
            if self.filter.matches(state.card(u))
            and (self.destination != "bench" or benchable(self.filter, state.card(u)))
        ]

    def _room(self, ctx: EffectContext) -> int:
        count = self.count * ctx.heads if self.per_heads else self.count
        if self.destination != "bench":
            return count
        mine = ctx.game.state.players[ctx.player]
        return min(count, ctx.game.rules.bench_size - len(mine.bench))

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("nothing_to_recover", "EN II-A", cards=self.filter.noun(2))
        if not self.per_heads and self._room(ctx) <= 0:
            return refusal("bench_full", "R-5", size=ctx.game.rules.bench_size)
        return None

    @property
    def role(self) -> TrainerRole | None:  # type: ignore[override]
        if self.destination == "hand" and isinstance(self.filter, (BasicEnergy, EnergyCardOfType)):
            return TrainerRole.ENERGY_RECOVERY
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        candidates = self._candidates(ctx)
        limit = self._room(ctx)
        if not candidates or limit <= 0:
            return
        if self.optional:
            answer = yield yes_no(ctx.player, msg("prompt.recover_yes_no", card=self.filter.one()))
            if answer != (0,):
                return
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.recover", count=limit, cards=self.filter.noun(limit)),
            candidates,
            minimum=0 if self.up_to or self.per_heads else limit,
            maximum=limit,
            purpose=Purpose.RECOVER,
        )
        mine = ctx.game.state.players[ctx.player]
        who = Seat(ctx.player)
        ctx.counted = len(chosen)
        ctx.did = bool(chosen)
        for uid in chosen:
            if self.destination == "bench":
                bench_from(ctx.game, ctx.player, uid, mine.discard)
                continue
            card = card_name(ctx.game, uid)
            mine.discard.remove(uid)
            if self.destination == "deck":
                hide(ctx.game, uid, mine.deck)
                ctx.game.emit(event("discard_to_deck", player=who, card=card))
            else:
                new = hide(ctx.game, uid, mine.hand)
                ctx.game.emit(event("recover", player=who, card=card_name(ctx.game, new)))
        if self.destination == "deck" and chosen:
            shuffle_deck(ctx.game, ctx.player)


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
