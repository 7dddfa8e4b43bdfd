"""Switching Active Pokémon with Benched ones (EN II-C-03..C-05): switching is not retreating,
and the Pokémon that goes to the Bench recovers from its Special Conditions."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, Stage, choose_pokemon
from playmat.effects.board import prevents_effects
from playmat.effects.choosing import agree
from playmat.effects.predicates import ANY_POKEMON, CardFilter
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.conditions import add_condition
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import AbilityKind, EffectContext, Flow, TrainerRole
from playmat.rules.state import Condition as SpecialCondition
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
    #: "..., except any <this card's name>": not a Pokémon of this card's name.
    except_own_name: bool = False

    def __post_init__(self) -> None:
        if (self.this_pokemon or self.this_benched) and self.active != ANY_POKEMON:
            raise ValueError("this Pokémon is the Active Pokémon the text names")
        if self.this_benched and (
            self.this_pokemon or self.benched != ANY_POKEMON or self.except_own_name
        ):
            raise ValueError("this Pokémon is the Benched Pokémon the text names")

    @property
    def that_one(self) -> bool:
        """The new Active Pokémon is "that Pokémon" for a later sentence."""
        return True

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
                except_own=self.except_own_name,
            )
        return self.when.sentence(text)

    def _candidates(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if mine.active is None or not self.active.matches(state.top_card(mine.active)):
            return []
        if self.this_benched:
            return [p for p in mine.bench if p is ctx.pokemon]
        own = state.card(ctx.source).name
        return [
            p
            for p in mine.bench
            if self.benched.matches(state.top_card(p))
            and not (self.except_own_name and state.top_card(p).name == own)
        ]

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
            ctx.that_pokemon = chosen
            if ctx.player == ctx.game.state.current:
                yield from offer_abilities(
                    ctx.game, ctx.player, chosen, AbilityKind.ON_MOVE_TO_ACTIVE
                )
                yield from offer_abilities(
                    ctx.game, ctx.player, active, AbilityKind.ON_MOVE_TO_BENCH
                )


@dataclass(frozen=True)
class SwitchOpponentsActive(Part):
    """Switch the opponent's Active Pokémon with 1 of their Benched Pokémon.

    ``they_choose``: EN II-C-04, "switch out your opponent's Active Pokémon": the opponent
    chooses the new Active Pokémon, and an Active Pokémon protected from the effects of attacks
    stays (C-04 FAQ). Otherwise C-05, "switch in 1 of your opponent's Benched Pokémon": you
    choose it (among ``benched``), and one protected from the effects of attacks stays on the
    Bench (C-05 FAQ); ``max_remaining``: only one with that much HP or less remaining (D-16).
    Nothing happens without a Benched Pokémon to switch; "if you do" follows whether the switch
    happened. ``stage`` BEFORE_DAMAGE: "before doing damage" (E-09), and the attack's damage
    then goes to the new Active Pokémon, the Defending Pokémon from there on."""

    they_choose: bool = False
    benched: CardFilter = ANY_POKEMON
    optional: bool = False
    when: Condition = ALWAYS
    max_remaining: int = 0
    stage: Stage = Stage.EFFECTS

    def __post_init__(self) -> None:
        if self.they_choose and (self.benched != ANY_POKEMON or self.max_remaining):
            raise ValueError("the opponent chooses among all of their Benched Pokémon")
        if self.max_remaining < 0:
            raise ValueError("remaining HP can't be negative")

    @property
    def that_one(self) -> bool:
        """The new Active Pokémon is "that Pokémon" for a later sentence."""
        return True

    def describe(self) -> Message:
        if self.they_choose:
            text = msg("text.switch_out_opponent", optional=self.optional)
        else:
            pokemon = self.benched.noun(1)
            if self.max_remaining:
                pokemon = msg("text.with_hp_remaining", pokemon=pokemon, hp=self.max_remaining)
            text = msg("text.switch_in_opponent", pokemon=pokemon, optional=self.optional)
        if self.stage is Stage.BEFORE_DAMAGE:
            text = msg("text.before_doing_damage", then=text)
        return self.when.sentence(text)

    def _candidates(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        bench = state.players[ctx.opponent].bench
        return [
            p
            for p in bench
            if self.benched.matches(state.top_card(p))
            and (not self.max_remaining or ctx.game.remaining_hp(p) <= self.max_remaining)
        ]

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
        ctx.that_pokemon = chosen
        if self.stage is Stage.BEFORE_DAMAGE and ctx.defender is not None:
            ctx.defender = chosen


@dataclass(frozen=True)
class InflictNewActive(Part):
    """R-7: "the new Active Pokémon is now Poisoned" after a switch of your own Active
    Pokémon: the Pokémon the switch brought in, while it is still your Active Pokémon."""

    condition: SpecialCondition
    when: Condition = ALWAYS

    def describe(self) -> Message:
        return self.when.sentence(msg("text.inflict_new_active", condition=self.condition.term))

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.that_pokemon
        mine = ctx.game.state.players[ctx.player]
        if self.when.holds(ctx) and target is not None and target is mine.active:
            add_condition(ctx.game, target, self.condition)
        return
        yield


@dataclass(frozen=True)
class SwitchThatIn(Part):
    """ "Switch that Pokémon with your Active Pokémon" (EN II-C-03): the Benched Pokémon a
    trigger happened to ("when you attach this card from your hand to 1 of your Benched
    Pokémon") becomes the Active Pokémon."""

    role = TrainerRole.SWITCH

    def describe(self) -> Message:
        return msg("text.switch_that_in")

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.that_pokemon
        mine = ctx.game.state.players[ctx.player]
        if target is not None and target in mine.bench:
            _switch(ctx, mine, target)
        yield from ()
