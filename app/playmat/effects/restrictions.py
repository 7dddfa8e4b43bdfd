"""Text that limits when an attack may be used, or that ends with the Pokémon Knocked Out:
"If you go second, you can't use this attack during your first turn", "If you go first, you
can use this attack during your first turn" (R-4 set aside), "If you use this Ability, this
Pokémon is Knocked Out"."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Part
from playmat.i18n.message import Message, msg
from playmat.rules.knockout import knock_out
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow


@dataclass(frozen=True)
class NotOnSecondPlayersFirstTurn(Part):
    """The player who went second can't use the attack during their first turn."""

    restricts_use = True
    incidental = True

    def describe(self) -> Message:
        return msg("text.not_on_second_players_first_turn")

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        state = ctx.game.state
        if ctx.player != state.first_player and state.is_first_turn_of(ctx.player):
            return refusal("attack_not_on_first_turn")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield


@dataclass(frozen=True)
class UsableOnFirstTurn(Part):
    """The player who went first may use the attack during their first turn (R-4 set aside
    by the card's own text)."""

    permits_first_turn = True
    incidental = True

    def describe(self) -> Message:
        return msg("text.usable_on_first_turn")

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield


@dataclass(frozen=True)
class KnockOutSelf(Part):
    """ "This Pokémon is Knocked Out": it is, at the next Knock Out check, whatever its HP
    (D-16); the opponent takes Prize cards for it as usual (R-11)."""

    harms_user = True

    def describe(self) -> Message:
        return msg("text.knock_out_self")

    def run(self, ctx: EffectContext) -> Flow:
        if ctx.pokemon is not None:
            knock_out(ctx.game, ctx.pokemon)
        return
        yield
