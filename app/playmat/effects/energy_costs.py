"""Attached Energy discarded as the price of an attack (EN II-C-01): "Discard a Fire Energy card
attached to this Pokémon in order to use this attack", "... or this attack does nothing"."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.attached_cards import DiscardAttachedEnergy
from playmat.effects.attached_energy import ON_THIS, amount_words, matching_energy
from playmat.effects.base import Stage
from playmat.i18n.message import Message, msg
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow


@dataclass(frozen=True)
class DiscardToAttack(DiscardAttachedEnergy):
    """EN II-C-01 as the price of the attack, paid before its damage (I-A-01 step 3): "in
    order to use this attack", the attack can't be used without that Energy on this Pokémon;
    with ``else_nothing``, "or this attack does nothing" (D-01), it may be used and does
    nothing without it."""

    restricts_use = True

    else_nothing: bool = False
    stage: Stage = Stage.BEFORE_DAMAGE

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.holders != ON_THIS or self.from_defender or self.up_to or self.per_heads:
            raise ValueError("the price of an attack is an amount of this Pokémon's Energy")

    def describe(self) -> Message:
        return msg(
            "text.sentences",
            parts=(super().describe(), msg("text.attack_price", else_nothing=self.else_nothing)),
        )

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.else_nothing or ctx.pokemon is None:
            return None
        there = len(matching_energy(ctx, ctx.pokemon, self.kind))
        if there == 0 or there < self.count:
            amount = amount_words(self.count, self.kind.noun(), False)
            return refusal("attack_price_missing", "EN II-C-01", amount=amount)
        return None

    def run(self, ctx: EffectContext) -> Flow:
        yield from super().run(ctx)
        if self.else_nothing and not ctx.did:
            ctx.does_nothing = True
