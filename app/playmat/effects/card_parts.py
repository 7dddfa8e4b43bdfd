"""Parts moving cards found across the card pool (added with the card-text compiler): the
whole hand discarded or shuffled into the deck, draws by the opponent or from the bottom of the
deck, the opponent's hand revealed and discarded from, the top of a deck looked at
or put back in order, cards put on the bottom of the deck (EN I-H, II-C-01, E-18).

Cards that leave a hidden zone for a public one are revealed first (``event.reveal``), so that
no move which showed a hidden card can be taken back."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, Stage, choose_cards
from playmat.effects.predicates import AnyCard, CardFilter
from playmat.i18n.message import Arg, Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose
from playmat.rules.events import event, private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.zones import card_name, card_names, draw, hide, shuffle_deck, to_discard

#: The default filter: any card.
ANY_CARD: CardFilter = AnyCard()

#: Whose cards a part moves: the player's, the opponent's, or each player's (the opponent
#: first where the text says so).
WHO = ("you", "opponent", "each")


def _hand_without(ctx: EffectContext, player: int) -> list[int]:
    """``player``'s hand without the card being played (asked before it leaves the hand)."""
    return [u for u in ctx.game.state.players[player].hand if u != ctx.source]


def _reveal(ctx: EffectContext, player: int, uids: list[int]) -> None:
    """``player`` shows cards of a hidden zone to both players."""
    if uids:
        ctx.game.emit(event("reveal", player=Seat(player), cards=card_names(ctx.game, uids)))


def _look_event(ctx: EffectContext, owner: int, looked: list[int], *, bottom: bool) -> None:
    """The player looks at cards of a deck: they see which; the other player sees how many."""
    who = Seat(ctx.player)
    where: dict[str, Arg] = {"owner": Seat(owner), "own": owner == ctx.player, "bottom": bottom}
    ctx.game.emit(
        private_event(
            ctx.player,
            "look_at_deck",
            msg("event.look_at_deck_hidden", player=who, count=len(looked), **where),
            player=who,
            cards=card_names(ctx.game, looked),
            **where,
        )
    )


def _players(ctx: EffectContext, who: str) -> tuple[int, ...]:
    if who == "you":
        return (ctx.player,)
    if who == "opponent":
        return (ctx.opponent,)
    return (ctx.opponent, ctx.player)


# -- the whole hand ------------------------------------------------------------------------


@dataclass(frozen=True)
class DiscardHand(Part):
    """C-01: "Discard your hand": every card in it goes to the discard pile."""

    role = TrainerRole.DISCARD

    def describe(self) -> Message:
        return msg("text.discard_hand")

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not _hand_without(ctx, ctx.player):
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
        for player in _players(ctx, self.who):
            if _hand_without(ctx, player) or state.players[player].deck:
                return None
        return refusal("hand_empty_nothing_changes", "EN II-A")

    def run(self, ctx: EffectContext) -> Flow:
        for player in _players(ctx, self.who):
            mine = ctx.game.state.players[player]
            moved = len(mine.hand)
            for uid in list(mine.hand):
                mine.hand.remove(uid)
                hide(ctx.game, uid, mine.deck)
            ctx.game.emit(event("hand_into_deck", player=Seat(player), count=moved))
            shuffle_deck(ctx.game, player)
        return
        yield


# -- drawing -------------------------------------------------------------------------------


