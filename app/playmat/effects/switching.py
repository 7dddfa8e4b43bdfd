"""Switching Active Pokémon with Benched ones (EN II-C-03..C-05): switching is not retreating,
and the Pokémon that goes to the Bench recovers from its Special Conditions."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, choose_pokemon
from playmat.effects.board import prevents_effects
from playmat.effects.choosing import agree
from playmat.effects.predicates import ANY_POKEMON, CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import AbilityKind, EffectContext, Flow, TrainerRole
from playmat.rules.state import InPlay, PlayerState
from playmat.rules.turn import offer_abilities, switch_active
from playmat.rules.zones import pokemon_name


def _switch(ctx: EffectContext, side: PlayerState, benched: InPlay) -> None:
    """Put ``benched`` into the Active Spot and the Active Pokémon onto the Bench in its place:
    switching is not retreating (no Retreat Cost, EN II-C-03), and the Pokémon that goes to the
    Bench loses its Special Conditions and the effects of attacks on it (C-03..C-05, I-A-03)."""
    if side.active is None:
        return
    active = switch_active(ctx.game, side.index, benched)
    ctx.game.emit(
        event(
            "switch",
            player=Seat(side.index),
            pokemon=benched.id,
            active=pokemon_name(ctx.game, benched),
            benched=pokemon_name(ctx.game, active),
        )
    )


@dataclass(frozen=True)
class SwitchActive(Part):
    """EN II-C-03: switch your Active Pokémon (``this_pokemon``: the attacking Pokémon, which
    must still be Active) with 1 of your Benched Pokémon, which you choose. Nothing happens
    without a Benched Pokémon; "if you do" follows whether the switch happened."""

    role = TrainerRole.SWITCH

    this_pokemon: bool = False
    #: Which Active Pokémon it switches ("your Active Team Rocket's Pokémon"): another stays.
    active: CardFilter = ANY_POKEMON
    #: Which Benched Pokémon it may switch with ("1 of your Benched Lightning Pokémon").
    benched: CardFilter = ANY_POKEMON
    #: An Ability's "switch it with your Active Pokémon": this Pokémon, on the Bench, comes in.
    this_benched: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if (self.this_pokemon or self.this_benched) and self.active != ANY_POKEMON:
            raise ValueError("this Pokémon is the Active Pokémon the text names")
        if self.this_benched and (self.this_pokemon or self.benched != ANY_POKEMON):
            raise ValueError("this Pokémon is the Benched Pokémon the text names")

    def describe(self) -> Message:
        if self.this_benched:
            text = msg("text.switch_this_in", optional=self.optional)
        else:
            text = msg(
                "text.switch_active",
                this=self.this_pokemon,
                active=self.active.noun(1),
                pokemon=self.benched.noun(1),
                optional=self.optional,
            )
        return self.when.sentence(text)

    def _candidates(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if mine.active is None or not self.active.matches(state.top_card(mine.active)):
            return []
        if self.this_benched:
            return [p for p in mine.bench if p is ctx.pokemon]
        return [p for p in mine.bench if self.benched.matches(state.top_card(p))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("no_benched_to_switch", "EN II-C-03")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        mine = ctx.game.state.players[ctx.player]
        active = mine.active
        candidates = self._candidates(ctx)
        if not holds or active is None or not candidates:
            return
        if self.this_pokemon and ctx.pokemon is not active:
            return
        if self.optional and not (yield from agree(ctx, msg("prompt.may_switch_active"))):
            return
        chosen = yield from choose_pokemon(
            ctx, ctx.player, msg("prompt.promote"), candidates, purpose=Purpose.PROMOTE
        )
        if chosen is not None:
            _switch(ctx, mine, chosen)
            ctx.did = True
            if ctx.player == ctx.game.state.current:
                yield from offer_abilities(
                    ctx.game, ctx.player, chosen, AbilityKind.ON_MOVE_TO_ACTIVE
                )


@dataclass(frozen=True)
class SwitchOpponentsActive(Part):
    """Switch the opponent's Active Pokémon with 1 of their Benched Pokémon.

    ``they_choose``: EN II-C-04, "switch out your opponent's Active Pokémon": the opponent
    chooses the new Active Pokémon, and an Active Pokémon protected from the effects of attacks
    stays (C-04 FAQ). Otherwise C-05, "switch in 1 of your opponent's Benched Pokémon": you
    choose it (among ``benched``), and one protected from the effects of attacks stays on the
    Bench (C-05 FAQ). Nothing happens without a Benched Pokémon to switch; "if you do" follows
    whether the switch happened."""

    they_choose: bool = False
    benched: CardFilter = ANY_POKEMON
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.they_choose and self.benched != ANY_POKEMON:
            raise ValueError("the opponent chooses among all of their Benched Pokémon")

    def describe(self) -> Message:
        if self.they_choose:
            text = msg("text.switch_out_opponent", optional=self.optional)
        else:
            text = msg(
                "text.switch_in_opponent", pokemon=self.benched.noun(1), optional=self.optional
            )
        return self.when.sentence(text)

    def _candidates(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        bench = state.players[ctx.opponent].bench
        return [p for p in bench if self.benched.matches(state.top_card(p))]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._candidates(ctx):
            return refusal("opponent_no_benched", "EN II-C-05")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        theirs = ctx.game.state.players[ctx.opponent]
        candidates = self._candidates(ctx)
        if not holds or theirs.active is None or not candidates:
            return
        if self.they_choose and prevents_effects(ctx, theirs.active):
            return
        if self.optional:
            prompt = "prompt.may_switch_out" if self.they_choose else "prompt.may_switch_in"
            if not (yield from agree(ctx, msg(prompt))):
                return
        if self.they_choose:
            chooser, prompt_message = ctx.opponent, msg("prompt.promote")
        else:
            chooser, prompt_message = ctx.player, msg("prompt.switch_in")
        # The other player is told only that a choice is being made: C-05 picks their Pokémon.
        purpose = Purpose.PROMOTE if self.they_choose else Purpose.YOU_MAY
        chosen = yield from choose_pokemon(
            ctx, chooser, prompt_message, candidates, purpose=purpose
        )
        if chosen is None or (not self.they_choose and prevents_effects(ctx, chosen)):
            return
        _switch(ctx, theirs, chosen)
        ctx.did = True
