"""Prize cards looked at (EN II-C-20)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Part
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Purpose
from playmat.rules.events import private_event
from playmat.rules.knockout import prize_options
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.zones import card_names


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
