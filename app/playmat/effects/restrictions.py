"""Text that limits when an attack or a card may be used, or that Knocks a Pokémon Out: "If you
go second, you can't use this attack during your first turn", "If you go first, you can use this
attack during your first turn" (R-4 set aside), "You can use this card only if ...", "If you
use this Ability, this Pokémon is Knocked Out", "Knock Out your opponent's Active Pokémon"."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part, choose_pokemon
from playmat.effects.board import opponents_active, prevents_effects
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Term, msg
from playmat.rules.choices import Purpose
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

    when: Condition = ALWAYS

    def describe(self) -> Message:
        return self.when.sentence(msg("text.knock_out_self"))

    def run(self, ctx: EffectContext) -> Flow:
        if ctx.pokemon is not None and self.when.holds(ctx):
            knock_out(ctx.game, ctx.pokemon)
        return
        yield


@dataclass(frozen=True)
class KnockOutDefender(Part):
    """ "Knock Out your opponent's Active Pokémon" (or "... Active Basic Pokémon": only if it is
    one), "your opponent's Active Pokémon is Knocked Out": it is, at the next Knock Out check,
    whatever its HP (D-16), and its owner's opponent takes Prize cards for it (R-11). An effect
    of the attack, not damage: a Pokémon protected from effects of attacks isn't (C-17)."""

    when: Condition = ALWAYS
    only: CardFilter | None = None

    def describe(self) -> Message:
        pokemon = self.only.noun(1) if self.only else Term("noun.pokemon")
        return self.when.sentence(msg("lasting.knock_out", pokemon=pokemon))

    def run(self, ctx: EffectContext) -> Flow:
        target = opponents_active(ctx)
        if target is None or ctx.game.state.pokemon(target.id) is not target:
            return
        if not self.when.holds(ctx) or prevents_effects(ctx, target):
            return
        if self.only is None or self.only.matches(ctx.game.state.top_card(target)):
            knock_out(ctx.game, target)
        return
        yield


@dataclass(frozen=True)
class KnockOutChosen(Part):
    """ "Knock Out 1 of your opponent's Benched Basic Pokémon", "Knock Out 1 of your opponent's
    Pokémon that has exactly 6 damage counters on it": the player chooses one of the
    opponent's Pokémon that fits (any at all if none is named), which is Knocked Out by an
    effect of the attack (D-16; not one protected from effects of attacks, C-17)."""

    bench_only: bool = False
    only: CardFilter | None = None
    #: Only one with exactly this many damage counters on it (0: any).
    counters: int = 0
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if self.counters < 0:
            raise ValueError(f"a count of damage counters can't be below 0: {self.counters}")

    def describe(self) -> Message:
        return self.when.sentence(
            msg(
                "lasting.knock_out_chosen",
                benched=self.bench_only,
                pokemon=self.only.noun(1) if self.only else Term("noun.pokemon"),
                counters=self.counters,
            )
        )

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        state = ctx.game.state
        opponent = state.players[ctx.opponent]
        candidates = [
            pokemon
            for pokemon in (opponent.bench if self.bench_only else opponent.in_play())
            if (self.only is None or self.only.matches(state.top_card(pokemon)))
            and (not self.counters or pokemon.damage // 10 == self.counters)
        ]
        target = yield from choose_pokemon(
            ctx,
            ctx.player,
            msg("prompt.knock_out_target"),
            candidates,
            purpose=Purpose.DAMAGE_TARGET,
        )
        if target is not None and not prevents_effects(ctx, target):
            knock_out(ctx.game, target)


@dataclass(frozen=True)
class KnockOutLeastHp(Part):
    """ "Choose 1 Pokémon in play (yours or your opponent's) that has the least HP remaining,
    except for this Pokémon, and it is Knocked Out": among the Pokémon with the least remaining
    HP (D-16) the player chooses one if several are tied; it is Knocked Out by an effect of the
    attack (not one of the opponent's protected from effects of attacks, C-17)."""

    def describe(self) -> Message:
        return msg("lasting.knock_out_least_hp")

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        others = [
            pokemon
            for player in (ctx.player, ctx.opponent)
            for pokemon in game.state.players[player].in_play()
            if pokemon is not ctx.pokemon
        ]
        if not others:
            return
        least = min(game.remaining_hp(pokemon) for pokemon in others)
        tied = [pokemon for pokemon in others if game.remaining_hp(pokemon) == least]
        target = yield from choose_pokemon(
            ctx, ctx.player, msg("prompt.knock_out_target"), tied, purpose=Purpose.DAMAGE_TARGET
        )
        if target is not None and not prevents_effects(ctx, target):
            knock_out(game, target)


@dataclass(frozen=True)
class AttackOnlyIf(Part):
    """ "You can use this attack only if <condition>": the attack's own limit, checked before it
    may be chosen (EN I-A-01 step 1); it does nothing as the attack resolves."""

    condition: Condition
    #: "If <condition>, this attack can't be used": usable only while it doesn't hold.
    negated: bool = False

    restricts_use = True
    incidental = True

    def describe(self) -> Message:
        then = msg("lasting.attack_not_usable" if self.negated else "lasting.attack_usable")
        return self.condition.sentence(then)

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if self.condition.holds(ctx) != self.negated:
            return None
        return refusal("attack_use_condition", "EN I-A-01", text=self.describe())

    def run(self, ctx: EffectContext) -> Flow:
        return
        yield
