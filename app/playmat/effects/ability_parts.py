"""Parts that limit when an announced Ability may be used: "Once during your turn, if this
Pokémon is in the Active Spot, you may ..." (EN I-A-02: the Ability is used only when its text
allows it)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.always_on import ItIsIn, Spot
from playmat.effects.base import Part
from playmat.i18n.message import Message, msg
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow


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
