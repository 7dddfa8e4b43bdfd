"""The Stadium in play, discarded by an effect (EN I-B-03: it goes to its owner's discard pile,
C-01)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, Stage
from playmat.effects.choosing import agree
from playmat.i18n.message import Message, msg
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.zones import card_name, to_discard


@dataclass(frozen=True)
class DiscardStadium(Part):
    """ "Discard a Stadium in play" (whoever played it: it goes to its owner's discard pile,
    C-01); ``optional``: "you may" (E-10), and "if you do" follows the answer (E-19).
    ``stage``: before the damage when the attack's damage depends on it."""

    optional: bool = False
    when: Condition = ALWAYS
    stage: Stage = Stage.EFFECTS

    def describe(self) -> Message:
        text = msg("text.discard_stadium")
        if self.optional:
            text = msg("text.may_do", action=text)
        return self.when.sentence(text)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not ctx.game.state.stadium:
            return refusal("no_stadium_in_play", "EN I-B-03")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        state = ctx.game.state
        ctx.did = False
        if not state.stadium:
            return
        uid = state.stadium[0]
        if self.optional:
            prompt = msg("prompt.discard_stadium_yes_no", card=card_name(ctx.game, uid))
            if not (yield from agree(ctx, prompt)):
                return
        to_discard(ctx.game, uid, state.stadium)
        ctx.did = True
