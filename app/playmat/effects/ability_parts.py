"""Parts that limit when an announced Ability may be used: "Once during your turn, if this
Pokémon is in the Active Spot, you may ..." (EN I-A-02: the Ability is used only when its text
allows it); older powers that can't be used, or stop working, while their Pokémon has a
Special Condition."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.always_on import ItIsIn, Spot
from playmat.effects.base import ALWAYS, Condition, Estimate, Part
from playmat.i18n.message import Message, msg
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import InPlay


@dataclass(frozen=True)
class OnlyWhileIn(Part):
    """The Ability may be used only while its Pokémon is in ``spot``; it does nothing itself,
    and counts as a cost so that the Ability is refused elsewhere (P-00.6)."""

    spot: Spot
    incidental = True

    def __post_init__(self) -> None:
        ItIsIn(self.spot)  # refuses Spot.ANY

    def describe(self) -> Message:
        return msg("text.only_while_in", spot=self.spot.value)

    def is_cost(self) -> bool:
        return True

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if ItIsIn(self.spot).holds(ctx):
            return None
        return refusal("ability_only_while_in", "EN I-A-02", spot=self.spot.value)

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield


#: The Special Conditions older powers name together: "Asleep, Confused, or Paralyzed".
IMMOBILE = (SpecialCondition.ASLEEP, SpecialCondition.CONFUSED, SpecialCondition.PARALYZED)


def _affected(pokemon: InPlay | None, conditions: tuple[SpecialCondition, ...]) -> bool:
    """Whether the Pokémon has any of ``conditions`` (none named: any Special Condition)."""
    if pokemon is None:
        return False
    return any(not conditions or c in conditions for c in pokemon.conditions)


def _named(conditions: tuple[SpecialCondition, ...]) -> bool:
    """Whether the text names "Asleep, Confused, or Paralyzed" (the only list printed), rather
    than any Special Condition."""
    if conditions and set(conditions) != set(IMMOBILE):
        raise ValueError("powers name any Special Condition, or Asleep, Confused, or Paralyzed")
    return bool(conditions)


@dataclass(frozen=True)
class NotWhileAffected(Part):
    """A Poké-Power or Pokémon Power that "can't be used if this Pokémon is affected by a
    Special Condition" (or "is Asleep, Confused, or Paralyzed"), as its text says (EN I-A-02:
    an Ability is used only as its text allows). It does nothing itself, and counts as a cost
    so that the power is refused while it is so (P-00.6)."""

    conditions: tuple[SpecialCondition, ...] = ()
    incidental = True

    def __post_init__(self) -> None:
        _named(self.conditions)

    def describe(self) -> Message:
        return msg("text.not_while_affected", named=_named(self.conditions))

    def is_cost(self) -> bool:
        return True

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not _affected(ctx.pokemon, self.conditions):
            return None
        return refusal("power_while_affected", "EN I-A-02", named=_named(self.conditions))

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield


@dataclass(frozen=True)
class NotAffected(Condition):
    """An always-on power that "stops working while this Pokémon is Asleep, Confused, or
    Paralyzed" (or "is affected by a Special Condition"): it works only while it isn't."""

    conditions: tuple[SpecialCondition, ...] = ()
    #: The condition the power's effect has besides ("as long as this Pokémon is your Active
    #: Pokémon"): both must hold.
    also: Condition = ALWAYS

    def __post_init__(self) -> None:
        _named(self.conditions)

    def sentence(self, then: Message) -> Message:
        return self.also.sentence(
            msg("condition.not_affected", named=_named(self.conditions), then=then)
        )

    def holds(self, ctx: EffectContext) -> bool:
        return not _affected(ctx.pokemon, self.conditions) and self.also.holds(ctx)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return self.also.chance(facts, so_far)
