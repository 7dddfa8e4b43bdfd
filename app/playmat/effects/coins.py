"""Coins an effect flips: a number of them, one for each of something counted, or until tails.
The parts after them read the results ("if heads", "for each heads", EN II-B-01, B-02,
D-01)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import EnergyType
from playmat.effects.base import Estimate, Part, Stage
from playmat.effects.predicates import CardFilter
from playmat.effects.tallies import Count, Tally
from playmat.i18n.message import Message, msg
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.zones import card_name


def _why(ctx: EffectContext) -> Message:
    """Why the coins are flipped, for the log: the card's effect."""
    return msg("coin.effect", card=card_name(ctx.game, ctx.source))


@dataclass(frozen=True)
class FlipCoins(Part):
    """ "Flip N coins": the sentences after it read the results ("if heads", "for each
    heads")."""

    count: int = 1
    stage: Stage = Stage.BEFORE_DAMAGE
    incidental = True

    def describe(self) -> Message:
        return msg("text.flip_coins", count=self.count)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        so_far.coins += self.count
        return damage

    def run(self, ctx: EffectContext) -> Flow:
        why = _why(ctx)
        for _ in range(self.count):
            ctx.flips.append(ctx.game.flip_coin(ctx.player, why))
        return
        yield


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
        why = _why(ctx)
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

    @property
    def counted(self) -> Count:
        return Count(self.tally, self.energy, self.cards)

    def describe(self) -> Message:
        return msg("text.flip_coin_for_each", what=self.counted.describe())

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        number = self.counted.estimate(facts, so_far)
        so_far.coins += round(number) if number is not None else 1
        return damage

    def run(self, ctx: EffectContext) -> Flow:
        why = _why(ctx)
        for _ in range(self.counted.count(ctx)):
            ctx.flips.append(ctx.game.flip_coin(ctx.player, why))
        return
        yield
