"""Parts for attacks' damage found across the card pool (added with the card-text compiler):
damage counted on the board ("for each ..."), coins flipped until tails, damage to several
Pokémon, damage counters put by an attack, damage that ignores Weakness, Resistance or effects,
cards discarded from the top of a deck; and the conditions and card filters they need.

The base damage of an attack is settled by the text before the damage steps (EN II-B-01..B-03);
damage to other Pokémon is damage (EN II-B-08, B-09); damage counters are an effect, not damage
(EN II-C-07).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from math import comb

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import ALWAYS, Condition, Estimate, Part, Stage
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Arg, Message, Term, msg
from playmat.rules.choices import Choice, ChoiceKind, Purpose, card_option
from playmat.rules.damage import DamageOptions, place_attack_damage, put_damage_counters
from playmat.rules.energy import count_units, energy_units, pays
from playmat.rules.modifiers import ModifierKind
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import GameState, InPlay
from playmat.rules.zones import card_name, to_discard

#: What the computer player's facts can't show (an opponent's hand, damage counters): an even
#: chance.
UNKNOWN = 0.5


def _positive(**values: int) -> None:
    for name, value in values.items():
        if value < 1:
            raise ValueError(f"{name} must be at least 1, not {value}")


def protected(ctx: EffectContext, pokemon: InPlay) -> bool:
    """EN II-C-17: the opponent's Pokémon is not affected by the effects of attacks (damage
    counters can't be put on it either, C-07 FAQ)."""
    return (
        pokemon.owner != ctx.player
        and ctx.attack is not None
        and any(m.kind is ModifierKind.PREVENT_EFFECTS for m in ctx.game.modifiers_on(pokemon))
    )


def opponents_active(ctx: EffectContext) -> InPlay | None:
    """ "Your opponent's Active Pokémon": the Defending Pokémon of an attack, else (an
    Ability's text) the opponent's Active Pokémon now."""
    if ctx.defender is not None:
        return ctx.defender
    return ctx.game.state.players[ctx.opponent].active


def _counters_before_attack(ctx: EffectContext, pokemon: InPlay) -> int:
    """The damage counters on a Pokémon before this attack did damage to it."""
    return max(0, pokemon.damage - ctx.damage_done.get(pokemon.id, 0)) // 10


# -- card filters ------------------------------------------------------------------------------


@dataclass(frozen=True)
class IsPokemonSubtype(CardFilter):
    """Ancient Pokémon, Future Pokémon: a printed subtype (``Ancient``)."""

    subtype: str
    key = "attack_pokemon_subtype"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and self.subtype in card.subtypes

    def _args(self) -> dict[str, Arg]:
        return {"subtype": self.subtype}


@dataclass(frozen=True)
class IsPokemonExOrV(CardFilter):
    """A Pokémon ex or a Pokémon V (Pokémon VSTAR, VMAX and V-UNION are Pokémon V)."""

    key = "attack_pokemon_ex_or_v"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and bool(
            {"ex", "V", "VSTAR", "VMAX", "V-UNION"} & set(card.subtypes)
        )


@dataclass(frozen=True)
class IsNamedPokemon(CardFilter):
    """A Pokémon with this name ("your Benched Charjabug")."""

    name: str
    key = "attack_named_pokemon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and card.name == self.name

    def _args(self) -> dict[str, Arg]:
        return {"name": self.name}


@dataclass(frozen=True)
class HasAttackNamed(CardFilter):
    """EN II-D-06: a Pokémon that has (prints) the attack named so."""

    attack: str
    key = "attack_pokemon_with_attack"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and any(a.name == self.attack for a in card.attacks)

    def _args(self) -> dict[str, Arg]:
        return {"attack": self.attack}


# -- conditions --------------------------------------------------------------------------------


class PokemonKind(StrEnum):
    """What kind of Pokémon the Defending Pokémon is (D-07: printed facts of its card)."""

    EX = "ex"
    EX_OR_V = "ex_or_v"
    #: Pokémon V (VSTAR, VMAX and V-UNION are Pokémon V too).
    V = "v"
    #: The Pokémon-EX and Pokémon-GX of earlier series.
    OLD_EX = "old_ex"
    GX = "gx"
    BASIC = "basic"
    STAGE_1 = "stage_1"
    STAGE_2 = "stage_2"
    EVOLUTION = "evolution"
    TERA = "tera"

    def matches(self, card: Card) -> bool:
        if self is PokemonKind.EX:
            return "ex" in card.subtypes
        if self is PokemonKind.EX_OR_V:
            return IsPokemonExOrV().matches(card)
        if self is PokemonKind.V:
            return bool({"V", "VSTAR", "VMAX", "V-UNION"} & set(card.subtypes))
        if self is PokemonKind.OLD_EX:
            return "EX" in card.subtypes
        if self is PokemonKind.GX:
            return "GX" in card.subtypes
        if self is PokemonKind.BASIC:
            return card.is_basic_pokemon
        if self is PokemonKind.STAGE_1:
            return card.stage == "Stage 1"
        if self is PokemonKind.STAGE_2:
            return card.stage == "Stage 2"
        if self is PokemonKind.EVOLUTION:
            return not card.is_basic_pokemon
        return "Tera" in card.subtypes

    @property
    def term(self) -> Term:
        return Term(f"pokemon_kind.{self.value}")