@dataclass(frozen=True)
class OpponentDraws(Part):
    """ "Your opponent draws N cards" (EN I-H: as many as their deck has)."""

    count: int
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a draw needs a count of at least 1")

    def describe(self) -> Message:
        return self.when.sentence(msg("text.opponent_draws", count=self.count))

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not ctx.game.state.players[ctx.opponent].deck:
            return refusal("opponent_deck_empty", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if self.when.holds(ctx):
            draw(ctx.game, ctx.opponent, self.count)
        return
        yield


@dataclass(frozen=True)
class DrawFromBottom(Part):
    """ "Draw N cards from the bottom of your deck" (EN I-H)."""

    count: int
    role = TrainerRole.DRAW

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError("a draw needs a count of at least 1")

    def describe(self) -> Message:
        return msg("text.draw_from_bottom", count=self.count)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not ctx.game.state.players[ctx.player].deck:
            return refusal("deck_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        mine = ctx.game.state.players[ctx.player]
        taken = mine.deck[-self.count :] if self.count <= len(mine.deck) else list(mine.deck)
        drawn = []
        for uid in reversed(taken):
            mine.deck.remove(uid)
            drawn.append(hide(ctx.game, uid, mine.hand))
        if drawn:
            who = Seat(ctx.player)
            ctx.game.emit(
                private_event(
                    ctx.player,
                    "draw",
                    msg("event.draw_hidden", player=who, count=len(drawn)),
                    player=who,
                    cards=card_names(ctx.game, drawn),
                )
            )
        return
        yield


#: What a draw "for each" counts: the opponent's Benched Pokémon, the cards in the opponent's
#: hand, the cards the step before counted ("for each card you discarded in this way"), the
#: drawing player's own remaining Prize cards.
DRAW_FOR = ("opponents_benched", "opponents_hand", "counted", "own_prizes")


@dataclass(frozen=True)
class DrawFor(Part):
    """ "Draw a card for each of your opponent's Benched Pokémon", "... for each card in your
    opponent's hand", "... for each card you discarded in this way"; ``each``: each player
    draws, for their own count ("each player draws a card for each of their remaining Prize
    cards", the opponent first)."""

    per: int
    what: str
    each: bool = False
    role = TrainerRole.DRAW

    def __post_init__(self) -> None:
        if self.per < 1:
            raise ValueError("a draw needs a count of at least 1")
        if self.what not in DRAW_FOR:
            raise ValueError(f"{self.what!r} is not what a draw counts")
        if self.each and self.what != "own_prizes":
            raise ValueError("each player draws only for their own Prize cards")

    def describe(self) -> Message:
        return msg("text.draw_for", count=self.per, what=self.what, each=self.each)

    def _count(self, ctx: EffectContext, player: int) -> int:
        players = ctx.game.state.players
        if self.what == "opponents_benched":
            return len(players[1 - player].bench)
        if self.what == "opponents_hand":
            return len(players[1 - player].hand)
        if self.what == "own_prizes":
            return len(players[player].prizes)
        return ctx.counted

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.each or self.what == "counted":
            return None
        if not self._count(ctx, ctx.player):
            return refusal(f"nothing_to_draw_for_{self.what}", "EN II-A")
        if not ctx.game.state.players[ctx.player].deck:
            return refusal("deck_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        players = (ctx.opponent, ctx.player) if self.each else (ctx.player,)
        counts = {player: self.per * self._count(ctx, player) for player in players}
        for player in players:
            if counts[player]:
                draw(ctx.game, player, counts[player])
        return
        yield


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
        if not ctx.game.state.players[ctx.player].deck:
            return refusal("deck_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        state = game.state
        mine = state.players[ctx.player]
        chosen: list[int] = []
        for wanted in self.slots:
            left = [u for u in mine.deck if u not in chosen and wanted.matches(state.card(u))]
            picked = yield from choose_cards(
                ctx,
                ctx.player,
                msg("prompt.search", count=1, cards=wanted.noun(1)),
                left,
                minimum=0,
                maximum=1,
                purpose=Purpose.SEARCH,
                shown=list(mine.deck),
            )
            chosen += picked
        who = Seat(ctx.player)
        for uid in chosen:
            mine.deck.remove(uid)
            card = card_name(game, hide(game, uid, mine.hand))
            if self.reveal:
                game.emit(event("search", player=who, card=card))
            else:
                hidden = msg("event.search_hidden", player=who)
                game.emit(private_event(ctx.player, "search", hidden, player=who, card=card))
        if not chosen:
            game.emit(event("search_nothing", player=who))
        ctx.counted = len(chosen)
        ctx.did = bool(chosen)
        shuffle_deck(game, ctx.player)


# -- the opponent's hand -------------------------------------------------------------------


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
        _reveal(ctx, ctx.opponent, list(hand))
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
        if not ctx.game.state.players[ctx.opponent].hand:
            return refusal("opponent_hand_empty", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        hand = state.players[ctx.opponent].hand
        _reveal(ctx, ctx.opponent, list(hand))
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
        if not ctx.game.state.players[ctx.opponent].hand:
            return refusal("opponent_hand_empty", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        game = ctx.game
        theirs = game.state.players[ctx.opponent]
        count = ctx.heads if self.per_heads else self.count
        pool = list(theirs.hand)
        game.shuffle(pool)
        picked = pool[:count]
        _reveal(ctx, ctx.opponent, picked)
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
        if not ctx.game.state.players[ctx.opponent].hand:
            return refusal("opponent_hand_empty", "EN II-A")
        return None

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
        for player in _players(ctx, self.who):
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
        if not ctx.game.state.players[ctx.opponent].hand:
            return refusal("opponent_hand_empty", "EN II-A")
        return None

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


# -- the top and the bottom of a deck ------------------------------------------------------


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
        if not ctx.game.state.players[ctx.player].deck:
            return refusal("deck_empty_nothing_changes", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        state = game.state
        mine = state.players[ctx.player]
        looked = list(mine.deck[-self.count :] if self.bottom else mine.deck[: self.count])
        if not looked:
            return
        who = Seat(ctx.player)
        _look_event(ctx, ctx.player, looked, bottom=self.bottom)
        chosen = yield from self._choose(ctx, looked)
        for uid in chosen:
            mine.deck.remove(uid)
            card = card_name(game, hide(game, uid, mine.hand))
            if self.reveal:
                game.emit(event("search", player=who, card=card))
            else:
                hidden = msg("event.search_hidden", player=who)
                game.emit(private_event(ctx.player, "search", hidden, player=who, card=card))
        ctx.counted = len(chosen)
        others = [u for u in looked if u not in chosen]
        if self.rest == "discard":
            _reveal(ctx, ctx.player, others)
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
            chosen: list[int] = []
            for wanted in self.slots:
                left = [u for u in looked if u not in chosen and wanted.matches(state.card(u))]
                picked = yield from choose_cards(
                    ctx,
                    ctx.player,
                    msg("prompt.take_looked", count=1, cards=wanted.noun(1)),
                    left,
                    minimum=0,
                    maximum=1,
                    purpose=Purpose.SEARCH,
                    shown=looked,
                )
                chosen += picked
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
        _look_event(ctx, owner, looked, bottom=False)
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
        left = list(looked)
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
                shown=looked,
            )
            order += picked
            left = [u for u in left if u not in picked]
        order += left
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
        if len(_hand_without(ctx, ctx.player)) < self.count:
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
        if _hand_without(ctx, ctx.player):
            return refusal("not_last_card", "EN II-E-19")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield
