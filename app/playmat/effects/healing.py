"""Healing Pokémon (EN II-C-06), and Pokémon recovering from Special Conditions (R-7)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.attached_cards import AttachedEnergyToHand, DiscardAttachedEnergy
from playmat.effects.attached_energy import ON_THAT
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
#: your Pokémon you choose, "that Pokémon" an earlier step named.
HEAL_SELF, HEAL_ACTIVE, HEAL_EACH, HEAL_ONE, HEAL_THAT = "self", "active", "each", "one", "that"
_HEAL_TARGETS = (HEAL_SELF, HEAL_ACTIVE, HEAL_EACH, HEAL_ONE, HEAL_THAT)
#: What happens to the Energy of each Pokémon healed ("If you healed any damage in this way,
#: discard all Energy from those Pokémon", "... put all Energy attached to that Pokémon into
#: your hand").
ENERGY_KEPT, ENERGY_DISCARDED, ENERGY_TO_HAND = "", "discard", "hand"


@dataclass(frozen=True)
class HealPokemon(YourTargeting, Part):
    """EN II-C-06: heal ``amount`` damage (0: all of it) from this Pokémon, your Active
    Pokémon (of a kind), each of your (Benched, typed) Pokémon, 1 of them you choose among
    those with damage, or "that Pokémon" an earlier step named; ``max_remaining``: only a
    Pokémon with that much HP or less remaining (D-16). A Trainer or an Ability can't be used
    when none of them has damage (C-06). "If you do" follows whether any damage was healed
    (E-19); ``energy``: then all Energy is discarded from, or put into the hand from, each
    Pokémon healed (C-01, C-02). The one Pokémon it heals is "that Pokémon" for what
    follows."""

    role = TrainerRole.HEAL

    amount: int = 0
    target: str = HEAL_SELF
    bench_only: bool = False
    pokemon: CardFilter = ANY_POKEMON
    when: Condition = ALWAYS
    #: "..., and it recovers from all Special Conditions": a Pokémon with one may be chosen
    #: even without damage.
    cure: bool = False
    max_remaining: int = 0
    energy: str = ENERGY_KEPT

    def __post_init__(self) -> None:
        if self.amount < 0 or self.max_remaining < 0 or self.target not in _HEAL_TARGETS:
            raise ValueError("heal some damage, or all of it, from Pokémon a text names")
        if self.target in (HEAL_SELF, HEAL_THAT) and self.targets != YourPokemon():
            raise ValueError("this Pokémon and that Pokémon are no choice")
        if self.target == HEAL_ACTIVE and self.bench_only:
            raise ValueError("the Active Pokémon is not on the Bench")
        if self.energy not in (ENERGY_KEPT, ENERGY_DISCARDED, ENERGY_TO_HAND):
            raise ValueError(f"{self.energy!r} is not what happens to the Energy")

    @property
    def that_one(self) -> bool:
        """It heals one Pokémon, "that Pokémon" for a later sentence."""
        return self.target != HEAL_EACH

    def describe(self) -> Message:
        if self.target == HEAL_SELF:
            target = msg("text.heal_target_self")
        elif self.target == HEAL_ACTIVE:
            target = msg("text.heal_target_active_of", pokemon=self.pokemon.noun(1))
        elif self.target == HEAL_THAT:
            target = msg("text.heal_target_that")
        else:
            target = self.targets.words(self.target)
        if self.max_remaining:
            target = msg("text.with_hp_remaining", pokemon=target, hp=self.max_remaining)
        text = msg("text.heal_pokemon", amount=self.amount, target=target, cure=self.cure)
        if self.energy:
            text = msg(
                "text.sentences",
                parts=(text, msg("text.healed_energy", energy=self.energy, each=self._each)),
            )
        return self.when.sentence(text)

    @property
    def _each(self) -> bool:
        return self.target == HEAL_EACH

    def _damaged(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        if self.target == HEAL_SELF:
            pool = [ctx.pokemon] if ctx.pokemon is not None else []
        elif self.target == HEAL_ACTIVE:
            active = state.players[ctx.player].active
            pool = [active] if active is not None else []
            pool = [p for p in pool if self.pokemon.matches(state.top_card(p))]
        elif self.target == HEAL_THAT:
            that = ctx.that_pokemon
            mine = state.players[ctx.player].in_play()
            pool = [that] if that is not None and any(p is that for p in mine) else []
        else:
            pool = self.targets.among(ctx)
        if self.max_remaining:
            pool = [p for p in pool if ctx.game.remaining_hp(p) <= self.max_remaining]
        return [p for p in pool if p.damage or (self.cure and p.conditions)]

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._damaged(ctx):
            return refusal("nothing_to_heal", "EN II-C-06")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        if not holds:
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
        healed: list[InPlay] = []
        for pokemon in damaged:
            if heal(ctx.game, pokemon, self.amount or pokemon.damage):
                healed.append(pokemon)
            if self.cure:
                for condition in sorted(pokemon.conditions):
                    remove_condition(ctx.game, pokemon, condition)
        if self.that_one and damaged:
            ctx.that_pokemon = damaged[0]
        yield from self._energy_after(ctx, healed)
        ctx.did = bool(healed)

    def _energy_after(self, ctx: EffectContext, healed: list[InPlay]) -> Flow:
        """All Energy off each Pokémon healed, into the discard pile or its owner's hand."""
        if self.energy == ENERGY_KEPT:
            return
        then: Part = (
            DiscardAttachedEnergy(0, holders=ON_THAT)
            if self.energy == ENERGY_DISCARDED
            else AttachedEnergyToHand(0, holders=ON_THAT)
        )
        that = ctx.that_pokemon
        for pokemon in healed:
            ctx.that_pokemon = pokemon
            yield from then.run(ctx)
        ctx.that_pokemon = that


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
