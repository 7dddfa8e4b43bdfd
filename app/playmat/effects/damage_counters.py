"""Damage counters an effect puts on Pokémon (EN II-C-07): not damage, so neither Weakness,
Resistance nor effects on the Pokémon change them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.board import protected, require_positive, source_of
from playmat.effects.choosing import choose_targets
from playmat.effects.predicates import CardFilter
from playmat.effects.targets import Side, Targeting
from playmat.i18n.message import Message, msg
from playmat.rules.damage import put_damage_counters
from playmat.rules.events import event
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import pokemon_name


class Placing(StrEnum):
    """How damage counters are put: on the Defending Pokémon, on this Pokémon (the attacker,
    the Ability's Pokémon), on each of the targets, on chosen targets (the same number on
    each), or one at a time "in any way you like"."""

    DEFENDER = "defender"
    SELF = "self"
    EACH = "each"
    CHOSEN = "chosen"
    SPREAD = "spread"


@dataclass(frozen=True)
class PutDamageCounters(Targeting, Part):
    """EN II-C-07: put damage counters (not damage: no Weakness, Resistance or effects on the
    Pokémon, but none on a Pokémon protected from the effects of attacks, C-17)."""

    counters: int
    placing: Placing = Placing.DEFENDER
    side: Side = Side.OPPONENTS
    bench_only: bool = False
    damaged_only: bool = False
    cards: CardFilter | None = None
    except_self: bool = False
    #: For ``chosen``: how many Pokémon.
    count: int = 1
    when: Condition = ALWAYS
    #: "until its remaining HP is N" (then ``counters`` is 0): as many as that takes.
    until_hp: int = 0

    def __post_init__(self) -> None:
        require_positive(count=self.count)
        if self.until_hp < 0 or (self.counters < 1) != (self.until_hp > 0):
            raise ValueError("damage counters: a number of them, or until a remaining HP")
        if self.until_hp and self.placing not in (Placing.DEFENDER, Placing.EACH):
            raise ValueError("until a remaining HP: on the Defending Pokémon or on each")
        if self.placing is Placing.SELF and self.side is not Side.YOURS:
            raise ValueError("this Pokémon is one of your own")

    @property
    def harms_user(self) -> bool:  # type: ignore[override]
        """Counters on its own Pokémon may Knock it Out: a computer player can't weigh that."""
        return self.placing is Placing.SELF

    def describe(self) -> Message:
        if self.until_hp:
            until = msg(
                "text.put_damage_counters_until",
                hp=self.until_hp,
                placing=self.placing.value,
                targets=self.targets.noun(2),
            )
            return self.when.sentence(until)
        text = msg(
            "text.put_damage_counters",
            counters=self.counters,
            placing=self.placing.value,
            count=self.count,
            targets=self.targets.noun(
                self.count if self.placing is Placing.CHOSEN else 2,
                of=self.placing is not Placing.SPREAD,
            ),
        )
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        game = ctx.game
        reason = source_of(ctx)
        if self.placing is Placing.DEFENDER:
            defender = game.state.players[ctx.opponent].active
            if defender is not None and not protected(ctx, defender):
                put_damage_counters(game, defender, self._counters(ctx, defender), reason)
            return
        if self.placing is Placing.SELF:
            if ctx.pokemon is not None:
                put_damage_counters(game, ctx.pokemon, self.counters, reason)
            return
        candidates = [p for p in self.targets.find(ctx) if not protected(ctx, p)]
        if self.placing is Placing.EACH:
            for target in candidates:
                put_damage_counters(game, target, self._counters(ctx, target), reason)
            return
        if self.placing is Placing.CHOSEN:
            chosen = yield from choose_targets(
                ctx,
                candidates,
                self.count,
                msg("prompt.damage_counters_targets", counters=self.counters, count=self.count),
            )
            for target in chosen:
                put_damage_counters(game, target, self.counters, reason)
            return
        for number in range(1, self.counters + 1):
            chosen = yield from _choose_one(
                ctx,
                candidates,
                msg("prompt.spread_damage_counter", number=number, total=self.counters),
            )
            for target in chosen:
                put_damage_counters(game, target, 1, reason)

    def _counters(self, ctx: EffectContext, target: InPlay) -> int:
        """The counters for one target: as printed, or as many as bring its remaining HP down
        to ``until_hp`` (none if it is already that low, D-16)."""
        if not self.until_hp:
            return self.counters
        return max(0, ctx.game.remaining_hp(target) - self.until_hp) // 10


def _choose_one(ctx: EffectContext, candidates: list[InPlay], prompt: Message) -> Flow:
    """One Pokémon for one damage counter (the only candidate without asking)."""
    if not candidates:
        return []
    if len(candidates) == 1:
        return list(candidates)
    return (yield from choose_targets(ctx, candidates, 1, prompt))


@dataclass(frozen=True)
class MoveAllCounters(Part):
    """EN II-C-08: "Move all damage counters from 1 of your Benched Pokémon to your opponent's
    Active Pokémon" (``from_self``: from this Pokémon; ``cards``: from 1 of your Benched
    Pokémon of that kind; not ``to_defender``: to 1 of your opponent's Pokémon, chosen). Not
    damage: no Weakness, Resistance or effects on the Pokémon change them. Without a Pokémon
    to move them from or to, none move; to a Pokémon protected from the effects of attacks
    they are taken off and not put on it (C-08 FAQ)."""

    from_self: bool = False
    cards: CardFilter | None = None
    to_defender: bool = True
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.from_self and self.cards is not None:
            raise ValueError("this Pokémon is no kind of Benched Pokémon")

    def describe(self) -> Message:
        return self.when.sentence(
            msg(
                "text.move_all_counters",
                from_self=self.from_self,
                kind=self.cards.noun(1) if self.cards is not None else msg("text.pokemon_plain"),
                to_defender=self.to_defender,
            )
        )

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        mine, theirs = state.players[ctx.player], state.players[ctx.opponent]
        if self.from_self:
            sources = [ctx.pokemon] if ctx.pokemon is not None and ctx.pokemon.damage else []
        else:
            sources = [
                p
                for p in mine.bench
                if p.damage and (self.cards is None or self.cards.matches(state.top_card(p)))
            ]
        targets = [theirs.active] if self.to_defender and theirs.active else theirs.in_play()
        if not self.when.holds(ctx) or not sources or not targets:
            return
        source = (yield from _choose_one(ctx, sources, msg("prompt.move_counters_from")))[0]
        target = (yield from _choose_one(ctx, targets, msg("prompt.move_counters_to")))[0]
        counters = source.damage // 10
        source.damage -= 10 * counters
        ctx.game.emit(
            event(
                "counters_moved",
                counters=counters,
                source=pokemon_name(ctx.game, source),
                target=pokemon_name(ctx.game, target),
            )
        )
        if not protected(ctx, target):
            put_damage_counters(ctx.game, target, counters, source_of(ctx))
