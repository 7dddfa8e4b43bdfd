"""Conditions on what the text itself did before: its coins ("if heads", "if both of them are
heads") and whether its step was done ("if you do", EN II-E-19)."""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from playmat.effects.base import Condition, Estimate
from playmat.i18n.message import Message, msg
from playmat.rules.scripting import BoardFacts, EffectContext

#: What the computer player's facts can't show (an opponent's hand, damage counters): an even
#: chance.
UNKNOWN = 0.5


@dataclass(frozen=True)
class Heads(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.heads", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


@dataclass(frozen=True)
class Tails(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.tails", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and not ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


@dataclass(frozen=True)
class YouDid(Condition):
    """EN II-E-19 "Do X. If you do, do Y": Y only when X was done."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.you_did", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.did

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


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
