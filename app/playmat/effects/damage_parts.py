"""Parts that settle or deal an attack's damage (EN II-B-01..B-09, D-01), and change how it
is calculated (B-06, B-07)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from math import comb

from playmat.effects.base import ALWAYS, Condition, Estimate, Part, Stage, choose_pokemon
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, msg
from playmat.rules.choices import Purpose, yes_no
from playmat.rules.damage import DamageOptions, place_attack_damage
from playmat.rules.scripting import BoardFacts, EffectContext, Flow


@dataclass(frozen=True)
class MoreDamage(Part):
    """EN II-B-01: "this attack does N more damage"."""

    amount: int
    when: Condition = ALWAYS
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return self.when.sentence(msg("text.more_damage", amount=self.amount))

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        return damage + self.amount * self.when.chance(facts, so_far)

    def run(self, ctx: EffectContext) -> Flow:
        if self.when.holds(ctx) and ctx.base_damage is not None:
            ctx.base_damage += self.amount
        return
        yield


@dataclass(frozen=True)
class BaseDamage(Part):
    """EN II-B-01, step 1: "this attack's base damage is N (instead of M)" when the condition
    holds; also the older "does N damage to each Defending Pokémon" of attacks printed with no
    damage (one Defending Pokémon in a game of one Active Pokémon each)."""

    amount: int
    when: Condition = ALWAYS
    stage: Stage = Stage.BEFORE_DAMAGE

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError("a base damage is 0 or more")

    def describe(self) -> Message:
        return self.when.sentence(msg("text.base_damage", amount=self.amount))

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        chance = self.when.chance(facts, so_far)
        return damage + (self.amount - damage) * chance

    def run(self, ctx: EffectContext) -> Flow:
        if self.when.holds(ctx):
            ctx.base_damage = self.amount
        return
        yield


@dataclass(frozen=True)
class DamageByHeads(Part):
    """EN II-B-01 with a table: the number of heads decides the damage (after FlipCoins).

    ``more[n]`` adds damage for ``n`` heads; ``total[n]`` replaces the damage for ``n`` heads.
    """

    coins: int
    more: dict[int, int] = field(default_factory=dict)
    total: dict[int, int] = field(default_factory=dict)
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        rows = tuple(
            msg("text.heads_total", heads=heads, amount=self.total[heads])
            if heads in self.total
            else msg("text.heads_more", heads=heads, amount=self.more[heads])
            for heads in sorted(set(self.more) | set(self.total))
        )
        return msg("text.damage_by_heads", rows=rows)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        expected = 0.0
        for heads in range(self.coins + 1):
            chance = comb(self.coins, heads) / 2**self.coins
            expected += chance * self.total.get(heads, damage + self.more.get(heads, 0))
        return expected

    def run(self, ctx: EffectContext) -> Flow:
        heads = ctx.heads
        if ctx.base_damage is not None:
            if heads in self.total:
                ctx.base_damage = self.total[heads]
            else:
                ctx.base_damage += self.more.get(heads, 0)
        return
        yield


@dataclass(frozen=True)
class DamagePerHeads(Part):
    """EN II-B-02: "N damage for each heads"."""

    per: int
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return msg("text.damage_per_heads", amount=self.per)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        return self.per * so_far.coins / 2

    def run(self, ctx: EffectContext) -> Flow:
        ctx.base_damage = self.per * ctx.heads
        return
        yield


@dataclass(frozen=True)
class DamagePerCounted(Part):
    """EN II-B-02: "N damage for each card discarded in this way" (what the previous part
    counted)."""

    per: int
    #: The cards the previous part discarded and counted ("Water Energy cards").
    counted: CardFilter
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return msg("text.damage_per_discarded", amount=self.per, cards=self.counted.noun(2))

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        return float(self.per * so_far.counted)

    def run(self, ctx: EffectContext) -> Flow:
        ctx.base_damage = self.per * ctx.counted
        return
        yield


@dataclass(frozen=True)
class MoreDamagePer(Part):
    """EN II-B-01/B-02: "N more damage for each ..." counted on the board now."""

    amount: int
    #: "energy_on_defender" (Energy units, R-6) or "benched_named:<name>".
    count: str
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        if self.count == "energy_on_defender":
            return msg("text.more_per_defender_energy", amount=self.amount)
        name = self.count.split(":", 1)[1]
        return msg("text.more_per_benched", amount=self.amount, name=name)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        if self.count == "energy_on_defender":
            number = facts.defender_energy()
        else:
            name = self.count.split(":", 1)[1]
            number = sum(1 for benched in facts.benched_names() if benched == name)
        return damage + self.amount * number

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        if self.count == "energy_on_defender":
            defender = ctx.defender
            number = len(ctx.game.energy_units(defender)) if defender else 0
        else:
            name = self.count.split(":", 1)[1]
            number = sum(
                1 for p in state.players[ctx.player].bench if state.card(p.top).name == name
            )
        if ctx.base_damage is not None:
            ctx.base_damage += self.amount * number
        return
        yield


@dataclass(frozen=True)
class DoesNothing(Part):
    """EN II-D-01: "this attack does nothing": no damage and no effects, still used."""

    when: Condition = ALWAYS
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return self.when.sentence(msg("text.does_nothing"))

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        return damage * (1 - self.when.chance(facts, so_far))

    def run(self, ctx: EffectContext) -> Flow:
        if self.when.holds(ctx):
            ctx.does_nothing = True
        return
        yield


@dataclass(frozen=True)
class MayDoMoreDamage(Part):
    """EN II-E-10 "you may do N more damage"; remembers the answer for a following "if you do"
    (E-19)."""

    amount: int
    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return msg("text.may_more_damage", amount=self.amount)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        return damage + self.amount

    def run(self, ctx: EffectContext) -> Flow:
        answer = yield yes_no(ctx.player, msg("prompt.more_damage", amount=self.amount))
        ctx.did = answer == (0,)
        if ctx.did and ctx.base_damage is not None:
            ctx.base_damage += self.amount


@dataclass(frozen=True)
class DamageToOpponentsPokemon(Part):
    """EN II-B-08: damage to 1 of the opponent's (Benched) Pokémon, chosen by the attacker;
    no Weakness or Resistance for Benched Pokémon."""

    amount: int
    bench_only: bool = False
    stage: Stage = Stage.DAMAGE

    def describe(self) -> Message:
        return msg("text.damage_to_opponents", amount=self.amount, bench_only=self.bench_only)

    def run(self, ctx: EffectContext) -> Flow:
        opponent = ctx.game.state.players[ctx.opponent]
        candidates = opponent.bench if self.bench_only else opponent.in_play()
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.damage_target", amount=self.amount),
            candidates,
            purpose=Purpose.DAMAGE_TARGET,
        )
        if target is None or ctx.pokemon is None:
            return
        active = target is opponent.active
        done = place_attack_damage(
            ctx.game,
            ctx.pokemon,
            target,
            self.amount,
            DamageOptions(weakness=active, resistance=active),
        )
        ctx.damage_done[target.id] = ctx.damage_done.get(target.id, 0) + done


@dataclass(frozen=True)
class SelfDamage(Part):
    """EN II-B-09: "this Pokémon does N damage to itself": damage, calculated as usual."""

    amount: int
    when: Condition = ALWAYS
    stage: Stage = Stage.DAMAGE
    #: B-06 for this damage: "and don't apply Weakness and Resistance to this damage".
    ignore_weakness_resistance: bool = False

    def describe(self) -> Message:
        text = msg(
            "text.self_damage_unaffected"
            if self.ignore_weakness_resistance
            else "text.self_damage",
            amount=self.amount,
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if self.when.holds(ctx) and ctx.pokemon is not None:
            applies = not self.ignore_weakness_resistance
            options = DamageOptions(weakness=applies, resistance=applies)
            place_attack_damage(ctx.game, ctx.pokemon, ctx.pokemon, self.amount, options)
        return
        yield


@dataclass(frozen=True)
class IgnoreResistance(Part):
    """EN II-B-06: "this attack's damage isn't affected by Resistance"."""

    stage: Stage = Stage.BEFORE_DAMAGE

    def describe(self) -> Message:
        return msg("text.ignore_resistance")

    def run(self, ctx: EffectContext) -> Flow:
        ctx.damage_options = DamageOptions(resistance=False)
        return
        yield


@dataclass(frozen=True)
class DamageIgnores(Part):
    """EN II-B-06: the attack's damage to the Defending Pokémon isn't affected by Weakness
    and/or Resistance; B-07: nor by effects on it (steps 5 and 6)."""

    weakness: bool = False
    resistance: bool = False
    effects: bool = False
    stage: Stage = Stage.BEFORE_DAMAGE

    def __post_init__(self) -> None:
        if not (self.weakness or self.resistance or self.effects):
            raise ValueError("damage that ignores nothing")

    def describe(self) -> Message:
        return msg(
            "text.damage_ignores",
            weakness=self.weakness,
            resistance=self.resistance,
            effects=self.effects,
        )

    def run(self, ctx: EffectContext) -> Flow:
        options = ctx.damage_options
        ctx.damage_options = replace(
            options,
            weakness=options.weakness and not self.weakness,
            resistance=options.resistance and not self.resistance,
            ignore_target_effects=options.ignore_target_effects or self.effects,
        )
        return
        yield
