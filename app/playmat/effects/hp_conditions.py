"""Conditions on this Pokémon's remaining HP (D-16: its maximum HP less its damage): "if this
Pokémon's remaining HP is 30 or less"."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from playmat.effects.base import Condition, Estimate
from playmat.effects.board import require_positive
from playmat.effects.predicates.outcomes import UNKNOWN
from playmat.i18n.message import Message, msg
from playmat.rules.scripting import BoardFacts, EffectContext

#: The Pokémon whose remaining HP is being worked out, in this thread.
_ASKING = threading.local()


@dataclass(frozen=True)
class RemainingHpAtMost(Condition):
    """ "If (as long as) this Pokémon's remaining HP is N or less" (D-16)."""

    hp: int

    def __post_init__(self) -> None:
        require_positive(hp=self.hp)

    def sentence(self, then: Message) -> Message:
        return msg("condition.remaining_hp_at_most", hp=self.hp, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        asking: set[int] = _ASKING.__dict__.setdefault("ids", set())
        if pokemon.id in asking:
            # Asked again while its HP is worked out (an always-on effect of this Pokémon that
            # depends on its HP): the effect doesn't count towards its own condition.
            return False
        asking.add(pokemon.id)
        try:
            return ctx.game.remaining_hp(pokemon) <= self.hp
        finally:
            asking.discard(pokemon.id)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN
