"""Conditions on what happened earlier (P-37's records): "if this Pokémon moved from your Bench
to the Active Spot this turn", "if this Pokémon was healed during this turn", "if any of your
Pokémon were Knocked Out during your opponent's last turn" (EN II-E-11). They are not effects of
attacks: each is checked as the text resolves."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import Condition, Estimate
from playmat.effects.predicates.outcomes import UNKNOWN
from playmat.i18n.message import Message, msg
from playmat.rules.scripting import BoardFacts, EffectContext


@dataclass(frozen=True)
class SelfMovedUp(Condition):
    """ "If this Pokémon moved from your Bench to the Active Spot this turn" (by retreating, a
    switch or a promotion); ``negated``: "didn't move"."""

    negated: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_moved_up", negated=self.negated, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        moved = pokemon is not None and pokemon.moved_up_turn == ctx.game.state.turn
        return moved != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SelfHealed(Condition):
    """ "If this Pokémon was healed during this turn" (any damage healed from it, C-06)."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_healed", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        return pokemon is not None and pokemon.healed_turn == ctx.game.state.turn

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class KnockedOutLastTurn(Condition):
    """EN II-E-11: "If any of your Pokémon were Knocked Out during your opponent's last turn"
    (one or more: the text after it is done once)."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.knocked_out_last_turn", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        turn = state.players[ctx.player].knocked_out_turn
        return turn > 0 and turn == state.turn - 1

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class KnockedOutByThisAttack(Condition):
    """ "If your opponent's Pokémon is Knocked Out by damage from this attack": one of the
    opponent's Pokémon this attack damaged has no HP left, so the Knock Out check after the
    attack (EN I-A-01 step 7, D-16) will Knock it Out."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.knocked_out_by_this_attack", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        game = ctx.game
        damaged = [game.state.pokemon(uid) for uid, amount in ctx.damage_done.items() if amount]
        return any(
            pokemon is not None and pokemon.owner == ctx.opponent and not game.remaining_hp(pokemon)
            for pokemon in damaged
        )

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN
