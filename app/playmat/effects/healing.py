"""Healing Pokémon (EN II-C-06), and Pokémon recovering from Special Conditions (R-7)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, choose_pokemon
from playmat.effects.predicates import ANY_POKEMON, CardFilter
from playmat.effects.targets import YourPokemon, YourTargeting
from playmat.i18n.message import Message, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose
from playmat.rules.conditions import remove_condition
from playmat.rules.damage import heal
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.state import InPlay


@dataclass(frozen=True)
class HealSelf(Part):
    amount: int

    def describe(self) -> Message:
        return msg("text.heal_self", amount=self.amount)

    def run(self, ctx: EffectContext) -> Flow:
        if ctx.pokemon is not None:
            heal(ctx.game, ctx.pokemon, self.amount)
        return
        yield


@dataclass(frozen=True)
class HealDamageDone(Part):
    """Heal this Pokémon by the damage the attack did to the Defending Pokémon."""

    def describe(self) -> Message:
        return msg("text.heal_damage_done")

    def run(self, ctx: EffectContext) -> Flow:
        done = ctx.damage_done.get(ctx.defender.id, 0) if ctx.defender else 0
        if ctx.pokemon is not None and done:
            heal(ctx.game, ctx.pokemon, done)
        return
        yield


@dataclass(frozen=True)
class HealOneOfYours(Part):
    """C-06 on 1 of your Pokémon; a Trainer can't choose one without damage (P-22)."""

    role = TrainerRole.HEAL

    amount: int

    def describe(self) -> Message:
        return msg("text.heal_one_of_yours", amount=self.amount)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._damaged(ctx):
            return refusal("nothing_to_heal", "EN II-A")
        return None

    def _damaged(self, ctx: EffectContext) -> list[InPlay]:
        return [p for p in ctx.game.state.players[ctx.player].in_play() if p.damage]

    def run(self, ctx: EffectContext) -> Flow:
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.heal_target", amount=self.amount),
            self._damaged(ctx),
            purpose=Purpose.HEAL_TARGET,
        )
        if target is not None:
            heal(ctx.game, target, self.amount)


@dataclass(frozen=True)
class HealActiveAndCure(Part):
    """Heal your Active Pokémon and remove a Special Condition from it (you choose which)."""

    role = TrainerRole.HEAL

    amount: int

    def describe(self) -> Message:
        return msg("text.heal_active_and_cure", amount=self.amount)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        active = ctx.game.state.players[ctx.player].active
        if active is None or (not active.damage and not active.conditions):
            return refusal("active_unharmed", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        active = ctx.game.state.players[ctx.player].active
        if active is None:
            return
        heal(ctx.game, active, self.amount)
        conditions = sorted(active.conditions)
        if len(conditions) > 1:
            answer = yield Choice(
                ctx.player,
                ChoiceKind.OPTION,
                msg("prompt.remove_condition"),
                tuple(
                    Option(msg("option.condition", condition=c.term), value=c.value)
                    for c in conditions
                ),
                purpose=Purpose.REMOVE_CONDITION,
            )
            conditions = [conditions[answer[0]]]
        if conditions:
            remove_condition(ctx.game, active, conditions[0])


#: Which Pokémon a heal names: this Pokémon, your Active Pokémon, each of your Pokémon, 1 of
#: your Pokémon you choose.
HEAL_SELF, HEAL_ACTIVE, HEAL_EACH, HEAL_ONE = "self", "active", "each", "one"


@dataclass(frozen=True)
class HealPokemon(YourTargeting, Part):
    """EN II-C-06: heal ``amount`` damage (0: all of it) from this Pokémon, your Active
    Pokémon, each of your (Benched, typed) Pokémon, or 1 of them you choose among those with
    damage. A Trainer or an Ability can't be used when none of them has damage (C-06)."""

    role = TrainerRole.HEAL

    amount: int = 0
    target: str = HEAL_SELF
    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON
    when: Condition = ALWAYS
    #: "..., and it recovers from all Special Conditions": a Pokémon with one may be chosen
    #: even without damage.
    cure: bool = False

    def __post_init__(self) -> None:
        if self.amount < 0 or self.target not in (HEAL_SELF, HEAL_ACTIVE, HEAL_EACH, HEAL_ONE):
            raise ValueError("heal some damage, or all of it, from Pokémon a text names")
        if self.target in (HEAL_SELF, HEAL_ACTIVE) and self.targets != YourPokemon():
            raise ValueError("this Pokémon and your Active Pokémon are no choice")

    def describe(self) -> Message:
        if self.target == HEAL_SELF:
            target = msg("text.heal_target_self")
        elif self.target == HEAL_ACTIVE:
            target = msg("text.heal_target_active")
        else:
            target = self.targets.words(self.target)
        text = msg("text.heal_pokemon", amount=self.amount, target=target, cure=self.cure)
        return self.when.sentence(text)

    def _damaged(self, ctx: EffectContext) -> list[InPlay]:
        if self.target == HEAL_SELF:
            pool = [ctx.pokemon] if ctx.pokemon is not None else []
        elif self.target == HEAL_ACTIVE:
            active = ctx.game.state.players[ctx.player].active
            pool = [active] if active is not None else []
        else:
            pool = self.targets.among(ctx)
        return [p for p in pool if p.damage or (self.cure and p.conditions)]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._damaged(ctx):
            return refusal("nothing_to_heal", "EN II-C-06")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        damaged = self._damaged(ctx)
        if self.target == HEAL_ONE:
            chosen = yield from choose_pokemon(
                ctx,
                ctx.player,
                msg("prompt.heal_which", amount=self.amount),
                damaged,
                purpose=Purpose.HEAL_TARGET,
            )
            damaged = [chosen] if chosen is not None else []
        for pokemon in damaged:
            heal(ctx.game, pokemon, self.amount or pokemon.damage)
            if self.cure:
                for condition in sorted(pokemon.conditions):
                    remove_condition(ctx.game, pokemon, condition)


@dataclass(frozen=True)
class RecoverFromConditions(Part):
    """ "This Pokémon (your Active Pokémon) recovers from all Special Conditions" (R-7: only
    an Active Pokémon has any)."""

    active: bool = False
    when: Condition = ALWAYS

    def describe(self) -> Message:
        return self.when.sentence(msg("text.recover_conditions", active=self.active))

    def _target(self, ctx: EffectContext) -> InPlay | None:
        return ctx.game.state.players[ctx.player].active if self.active else ctx.pokemon

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        target = self._target(ctx)
        if target is None or not target.conditions:
            return refusal("no_condition_to_remove", "EN II-A")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        target = self._target(ctx)
        if not self.when.holds(ctx) or target is None:
            return
        for condition in sorted(target.conditions):
            remove_condition(ctx.game, target, condition)
        return
        yield
