"""Damage an attack does besides its damage to the Defending Pokémon (EN II-B-08): to each of
some Pokémon, to Pokémon the attacker chooses, to the new Active Pokémon after a switch."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import EnergyType
from playmat.effects.base import ALWAYS, Condition, Part, Stage
from playmat.effects.board import require_positive
from playmat.effects.choosing import choose_targets
from playmat.effects.predicates import CardFilter
from playmat.effects.tallies import Count, Tally
from playmat.effects.targets import Side, Targeting
from playmat.i18n.message import Arg, Message, msg
from playmat.rules.damage import DamageOptions, place_attack_damage
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay


def _damage(ctx: EffectContext, target: InPlay, amount: int, options: DamageOptions) -> None:
    """Place an attack's damage on one target: Weakness and Resistance only for an Active
    Pokémon (EN II-B-08), and not when the text says "this attack's damage isn't affected by
    Weakness or Resistance" (B-06, the attack's own options); effects on the Defending Pokémon
    ignored when the text says so for it (B-07)."""
    if ctx.pokemon is None:
        return
    state = ctx.game.state
    active = state.players[target.owner].active is target
    attack = ctx.damage_options
    options = DamageOptions(
        weakness=options.weakness and attack.weakness and active,
        resistance=options.resistance and attack.resistance and active,
        ignore_target_effects=options.ignore_target_effects
        or (attack.ignore_target_effects and target is ctx.defender),
    )
    done = place_attack_damage(ctx.game, ctx.pokemon, target, amount, options)
    ctx.damage_done[target.id] = ctx.damage_done.get(target.id, 0) + done


def _counted(
    ctx: EffectContext, amount: int, per: Tally | None, energy: EnergyType | None = None
) -> int:
    """The damage for each target: as printed, or that times a count ("for each Prize card
    your opponent has taken", "for each Fighting Energy attached to this Pokémon")."""
    return amount if per is None else amount * Count(per, energy).count(ctx)


def _for_each(per: Tally | None, energy: EnergyType | None = None) -> dict[str, Arg]:
    """The words of that count, if the text has one."""
    if per is None:
        return {"counted": False, "per": ""}
    return {"counted": True, "per": Count(per, energy).describe()}


def _check_per(per: Tally | None, energy: EnergyType | None) -> None:
    """An Energy type counts only Energy."""
    if energy is not None and (per is None or not per.value.startswith("energy_on")):
        raise ValueError("an Energy type for a count that isn't of Energy")


@dataclass(frozen=True)
class DamageToEach(Targeting, Part):
    """EN II-B-08: "this attack (also) does N damage to each of your opponent's (Benched)
    Pokémon" (or your own, or both players'): damage, Weakness and Resistance only for an
    Active Pokémon. ``per`` multiplies it by a count ("for each Prize card ...")."""

    amount: int
    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False
    ignore_weakness_resistance: bool = False
    per: Tally | None = None
    when: Condition = ALWAYS
    stage: Stage = Stage.DAMAGE
    #: The type of Energy ``per`` counts ("for each Fighting Energy attached to this Pokémon").
    per_energy: EnergyType | None = None

    def __post_init__(self) -> None:
        require_positive(amount=self.amount)
        _check_per(self.per, self.per_energy)

    def describe(self) -> Message:
        text = msg(
            "text.damage_to_each",
            amount=self.amount,
            targets=self.targets.noun(2),
            unaffected=self.ignore_weakness_resistance,
            **_for_each(self.per, self.per_energy),
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        amount = _counted(ctx, self.amount, self.per, self.per_energy)
        options = DamageOptions(
            weakness=not self.ignore_weakness_resistance,
            resistance=not self.ignore_weakness_resistance,
        )
        if amount > 0:
            for target in self.targets.find(ctx):
                _damage(ctx, target, amount, options)
        return
        yield


@dataclass(frozen=True)
class DamageToChosen(Targeting, Part):
    """EN II-B-08: "this attack (also) does N damage to N of your opponent's (Benched)
    Pokémon", the attacker choosing different ones; B-06/B-07 when the text says the damage
    isn't affected by Weakness and Resistance or by effects on those Pokémon."""

    amount: int
    count: int = 1
    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False
    ignore_weakness_resistance: bool = False
    ignore_effects: bool = False
    #: "... for each Energy attached to this Pokémon": the amount times this count.
    per: Tally | None = None
    when: Condition = ALWAYS
    stage: Stage = Stage.DAMAGE
    #: The type of Energy ``per`` counts ("for each Fighting Energy attached to this Pokémon").
    per_energy: EnergyType | None = None

    def __post_init__(self) -> None:
        require_positive(amount=self.amount, count=self.count)
        _check_per(self.per, self.per_energy)

    def describe(self) -> Message:
        text = msg(
            "text.damage_to_chosen",
            amount=self.amount,
            count=self.count,
            targets=self.targets.noun(self.count),
            unaffected=self.ignore_weakness_resistance,
            effects=self.ignore_effects,
            **_for_each(self.per, self.per_energy),
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        amount = _counted(ctx, self.amount, self.per, self.per_energy)
        if amount <= 0:
            return
        chosen = yield from choose_targets(
            ctx,
            self.targets.find(ctx),
            self.count,
            msg("prompt.damage_targets", amount=amount, count=self.count),
        )
        options = DamageOptions(
            weakness=not self.ignore_weakness_resistance,
            resistance=not self.ignore_weakness_resistance,
            ignore_target_effects=self.ignore_effects,
        )
        for target in chosen:
            _damage(ctx, target, amount, options)


@dataclass(frozen=True)
class DamageToChosenTimes(Targeting, Part):
    """EN II-B-08: "Choose 1 of your opponent's Pokémon 6 times (the same one may be chosen
    again). For each time you chose a Pokémon, do 20 damage to it.": the attacker chooses one
    at a time; each Pokémon then takes the damage of all the times it was chosen at once, with
    Weakness and Resistance only for an Active Pokémon (unless the text leaves them out)."""

    amount: int
    times: int
    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False
    when: Condition = ALWAYS
    stage: Stage = Stage.DAMAGE

    def __post_init__(self) -> None:
        require_positive(amount=self.amount, times=self.times)

    def describe(self) -> Message:
        text = msg(
            "text.damage_to_chosen_times",
            amount=self.amount,
            times=self.times,
            targets=self.targets.noun(1),
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        chosen: dict[int, int] = {}
        candidates = self.targets.find(ctx)
        for time in range(1, self.times + 1):
            picked = yield from choose_targets(
                ctx,
                candidates,
                1,
                msg("prompt.damage_target_time", amount=self.amount, time=time, total=self.times),
            )
            for target in picked:
                chosen[target.id] = chosen.get(target.id, 0) + 1
        for target in candidates:
            if target.id in chosen and ctx.game.state.pokemon(target.id) is target:
                _damage(ctx, target, self.amount * chosen[target.id], DamageOptions())


@dataclass(frozen=True)
class DamageToNewActive(Part):
    """After a switch of the opponent's Active Pokémon: "this attack does N damage to the new
    Active Pokémon", in printed order after the switch. It is the Active Pokémon, so Weakness
    and Resistance apply (EN II-B-08) and the damage goes through the damage steps (R-10). If
    no switch happened, the opponent's Active Pokémon is the one there is."""

    amount: int
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ValueError("damage is a positive amount")

    def describe(self) -> Message:
        return self.when.sentence(msg("text.damage_new_active", amount=self.amount))

    def run(self, ctx: EffectContext) -> Flow:
        target = ctx.game.state.players[ctx.opponent].active
        if not self.when.holds(ctx) or target is None or ctx.pokemon is None:
            return
        done = place_attack_damage(ctx.game, ctx.pokemon, target, self.amount, ctx.damage_options)
        ctx.damage_done[target.id] = ctx.damage_done.get(target.id, 0) + done
        return
        yield
