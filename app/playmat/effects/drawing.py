"""Drawing cards (EN I-H: as many as the deck has): a number of them, until the hand holds a
number, from the bottom of the deck, for each of something counted; by the player or by the
opponent."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.board import empty_deck
from playmat.effects.choosing import agree
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.events import private_event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.zones import card_names, draw, hide


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
        return empty_deck(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        count = self.instead if self.instead and self.instead_when.holds(ctx) else self.count
        if self.per_heads:
            count *= ctx.heads
            if not count:
                return
        if self.optional:
            ctx.did = yield from agree(ctx, msg("prompt.draw_yes_no", count=count))
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
        return empty_deck(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        hand = ctx.game.state.players[ctx.player].hand
        missing = self._target(ctx) - len(hand)
        if missing <= 0 or not ctx.game.state.players[ctx.player].deck:
            return
        if self.optional:
            ctx.did = yield from agree(ctx, msg("prompt.draw_until_yes_no", size=self._target(ctx)))
            if not ctx.did:
                return
        draw(ctx.game, ctx.player, missing)


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
        return empty_deck(ctx)

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
#: drawing player's own remaining Prize cards, the opponent's Pokémon in play, the player's
#: own Pokémon in play (of the kind ``pokemon`` names).
DRAW_FOR = (
    "opponents_benched",
    "opponents_hand",
    "counted",
    "own_prizes",
    "opponents_in_play",
    "own_in_play",
)


@dataclass(frozen=True)
class DrawFor(Part):
    """ "Draw a card for each of your opponent's Benched Pokémon", "... for each card in your
    opponent's hand", "... for each card you discarded in this way"; ``each``: each player
    draws, for their own count ("each player draws a card for each of their remaining Prize
    cards", the opponent first); ``when``: only under a condition ("if either player put any
    cards on the bottom of their deck in this way")."""

    per: int
    what: str
    each: bool = False
    when: Condition = ALWAYS
    #: For "own_in_play": only your Pokémon of this kind ("your Ancient Pokémon").
    pokemon: CardFilter | None = None
    role = TrainerRole.DRAW

    def __post_init__(self) -> None:
        if self.per < 1:
            raise ValueError("a draw needs a count of at least 1")
        if self.what not in DRAW_FOR:
            raise ValueError(f"{self.what!r} is not what a draw counts")
        if self.each and self.what != "own_prizes":
            raise ValueError("each player draws only for their own Prize cards")
        if self.pokemon is not None and self.what != "own_in_play":
            raise ValueError("only your own Pokémon in play are counted by kind")

    def describe(self) -> Message:
        if self.what in ("opponents_in_play", "own_in_play"):
            kind = self.pokemon.noun(2) if self.pokemon is not None else msg("text.pokemon_plain")
            text = msg(
                "text.draw_for_in_play",
                count=self.per,
                opponents=self.what == "opponents_in_play",
                kind=kind,
            )
        else:
            text = msg("text.draw_for", count=self.per, what=self.what, each=self.each)
        return self.when.sentence(text)

    def _count(self, ctx: EffectContext, player: int) -> int:
        players = ctx.game.state.players
        if self.what == "opponents_benched":
            return len(players[1 - player].bench)
        if self.what == "opponents_hand":
            return len(players[1 - player].hand)
        if self.what == "own_prizes":
            return len(players[player].prizes)
        if self.what == "opponents_in_play":
            return len(players[1 - player].in_play())
        if self.what == "own_in_play":
            state = ctx.game.state
            kind = self.pokemon
            return sum(
                1
                for p in players[player].in_play()
                if kind is None or kind.matches(state.top_card(p))
            )
        return ctx.counted

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.each or self.what == "counted":
            return None
        if not self._count(ctx, ctx.player):
            return refusal(f"nothing_to_draw_for_{self.what}", "EN II-A")
        return empty_deck(ctx)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        players = (ctx.opponent, ctx.player) if self.each else (ctx.player,)
        counts = {player: self.per * self._count(ctx, player) for player in players}
        for player in players:
            if counts[player]:
                draw(ctx.game, player, counts[player])
        return
        yield