@dataclass(frozen=True)
class DefenderIsKind(Condition):
    """ "If your opponent's Active Pokémon is (isn't) a Pokémon ex / a Stage 2 Pokémon ..."."""

    kind: PokemonKind
    negated: bool = False

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.defender_is_kind", kind=self.kind.term, negated=self.negated, then=then
        )

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        if defender is None:
            return False
        return self.kind.matches(ctx.game.state.top_card(defender)) != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and self.kind.matches(defender) != self.negated)


@dataclass(frozen=True)
class DefenderAffected(Condition):
    """ "If your opponent's Active Pokémon is affected by a Special Condition" (any, or the one
    named: "is Poisoned"); ``negated``: "isn't"."""

    condition: SpecialCondition | None = None
    negated: bool = False

    def sentence(self, then: Message) -> Message:
        if self.condition is None:
            return msg("condition.defender_affected", negated=self.negated, then=then)
        return msg(
            "condition.defender_has_condition",
            condition=self.condition.term,
            negated=self.negated,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        if defender is None:
            return False
        if self.condition is None:
            affected = bool(defender.conditions)
        else:
            affected = self.condition in defender.conditions
        return affected != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SelfAffected(Condition):
    """ "If this Pokémon is Poisoned"."""

    condition: SpecialCondition

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_condition", condition=self.condition.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.pokemon is not None and self.condition in ctx.pokemon.conditions

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class HasDamageCounters(Condition):
    """ "If your opponent's Active Pokémon has any damage counters on it" / "If this Pokémon has
    no damage counters on it"; ``before_attack``: "already has", "before this attack does
    damage", counted without the damage this attack did."""

    on_defender: bool
    negated: bool = False
    before_attack: bool = False

    def sentence(self, then: Message) -> Message:
        subject = Term("subject.defender" if self.on_defender else "subject.this_pokemon")
        return msg(
            "condition.has_damage_counters",
            subject=subject,
            negated=self.negated,
            already=self.before_attack,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = opponents_active(ctx) if self.on_defender else ctx.pokemon
        if pokemon is None:
            return False
        if self.before_attack:
            damaged = _counters_before_attack(ctx, pokemon) > 0
        else:
            damaged = pokemon.damage > 0
        return damaged != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class ExtraEnergy(Condition):
    """ "If this Pokémon has at least N extra Energy attached (in addition to this attack's
    cost)": the attached Energy pays the cost with N more units to spare (R-6)."""

    count: int

    def __post_init__(self) -> None:
        _positive(count=self.count)

    def sentence(self, then: Message) -> Message:
        return msg("condition.extra_energy", count=self.count, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon, attack = ctx.pokemon, ctx.attack
        if pokemon is None or attack is None:
            return False
        state = ctx.game.state
        units = [unit for uid in pokemon.energy for unit in energy_units(state.card(uid))]
        return pays((*attack.cost, *(EnergyType.COLORLESS,) * self.count), units)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        # The facts don't say which attack: with more units than the extra, maybe.
        units = sum(len(energy_units(card)) for card in facts.attached())
        return UNKNOWN if units > self.count else 0.0


@dataclass(frozen=True)
class SelfEnergyAtLeast(Condition):
    """ "If this Pokémon has N or more <type> Energy attached" (units of that type, R-6)."""

    count: int
    energy: EnergyType

    def __post_init__(self) -> None:
        _positive(count=self.count)

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.self_energy_at_least", count=self.count, type=self.energy.term, then=then
        )

    def holds(self, ctx: EffectContext) -> bool:
        if ctx.pokemon is None:
            return False
        state = ctx.game.state
        cards = [state.card(uid) for uid in ctx.pokemon.energy]
        return _typed_units(cards, self.energy) >= self.count

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(_typed_units(facts.attached(), self.energy) >= self.count)


@dataclass(frozen=True)
class EnergyInPlayAtLeast(Condition):
    """ "If you have at least N <type> Energy in play": on all of your Pokémon (R-6 units;
    any type when none is named)."""

    count: int
    energy: EnergyType | None = None

    def __post_init__(self) -> None:
        _positive(count=self.count)

    def sentence(self, then: Message) -> Message:
        kind = (
            msg("tally.energy_of_type", type=self.energy.term)
            if self.energy
            else msg("tally.energy")
        )
        return msg("condition.energy_in_play_at_least", count=self.count, energy=kind, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        cards = [state.card(uid) for p in state.players[ctx.player].in_play() for uid in p.energy]
        return _units(cards, self.energy) >= self.count

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if _units(facts.attached(), self.energy) >= self.count:
            return 1.0
        return UNKNOWN


class Counted(StrEnum):
    """What a count condition counts."""

    #: Cards in the opponent's hand.
    OPPONENTS_HAND = "opponents_hand"
    #: The player's own Benched Pokémon, the opponent's.
    YOUR_BENCH = "your_bench"
    OPPONENTS_BENCH = "opponents_bench"
    #: Prize cards left.
    YOUR_PRIZES = "your_prizes"
    OPPONENTS_PRIZES = "opponents_prizes"
    #: Cards in the player's own deck.
    YOUR_DECK = "your_deck"


class Compare(StrEnum):
    AT_MOST = "at_most"
    AT_LEAST = "at_least"
    EXACTLY = "exactly"

    def holds(self, value: int, limit: int) -> bool:
        if self is Compare.AT_MOST:
            return value <= limit
        if self is Compare.AT_LEAST:
            return value >= limit
        return value == limit


@dataclass(frozen=True)
class CountIs(Condition):
    """ "If your opponent has N or fewer cards in their hand", "If you have N or fewer Benched
    Pokémon", "If you have exactly N Prize cards remaining" ..."""

    counted: Counted
    compare: Compare
    limit: int

    def __post_init__(self) -> None:
        if self.limit < 0:
            raise ValueError(f"a count can't be below 0: {self.limit}")

    def sentence(self, then: Message) -> Message:
        count = msg("tally.compare", compare=self.compare.value, limit=self.limit)
        # "exactly 1 Prize card", but "1 or fewer cards".
        single = self.compare is Compare.EXACTLY and self.limit == 1
        return msg(f"condition.count_{self.counted.value}", count=count, single=single, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        players = ctx.game.state.players
        mine, theirs = players[ctx.player], players[ctx.opponent]
        value = {
            Counted.OPPONENTS_HAND: len(theirs.hand),
            Counted.YOUR_BENCH: len(mine.bench),
            Counted.OPPONENTS_BENCH: len(theirs.bench),
            Counted.YOUR_PRIZES: len(mine.prizes),
            Counted.OPPONENTS_PRIZES: len(theirs.prizes),
            Counted.YOUR_DECK: len(mine.deck),
        }[self.counted]
        return self.compare.holds(value, self.limit)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if self.counted is Counted.YOUR_BENCH:
            return float(self.compare.holds(len(facts.benched_names()), self.limit))
        return UNKNOWN


@dataclass(frozen=True)
class HasPokemon(Condition):
    """ "If you have any <type> Pokémon on your Bench", "If your opponent has any Future
    Pokémon in play": a Pokémon of that kind among those of one player (top cards)."""

    cards: CardFilter
    opponents: bool = False
    bench_only: bool = True
    #: "If your Benched Pokémon have any damage counters on them": only damaged ones count.
    damaged: bool = False

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.has_pokemon",
            cards=self.cards.noun(2),
            opponents=self.opponents,
            bench_only=self.bench_only,
            damaged=self.damaged,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        player = state.players[ctx.opponent if self.opponents else ctx.player]
        pokemon = player.bench if self.bench_only else player.in_play()
        return any(
            self.cards.matches(state.top_card(p)) and (p.damage > 0 or not self.damaged)
            for p in pokemon
        )

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if not self.opponents and self.bench_only and not facts.benched_names():
            return 0.0
        return UNKNOWN


@dataclass(frozen=True)
class StadiumInPlay(Condition):
    """ "If a Stadium is in play" / "If there is no Stadium in play"; ``yours``: "If you have a
    Stadium in play" (one the player put into play)."""

    negated: bool = False
    yours: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.stadium_in_play", negated=self.negated, yours=self.yours, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        found = [u for u in state.stadium if not self.yours or state.owner(u) == ctx.player]
        return bool(found) != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SelfHasAttached(Condition):
    """ "If this Pokémon has any Special Energy attached" (cards of a kind attached to it)."""

    cards: CardFilter

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_attached", cards=self.cards.one(), then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        state = ctx.game.state
        return any(self.cards.matches(state.card(u)) for u in (*pokemon.energy, *pokemon.tools))

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(any(self.cards.matches(card) for card in facts.attached()))


@dataclass(frozen=True)
class SameHandSize(Condition):
    """ "If you (don't) have the same number of cards in your hand as your opponent"."""

    negated: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.same_hand_size", negated=self.negated, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        players = ctx.game.state.players
        same = len(players[ctx.player].hand) == len(players[ctx.opponent].hand)
        return same != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SupporterPlayed(Condition):
    """ "If you played a Supporter card from your hand during this turn" (R-5's flag)."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.supporter_played", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        return state.current == ctx.player and state.flags.supporter_played

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SelfHasTool(Condition):
    """ "If this Pokémon has a Pokémon Tool attached"."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_tool", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.pokemon is not None and bool(ctx.pokemon.tools)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class EnergyAgainstDefender(Condition):
    """ "If this Pokémon and your opponent's Active Pokémon have the same amount of Energy
    attached" (``more`` False) / "If this Pokémon has more Energy attached than your
    opponent's Active Pokémon" (``more``): Energy in units (R-6)."""

    more: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.energy_against_defender", more=self.more, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        if ctx.pokemon is None or defender is None:
            return False
        state = ctx.game.state
        mine = count_units([state.card(u) for u in ctx.pokemon.energy])
        theirs = count_units([state.card(u) for u in defender.energy])
        return mine > theirs if self.more else mine == theirs

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        mine = count_units(facts.attached())
        theirs = facts.defender_energy()
        return float(mine > theirs if self.more else mine == theirs)


@dataclass(frozen=True)
class HeadsCount(Condition):
    """ "If both of them are heads", "If all of them are heads", "If 1 of them is heads": the
    coins this text flipped. ``count`` 0 means all of them; ``tails`` counts tails."""

    count: int = 0
    tails: bool = False
    #: "If either of them is tails": at least ``count`` of them.
    at_least: bool = False

    def __post_init__(self) -> None:
        if self.count < 0 or (self.at_least and self.count == 0):
            raise ValueError(f"a count of coins can't be {self.count}")

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.coins_count",
            count=self.count,
            tails=self.tails,
            at_least=self.at_least,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        side = [flip != self.tails for flip in ctx.flips]
        wanted = sum(side)
        if self.count == 0:
            return bool(side) and wanted == len(side)
        if self.at_least:
            return wanted >= self.count
        return wanted == self.count

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        coins = so_far.coins
        if coins == 0:
            return 0.0
        if self.count == 0:
            return 1 / (1 << coins)
        wanted = range(self.count, coins + 1) if self.at_least else [self.count]
        return sum(comb(coins, n) for n in wanted if n <= coins) / (1 << coins)


def _typed_units(cards: Sequence[Card], energy: EnergyType) -> int:
    return sum(1 for card in cards for unit in energy_units(card) if energy in unit)


def _units(cards: Sequence[Card], energy: EnergyType | None) -> int:
    return count_units(cards) if energy is None else _typed_units(cards, energy)


# -- counting on the board (B-01..B-03) -----------------------------------------------------------


class Tally(StrEnum):
    """What "for each ..." counts. Energy is counted in units (R-6: an Energy providing 2
    counts 2), or in cards when the text names cards; Pokémon by their top card."""

    HEADS = "heads"
    TAILS = "tails"
    ENERGY_ON_SELF = "energy_on_self"
    ENERGY_ON_DEFENDER = "energy_on_defender"
    ENERGY_ON_BOTH_ACTIVE = "energy_on_both_active"
    ENERGY_ON_YOUR_POKEMON = "energy_on_your_pokemon"
    ENERGY_ON_OPPONENTS_POKEMON = "energy_on_opponents_pokemon"
    COUNTERS_ON_SELF = "counters_on_self"
    COUNTERS_ON_DEFENDER = "counters_on_defender"
    COUNTERS_ON_OPPONENTS_POKEMON = "counters_on_opponents_pokemon"
    COUNTERS_ON_YOUR_BENCHED = "counters_on_your_benched"
    #: D-17: Prize cards taken.
    PRIZES_OPPONENT_TOOK = "prizes_opponent_took"
    PRIZES_YOU_TOOK = "prizes_you_took"
    YOUR_BENCHED = "your_benched"
    OPPONENTS_BENCHED = "opponents_benched"
    ALL_BENCHED = "all_benched"
    YOUR_POKEMON = "your_pokemon"
    OPPONENTS_POKEMON = "opponents_pokemon"
    TOOLS_ON_YOUR_POKEMON = "tools_on_your_pokemon"
    YOUR_DISCARD = "your_discard"
    OPPONENTS_DISCARD = "opponents_discard"
    YOUR_HAND = "your_hand"
    OPPONENTS_HAND = "opponents_hand"
    CONDITIONS_ON_DEFENDER = "conditions_on_defender"
    #: D-10: the Colorless symbols of the Defending Pokémon's Retreat Cost (as effects
    #: change it).
    DEFENDER_RETREAT_COST = "defender_retreat_cost"
    #: The cards the text's previous step discarded ("for each card you discarded in this
    #: way", D-02): that step counts them.
    COUNTED = "counted"


_ENERGY_TALLIES = {
    Tally.ENERGY_ON_SELF,
    Tally.ENERGY_ON_DEFENDER,
    Tally.ENERGY_ON_BOTH_ACTIVE,
    Tally.ENERGY_ON_YOUR_POKEMON,
    Tally.ENERGY_ON_OPPONENTS_POKEMON,
}


_ZONE_TALLIES = {
    Tally.YOUR_DISCARD,
    Tally.OPPONENTS_DISCARD,
    Tally.YOUR_HAND,
    Tally.OPPONENTS_HAND,
}


@dataclass(frozen=True)
class Count:
    """A count on the board: what is counted, and which of them (an Energy type for Energy; a
    card filter for Energy cards, Pokémon or cards in a zone)."""

    tally: Tally
    energy: EnergyType | None = None
    cards: CardFilter | None = None

    def describe(self) -> Message:
        return msg(f"tally.{self.tally.value}", **self._args())

    def _args(self) -> dict[str, Message]:
        if self.tally in _ENERGY_TALLIES:
            if self.cards is not None:
                return {"what": self.cards.noun(1)}
            if self.energy is not None:
                return {"what": msg("tally.energy_of_type", type=self.energy.term)}
            return {"what": msg("tally.energy")}
        if self.cards is not None:
            return {"what": self.cards.noun(1)}
        if self.tally in _ZONE_TALLIES or self.tally is Tally.COUNTED:
            return {"what": msg("noun.card", count=1)}
        return {"what": msg("tally.pokemon")}

    def count(self, ctx: EffectContext) -> int:
        game, state = ctx.game, ctx.game.state
        mine, theirs = state.players[ctx.player], state.players[ctx.opponent]
        defender = opponents_active(ctx)
        tally = self.tally
        if tally is Tally.HEADS:
            return ctx.heads
        if tally is Tally.TAILS:
            return len(ctx.flips) - ctx.heads
        if tally in _ENERGY_TALLIES:
            return sum(self._energy(state, p) for p in self._energy_holders(ctx))
        if tally is Tally.COUNTERS_ON_SELF:
            return _counters(ctx.pokemon)
        if tally is Tally.COUNTERS_ON_DEFENDER:
            return _counters(defender)
        if tally is Tally.COUNTERS_ON_OPPONENTS_POKEMON:
            return sum(_counters(p) for p in theirs.in_play())
        if tally is Tally.COUNTERS_ON_YOUR_BENCHED:
            return sum(_counters(p) for p in self._pokemon(state, mine.bench))
        if tally is Tally.PRIZES_OPPONENT_TOOK:
            return max(0, game.rules.prize_cards - len(theirs.prizes))
        if tally is Tally.PRIZES_YOU_TOOK:
            return max(0, game.rules.prize_cards - len(mine.prizes))
        if tally is Tally.YOUR_BENCHED:
            return len(self._pokemon(state, mine.bench))
        if tally is Tally.OPPONENTS_BENCHED:
            return len(self._pokemon(state, theirs.bench))
        if tally is Tally.ALL_BENCHED:
            return len(self._pokemon(state, [*mine.bench, *theirs.bench]))
        if tally is Tally.YOUR_POKEMON:
            return len(self._pokemon(state, mine.in_play()))
        if tally is Tally.OPPONENTS_POKEMON:
            return len(self._pokemon(state, theirs.in_play()))
        if tally is Tally.TOOLS_ON_YOUR_POKEMON:
            return sum(len(p.tools) for p in mine.in_play())
        if tally in (Tally.YOUR_DISCARD, Tally.YOUR_HAND):
            zone = mine.discard if tally is Tally.YOUR_DISCARD else mine.hand
            return self._cards(state, zone)
        if tally in (Tally.OPPONENTS_DISCARD, Tally.OPPONENTS_HAND):
            zone = theirs.discard if tally is Tally.OPPONENTS_DISCARD else theirs.hand
            return self._cards(state, zone)
        if tally is Tally.CONDITIONS_ON_DEFENDER:
            return len(defender.conditions) if defender else 0
        if tally is Tally.COUNTED:
            return ctx.counted
        return game.retreat_cost(defender) if defender else 0

    def _energy_holders(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine, theirs = state.players[ctx.player], state.players[ctx.opponent]
        holders: list[InPlay | None]
        if self.tally is Tally.ENERGY_ON_SELF:
            holders = [ctx.pokemon]
        elif self.tally is Tally.ENERGY_ON_DEFENDER:
            holders = [opponents_active(ctx)]
        elif self.tally is Tally.ENERGY_ON_BOTH_ACTIVE:
            holders = [mine.active, theirs.active]
        elif self.tally is Tally.ENERGY_ON_YOUR_POKEMON:
            holders = list(mine.in_play())
        else:
            holders = list(theirs.in_play())
        return [p for p in holders if p is not None]

    def _energy(self, state: GameState, pokemon: InPlay) -> int:
        return self._energy_of([state.card(uid) for uid in pokemon.energy])

    def _energy_of(self, cards: Sequence[Card]) -> int:
        if self.cards is not None:
            return sum(1 for card in cards if self.cards.matches(card))
        if self.energy is not None:
            return _typed_units(cards, self.energy)
        return count_units(cards)

    def _pokemon(self, state: GameState, pokemon: Sequence[InPlay]) -> list[InPlay]:
        if self.cards is None:
            return list(pokemon)
        cards = self.cards
        return [p for p in pokemon if cards.matches(state.top_card(p))]

    def _cards(self, state: GameState, zone: Sequence[int]) -> int:
        if self.cards is None:
            return len(zone)
        cards = self.cards
        return sum(1 for uid in zone if cards.matches(state.card(uid)))

    def estimate(self, facts: BoardFacts, so_far: Estimate) -> float | None:
        """The count as the computer player's facts show it; ``None`` when they don't."""
        tally = self.tally
        if tally in (Tally.HEADS, Tally.TAILS):
            return so_far.coins / 2
        if tally is Tally.ENERGY_ON_SELF:
            return self._energy_of(facts.attached())
        if tally is Tally.ENERGY_ON_DEFENDER and self.cards is None and self.energy is None:
            return facts.defender_energy()
        if tally is Tally.YOUR_BENCHED and self.cards is None:
            return len(facts.benched_names())
        if tally is Tally.YOUR_HAND:
            return self._hand(facts)
        if tally is Tally.DEFENDER_RETREAT_COST:
            defender = facts.defender()
            return len(defender.retreat_cost) if defender else 0
        if tally is Tally.COUNTED:
            return so_far.counted
        return None

    def _hand(self, facts: BoardFacts) -> int:
        cards = self.cards
        return sum(1 for card in facts.hand() if cards is None or cards.matches(card))


def _counters(pokemon: InPlay | None) -> int:
    return pokemon.damage // 10 if pokemon is not None else 0


class DamageMode(StrEnum):
    """How a count changes the damage: ``times`` sets it (B-02), ``more`` adds (B-01), ``less``
    takes away (B-03)."""

    TIMES = "times"
    MORE = "more"
    LESS = "less"


@dataclass(frozen=True)
class DamageFor(Part):
    """EN II-B-01..B-03: "this attack does N (more / less) damage for each ..." counted on the
    board when the attack's damage is settled."""

    per: int
    tally: Tally
    mode: DamageMode = DamageMode.MORE
    energy: EnergyType | None = None
    cards: CardFilter | None = None
    stage: Stage = Stage.BEFORE_DAMAGE

    def __post_init__(self) -> None:
        _positive(per=self.per)

    @property
    def counted(self) -> Count:
        return Count(self.tally, self.energy, self.cards)

    def describe(self) -> Message:
        return msg(
            "text.damage_for_each",
            amount=self.per,
            mode=self.mode.value,
            what=self.counted.describe(),
        )

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        number = self.counted.estimate(facts, so_far)
        if number is None:
            # Not in the facts: the printed damage as it stands (× one, or nothing added).
            return damage
        return self._apply(damage, number)

    def _apply(self, damage: float, number: float) -> float:
        if self.mode is DamageMode.TIMES:
            return self.per * number
        if self.mode is DamageMode.MORE:
            return damage + self.per * number
        return damage - self.per * number

    def run(self, ctx: EffectContext) -> Flow:
        if ctx.base_damage is not None:
            ctx.base_damage = int(self._apply(ctx.base_damage, self.counted.count(ctx)))
        return
        yield


# -- coins -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FlipUntilTails(Part):
    """ "Flip a coin until you get tails": the heads count for "for each heads" (B-02)."""

    stage: Stage = Stage.BEFORE_DAMAGE
    incidental = True

    def describe(self) -> Message:
        return msg("text.flip_until_tails")

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        # 1 heads on average, as 2 coins give: "for each heads" counts coins / 2.
        so_far.coins += 2
        return damage

    def run(self, ctx: EffectContext) -> Flow:
        why = msg("coin.effect", card=card_name(ctx.game, ctx.source))
        while True:
            heads = ctx.game.flip_coin(ctx.player, why)
            ctx.flips.append(heads)
            if not heads:
                return
        yield


@dataclass(frozen=True)
class FlipCoinsFor(Part):
    """ "Flip a coin for each Energy attached to this Pokémon": as many coins as counted."""

    tally: Tally
    energy: EnergyType | None = None
    cards: CardFilter | None = None
    stage: Stage = Stage.BEFORE_DAMAGE
    incidental = True

    def describe(self) -> Message:
        return msg(
            "text.flip_coin_for_each", what=Count(self.tally, self.energy, self.cards).describe()
        )

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        number = Count(self.tally, self.energy, self.cards).estimate(facts, so_far)
        so_far.coins += round(number) if number is not None else 1
        return damage

    def run(self, ctx: EffectContext) -> Flow:
        why = msg("coin.effect", card=card_name(ctx.game, ctx.source))
        for _ in range(Count(self.tally, self.energy, self.cards).count(ctx)):
            ctx.flips.append(ctx.game.flip_coin(ctx.player, why))
        return
        yield


# -- how the damage is calculated (B-06, B-07) ------------------------------------------------


@dataclass(frozen=True)
class DamageIgnores(Part):
    """EN II-B-06: the attack's damage to the Defending Pokémon isn't affected by Weakness
    and/or Resistance; B-07: nor by effects on it (steps 5 and 6)."""

    weakness: bool = False
    resistance: bool = False
    effects: bool = False
    stage: Stage = Stage.BEFORE_DAMAGE

    def __post_init__(self) -> None:
        if not (self.weakness or self.resistance or self.effects):
            raise ValueError("damage that ignores nothing")

    def describe(self) -> Message:
        return msg(
            "text.damage_ignores",
            weakness=self.weakness,
            resistance=self.resistance,
            effects=self.effects,
        )

    def run(self, ctx: EffectContext) -> Flow:
        options = ctx.damage_options
        ctx.damage_options = replace(
            options,
            weakness=options.weakness and not self.weakness,
            resistance=options.resistance and not self.resistance,
            ignore_target_effects=options.ignore_target_effects or self.effects,
        )
        return
        yield


# -- damage to other Pokémon (B-08, B-09) -----------------------------------------------------


class Side(StrEnum):
    """Whose Pokémon an effect reaches."""

    OPPONENTS = "opponents"
    YOURS = "yours"
    BOTH = "both"


@dataclass(frozen=True)
class Targets:
    """Which Pokémon in play an effect may reach: whose, only Benched ones, only damaged ones,
    only those a filter accepts, never the attacker itself. (Parts keep these as their own
    fields, which script data can store: see :class:`_Targeting`.)"""

    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False

    def find(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        sides = {
            Side.OPPONENTS: [ctx.opponent],
            Side.YOURS: [ctx.player],
            Side.BOTH: [ctx.player, ctx.opponent],
        }[self.side]
        found: list[InPlay] = []
        for index in sides:
            player = state.players[index]
            found.extend(player.bench if self.bench_only else player.in_play())
        cards = self.cards
        return [
            p
            for p in found
            if (not self.damaged_only or p.damage > 0)
            and (cards is None or cards.matches(state.top_card(p)))
            and not (self.except_self and p is ctx.pokemon)
        ]

    def noun(self, count: int, *, of: bool = True) -> Message:
        """These Pokémon, as a card's text names them: "of your opponent's Benched Pokémon"
        after "each" or a number, "your opponent's Benched Pokémon" (``of`` False)."""
        pokemon = self.cards.noun(count) if self.cards is not None else msg("tally.pokemon")
        return msg(
            "text.targets",
            of=of,
            side=self.side.value,
            bench_only=self.bench_only,
            pokemon=pokemon,
            damaged_only=self.damaged_only,
            except_self=self.except_self,
        )


class _Targeting:
    """A part that reaches Pokémon in play, with its :class:`Targets` as its own fields."""

    side: Side
    bench_only: bool
    damaged_only: bool
    cards: CardFilter | None
    except_self: bool

    @property
    def targets(self) -> Targets:
        return Targets(self.side, self.bench_only, self.damaged_only, self.cards, self.except_self)


def _damage(ctx: EffectContext, target: InPlay, amount: int, options: DamageOptions) -> None:
    """Place an attack's damage on one target: Weakness and Resistance only for an Active
    Pokémon (EN II-B-08), and not when the text says "this attack's damage isn't affected by
    Weakness or Resistance" (B-06, the attack's own options); effects on the Defending Pokémon
    ignored when the text says so for it (B-07)."""
    if ctx.pokemon is None:
        return
    state = ctx.game.state
    active = state.players[target.owner].active is target
    attack = ctx.damage_options
    options = DamageOptions(
        weakness=options.weakness and attack.weakness and active,
        resistance=options.resistance and attack.resistance and active,
        ignore_target_effects=options.ignore_target_effects
        or (attack.ignore_target_effects and target is ctx.defender),
    )
    done = place_attack_damage(ctx.game, ctx.pokemon, target, amount, options)
    ctx.damage_done[target.id] = ctx.damage_done.get(target.id, 0) + done


def _choose(ctx: EffectContext, candidates: list[InPlay], count: int, prompt: Message) -> Flow:
    """The attacker chooses ``count`` different Pokémon among the candidates (as many as there
    are, EN II-A "the closest number")."""
    count = min(count, len(candidates))
    if count == 0:
        return []
    if count == len(candidates):
        return list(candidates)
    answer = yield Choice(
        ctx.player,
        ChoiceKind.POKEMON,
        prompt,
        tuple(card_option(card_name(ctx.game, p.top), p.top, pokemon=p.id) for p in candidates),
        minimum=count,
        maximum=count,
        purpose=Purpose.DAMAGE_TARGET,
    )
    return [candidates[i] for i in answer]


@dataclass(frozen=True)
class DamageToEach(_Targeting, Part):
    """EN II-B-08: "this attack (also) does N damage to each of your opponent's (Benched)
    Pokémon" (or your own, or both players'): damage, Weakness and Resistance only for an
    Active Pokémon. ``per`` multiplies it by a count ("for each Prize card ...")."""

    amount: int
    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False
    ignore_weakness_resistance: bool = False
    per: Tally | None = None
    when: Condition = ALWAYS
    stage: Stage = Stage.DAMAGE

    def __post_init__(self) -> None:
        _positive(amount=self.amount)

    def describe(self) -> Message:
        per = Count(self.per).describe() if self.per is not None else None
        text = msg(
            "text.damage_to_each",
            amount=self.amount,
            targets=self.targets.noun(2),
            unaffected=self.ignore_weakness_resistance,
            counted=per is not None,
            per=per if per is not None else "",
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        amount = self.amount
        if self.per is not None:
            amount *= Count(self.per).count(ctx)
        options = DamageOptions(
            weakness=not self.ignore_weakness_resistance,
            resistance=not self.ignore_weakness_resistance,
        )
        if amount > 0:
            for target in self.targets.find(ctx):
                _damage(ctx, target, amount, options)
        return
        yield


@dataclass(frozen=True)
class DamageToChosen(_Targeting, Part):
    """EN II-B-08: "this attack (also) does N damage to N of your opponent's (Benched)
    Pokémon", the attacker choosing different ones; B-06/B-07 when the text says the damage
    isn't affected by Weakness and Resistance or by effects on those Pokémon."""

    amount: int
    count: int = 1
    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False
    ignore_weakness_resistance: bool = False
    ignore_effects: bool = False
    #: "... for each Energy attached to this Pokémon": the amount times this count.
    per: Tally | None = None
    when: Condition = ALWAYS
    stage: Stage = Stage.DAMAGE

    def __post_init__(self) -> None:
        _positive(amount=self.amount, count=self.count)

    def describe(self) -> Message:
        per = Count(self.per).describe() if self.per is not None else None
        text = msg(
            "text.damage_to_chosen",
            amount=self.amount,
            count=self.count,
            targets=self.targets.noun(self.count),
            unaffected=self.ignore_weakness_resistance,
            effects=self.ignore_effects,
            counted=per is not None,
            per=per if per is not None else "",
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        amount = self.amount
        if self.per is not None:
            amount *= Count(self.per).count(ctx)
        if amount <= 0:
            return
        chosen = yield from _choose(
            ctx,
            self.targets.find(ctx),
            self.count,
            msg("prompt.damage_targets", amount=amount, count=self.count),
        )
        options = DamageOptions(
            weakness=not self.ignore_weakness_resistance,
            resistance=not self.ignore_weakness_resistance,
            ignore_target_effects=self.ignore_effects,
        )
        for target in chosen:
            _damage(ctx, target, amount, options)


# -- damage counters (C-07) --------------------------------------------------------------------


class Placing(StrEnum):
    """How damage counters are put: on the Defending Pokémon, on each of the targets, on
    chosen targets (the same number on each), or one at a time "in any way you like"."""

    DEFENDER = "defender"
    EACH = "each"
    CHOSEN = "chosen"
    SPREAD = "spread"


@dataclass(frozen=True)
class PutDamageCounters(_Targeting, Part):
    """EN II-C-07: put damage counters (not damage: no Weakness, Resistance or effects on the
    Pokémon, but none on a Pokémon protected from the effects of attacks, C-17)."""

    counters: int
    placing: Placing = Placing.DEFENDER
    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False
    #: For ``chosen``: how many Pokémon.
    count: int = 1
    when: Condition = ALWAYS
    #: "until its remaining HP is N" (then ``counters`` is 0): as many as that takes.
    until_hp: int = 0

    def __post_init__(self) -> None:
        _positive(count=self.count)
        if self.until_hp < 0 or (self.counters < 1) != (self.until_hp > 0):
            raise ValueError("damage counters: a number of them, or until a remaining HP")
        if self.until_hp and self.placing not in (Placing.DEFENDER, Placing.EACH):
            raise ValueError("until a remaining HP: on the Defending Pokémon or on each")

    def describe(self) -> Message:
        if self.until_hp:
            until = msg(
                "text.put_damage_counters_until",
                hp=self.until_hp,
                placing=self.placing.value,
                targets=self.targets.noun(2),
            )
            return self.when.sentence(until)
        text = msg(
            "text.put_damage_counters",
            counters=self.counters,
            placing=self.placing.value,
            count=self.count,
            targets=self.targets.noun(
                self.count if self.placing is Placing.CHOSEN else 2,
                of=self.placing is not Placing.SPREAD,
            ),
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        game = ctx.game
        reason = _attack_reason(ctx)
        if self.placing is Placing.DEFENDER:
            defender = game.state.players[ctx.opponent].active
            if defender is not None and not protected(ctx, defender):
                put_damage_counters(game, defender, self._counters(ctx, defender), reason)
            return
        candidates = [p for p in self.targets.find(ctx) if not protected(ctx, p)]
        if self.placing is Placing.EACH:
            for target in candidates:
                put_damage_counters(game, target, self._counters(ctx, target), reason)
            return
        if self.placing is Placing.CHOSEN:
            chosen = yield from _choose(
                ctx,
                candidates,
                self.count,
                msg("prompt.damage_counters_targets", counters=self.counters, count=self.count),
            )
            for target in chosen:
                put_damage_counters(game, target, self.counters, reason)
            return
        for number in range(1, self.counters + 1):
            chosen = yield from _choose_one(
                ctx,
                candidates,
                msg("prompt.spread_damage_counter", number=number, total=self.counters),
            )
            for target in chosen:
                put_damage_counters(game, target, 1, reason)

    def _counters(self, ctx: EffectContext, target: InPlay) -> int:
        """The counters for one target: as printed, or as many as bring its remaining HP down
        to ``until_hp`` (none if it is already that low, D-16)."""
        if not self.until_hp:
            return self.counters
        return max(0, ctx.game.remaining_hp(target) - self.until_hp) // 10


def _choose_one(ctx: EffectContext, candidates: list[InPlay], prompt: Message) -> Flow:
    """One Pokémon for one damage counter (the only candidate without asking)."""
    if not candidates:
        return []
    if len(candidates) == 1:
        return list(candidates)
    return (yield from _choose(ctx, candidates, 1, prompt))


def _attack_reason(ctx: EffectContext) -> Message:
    """What put the damage counters, for the log: the card's attack."""
    card = card_name(ctx.game, ctx.source)
    if ctx.attack is not None:
        return msg("source.attack", card=card, attack=ctx.attack.name)
    return msg("source.card", card=card)


# -- the top of a deck (C-01) -------------------------------------------------------------------


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
        _positive(count=self.count)

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
