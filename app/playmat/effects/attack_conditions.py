"""Conditions attacks' texts open with about what happened before and about the board: Knock
Outs by damage from an attack (E-11), the attacks used during your last turn, an evolution this
turn (E-23), the Supporter played this turn (E-25), your discard pile, your Benched Pokémon,
the cards in your hand, the Defending Pokémon's Retreat Cost; whether the step before could be
done ("If you can't, this attack does nothing"); and cards of a kind ("Ancient cards").

Like every condition, each is checked as the text resolves; none is an effect of an attack."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card
from playmat.effects.base import Condition, Estimate
from playmat.effects.board import require_positive
from playmat.effects.predicates import CardFilter, Compare, NamedCard
from playmat.effects.predicates.outcomes import UNKNOWN
from playmat.i18n.message import Arg, Message, Term, msg
from playmat.rules.scripting import BoardFacts, EffectContext

# -- cards of a kind -----------------------------------------------------------------------------

#: The kinds of card a text may name by a word of their own ("Ancient cards", "a Future
#: Supporter card").
CARD_KINDS = ("Ancient", "Future")
#: What kind of card among those it may also be ("" for any card).
_OF = {"": "card", "Supporter": "supporter", "Pokémon": "pokemon", "Item": "item"}


@dataclass(frozen=True)
class KindCard(CardFilter):
    """A card of a kind printed on it ("Ancient cards": Pokémon, Supporters, Items, Tools that
    are Ancient), or only a Supporter (Pokémon, Item) of that kind."""

    kind: str
    of: str = ""
    key = "kind_card"

    def __post_init__(self) -> None:
        if self.kind not in CARD_KINDS or self.of not in _OF:
            raise ValueError(f"{self.kind!r} {self.of!r} is not a kind of card")

    def matches(self, card: Card) -> bool:
        if self.kind not in card.subtypes:
            return False
        if self.of == "Pokémon":
            return card.is_pokemon
        return not self.of or self.of in card.subtypes

    def _args(self) -> dict[str, Arg]:
        return {"kind": Term(f"subtype.{self.kind.lower()}"), "of": _OF[self.of]}


# -- what happened before --------------------------------------------------------------------


@dataclass(frozen=True)
class KnockedOutByAttack(Condition):
    """E-11: "If any of your (Ethan's) Pokémon were Knocked Out by damage from an attack during
    your opponent's last turn" (one or more; not by an effect, nor by Poison or Burn)."""

    cards: CardFilter | None = None

    def sentence(self, then: Message) -> Message:
        pokemon = self.cards.noun(2) if self.cards else Term("noun.pokemon")
        return msg("condition.knocked_out_by_attack", pokemon=pokemon, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if not mine.attack_knock_out_turn or mine.attack_knock_out_turn != state.turn - 1:
            return False
        return self.cards is None or any(self.cards.matches(c) for c in mine.attack_knock_outs)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class UsedAttackLastTurn(Condition):
    """ "If this Pokémon used Rollout during your last turn", "If 1 of your Pokémon used
    Angelite during your last turn", "If 1 of your other Ancient Pokémon used an attack during
    your last turn": the attack the player used in their turn before this one. ``attack``
    empty: any attack; ``by_self``: this Pokémon (the same one in play); ``other``: another
    Pokémon than this one; ``cards``: a Pokémon of that kind (its card as it attacked)."""

    attack: str = ""
    by_self: bool = False
    other: bool = False
    cards: CardFilter | None = None

    def __post_init__(self) -> None:
        if self.by_self and (self.other or self.cards is not None):
            raise ValueError("this Pokémon is no other Pokémon")

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.used_attack_last_turn",
            who=(
                Term("subject.this_pokemon")
                if self.by_self
                else msg(
                    "condition.one_of_your",
                    other=self.other,
                    pokemon=self.cards.noun(2) if self.cards else Term("noun.pokemon"),
                )
            ),
            attack=self.attack or Term("condition.an_attack"),
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        used = state.players[ctx.player].last_attack
        if used is None or used.turn != state.turn - 2:
            return False
        this = ctx.pokemon.id if ctx.pokemon is not None else None
        return (
            (not self.attack or used.name == self.attack)
            and (not self.by_self or used.pokemon == this)
            and (not self.other or used.pokemon != this)
            and (self.cards is None or self.cards.matches(used.card))
        )

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class EvolvedFrom(Condition):
    """E-23: "If this Pokémon evolved from Magneton during this turn": it evolved this turn,
    from a card of that name (evolving is no effect: a trip to the Bench doesn't undo it)."""

    name: str

    def __post_init__(self) -> None:
        if not self.name:
            raise ValueError("a card name can't be empty")

    def sentence(self, then: Message) -> Message:
        return msg("condition.evolved_from", name=self.name, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        state = ctx.game.state
        if pokemon is None or pokemon.changed_turn != state.turn or len(pokemon.stack) < 2:
            return False
        return state.card(pokemon.stack[-2]).name == self.name

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SupporterOfKindPlayed(Condition):
    """E-25 for one kind of Supporter: "If you played an Ancient Supporter card from your hand
    during this turn"; ``negated``: "If you didn't play Xerosic's Machinations ..."."""

    cards: CardFilter
    negated: bool = False

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.supporter_of_kind_played",
            card=self.cards.one(),
            negated=self.negated,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        played = state.flags.supporter if state.current == ctx.player else None
        return (played is not None and self.cards.matches(played)) != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


# -- the board -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class DiscardPileHas(Condition):
    """ "If you have 10 or more Basic Fire Energy cards in your discard pile"."""

    cards: CardFilter
    at_least: int

    def __post_init__(self) -> None:
        require_positive(at_least=self.at_least)

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.discard_pile_has",
            count=self.at_least,
            cards=self.cards.noun(self.at_least),
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        pile = state.players[ctx.player].discard
        return sum(1 for uid in pile if self.cards.matches(state.card(uid))) >= self.at_least

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class AllBenchedDamaged(Condition):
    """ "If all of your Benched Pokémon have at least 1 damage counter on them": every one, and
    at least one on the Bench (with none, none has any counter)."""

    counters: int = 1

    def __post_init__(self) -> None:
        require_positive(counters=self.counters)

    def sentence(self, then: Message) -> Message:
        return msg("condition.all_benched_damaged", counters=self.counters, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        bench = ctx.game.state.players[ctx.player].bench
        return bool(bench) and all(p.damage >= 10 * self.counters for p in bench)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.0 if not facts.benched_names() else UNKNOWN


@dataclass(frozen=True)
class BenchHasAll(Condition):
    """ "If you have Lunatone on your Bench", "If Durant is on your Bench", "If you don't have
    Uxie and Azelf on your Bench": a Benched Pokémon of each filter (``negated``: not all of
    them); ``damaged``: "If any of your Benched Cubone have any damage counters on them"."""

    cards: tuple[CardFilter, ...]
    negated: bool = False
    damaged: bool = False

    def __post_init__(self) -> None:
        if not self.cards:
            raise ValueError("a Bench holds some Pokémon")

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.bench_has_all",
            cards=tuple(c.noun(1) for c in self.cards),
            negated=self.negated,
            damaged=self.damaged,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        bench = [
            state.top_card(p)
            for p in state.players[ctx.player].bench
            if p.damage > 0 or not self.damaged
        ]
        found = all(any(f.matches(card) for card in bench) for f in self.cards)
        return found != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if self.damaged or not all(isinstance(f, NamedCard) for f in self.cards):
            return UNKNOWN
        names = facts.benched_names()
        found = all(f.name in names for f in self.cards if isinstance(f, NamedCard))
        return float(found != self.negated)


@dataclass(frozen=True)
class HandSize(Condition):
    """ "If you have exactly 3 cards in your hand" (``negated``: "don't have"); ``more``: "If
    you have more cards in your hand than your opponent"."""

    compare: Compare = Compare.EXACTLY
    count: int = 0
    negated: bool = False
    more: bool = False

    def __post_init__(self) -> None:
        if self.count < 0 or (self.more and self.count):
            raise ValueError(f"a hand of {self.count} cards")

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.hand_size",
            count=msg("tally.compare", compare=self.compare.value, limit=self.count),
            negated=self.negated,
            more=self.more,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        players = ctx.game.state.players
        mine = len(players[ctx.player].hand)
        if self.more:
            found = mine > len(players[ctx.opponent].hand)
        else:
            found = self.compare.holds(mine, self.count)
        return found != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if self.more:
            return UNKNOWN
        return float(self.compare.holds(len(facts.hand()), self.count) != self.negated)


@dataclass(frozen=True)
class DefenderRetreatCost(Condition):
    """ "If the Retreat Cost of your opponent's Active Pokémon is 2 or more" (as effects make
    it, EN I-A-03)."""

    at_least: int

    def __post_init__(self) -> None:
        require_positive(at_least=self.at_least)

    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_retreat_cost", count=self.at_least, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.game.state.players[ctx.opponent].active
        return defender is not None and ctx.game.retreat_cost(defender) >= self.at_least

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        if defender is None:
            return 0.0
        return float(len(defender.retreat_cost) >= self.at_least)


# -- the step before -----------------------------------------------------------------------------


@dataclass(frozen=True)
class CouldNot(Condition):
    """ "If you can't (discard 2 cards in this way), this attack does nothing": the step before
    wasn't done in full (EN II-E-19). ``count``: the cards that step needed, for an estimate
    from the cards in the hand."""

    count: int = 0

    def sentence(self, then: Message) -> Message:
        return msg("condition.could_not", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return not ctx.did

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if self.count:
            return float(so_far.counted < self.count)
        return UNKNOWN


@dataclass(frozen=True)
class SelfHasAnyCondition(Condition):
    """ "If this Pokémon is affected by a Special Condition" (any of them, R-7)."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_any_condition", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.pokemon is not None and bool(ctx.pokemon.conditions)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN
